import Foundation
import RouteCardGeo
import RouteCardMap
import RouteCardMapLibre
import RouteCardScene
import RouteCardStyle
import RouteCardText
import RouteCardTiles
import Testing

/// MapLibre sprites: a hand-made sheet (written here: two icons of flat colours, so each cut
/// icon's pixels are known), icons placed at positions worked out by hand from the viewport.
///
/// The viewport is 400 × 300 pt at 524,288 pt per world width (MapLibre zoom 10), centred on world
/// (0.5, 0.25): canvas point (x, y) is world `(0.5 + (x − 200)/s, 0.25 + (y − 150)/s)`.
@Suite struct SpriteSheetTests {
    static let s = 524_288.0
    static let viewport = Viewport(size: CanvasSize(width: 400, height: 300), scale: s, originX: 0.5 - 200 / s, originY: 0.25 - 150 / s)

    /// A 12×6 sheet: columns 0–7 red ("red", 8×6), columns 8–11 blue ("blue", 4×4 at the top).
    static func sheet(scale: Int = 1) -> [UInt8] {
        let width = 12 * scale, height = 6 * scale
        var rgba: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width {
                if x < 8 * scale { rgba += [255, 0, 0, 255] } else if y < 4 * scale { rgba += [0, 0, 255, 255] } else { rgba += [0, 0, 0, 0] }
            }
        }
        return TilePNGEncoder.encode(RasterPixels(width: width, height: height, rgba: rgba)!)
    }

    static let index = Array(#"{"red": {"x": 0, "y": 0, "width": 8, "height": 6, "pixelRatio": 1}, "blue": {"x": 8, "y": 0, "width": 4, "height": 4, "pixelRatio": 1}, "dot": {"x": 0, "y": 0, "width": 2, "height": 2, "sdf": true}}"#.utf8)
    static let index2x = Array(#"{"red": {"x": 0, "y": 0, "width": 16, "height": 12, "pixelRatio": 2}, "blue": {"x": 16, "y": 0, "width": 8, "height": 8, "pixelRatio": 2}}"#.utf8)

    static func files(retina: Bool = false) -> [String: [UInt8]] {
        var files = ["s.json": index, "s.png": sheet(), "g.geojson": Array("{}".utf8)]
        if retina { files["s@2x.json"] = index2x; files["s@2x.png"] = sheet(scale: 2) }
        return files
    }

    static func w(_ x: Double, _ y: Double) -> WorldPoint { WorldPoint(x: 0.5 + (x - 200) / s, y: 0.25 + (y - 150) / s) }

    /// The card: an empty card style under a MapLibre style of one symbol layer over source `g`.
    static func images(layout: String, paint: String = "{}", features: [(Double, Double, [String: FeatureValue])]) throws -> (images: [SceneImage], texts: [String]) {
        let sprite = try SpriteSheet.load(base: "s", resources: .inMemory(files()), scale: 1, decodeIndex: SpriteIndex.decode)
        let basemap = try MapLibreStyle.decode(Array("""
        {"version": 8, "sources": {"g": {"type": "geojson", "data": "g.geojson"}},
         "layers": [{"id": "poi", "type": "symbol", "source": "g", "layout": \(layout), "paint": \(paint)}]}
        """.utf8), file: "ml.json", resources: .inMemory(files()), sprite: sprite)
        let card = try Style.decode(Array(#"{"version": 1, "canvas": {"width": 400, "height": 300, "scale": 1}, "layers": []}"#.utf8),
                                    file: "card.json", resources: .inMemory([:])).applying(basemap: basemap)
        let data = MapFeatureCollection(features: features.map { MapFeature(properties: $0.2, geometry: .points([w($0.0, $0.1)]))! })
        let context = LayerContext(track: Track(segments: [TrackSegment(points: [TrackPoint(latitude: -80, longitude: -170)])]), style: card,
                                   sources: MapSources([MapSource(id: "g", data: data, attribution: nil)]))
        var images: [SceneImage] = [], texts: [String] = []
        func walk(_ nodes: [SceneNode]) {
            for node in nodes {
                switch node {
                case .image(let image): images.append(image)
                case .group(let group):
                    if let text = group.data["text"] { texts.append(text) }
                    walk(group.children)
                default: break
                }
            }
        }
        walk(CardComposer().scene(style: card, context: context, viewport: viewport).nodes)
        return (images, texts)
    }

    @Test func iconsArePlacedWhereTheirAnchorOffsetAndSizeSay() throws {
        // red is 8×6 px at ratio 1; icon-size 2 → 16×12 pt; icon-offset [1, -2] × 2 → the anchor at (202, 146);
        // anchored at its bottom centre → x 194…210, y 134…146.
        let drawn = try Self.images(layout: #"{"icon-image": "{kind}", "icon-size": 2, "icon-anchor": "bottom", "icon-offset": [1, -2]}"#,
                                    features: [(200, 150, ["kind": .string("red")])]).images
        let image = try #require(drawn.first)
        #expect(drawn.count == 1)
        #expect(image.box == CanvasBox(minX: 194, minY: 134, maxX: 210, maxY: 146))
        // Only the icon's own pixels are embedded: an 8×6 all-red PNG.
        let pixels = try #require(PNGDecoder.decode(image.bytes))
        #expect(pixels.width == 8 && pixels.height == 6)
        #expect(stride(from: 0, to: pixels.rgba.count, by: 4).allSatisfy { pixels.rgba[$0] == 255 && pixels.rgba[$0 + 2] == 0 })
    }

    @Test func iconsCollideWithEachOtherAndMissingNamesAreLeftOut() throws {
        // Two 8×6 icons centred 5 pt apart overlap: the first (feature order) is kept. "green" is not in the sprite.
        let drawn = try Self.images(layout: #"{"icon-image": "{kind}"}"#,
                                    features: [(100, 100, ["kind": .string("red")]), (105, 100, ["kind": .string("blue")]),
                                               (300, 200, ["kind": .string("green")]), (300, 100, ["kind": .string("blue")])]).images
        #expect(drawn.map(\.box) == [CanvasBox(minX: 96, minY: 97, maxX: 104, maxY: 103), CanvasBox(minX: 298, minY: 98, maxX: 302, maxY: 102)])
    }

    @Test func textBesideItsIconTakesItsBoxTogetherAndIconOptionalLetsTextAlone() throws {
        // Text 3 em (30 pt) below its point: "A" at (200, 150) takes its icon's box (196…204 × 147…153) and
        // its text's (top at y 180). "Zed" at (200, 186) has its icon on "A"'s text, its own text free at y 216.
        let layout = #"{"icon-image": "red", "text-field": "{name}", "text-anchor": "top", "text-offset": [0, 3], "text-size": 10"#
        let features: [(Double, Double, [String: FeatureValue])] = [(200, 150, ["name": .string("A")]), (200, 186, ["name": .string("Zed")])]
        let plain = try Self.images(layout: layout + "}", features: features)
        #expect(plain.images.map(\.box) == [CanvasBox(minX: 196, minY: 147, maxX: 204, maxY: 153)])
        #expect(plain.texts == ["A"])
        let optional = try Self.images(layout: layout + #", "icon-optional": true}"#, features: features)
        #expect(optional.images.count == 1)
        #expect(optional.texts.sorted() == ["A", "Zed"])
    }

    @Test func theRetinaSheetIsChosenAtScaleTwo() throws {
        let at2 = try SpriteSheet.load(base: "s", resources: .inMemory(Self.files(retina: true)), scale: 2, decodeIndex: SpriteIndex.decode)
        #expect(at2.name == "s@2x")
        let red = try #require(at2.icons["red"])
        #expect(red.pointWidth == 8 && red.pointHeight == 6 && red.pixelRatio == 2)
        #expect(PNGDecoder.decode(red.png)?.width == 16)
        #expect(try SpriteSheet.load(base: "s", resources: .inMemory(Self.files(retina: true)), scale: 1, decodeIndex: SpriteIndex.decode).name == "s")
        // No @2x files: the 1× sheet at scale 2.
        #expect(try SpriteSheet.load(base: "s", resources: .inMemory(Self.files()), scale: 2, decodeIndex: SpriteIndex.decode).name == "s")
    }

    @Test func aNameMissingFromTheSpriteIsAWarning() throws {
        let sprite = try SpriteSheet.load(base: "s", resources: .inMemory(Self.files()), scale: 1, decodeIndex: SpriteIndex.decode)
        let style = try MapLibreStyle.decode(Array("""
        {"version": 8, "sources": {"g": {"type": "geojson", "data": "g.geojson"}},
         "layers": [{"id": "poi", "type": "symbol", "source": "g", "layout": {"icon-image": "nothere"}}]}
        """.utf8), file: "ml.json", resources: .inMemory(Self.files()), sprite: sprite)
        #expect(style.warnings.map(\.description).contains("ml.json:2:85: warning: layers[0].layout.icon-image: the sprite s has no icon \"nothere\": it is not drawn"))
    }

    @Test func aSpriteOutsideThePolicyIsRefused() {
        #expect { try SpriteSheet.load(base: "s", resources: .none, scale: 1, decodeIndex: SpriteIndex.decode) } throws: { error in
            (error as? StyleError)?.description.contains("cannot read the sprite") == true
        }
    }

    @Test func aMistakeInTheIndexIsLocated() {
        let files = ["s.png": Self.sheet(), "s.json": Array("{\n  \"a\": {\"x\": 0, \"y\": 0, \"width\": \"8\", \"height\": 6}\n}".utf8)]
        #expect { try SpriteSheet.load(base: "s", resources: .inMemory(files), scale: 1, decodeIndex: SpriteIndex.decode) } throws: { error in
            (error as? StyleError)?.description.hasPrefix("s.json:2:34: error: a.width:") == true
        }
    }

    @Test func iconCountsAsDrawnOnlyWithASprite() throws {
        let text = Array("""
        {"version": 8, "sources": {"g": {"type": "geojson", "data": "g.geojson"}},
         "layers": [{"id": "poi", "type": "symbol", "source": "g", "layout": {"icon-image": "red", "icon-size": 2}}]}
        """.utf8)
        let without = try MapLibreStyle.decode(text, file: "ml.json", resources: .inMemory(Self.files()))
        #expect(without.compatibility.uses[.ignored] == 2)
        let sprite = try SpriteSheet.load(base: "s", resources: .inMemory(Self.files()), scale: 1, decodeIndex: SpriteIndex.decode)
        let with = try MapLibreStyle.decode(text, file: "ml.json", resources: .inMemory(Self.files()), sprite: sprite)
        #expect(with.compatibility.uses[.supported] == 1 && with.compatibility.uses[.approximated] == 1 && with.compatibility.uses[.ignored] == nil)
    }

    @Test func aStylesBasemapNamesItsSprite() throws {
        var files = Self.files()
        files["ml.json"] = Array("""
        {"version": 8, "sources": {"g": {"type": "geojson", "data": "g.geojson"}},
         "layers": [{"id": "poi", "type": "symbol", "source": "g", "layout": {"icon-image": "red", "icon-size": 2}}]}
        """.utf8)
        let text = Array(#"{"version": 1, "basemap": {"maplibre": "ml.json", "sprite": "s"}, "layers": []}"#.utf8)
        let loader: SpriteLoader = { base, resources, scale throws(StyleError) in try SpriteSheet.load(base: base, resources: resources, scale: scale, decodeIndex: SpriteIndex.decode) }
        let style = try Style.decode(text, file: "card.json", resources: .inMemory(files), spriteLoader: loader, basemapDecoder: MapLibreBasemapDecoder())
        #expect(style.basemapCompatibility?.uses[.ignored] == nil)
        let layer = try #require((style.layers.first?.layer as? SymbolLayer) ?? nil)
        #expect(layer.sprite?.icons["red"]?.width == 8)
        // Without a loader (a library user without RouteCardTiles): a warning, icons not drawn.
        let plain = try Style.decode(text, file: "card.json", resources: .inMemory(files), basemapDecoder: MapLibreBasemapDecoder())
        #expect(plain.warnings.map(\.description).contains("card.json:1:61: warning: basemap.sprite: the sprite is not read here (no PNG decoder): icons are not drawn"))
        // A sprite file that is missing is an error at the key.
        #expect { try Style.decode(Array(#"{"version": 1, "basemap": {"maplibre": "ml.json", "sprite": "nope"}, "layers": []}"#.utf8),
                                   file: "card.json", resources: .inMemory(files), spriteLoader: loader,
                                   basemapDecoder: MapLibreBasemapDecoder()) } throws: { error in
            (error as? StyleError)?.description.hasPrefix("card.json:1:61: error: basemap.sprite: cannot read the sprite") == true
        }
    }

    @Test func sdfIconsAreTintedWithIconColor() throws {
        // "dot" is 2×2 of the opaque red corner marked SDF: alpha 255 is well inside the shape (edge at 0.75),
        // so every pixel is drawn in icon-color, fully opaque.
        let drawn = try Self.images(layout: #"{"icon-image": "dot"}"#, paint: ##"{"icon-color": "#00ff00"}"##,
                                    features: [(200, 150, [:])]).images
        let tinted = try #require(drawn.first)
        let pixels = try #require(PNGDecoder.decode(tinted.bytes))
        #expect(pixels.width == 2 && pixels.rgba == Array(repeating: [0, 255, 0, 255], count: 4).flatMap { $0 })
        // Without icon-color: black, MapLibre's default.
        let plain = try Self.images(layout: #"{"icon-image": "dot"}"#, features: [(200, 150, [:])]).images
        let black = try #require(plain.first)
        #expect(PNGDecoder.decode(black.bytes)?.rgba == Array(repeating: [0, 0, 0, 255], count: 4).flatMap { $0 })
    }
}
