import RouteCardMap
import Testing

/// Tile metadata's HTML credits as text, and a schema's credit merged into an archive's, against
/// the attributions real archives carry (Protomaps' hosted TileJSON and daily builds, MapTiler's
/// OpenMapTiles, a TileMill export) and the text a browser shows for them.
@Suite struct AttributionTextTests {
    /// Protomaps' hosted TileJSON (the issue's example).
    static let protomapsAPI = #"<a href="https://protomaps.com" target="_blank">Protomaps</a> © "#
        + #"<a href="https://www.openstreetmap.org/copyright" target="_blank">OpenStreetMap</a>"#
    /// A Protomaps daily planet build's `attribution`.
    static let protomapsBuild = #"<a href="https://www.openstreetmap.org/copyright" target="_blank">&copy; OpenStreetMap</a>"#
    /// MapTiler's OpenMapTiles TileJSON.
    static let mapTiler = #"<a href="https://www.maptiler.com/copyright/" target="_blank">&copy; MapTiler</a> "#
        + #"<a href="https://www.openstreetmap.org/copyright" target="_blank">&copy; OpenStreetMap contributors</a>"#

    @Test func linksKeepTheirTextAndLoseTheirAddress() {
        #expect(AttributionText.plainText(Self.protomapsAPI) == "Protomaps © OpenStreetMap")
        #expect(AttributionText.plainText(Self.protomapsBuild) == "© OpenStreetMap")
        #expect(AttributionText.plainText(Self.mapTiler) == "© MapTiler © OpenStreetMap contributors")
    }

    @Test func characterReferencesAreDecoded() {
        #expect(AttributionText.plainText("&#169; A &#xA9; B &#XA9; C") == "© A © B © C")
        #expect(AttributionText.plainText("Tiles &amp; data &lt;2024&gt; &quot;x&quot; &middot; &ndash; &nbsp;y") == "Tiles & data <2024> \"x\" · – y")
        // An unknown name, a bare ampersand and a reference without its semicolon stay as written.
        #expect(AttributionText.plainText("A &bogus; B & C &copy D") == "A &bogus; B & C &copy D")
    }

    @Test func blockTagsSeparateWordsAndCommentsVanish() {
        #expect(AttributionText.plainText("<p>Map data</p><p>© OSM</p>") == "Map data © OSM")
        #expect(AttributionText.plainText("one<br/>two<br>three") == "one two three")
        #expect(AttributionText.plainText("<b>Open</b>Street<i>Map</i>") == "OpenStreetMap")
        #expect(AttributionText.plainText("a <!-- <a href=x>hidden</a> --> b") == "a b")
    }

    @Test func textThatIsNoTagStays() {
        // A TileMill export's credit: an address in angle brackets is text.
        let tileMill = "Data used by this map is © OpenStreetMap contributors,  CC-BY-SA. See <http://openstreetmap.org> for more info."
        #expect(AttributionText.plainText(tileMill)
            == "Data used by this map is © OpenStreetMap contributors, CC-BY-SA. See http://openstreetmap.org for more info.")
        #expect(!AttributionText.isHTML(tileMill))
        #expect(AttributionText.plainText("a < b, 1 <2, x > y") == "a < b, 1 <2, x > y")
        #expect(AttributionText.plainText("unclosed <a href") == "unclosed <a href")
        #expect(!AttributionText.isHTML("© OpenStreetMap contributors"))
        #expect(AttributionText.isHTML(Self.protomapsAPI) && AttributionText.isHTML("&copy; OSM"))
    }

    @Test func aRequiredCreditTakesTheArchivesWordingAndOrder() {
        let osm = "© OpenStreetMap contributors"
        // The holder the archive names in a shorter form gets the fuller wording, in the archive's place.
        #expect(AttributionText.merging(osm, into: Self.protomapsAPI) == "Protomaps © OpenStreetMap contributors")
        #expect(AttributionText.merging(osm, into: Self.protomapsBuild) == "© OpenStreetMap contributors")
        #expect(AttributionText.merging(osm, into: "© OpenStreetMap") == "© OpenStreetMap contributors")
        // What the archive does not name follows it.
        #expect(AttributionText.merging("© OpenMapTiles © OpenStreetMap contributors", into: Self.mapTiler)
            == "© MapTiler © OpenStreetMap contributors © OpenMapTiles")
        // The same credit is written once; a fuller one of the archive is kept.
        #expect(AttributionText.merging("© OpenMapTiles © OpenStreetMap contributors", into: "© OpenMapTiles © OpenStreetMap contributors")
            == "© OpenMapTiles © OpenStreetMap contributors")
        #expect(AttributionText.merging(osm, into: "© OpenStreetMap contributors, ODbL") == "© OpenStreetMap contributors, ODbL")
        // No archive credit: the required one.
        #expect(AttributionText.merging(osm, into: nil) == osm)
        #expect(AttributionText.merging(osm, into: "  ") == osm)
    }
}
