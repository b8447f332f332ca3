import RouteCardGeo
import RouteCardMap
import RouteCardStyle
import Testing

/// `PlaceName`'s rule on hand-built places: the nearest settlement within 10 km, never a country or
/// a state, in either schema's words, across the antimeridian; and `TokenValues.with(place:)`.
///
/// Distances are worked out by hand on a sphere of radius 6,371,008.8 m: 0.001° of latitude is
/// 111.2 m, so a place 0.0009° north is 100 m away and one 0.108° north 12.0 km away; at the
/// equator 0.002° of longitude is 222 m.
@Suite struct PlaceNameTests {
    static func place(_ latitude: Double, _ longitude: Double, _ properties: [String: FeatureValue]) -> MapFeature {
        MapFeature(properties: properties, geometry: .points([WorldPoint(GeoCoordinate(latitude: latitude, longitude: longitude))]))!
    }

    static func nearest(_ latitude: Double, _ longitude: Double, _ features: [MapFeature]) -> String? {
        PlaceName.nearest(to: GeoCoordinate(latitude: latitude, longitude: longitude),
                          in: MapSources([MapSource(id: "g", data: MapFeatureCollection(features: features))]))
    }

    @Test func theNearestSettlementNamesTheStartNotTheCountry() {
        let features = [
            Self.place(9.5001, 99.95, ["class": .string("country"), "name": .string("Thailand")]),   // 11 m
            Self.place(9.5009, 99.95, ["class": .string("village"), "name": .string("Lamai")]),    // 100 m
            Self.place(9.5018, 99.95, ["class": .string("town"), "name": .string("Hua Thanon")]),  // 200 m
            Self.place(9.5000, 99.9501, ["class": .string("state"), "name": .string("Surat Thani")]),
            Self.place(9.5000, 99.9502, ["class": .string("island"), "name": .string("Ko Samui")])
        ]
        #expect(Self.nearest(9.5, 99.95, features) == "Lamai")
        // Reversed order: still the nearest, not the first.
        #expect(Self.nearest(9.5, 99.95, features.reversed()) == "Lamai")
    }

    @Test func beyondTenKilometresNothingIsNamed() {
        let far = [Self.place(60.108, 24.9, ["class": .string("city"), "name": .string("Far")])]   // 12.0 km
        #expect(Self.nearest(60.0, 24.9, far) == nil)
        let near = [Self.place(60.08, 24.9, ["class": .string("city"), "name": .string("Near")])]  // 8.9 km
        #expect(Self.nearest(60.0, 24.9, near) == "Near")
        #expect(Self.nearest(60.0, 24.9, []) == nil)
    }

    @Test func protomapsKindsOSMPlacesAndNameFallbacks() {
        #expect(Self.nearest(0, 0, [Self.place(0.0009, 0, ["kind": .string("locality"), "name": .string("Town")]),
                                    Self.place(0.0001, 0, ["kind": .string("country"), "name": .string("Land")])]) == "Town")
        #expect(Self.nearest(0, 0, [Self.place(0.0009, 0, ["kind": .string("neighbourhood"), "name": .string("Quarter")])]) == "Quarter")
        #expect(Self.nearest(0, 0, [Self.place(0.0009, 0, ["place": .string("hamlet"), "name": .string("Hamlet")])]) == "Hamlet")
        #expect(Self.nearest(0, 0, [Self.place(0.0009, 0, ["class": .string("suburb"), "name:latin": .string("Latin")])]) == "Latin")
        #expect(Self.nearest(0, 0, [Self.place(0.0009, 0, ["class": .string("suburb"), "name": .string(" "), "name:en": .string("English")])]) == "English")
        // A settlement without any name, and a point that is no place, name nothing.
        #expect(Self.nearest(0, 0, [Self.place(0.0009, 0, ["class": .string("suburb")]),
                                    Self.place(0.0001, 0, ["class": .string("cafe"), "name": .string("Café")])]) == nil)
        // A polygon is not a place point.
        let area = MapFeature(properties: ["class": .string("suburb"), "name": .string("Area")],
                              geometry: .polygons([[[WorldPoint(x: 0.5, y: 0.5), WorldPoint(x: 0.5001, y: 0.5), WorldPoint(x: 0.5, y: 0.5001),
                                                     WorldPoint(x: 0.5, y: 0.5)]]]))!
        #expect(Self.nearest(0, 0, [area]) == nil)
    }

    @Test func aPlaceAcrossTheAntimeridianIsNear() {
        // 179.999° E to 179.999° W is 0.002° of longitude: 222 m.
        #expect(Self.nearest(0, 179.999, [Self.place(0, -179.999, ["class": .string("village"), "name": .string("Over")]),
                                          Self.place(0, 179.99, ["class": .string("village"), "name": .string("Far side")])]) == "Over")
    }

    @Test func placeCompletesOnlyAFallbackTitle() {
        var untitled = TokenValues(values: ["title": "Morning run", "name": "Morning run"])
        untitled.isFallbackTitle = true
        let named = untitled.with(place: "Lamai")
        #expect(named.values["title"] == "Morning run · Lamai" && named.values["name"] == "Morning run · Lamai")
        #expect(named.values["place"] == "Lamai")
        let given = TokenValues(values: ["title": "UTMB", "name": "UTMB"]).with(place: "Chamonix")
        #expect(given.values["title"] == "UTMB" && given.values["place"] == "Chamonix")
        #expect(untitled.with(place: "") == untitled)
        // A track without a name gets the fallback title, one with a name does not.
        let track = Track(segments: [TrackSegment(points: [TrackPoint(latitude: 0, longitude: 0), TrackPoint(latitude: 0.01, longitude: 0)])])
        #expect(TokenValues(track: track, statistics: RouteStatistics(track: track), units: .metric).isFallbackTitle)
        var titled = track
        titled.name = "Loop"
        #expect(!TokenValues(track: titled, statistics: RouteStatistics(track: titled), units: .metric).isFallbackTitle)
        #expect(!TokenValues(track: track, statistics: RouteStatistics(track: track), units: .metric, title: "Given").isFallbackTitle)
    }
}
