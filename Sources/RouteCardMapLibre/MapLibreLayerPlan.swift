import RouteCardExpressions
import RouteCardGeo
import RouteCardMap
import RouteCardStyle
import RouteCardText

/// A MapLibre layer rewritten as a RouteCard layer object — the keys RouteCard's layer type reads,
/// each member keeping its place in the MapLibre file so messages point there — with the values
/// that follow the zoom, evaluated at a zoom on demand.
struct MapLibreLayerPlan: Sendable {
    /// The layer's id.
    var id: String
    /// The key path of the layer in the MapLibre file (`layers[12]`).
    var keyPath: String
    /// The layer's own keys kept (`id`, `type`, `source`, `filter`, …).
    var root: [JSONMember]
    /// Where the layer object starts.
    var offset: Int
    /// RouteCard's paint keys, with where `paint` starts.
    var paint: (members: [JSONMember], offset: Int)
    /// RouteCard's layout keys, with where `layout` starts.
    var layout: (members: [JSONMember], offset: Int)
    /// The `*-translate` value, if any.
    var translate: JSONNode?
    /// Where files are read from.
    var resources: ResourceResolver
    /// The sources a layer may name.
    var sources: [String: SourceDeclaration]
    /// The sprite icons are drawn from, if one is given.
    var sprite: Sprite?

    /// The zoom functions among the paint and layout values, by group and key (read once).
    private(set) var functions: [PropertyGroup: [String: ZoomFunction]] = [:]

    /// Finds the values that follow the zoom among the properties RouteCard's layer type reads as
    /// constants (those in `expressions` read zoom functions as expressions, evaluated when drawn);
    /// call once the members are set.
    mutating func findFunctions(expressions: Set<String>) {
        for (group, members) in [(PropertyGroup.paint, paint.members), (.layout, layout.members)] {
            for member in members where !expressions.contains(member.key) {
                if let function = ZoomFunction(member.value) { functions[group, default: [:]][member.key] = function }
            }
        }
    }

    /// Whether a value follows the zoom (then the layer is decoded for each zoom range of its
    /// stepped values, or again at each card's zoom when one interpolates).
    var followsZoom: Bool { !functions.isEmpty }

    /// The members whose zoom functions interpolate between their stops, with their group.
    var interpolated: [(group: PropertyGroup, member: JSONMember, function: ZoomFunction)] {
        var found: [(group: PropertyGroup, member: JSONMember, function: ZoomFunction)] = []
        for (group, members) in [(PropertyGroup.paint, paint.members), (.layout, layout.members)] {
            for member in members {
                if let function = functions[group]?[member.key], function.steps == nil { found.append((group, member, function)) }
            }
        }
        return found
    }

    /// The lowest zoom of each range where every stepped zoom function is constant, by increasing
    /// zoom and starting at `-infinity`; `nil` when a function of a key not in `redecoded`
    /// interpolates between its stops (then the whole layer follows every zoom).
    func zoomRanges(redecoded: Set<String>) -> [Double]? {
        var starts: Set<Double> = [-Double.infinity]
        for (key, function) in functions.values.flatMap({ $0 }) {
            if let steps = function.steps { starts.formUnion(steps) } else if !redecoded.contains(key) { return nil }
        }
        return starts.sorted()
    }

    /// The RouteCard layer object, zoom functions evaluated at `zoom` (`nil`: left as written).
    func node(atZoom zoom: Double?) -> JSONNode {
        func fold(_ members: [JSONMember], _ group: PropertyGroup) -> [JSONMember] {
            guard let zoom, let functions = functions[group] else { return members }
            return members.map { member in
                guard let function = functions[member.key],
                      let value = function.value(atZoom: zoom, offset: member.value.offset) else { return member }
                return JSONMember(key: member.key, keyOffset: member.keyOffset, value: value)
            }
        }
        var members = root
        members.append(JSONMember(key: "paint", keyOffset: paint.offset, value: JSONNode(.object(fold(paint.members, .paint)), at: paint.offset)))
        members.append(JSONMember(key: "layout", keyOffset: layout.offset, value: JSONNode(.object(fold(layout.members, .layout)), at: layout.offset)))
        return JSONNode(.object(members), at: offset)
    }

    /// Decodes the layer with RouteCard's layer type `L`, reporting into `log`, its expressions read
    /// as a MapLibre style's (`ExpressionDialect.mapLibre`: `["zoom"]` only at the top of a
    /// curve, bare arrays as constants).
    func decode<L: CardLayer>(_ type: L.Type, atZoom zoom: Double?, log: DiagnosticLog) -> L {
        let object = StyleObject(node(atZoom: zoom), keyPath: keyPath, log: log, dialect: .mapLibre)
        for key in ["id", "type"] { _ = object.node(key) }
        let paintObject = object.object("paint")
        let layoutObject = object.object("layout")
        let style = LayerStyle(id: id, root: object, paint: paintObject, layout: layoutObject, resources: resources, sources: sources, sprite: sprite)
        let layer = L(style: style)
        paintObject.reportUnknownKeys()
        layoutObject.reportUnknownKeys()
        object.reportUnknownKeys(ignored: true)
        return layer
    }

