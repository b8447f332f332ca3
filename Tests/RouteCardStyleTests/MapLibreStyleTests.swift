import Foundation
import RouteCard
import RouteCardExpressions
import RouteCardGeo
import RouteCardMapLibre
import RouteCardScene
import RouteCardStyle
import RouteCardTestSupport
import RouteCardText
import Testing

/// The MapLibre loader: real styles (Positron, OSM Bright) checked against counts made here from
/// their JSON, and one behaviour per small style.
@Suite struct MapLibreStyleTests {
    /// A fixture style's bytes.
    static func fixture(_ name: String) throws -> [UInt8] {
        Array(try Data(contentsOf: URL(fileURLWithPath: TestPaths.fixture("maplibre-styles/\(name)"))))
    }

    /// A version-8 style with one vector source `omt` (bound to local tiles) around some layers.
    static func style(_ layers: String, extra: String = "") -> [UInt8] {
        Array(#"{"version": 8, "sources": {"omt": {"type": "vector", "url": "https://tiles.example.com/tiles.json?key=K"}}\#(extra), "layers": [\#(layers)]}"#.utf8)
    }

    /// Decodes a style built by `style(_:)`.
    static func decode(_ layers: String, extra: String = "") throws(StyleError) -> MapLibreStyle {
        try MapLibreStyle.decode(style(layers, extra: extra), file: "t.json", tiles: ["omt": .pmtiles(path: "omt.pmtiles")])
    }

    /// Where a piece of text first starts in the style `style(layers)` makes, as `1:COLUMN` (the
    /// styles here are one line), found by searching the text rather than by the parser.
    static func at(_ needle: String, in layers: String, after: String = "") -> String {
        let text = String(decoding: style(layers), as: UTF8.self)
        let start = after.isEmpty ? text.startIndex : text.range(of: after)!.upperBound
        let found = text.range(of: needle, range: start..<text.endIndex)!
        return "1:\(text.utf8.distance(from: text.startIndex, to: found.lowerBound) + 1)"
    }

    /// The errors of a style that must not decode, as `LINE:COLUMN KEYPATH`.
    static func errors(_ layers: String) -> [String] {
        do {
            _ = try decode(layers)
            return []
        } catch {
            return error.diagnostics.filter { $0.severity == .error }.map { "\($0.location.map { "\($0.line):\($0.column)" } ?? "-") \($0.keyPath)" }
        }
    }

    // MARK: Real styles, counted independently

    /// The layers and property uses of a style counted from its JSON: types, hidden layers, and
    /// every paint and layout key of the shown layers.
    static func counts(_ bytes: [UInt8]) throws -> (types: [String: Int], hidden: Int, uses: Int, keys: [String: Int]) {
        let root = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
        let layers = try #require(root["layers"] as? [[String: Any]])
        var types: [String: Int] = [:], hidden = 0, uses = 0, keys: [String: Int] = [:]
        for layer in layers {
            types[layer["type"] as! String, default: 0] += 1
            if (layer["layout"] as? [String: Any])?["visibility"] as? String == "none" { hidden += 1; continue }
            for group in ["paint", "layout"] {
                for key in (layer[group] as? [String: Any] ?? [:]).keys { uses += 1; keys[key, default: 0] += 1 }
            }
        }
        return (types, hidden, uses, keys)
    }

    @Test(arguments: ["positron.json", "osm-bright.json"])
    func realStylesDecodeAndMeetTheGoals(name: String) throws {
        let bytes = try Self.fixture(name)
        let style = try MapLibreStyle.decode(bytes, file: name, tiles: ["openmaptiles": .pmtiles(path: "monaco.pmtiles")])
        let counted = try Self.counts(bytes)
        let compatibility = style.compatibility
        #expect(compatibility.layers == counted.types.values.reduce(0, +))
        #expect(compatibility.hidden.count == counted.hidden)
        #expect(compatibility.totalUses == counted.uses)
        // Every layer type of these styles is drawn: only a fill-pattern layer without a colour is skipped.
        #expect(Set(counted.types.keys).isSubset(of: ["background", "fill", "line", "symbol"]))
        #expect(style.layers.count == compatibility.drawn)
        #expect(compatibility.drawn + compatibility.skipped.count + compatibility.hidden.count == compatibility.layers)
        // Ignored: the icons (no sprite) and text-halo-blur, counted from the JSON.
        let ignored = counted.keys.filter { $0.key.hasPrefix("icon-") && !["icon-allow-overlap", "icon-ignore-placement", "icon-optional"].contains($0.key) || $0.key == "text-halo-blur" }
            .values.reduce(0, +) + ["icon-allow-overlap", "icon-ignore-placement", "icon-optional"].compactMap { counted.keys[$0] }.reduce(0, +)
        #expect(compatibility.uses[.ignored] == ignored)
        #expect(compatibility.drawnPercent >= 95)
        #expect(compatibility.handledPercent >= 90)
        // The layers keep their ids and order, and the one source is bound to the tiles given.
        let ids = style.layers.map(\.id)
        #expect(ids.first == "background")
        #expect(style.sources.keys.sorted() == ["openmaptiles"])
        #expect(style.sources["openmaptiles"]?.vector?.tiles == .pmtiles(path: "monaco.pmtiles"))
    }

    @Test func positronNumbers() throws {
        let compatibility = try MapLibreStyle.decode(Self.fixture("positron.json")).compatibility
        // 50 layers (1 background, 9 fill, 26 line, 14 symbol), all drawn; 336 property uses, of which
        // 25 ignored: icon-image 4, icon-size 5, icon-opacity 5, text-halo-blur 11.
        #expect(compatibility.layers == 50)
        #expect(compatibility.drawn == 50)
        #expect(compatibility.totalUses == 336)
        #expect(compatibility.uses[.ignored] == 4 + 5 + 5 + 11)
    }

    // MARK: Sources

    @Test func hostedSourcesAreNeverKeptAndBoundOnesAreUsed() throws {
        let layer = #"{"id": "water", "type": "fill", "source": "omt", "source-layer": "water"}"#
        let unbound = try MapLibreStyle.decode(Self.style(layer), file: "t.json")
        #expect(unbound.sources["omt"]?.vector?.tiles == .unset)
        let bound = try Self.decode(layer)
        #expect(bound.sources["omt"]?.vector?.tiles == .pmtiles(path: "omt.pmtiles"))
    }

    @Test func aSourceOfAKindACardDoesNotDrawSkipsItsLayers() throws {
        let json = #"""
            {"version": 8, "sprite": "https://example.com/sprite",
             "sources": {"dem": {"type": "raster-dem", "url": "https://example.com/dem.json"},
                         "pic": {"type": "image", "url": "https://example.com/a.png", "coordinates": [[0, 1], [1, 1], [1, 0], [0, 0]]},
                         "inline": {"type": "geojson", "data": {"type": "FeatureCollection", "features": []}}},
             "layers": [{"id": "dem", "type": "hillshade", "source": "dem"}, {"id": "img", "type": "raster", "source": "pic"},
                        {"id": "pts", "type": "circle", "source": "inline"}]}
            """#
        let style = try MapLibreStyle.decode(Array(json.utf8), file: "t.json")
        #expect(style.layers.isEmpty)
        #expect(style.compatibility.skipped.map(\.id) == ["dem", "img", "pts"])
        #expect(style.compatibility.drawnPercent == 0)
        #expect(style.warnings.contains { $0.keyPath == "sprite" })
        #expect(style.warnings.contains { $0.keyPath == "layers[2].source" && $0.message.contains("inline") })
    }

    // MARK: Visibility, zooms, layout and paint

    @Test func hiddenLayersAreLeftOutAndCounted() throws {
        let style = try Self.decode("""
            {"id": "a", "type": "line", "source": "omt", "source-layer": "road", "layout": {"visibility": "none"}},
            {"id": "b", "type": "line", "source": "omt", "source-layer": "road", "layout": {"visibility": "visible"}}
            """)
        #expect(style.layers.map(\.id) == ["b"])
        #expect(style.compatibility.hidden == ["a"])
        #expect(style.compatibility.drawnPercent == 100)
    }

    @Test func zoomRangeFilterAndLayoutKeysReachTheLayer() throws {
        let style = try Self.decode("""
            {"id": "roads", "type": "line", "source": "omt", "source-layer": "transportation", "minzoom": 12, "maxzoom": 16,
             "filter": ["==", "class", "primary"], "layout": {"line-cap": "round", "line-join": "bevel"},
             "paint": {"line-color": "hsl(0, 100%, 50%)", "line-width": 3}}
            """)
        let line = try #require(style.layers.first?.layer as? LineLayer)
        #expect(line.options.minZoom == 12)
        #expect(line.options.maxZoom == 16)
        #expect(line.options.sourceLayer == "transportation")
        #expect(line.options.isVisible(atZoom: 13) && !line.options.isVisible(atZoom: 11.9) && !line.options.isVisible(atZoom: 16))
        #expect(line.look.cap == .round)
        #expect(line.look.join == .bevel)
        #expect(line.look.color.constant == Color(r: 255, g: 0, b: 0))
        let primary = ExpressionInput(properties: ["class": .string("primary")], geometryType: "LineString", zoom: 14)
        let minor = ExpressionInput(properties: ["class": .string("minor")], geometryType: "LineString", zoom: 14)
        #expect(line.options.filter?.isTrue(primary) == true)
        #expect(line.options.filter?.isTrue(minor) == false)
    }

    @Test func valuesThatFollowTheZoomAreDecodedAtTheCardsZoom() throws {
        let style = try Self.decode("""
            {"id": "rail", "type": "line", "source": "omt", "source-layer": "transportation",
             "layout": {"line-cap": {"stops": [[10, "butt"], [15, "round"]]}},
             "paint": {"line-dasharray": {"stops": [[10, [4, 4]], [14, [2, 1]]]}, "line-width": {"base": 2, "stops": [[10, 1], [12, 7]]}}}
            """)
        let layer = try #require(style.layers.first?.layer as? MapLibreLayer<LineLayer>)
        // line-width takes expressions: the legacy function is decoded once, as an expression
        // evaluated at the zoom of the feature being drawn.
        func width(atZoom zoom: Double) -> Double {
            layer.inner.look.width.value(for: ExpressionInput(properties: [:], geometryType: "LineString", zoom: zoom))
        }
        // Exponential base 2 between zoom 10 (1) and 12 (7): at 11, t = (2^1 − 1) / (2^2 − 1) = 1/3 → 1 + 6/3 = 3.
        #expect(abs(width(atZoom: 11) - 3) < 1e-9)
        #expect(width(atZoom: 9) == 1)
        #expect(width(atZoom: 13) == 7)
        // Arrays interpolate too (linear, base 1): at 12, halfway from [4, 4] to [2, 1].
        #expect(layer.layer(atZoom: 12).look.dash == [3, 2.5])
        // Strings step: butt below 15, round from 15.
        #expect(layer.layer(atZoom: 14.9).look.cap == .butt)
        #expect(layer.layer(atZoom: 15).look.cap == .round)
    }

    @Test func stepAndInterpolateOnTheZoomFoldToo() throws {
        let style = try Self.decode("""
            {"id": "towns", "type": "symbol", "source": "omt", "source-layer": "place",
             "layout": {"text-field": "{name:latin}\\n{name:nonlatin}", "text-anchor": ["step", ["zoom"], "left", 8, "center"],
                        "text-size": ["interpolate", ["linear"], ["zoom"], 10, 10, 20, 20]}}
            """)
        let layer = try #require(style.layers.first?.layer as? MapLibreLayer<SymbolLayer>)
        #expect(layer.layer(atZoom: 7).anchor == .left)
        #expect(layer.layer(atZoom: 8).anchor == .center)
        let input = ExpressionInput(properties: ["name:latin": .string("Monaco")], zoom: 0)
        // text-size takes expressions: evaluated at the drawing's zoom (linear from 10 at z10 to 20 at z20).
        #expect(layer.inner.size.value(for: ExpressionInput(properties: [:], zoom: 15)) == 15)
        // The template reads `name:latin`; the missing `name:nonlatin` leaves only the first line.
        #expect(layer.inner.textField?.evaluate(input).text == "Monaco\n")
    }

    @Test func steppedRangesAndInterpolatedConstantsFollowTheZoom() throws {
        // Positron's border blur (linear from 0.4 at z0 to 4 at z22) beside a stepped cap with
        // three ranges: below 10 butt, from 10 round, from 16 square.
        let style = try Self.decode("""
            {"id": "border", "type": "line", "source": "omt", "source-layer": "boundary",
             "layout": {"line-cap": ["step", ["zoom"], "butt", 10, "round", 16, "square"]},
             "paint": {"line-blur": ["interpolate", ["linear"], ["zoom"], 0, 0.4, 22, 4]}}
            """)
        let layer = try #require(style.layers.first?.layer as? MapLibreLayer<LineLayer>)
        #expect(layer.layer(atZoom: 9.99).look.cap == .butt)
        #expect(layer.layer(atZoom: 10).look.cap == .round)
        #expect(layer.layer(atZoom: 15.99).look.cap == .round)
        #expect(layer.layer(atZoom: 16).look.cap == .square)
        // At z11, halfway: 0.4 + 3.6 / 2 = 2.2; at z5.5, a quarter: 0.4 + 0.9 = 1.3; at z22 the last stop.
        #expect(abs(layer.layer(atZoom: 11).look.blur - 2.2) < 1e-9)
        #expect(abs(layer.layer(atZoom: 5.5).look.blur - 1.3) < 1e-9)
        #expect(layer.layer(atZoom: 22).look.blur == 4)
        // A symbol's letter spacing (read as a constant) interpolating: linear 0 at z10 to 0.2 at z20, 0.1 at z15.
        let symbols = try Self.decode("""
            {"id": "names", "type": "symbol", "source": "omt", "source-layer": "place",
             "layout": {"text-field": "{name}", "text-letter-spacing": ["interpolate", ["linear"], ["zoom"], 10, 0, 20, 0.2],
                        "text-anchor": ["step", ["zoom"], "left", 8, "center"]}}
            """)
        let names = try #require(symbols.layers.first?.layer as? MapLibreLayer<SymbolLayer>)
        #expect(abs(names.layer(atZoom: 15).letterSpacing - 0.1) < 1e-9)
        #expect(names.layer(atZoom: 7).anchor == .left && names.layer(atZoom: 15).anchor == .center)
    }

    @Test func rasterAndCircleLayersAreDrawnByRouteCardsOwn() throws {
        let json = ##"""
            {"version": 8, "sources": {"sat": {"type": "raster", "tiles": ["https://tiles.example.com/{z}/{x}/{y}.png"], "tileSize": 256},
                                       "omt": {"type": "vector", "url": "https://example.com/omt.json"}},
             "layers": [{"id": "imagery", "type": "raster", "source": "sat", "minzoom": 3, "paint": {"raster-opacity": 0.5, "raster-fade-duration": 0}},
                        {"id": "pois", "type": "circle", "source": "omt", "source-layer": "poi",
                         "paint": {"circle-radius": {"stops": [[10, 2], [16, 8]]}, "circle-color": "#e55e5e", "circle-pitch-scale": "map"}}]}
            """##
        let style = try MapLibreStyle.decode(Array(json.utf8), file: "t.json",
                                             tiles: ["sat": .mbtiles(path: "sat.mbtiles"), "omt": .pmtiles(path: "omt.pmtiles")])
        #expect(style.layers.map(\.type) == ["raster", "circle"])
        let raster = try #require(style.layers[0].layer as? RasterLayer)
        #expect(raster.opacity == 0.5)
        #expect(raster.minZoom == 3)
        #expect(style.sources["sat"]?.raster?.tiles == .mbtiles(path: "sat.mbtiles"))
        #expect(style.sources["sat"]?.raster?.tileSize == 256)
        // Only circle-radius follows the zoom, and it takes expressions: the layer is decoded once, unwrapped.
        let circles = try #require(style.layers[1].layer as? CircleLayer)
        // Legacy stops, linear (base 1) from 2 at z10 to 8 at z16: at 13, halfway, 5.
        #expect(circles.radius.value(for: ExpressionInput(properties: [:], zoom: 13)) == 5)
        #expect(style.compatibility.uses[.supported] == 5)
        #expect(style.warnings.isEmpty)
    }

    @Test func translateMovesTheDrawing() throws {
        let style = try Self.decode(##"{"id": "b", "type": "fill", "source": "omt", "source-layer": "building", "paint": {"fill-color": "#ccc", "fill-translate": [0, 2.5]}}"##)
        let layer = try #require(style.layers.first?.layer as? MapLibreLayer<FillLayer>)
        #expect(layer.translation(atZoom: 14) == CanvasPoint(x: 0, y: 2.5))
        #expect(layer.mapSource == "omt")
    }

    // MARK: Warnings and errors

    @Test func unsupportedKindsWarnOnceWithTheFirstLayerAndItsLocation() throws {
        let layers = """
            {"id": "a", "type": "symbol", "source": "omt", "source-layer": "place", "paint": {"text-halo-blur": 1}},
            {"id": "b", "type": "symbol", "source": "omt", "source-layer": "place", "paint": {"text-halo-blur": 2}},
            {"id": "c", "type": "fill-extrusion", "source": "omt", "source-layer": "building"}
            """
        let style = try Self.decode(layers)
        let blur = style.warnings.filter { $0.keyPath.hasSuffix("text-halo-blur") }
        #expect(blur.count == 1)
        #expect(blur.first?.keyPath == "layers[0].paint.text-halo-blur")
        #expect(blur.first?.location.map { "\($0.line):\($0.column)" } == Self.at(#""text-halo-blur""#, in: layers))
        #expect(blur.first?.message.contains("layer \"a\"") == true)
        #expect(blur.first?.message.contains("2 uses") == true)
        let extrusion = style.warnings.filter { $0.keyPath == "layers[2].type" }
        #expect(extrusion.count == 1)
        #expect(style.compatibility.skipped.map(\.id) == ["c"])
        #expect(style.layers.map(\.id) == ["a", "b"])
        #expect(style.warnings.allSatisfy { $0.severity == .warning })
    }

    @Test func mistakesAreLocatedErrors() {
        // Unknown layer type: at its value.
        let fil = #"{"id": "a", "type": "fil", "source": "omt", "source-layer": "water"}"#
        #expect(Self.errors(fil) == [Self.at(#""fil""#, in: fil) + " layers[0].type"])
        // A bad colour: at the value.
        let colour = ##"{"id": "a", "type": "fill", "source": "omt", "source-layer": "water", "paint": {"fill-color": "#ggg"}}"##
        #expect(Self.errors(colour) == [Self.at(##""#ggg""##, in: colour) + " layers[0].paint.fill-color"])
        // An expression with the wrong number of arguments: one error, at the expression.
        let arity = #"{"id": "a", "type": "fill", "source": "omt", "source-layer": "water", "paint": {"fill-opacity": ["case", true]}}"#
        #expect(Self.errors(arity).count == 1)
        #expect(Self.errors(arity).first?.hasPrefix(Self.at(#"["case""#, in: arity)) == true)
        // An unknown property (a typo): at its key.
        let typo = #"{"id": "a", "type": "line", "source": "omt", "source-layer": "road", "paint": {"line-widht": 2}}"#
        #expect(Self.errors(typo) == [Self.at(#""line-widht""#, in: typo) + " layers[0].paint.line-widht"])
        // A layout property written in paint: at its key.
        let group = #"{"id": "a", "type": "line", "source": "omt", "source-layer": "road", "paint": {"line-cap": "round"}}"#
        #expect(Self.errors(group) == [Self.at(#""line-cap""#, in: group) + " layers[0].paint.line-cap"])
        // An undeclared source: at the value.
        let source = #"{"id": "a", "type": "line", "source": "nowhere", "source-layer": "road"}"#
        #expect(Self.errors(source) == [Self.at(#""nowhere""#, in: source) + " layers[0].source"])
    }

    @Test func aMissingTypeAndWrongVersionAreErrors() {
        #expect(throws: StyleError.self) { try MapLibreStyle.decode(Array(#"{"version": 1, "sources": {}, "layers": []}"#.utf8)) }
        let layer = #"{"id": "a"}"#
        #expect(Self.errors(layer) == [Self.at(layer, in: layer) + " layers[0].type"])
    }

    @Test func warningsAndErrorsNameTheLayerKeysTheyAreAbout() throws {
        let error = Self.errors(#"{"id": "a", "type": "line", "source": "omt", "source-layer": "road", "paint": {"line-cap": "round"}}"#)
        #expect(error.count == 1)
        do {
            _ = try Self.decode(#"{"id": "a", "type": "line", "source": "omt", "source-layer": "road", "paint": {"line-cap": "round"}}"#)
        } catch {
            #expect(error.diagnostics.first?.message.contains("layout property") == true)
        }
    }

    @Test func onlyRealStylesAreRecognised() {
        #expect(MapLibreStyle.isMapLibreStyle(Self.style("")))
        #expect(!MapLibreStyle.isMapLibreStyle(Array(#"{"version": 1, "layers": []}"#.utf8)))
        #expect(!MapLibreStyle.isMapLibreStyle(Array("not json".utf8)))
    }

    // MARK: The catalogue

    @Test func theReadmeTableOfMapLibrePropertiesIsUpToDate() throws {
        let text = try String(contentsOf: TestPaths.file("README.md"), encoding: .utf8)
        let begin = try #require(text.range(of: "<!-- maplibre-properties:begin -->\n"))
        let end = try #require(text.range(of: "<!-- maplibre-properties:end -->", range: begin.upperBound..<text.endIndex))
        #expect(String(text[begin.upperBound..<end.lowerBound]) == MapLibreLayerType.markdown,
                "the README's MapLibre properties are stale: run `make style-reference`")
    }

    @Test func everyCataloguedTargetIsAPropertyOfTheRouteCardType() throws {
        let registry = LayerRegistry.builtIn
        for type in MapLibreLayerType.all {
            guard let target = type.target else { continue }
            let routeCard = try #require(registry.layerType(named: target))
            let keys = Set(routeCard.properties.map(\.key))
            for property in type.properties {
                if let key = property.target { #expect(keys.contains(key), "\(type.name).\(property.key) → \(key)") }
            }
            #expect(Set(type.properties.map(\.key)).count == type.properties.count, "\(type.name) declares a key twice")
        }
        // The types of the specification v8, every one declared.
        #expect(Set(MapLibreLayerType.all.map(\.name)) == ["background", "fill", "line", "circle", "symbol", "raster", "fill-extrusion",
                                                           "heatmap", "hillshade", "color-relief"])
    }
}
