import Foundation
import RouteCardScene
import RouteCardStyle
import RouteCardText

/// A MapLibre value that depends on the zoom only — a legacy function `{"stops": [[12, 1], [18, 6]],
/// "base": 1.4}` without `property`, or `["step"|"interpolate", …, ["zoom"], …]` with literal
/// outputs — evaluated at a card's zoom into a plain JSON value.
///
/// A card has one zoom, so such a value is a constant there, which is how `line-dasharray`,
/// `text-anchor` or `symbol-placement` (constants in RouteCard's layer types) follow the zoom as in
/// MapLibre: the loader decodes the layer once for each zoom range where its stepped functions are
/// constant (`steps`), folded at the range's lowest zoom, and a function that interpolates is
/// evaluated at the card's zoom and only its property decoded again (`ZoomRedecodable`). A
/// property the layer type reads as an expression (`line-width`, `text-size`, …) is not folded: it
/// is decoded once and evaluated at the drawing's zoom.
/// Numbers, arrays of numbers and colours interpolate (exponentially with `base`, or along a
/// `cubic-bezier`); other values step. Anything else (data-driven, nested) is not a zoom function.
struct ZoomFunction {
    /// The stops: zoom and output, by increasing zoom.
    var stops: [(zoom: Double, output: JSONValue)]
    /// How outputs between stops are found.
    var curve: Curve

    /// How a value between two stops is found.
    enum Curve {
        /// The output of the stop at or below the zoom.
        case step
        /// Exponential interpolation (`base` 1 is linear).
        case exponential(base: Double)
        /// `cubic-bezier` with control points x1, y1, x2, y2.
        case bezier(Double, Double, Double, Double)
    }

    /// Reads a zoom function; `nil` for anything else.
    init?(_ node: JSONNode) {
        switch node.value {
        case .object:
            guard node.member("property") == nil, case .array(let list)? = node.member("stops")?.value, !list.isEmpty else { return nil }
            var stops: [(Double, JSONValue)] = []
            for stop in list {
                // A legacy function's outputs are plain JSON, not expressions: an array of strings
                // (a `text-font` stack) is a value as it stands.
                guard case .array(let pair) = stop.value, pair.count == 2, case .number(let zoom) = pair[0].value,
                      let output = Self.literal(pair[1]) ?? Self.unwrap(pair[1]) else { return nil }
                stops.append((zoom, output))
            }
            var base = 1.0
            if let baseNode = node.member("base") {
                guard case .number(let value) = baseNode.value else { return nil }
                base = value
            }
            let type: String? = if case .string(let name)? = node.member("type")?.value { name } else { nil }
            let interpolable = stops.allSatisfy { Self.isInterpolable($0.1) }
            switch type {
            case nil: curve = interpolable ? .exponential(base: base) : .step
            case "exponential": curve = .exponential(base: base)
            case "interval": curve = .step
            default: return nil
            }
            self.stops = stops
        case .array(let elements):
            guard elements.count >= 3, case .string(let op) = elements[0].value else { return nil }
            if op == "step" {
                guard Self.isZoom(elements[1]), elements.count % 2 == 1, let first = Self.literal(elements[2]) else { return nil }
                var stops: [(Double, JSONValue)] = [(-Double.infinity, first)]
                var index = 3
                while index + 1 < elements.count {
                    guard case .number(let zoom) = elements[index].value, let output = Self.literal(elements[index + 1]) else { return nil }
                    stops.append((zoom, output))
                    index += 2
                }
                self.stops = stops
                curve = .step
            } else if op == "interpolate" {
                guard elements.count >= 5, elements.count % 2 == 1, Self.isZoom(elements[2]),
                      case .array(let kind) = elements[1].value, case .string(let name)? = kind.first?.value else { return nil }
                func number(_ index: Int) -> Double? { if index < kind.count, case .number(let v) = kind[index].value { v } else { nil } }
                switch name {
                case "linear": curve = .exponential(base: 1)
                case "exponential": guard let base = number(1) else { return nil }; curve = .exponential(base: base)
                case "cubic-bezier":
                    guard let x1 = number(1), let y1 = number(2), let x2 = number(3), let y2 = number(4) else { return nil }
                    curve = .bezier(x1, y1, x2, y2)
                default: return nil
                }
                var stops: [(Double, JSONValue)] = []
                var index = 3
                while index + 1 < elements.count {
                    guard case .number(let zoom) = elements[index].value, let output = Self.literal(elements[index + 1]),
                          Self.isInterpolable(output) else { return nil }
                    stops.append((zoom, output))
                    index += 2
                }
                self.stops = stops
            } else {
                return nil
            }
        default:
            return nil
        }
    }

