import Foundation
@testable import RouteCardStyle
import RouteCardText
import Testing

/// Each layer type's properties are declared once, and the declaration is what decoding reads.
@Suite struct PropertySpecTests {
    /// Every built-in layer type reads exactly the keys it declares, in the groups it declares
    /// them in: a key read but undeclared would be missing from the reference, a key declared
    /// but never read would be documented but rejected as unknown.
    @Test(arguments: LayerRegistry.builtIn.typeNames)
    func declaredKeysAreTheKeysRead(type name: String) throws {
        let type = try #require(LayerRegistry.builtIn.layerType(named: name))
        let log = DiagnosticLog(file: nil)
        let root = StyleObject(nil, keyPath: "layer", log: log)
        let paint = StyleObject(nil, keyPath: "layer.paint", log: log)
        let layout = StyleObject(nil, keyPath: "layer.layout", log: log)
        _ = type.init(style: LayerStyle(id: "x", root: root, paint: paint, layout: layout))
        for group in PropertyGroup.allCases {
            let object = group == .root ? root : group == .paint ? paint : layout
            let declared = Set(type.properties.filter { $0.group == group }.map(\.key))
            #expect(object.read == declared, "\(name) \(group): read \(object.read.sorted()), declared \(declared.sorted())")
        }
        let keys = type.properties.map(\.qualifiedKey)
        #expect(Set(keys).count == keys.count, "\(name) declares a key twice: \(keys)")
        #expect(type.properties.allSatisfy { !$0.doc.isEmpty }, "\(name): every property has a doc line")
    }

    @Test func routeAndLineShareOneLineSpecWithTheirOwnDefaults() {
        // The route's own `line-color-range` (where its ramp's stops lie) comes before the shared ones.
        #expect(RouteLayer.properties.first == RouteLayer.colorRange.spec)
        let route = RouteLayer.properties.filter { $0.key.hasPrefix("line-") && $0 != RouteLayer.colorRange.spec }
        // The map line's own two (MapLibre's casings and sideways offset) come after the shared ones.
        let mapOnly = [LineLayer.gapWidthProperty.spec, LineLayer.offsetProperty.spec]
        #expect(Array(LineLayer.properties.suffix(2)) == mapOnly)
        let line = LineLayer.properties.filter { $0.key.hasPrefix("line-") && !mapOnly.contains($0) }
        #expect(route.map(\.key) == line.map(\.key))
        #expect(route.map(\.kind) == line.map(\.kind))
        #expect(route.first { $0.key == "line-width" }?.defaultValue == "5")
        #expect(line.first { $0.key == "line-width" }?.defaultValue == "1")
    }

    @Test(arguments: [
        (NumberRange.closed(0...500), 0.0, true), (.closed(0...500), 500, true), (.closed(0...500), 500.5, false),
        (.above(0), 0, false), (.above(0), 1e-9, true), (.atLeast(0), 0, true), (.atLeast(0), -1e-9, false),
        (.any, .infinity, false), (.any, .nan, false), (.any, -1e300, true),
    ])
    func rangesHonourOpenAndClosedBounds(range: NumberRange, value: Double, accepted: Bool) {
        #expect(range.contains(value) == accepted)
    }

    @Test func rangeDescriptionsReadAsMessages() {
        #expect(NumberRange.closed(0...500).description == "a number in 0…500")
        #expect(NumberRange.above(0).description == "a number > 0")
        #expect(NumberRange.atLeast(1).description == "a number ≥ 1")
        #expect(NumberRange.any.description == "a number")
    }

    @Test func anOpenBoundIsReportedWithItsLocation() throws {
        let json = #"{ "version": 1, "layers": [ { "id": "r", "type": "route", "paint": { "line-width": -1 } } ] }"#
        #expect(throws: StyleError.self) { try Style.decode(Array(json.utf8), file: "s.json") }
        do {
            _ = try Style.decode(Array(json.utf8), file: "s.json")
        } catch {
            #expect(error.diagnostics.map(\.description) == ["s.json:1:84: error: layers[0].paint.line-width: a number in 0…500 expected, -1 found"])
        }
    }
}
