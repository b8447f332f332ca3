@testable import RouteCardMapLibre
import RouteCardStyle
import Testing

/// MapLibre layers decoded once: properties read as constants that a zoom function interpolates
/// are decoded alone at a card's zoom (`ZoomRedecodable`), never by decoding the layer again.
@Suite struct ZoomRedecodableTests {
    /// The paint and layout keys of a type read as constants whose values a zoom function can
    /// interpolate (numbers, arrays of numbers, colours, by the spec's kind), found from the spec.
    static func interpolableConstants(of type: any CardLayer.Type) -> Set<String> {
        func interpolable(_ kind: String) -> Bool {
            ["number", "array of numbers", "[x, y]"].contains(kind) || kind.hasSuffix(" numbers") || kind.hasPrefix("colour")
        }
        return Set(type.properties.filter { $0.group != .root && !$0.allowsExpressions && interpolable($0.kind) }.map(\.key))
    }

    @Test func lineSymbolAndBackgroundDecodeEachInterpolableConstantAlone() {
        #expect(LineLayer.redecodedKeys == Self.interpolableConstants(of: LineLayer.self))
        #expect(LineLayer.redecodedKeys == ["line-blur", "line-dasharray"])
        #expect(SymbolLayer.redecodedKeys == Self.interpolableConstants(of: SymbolLayer.self))
        #expect(BackgroundLayer.redecodedKeys == Self.interpolableConstants(of: BackgroundLayer.self))
        #expect(BackgroundLayer.redecodedKeys == ["background-color", "background-opacity"])
        // fill and circle read nothing as a number constant; raster's colour matrix needs its three keys together.
        #expect(Self.interpolableConstants(of: FillLayer.self).isEmpty)
        #expect(Self.interpolableConstants(of: CircleLayer.self).isEmpty)
    }

    @Test(arguments: ["positron.json", "osm-bright.json"])
    func realStylesNeverDecodeALayerAtDrawTime(_ name: String) throws {
        let style = try MapLibreStyle.decode(MapLibreStyleTests.fixture(name))
        var wrapped = 0
        for entry in style.layers {
            let decodesAgain: Bool? = switch entry.layer {
            case let layer as MapLibreLayer<LineLayer>: layer.atZoom != nil
            case let layer as MapLibreLayer<SymbolLayer>: layer.atZoom != nil
            case let layer as MapLibreLayer<FillLayer>: layer.atZoom != nil
            case let layer as MapLibreLayer<BackgroundLayer>: layer.atZoom != nil
            case let layer as MapLibreLayer<CircleLayer>: layer.atZoom != nil
            default: nil
            }
            guard let decodesAgain else { continue }
            wrapped += 1
            #expect(!decodesAgain, "layer \(entry.id) is decoded again at each zoom")
        }
        #expect(wrapped > 0)
    }
}