    /// The value at a zoom, as a node at `offset` (where the function was written); `nil` when
    /// two colours to interpolate cannot be read.
    func value(atZoom zoom: Double, offset: Int) -> JSONNode? {
        value(atZoom: zoom).map { Self.node($0, at: offset) }
    }

    /// The value at a zoom.
    func value(atZoom zoom: Double) -> JSONValue? {
        guard let last = stops.last else { return nil }
        guard let upper = stops.firstIndex(where: { $0.zoom > zoom }) else { return last.output }
        if upper == 0 { return stops[0].output }
        let (z0, a) = stops[upper - 1], (z1, b) = stops[upper]
        let t: Double
        switch curve {
        case .step: return a
        case .exponential(let base):
            t = base == 1 ? (zoom - z0) / (z1 - z0) : (pow(base, zoom - z0) - 1) / (pow(base, z1 - z0) - 1)
        case .bezier(let x1, let y1, let x2, let y2):
            t = Self.bezier(x: (zoom - z0) / (z1 - z0), x1, y1, x2, y2)
        }
        return Self.mix(a, b, t)
    }

    /// Every output, in order (for checks the loader makes on each).
    var outputs: [JSONValue] { stops.map(\.output) }

    /// The zooms where a stepped value changes (each stop's, the first `-infinity` for `step`),
    /// by increasing zoom; `nil` when the value interpolates between stops (then it changes at
    /// every zoom). Between two of these zooms, and from the last one on, the value is constant.
    var steps: [Double]? {
        guard case .step = curve else { return nil }
        return stops.map(\.zoom)
    }

    private static func isZoom(_ node: JSONNode) -> Bool {
        if case .array(let call) = node.value, call.count == 1, case .string("zoom") = call[0].value { return true }
        return false
    }

    /// A literal output: a number, string, boolean, array of numbers, or `["literal", VALUE]`.
    private static func literal(_ node: JSONNode) -> JSONValue? {
        switch node.value {
        case .number, .string, .bool: return node.value
        case .array(let elements):
            if elements.count == 2, case .string("literal") = elements[0].value { return literal(elements[1]) ?? unwrap(elements[1]) }
            return elements.allSatisfy({ $0.value.isNumber }) ? node.value : nil
        default: return nil
        }
    }

    private static func unwrap(_ node: JSONNode) -> JSONValue? {
        if case .array(let elements) = node.value, elements.allSatisfy({ $0.value.isString || $0.value.isNumber }) { return node.value }
        return nil
    }

    /// Whether outputs of this kind interpolate: numbers, arrays of numbers, colours. A string is
    /// taken for a colour when it is written as one (`#…`, `rgb(…)`, `hsl(…)`) or is a CSS name
    /// (enumeration values such as `round` are not).
    private static func isInterpolable(_ value: JSONValue) -> Bool {
        switch value {
        case .number: return true
        case .array(let elements): return elements.allSatisfy { $0.value.isNumber }
        case .string(let text):
            guard let first = text.utf8.first else { return false }
            if first == UInt8(ascii: "#") || text.hasPrefix("rgb") || text.hasPrefix("hsl") { return true }
            return Color(css: text) != nil
        default: return false
        }
    }

    private static func mix(_ a: JSONValue, _ b: JSONValue, _ t: Double) -> JSONValue? {
        switch (a, b) {
        case (.number(let x), .number(let y)): return .number(x + (y - x) * t)
        case (.array(let xs), .array(let ys)) where xs.count == ys.count:
            var mixed: [JSONNode] = []
            for (x, y) in zip(xs, ys) {
                guard case .number(let u) = x.value, case .number(let v) = y.value else { return nil }
                mixed.append(JSONNode(.number(u + (v - u) * t), at: x.offset))
            }
            return .array(JSONArray(mixed))
        case (.string(let x), .string(let y)):
            guard let c = Color(css: x), let d = Color(css: y) else { return nil }
            func lerp(_ u: Double, _ v: Double) -> Double { u + (v - u) * t }
            return .string(Color(red: lerp(c.red, d.red), green: lerp(c.green, d.green), blue: lerp(c.blue, d.blue),
                                 alpha: lerp(c.alpha, d.alpha)).cssText)
        default: return t < 1 ? a : b
        }
    }

    /// The y of a cubic Bézier curve from (0, 0) to (1, 1) at x (found by bisection).
    private static func bezier(x: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Double {
        func point(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            let u = 1 - s
            return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
        }
        var low = 0.0, high = 1.0
        for _ in 0..<40 {
            let middle = (low + high) / 2
            if point(middle, x1, x2) < x { low = middle } else { high = middle }
        }
        return point((low + high) / 2, y1, y2)
    }

    /// A value as a node whose children also start at `offset`.
    static func node(_ value: JSONValue, at offset: Int) -> JSONNode {
        JSONNode(value, at: offset)
    }
}