    /// The `*-translate` offset at a zoom, in points; `nil` when there is none or it is not `[x, y]`.
    func translation(atZoom zoom: Double) -> CanvasPoint? {
        guard let translate else { return nil }
        let value = ZoomFunction(translate)?.value(atZoom: zoom) ?? translate.value
        guard case .array(let pair) = value, pair.count == 2, case .number(let x) = pair[0].value,
              case .number(let y) = pair[1].value else { return nil }
        // Values beyond the decoder's range were reported as errors; none reaches a card.
        guard abs(x) <= MapLibreDecoder.maximumTranslate, abs(y) <= MapLibreDecoder.maximumTranslate else { return nil }
        return CanvasPoint(x: x, y: y)
    }

    /// `layer` with the properties whose zoom functions interpolate decoded again, alone, from
    /// their values at `zoom` (as a decoding of the whole layer at `zoom` would give them).
    func redecode<L: CardLayer>(_ layer: L, interpolated: [(group: PropertyGroup, member: JSONMember, function: ZoomFunction)],
                                atZoom zoom: Double) -> L {
        guard var target = layer as? any ZoomRedecodable else { return layer }
        let log = DiagnosticLog(file: nil)
        let empty = StyleObject(nil, keyPath: keyPath, log: log, dialect: .mapLibre)
        for (group, member, function) in interpolated {
            let value = function.value(atZoom: zoom, offset: member.value.offset) ?? member.value
            let groupOffset = group == .paint ? paint.offset : layout.offset
            let node = JSONNode(.object([JSONMember(key: member.key, keyOffset: member.keyOffset, value: value)]), at: groupOffset)
            let object = StyleObject(node, keyPath: keyPath, log: log, dialect: .mapLibre)
            let style = LayerStyle(id: id, root: empty, paint: group == .paint ? object : empty, layout: group == .layout ? object : empty,
                                   resources: resources, sources: sources, sprite: sprite)
            target.redecode(member.key, from: style)
        }
        return target as? L ?? layer
    }

    /// The layer decoded by `L` (checked into `log` at the reference zoom), wrapped in a
    /// `MapLibreLayer` when something follows the zoom or moves it. The layer is decoded here
    /// once for each zoom range where its stepped zoom functions are constant (folded at the
    /// range's lowest zoom, which gives the value of any zoom in it); a function that interpolates
    /// is evaluated at each card's zoom and only its property decoded again (`ZoomRedecodable`),
    /// or, for a property `L` cannot decode alone, the whole layer is decoded at that zoom.
    func layer<L: CardLayer>(_ type: L.Type, log: DiagnosticLog) -> any CardLayer where L.Placement == Void {
        let zooming = followsZoom
        let reference = MapLibreStyle.referenceZoom
        let inner = decode(L.self, atZoom: zooming ? reference : nil, log: log)
        guard zooming || translate != nil else { return inner }
        let plan = self
        var atZoom: (@Sendable (Double) -> L)?
        var ranges: [(from: Double, layer: L)] = []
        var refine: (@Sendable (L, Double) -> L)?
        let redecoded = (L.self as? any ZoomRedecodable.Type)?.redecodedKeys ?? []
        if zooming, let starts = zoomRanges(redecoded: redecoded) {
            for (index, start) in starts.enumerated() {
                let holdsReference = start <= reference && (index + 1 == starts.count || reference < starts[index + 1])
                ranges.append((start, holdsReference ? inner : decode(L.self, atZoom: start, log: DiagnosticLog(file: nil))))
            }
            let interpolated = interpolated
            if !interpolated.isEmpty {
                refine = { @Sendable (layer: L, zoom: Double) -> L in plan.redecode(layer, interpolated: interpolated, atZoom: zoom) }
            }
        } else if zooming {
            atZoom = { @Sendable (zoom: Double) -> L in plan.decode(L.self, atZoom: zoom, log: DiagnosticLog(file: nil)) }
        }
        var translation: (@Sendable (Double) -> CanvasPoint?)?
        if translate != nil { translation = { @Sendable (zoom: Double) -> CanvasPoint? in plan.translation(atZoom: zoom) } }
        return MapLibreLayer(inner: inner, ranges: ranges, refine: refine, atZoom: atZoom, translation: translation)
    }
}
