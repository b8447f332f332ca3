import RouteCardGeo
import RouteCardText

/// Decodes a MapLibre legacy function object (`{"stops": [[12, 1], [18, 6]], "base": 1.4}`) into the
/// `Expression` MapLibre evaluates it as, reporting every mistake with its key path and line:column.
///
/// - Zoom functions (no `property`): `exponential` becomes `["interpolate", ["exponential", base], ["zoom"], …]`
///   (`["linear"]` for base 1, the default), `interval` becomes `["step", ["zoom"], …]` whose base is the
///   first stop's output.
/// - Property functions (`"property": NAME`): the same curves over the property's number, `categorical`
///   becomes `match` over its value (types must match: `"1"` is not `1`), `identity` the value itself;
///   a feature whose value is missing or of the wrong type takes `default` (else the property's own default).
/// - Zoom-and-property functions (stops `[{"zoom": z, "value": v}, OUTPUT]`): one property function per
///   zoom level, blended linearly across zoom (stepped for values that do not blend); `base` is not
///   used (MapLibre passes it to neither dimension).
/// - Without `type`: `exponential` where the output blends (numbers, colours), else `interval`.
///
/// `"colorSpace": "lab"` or `"hcl"` blends colours in that space (MapLibre ignores it in zoom-and-property
/// functions). As in MapLibre, a stop repeating the previous stop's input is skipped (for `interval`, the later one
/// wins from that input on); stops must not decrease.
package struct LegacyFunctionParser {
    /// Where mistakes are reported.
    package let log: DiagnosticLog

    /// The keys a function object may have.
    static let keys = ["base", "colorSpace", "default", "property", "stops", "type"]
    /// The function types.
    static let types = ["categorical", "exponential", "identity", "interval"]

    /// Creates a parser reporting to a log.
    package init(log: DiagnosticLog) {
        self.log = log
    }

    /// One stop as written: its input (a zoom level, a property value, or both) and its output.
    private struct Stop {
        var zoom: Double?
        var input: FeatureValue
        var output: FeatureValue
        var node: JSONNode
    }

    /// Parses a function object; `nil` (after reporting) when it has a mistake.
    ///
    /// - Parameters:
    ///   - node: the JSON object.
    ///   - keyPath: its key path for messages, e.g. `layers[2].paint.line-width`.
    ///   - output: what every output must be; `nil` for any value (numbers then blend, others step).
    package func parse(_ node: JSONNode, keyPath: String, output: OutputType?) -> Expression? {
        guard case .object(let members) = node.value else { return nil }
        func member(_ key: String) -> JSONNode? { members.first { $0.key == key }?.value }
        func path(_ key: String) -> String { "\(keyPath).\(key)" }
        func report(_ at: JSONNode, _ keyPath: String, code: DiagnosticCode = .invalidExpression, _ message: String) {
            log.report(code: code, at: at, keyPath: keyPath, message)
        }
        var ok = true
        for item in members where !Self.keys.contains(item.key) {
            log.report(code: .unknownKey, at: log.location(ofOffset: item.keyOffset), keyPath: path(item.key),
                       "unknown key \"\(item.key)\" in a function" + SpellingSuggestion.hint(for: item.key, among: Self.keys)
                       + "; known: " + Self.keys.joined(separator: ", "))
            ok = false
        }
        var type: String?
        if let typeNode = member("type") {
            if case .string(let name) = typeNode.value, Self.types.contains(name) {
                type = name
            } else {
                report(typeNode, path("type"), code: .invalidValue, "a function type (\(Self.types.joined(separator: ", "))) expected, \(typeNode.summary) found")
                ok = false
            }
        }
        var base = 1.0
        if let baseNode = member("base") {
            if case .number(let value) = baseNode.value, value > 0 { base = value } else {
                report(baseNode, path("base"), code: .invalidValue, "a number > 0 (the exponential base) expected, \(baseNode.summary) found")
                ok = false
            }
        }
        var property: String?
        if let propertyNode = member("property") {
            if case .string(let name) = propertyNode.value { property = name } else {
                report(propertyNode, path("property"), code: .typeMismatch, "a property name (a string) expected, \(propertyNode.summary) found")
                ok = false
            }
        }
        var space: ColorSpace?
        if let spaceNode = member("colorSpace"), spaceNode.value != .string("rgb") {
            if case .string(let name) = spaceNode.value, let named = ColorSpace(rawValue: name) {
                space = named
            } else {
                report(spaceNode, path("colorSpace"), code: .invalidValue, "rgb, lab or hcl expected, \(spaceNode.summary) found")
                ok = false
            }
        }
        var fallback: FeatureValue?
        if let defaultNode = member("default") {
            let value = FeatureValue(json: defaultNode)
            if let output, !output.accepts(value) {
                report(defaultNode, path("default"), code: output.rejection(value), "\(output.expected) expected, \(defaultNode.summary) found")
                ok = false
            }
            fallback = value
        }
        guard ok else { return nil }
        if type == "identity" {
            guard let property else {
                report(node, keyPath, code: .missingKey, "an identity function needs \"property\"")
                return nil
            }
            return identity(property, fallback: fallback, output: output)
        }
        guard let stopsNode = member("stops") else {
            report(node, keyPath, code: .missingKey, "a function needs \"stops\" (or \"type\": \"identity\")")
            return nil
        }
        guard let stops = parseStops(stopsNode, keyPath: path("stops"), property: property, type: type, output: output) else { return nil }
        let blends = output?.interpolatable ?? stops.allSatisfy { $0.output.number != nil }
        let kind = type ?? (blends ? "exponential" : "interval")
        guard let property else {
            if kind == "categorical" { return categories(input: .zoom, stops: stops, fallback: fallback) }
            return curve(kind, base: base, space: space, input: .zoom, stops: stops.map { ($0.input.number ?? 0, Expression.literal($0.output)) })
        }
        guard stops.first?.zoom != nil else {
            return propertyFunction(kind, base: base, space: space, property: property, stops: stops, fallback: fallback,
                                    node: stopsNode, keyPath: path("stops"))
        }
        // One property function per zoom level (in the order the zoom levels first appear), across zoom
        // linear where the output blends, else stepped. MapLibre passes `base` to neither dimension: each
        // zoom level's function is linear in the property, and the zoom stops are blended linearly.
        var zooms: [Double] = [], groups: [[Stop]] = []
        for stop in stops {
            if stop.zoom == zooms.last { groups[groups.count - 1].append(stop) } else {
                zooms.append(stop.zoom ?? 0)
                groups.append([stop])
            }
        }
        var levels: [(Double, Expression)] = []
        for (zoom, group) in zip(zooms, groups) {
            guard let inner = propertyFunction(kind, base: 1, space: nil, property: property, stops: group, fallback: fallback,
                                               node: stopsNode, keyPath: path("stops")) else { return nil }
            levels.append((zoom, inner))
        }
        return curve(blends ? "exponential" : "interval", base: 1, space: nil, input: .zoom, stops: levels)
    }

    /// The stops, checked: each `[INPUT, OUTPUT]`, inputs of one kind and not decreasing, outputs literals of the output type.
    private func parseStops(_ node: JSONNode, keyPath: String, property: String?, type: String?, output: OutputType?) -> [Stop]? {
        func report(_ at: JSONNode, _ keyPath: String, code: DiagnosticCode = .invalidExpression, _ message: String) {
            log.report(code: code, at: at, keyPath: keyPath, message)
        }
        guard case .array(let elements) = node.value, !elements.isEmpty else {
            report(node, keyPath, code: .typeMismatch, "a non-empty array of [input, output] stops expected, \(node.summary) found")
            return nil
        }
        let categorical = type == "categorical"
        var stops: [Stop] = [], ok = true
        // The categorical inputs of the current zoom level, for duplicates.
        var seen: Set<FeatureValue> = []
        for (index, stopNode) in elements.enumerated() {
            let stopPath = "\(keyPath)[\(index)]"
            guard case .array(let pair) = stopNode.value, pair.count == 2 else {
                report(stopNode, stopPath, code: .typeMismatch, "a stop [input, output] expected, \(stopNode.summary) found")
                ok = false
                continue
            }
            var zoom: Double?, inputNode = pair[0]
            if case .object(let members) = pair[0].value {
                let zoomNode = members.first { $0.key == "zoom" }?.value, valueNode = members.first { $0.key == "value" }?.value
                guard property != nil, members.count == 2, case .number(let level)? = zoomNode?.value, let valueNode else {
                    report(pair[0], stopPath + "[0]", property == nil
                           ? "a zoom-and-property stop {\"zoom\": z, \"value\": v} needs the function's \"property\""
                           : "a stop input {\"zoom\": NUMBER, \"value\": VALUE} expected")
                    ok = false
                    continue
                }
                zoom = level
                inputNode = valueNode
            } else if stops.first?.zoom != nil {
                report(pair[0], stopPath + "[0]", "a stop input {\"zoom\": NUMBER, \"value\": VALUE} expected like the first stop's, \(pair[0].summary) found")
                ok = false
                continue
            }
            let input = FeatureValue(json: inputNode)
            let inputAllowed: Bool
            switch input {
            case .number: inputAllowed = true
            case .string, .bool: inputAllowed = categorical && property != nil
            default: inputAllowed = false
            }
            if !inputAllowed {
                report(inputNode, stopPath + "[0]", code: .typeMismatch, categorical && property != nil
                       ? "a stop input (a number, string or boolean) expected, \(inputNode.summary) found"
                       : "a stop input (a number) expected, \(inputNode.summary) found")
                ok = false
                continue
            }
            let value = FeatureValue(json: pair[1])
            if case .object = pair[1].value {
                report(pair[1], stopPath + "[1]", code: .typeMismatch, "a stop output must be a literal value, an object found")
                ok = false
            } else if let output, !output.accepts(value) {
                report(pair[1], stopPath + "[1]", code: output.rejection(value), "\(output.expected) expected, \(pair[1].summary) found")
                ok = false
            }
            if let previous = stops.last {
                if let zoom, let last = previous.zoom, zoom < last {
                    report(pair[0], stopPath + "[0]", "stop zoom levels must not decrease, \(ExpressionParser.show(zoom)) follows \(ExpressionParser.show(last))")
                    ok = false
                } else if !categorical, zoom == previous.zoom, case .number(let x) = input, case .number(let last) = previous.input, x < last {
                    report(inputNode, stopPath + "[0]", "stop inputs must not decrease, \(ExpressionParser.show(x)) follows \(ExpressionParser.show(last))")
                    ok = false
                } else if categorical, zoom == previous.zoom, seen.contains(input) {
                    report(inputNode, stopPath + "[0]", "duplicate categorical stop \(inputNode.summary)")
                    ok = false
                }
            }
            if zoom != stops.last?.zoom { seen = [] }
            seen.insert(input)
            stops.append(Stop(zoom: zoom, input: input, output: value, node: stopNode))
        }
        return ok ? stops : nil
    }

    /// A curve over `input`: `interval` a `step` (the first stop's output below the second stop), otherwise an
    /// `interpolate` with `base`; a stop repeating the previous input is dropped (MapLibre's conversion).
    private func curve(_ kind: String, base: Double, space: ColorSpace?, input: Expression, stops: [(Double, Expression)]) -> Expression {
        var inputs: [Double] = [], outputs: [Expression] = []
        if kind == "interval" {
            // The first stop's input is redundant: its output is the base.
            for (stop, output) in stops.dropFirst() where inputs.isEmpty || stop != inputs[inputs.count - 1] {
                inputs.append(stop)
                outputs.append(output)
            }
            // A single stop is a constant: MapLibre adds a no-op stop.
            if inputs.isEmpty { return .step(input: input, base: stops[0].1, stops: [0], outputs: [stops[0].1]) }
            return .step(input: input, base: stops[0].1, stops: inputs, outputs: outputs)
        }
        for (stop, output) in stops where inputs.isEmpty || stop != inputs[inputs.count - 1] {
            inputs.append(stop)
            outputs.append(output)
        }
        let shape: InterpolationCurve = base == 1 ? .linear : .exponential(base)
        if let space { return .interpolateColors(space: space, curve: shape, input: input, stops: inputs, outputs: outputs) }
        return .interpolate(curve: shape, input: input, stops: inputs, outputs: outputs)
    }

    /// A property function over `property` of one kind (not identity).
    private func propertyFunction(_ kind: String, base: Double, space: ColorSpace?, property: String, stops: [Stop], fallback: FeatureValue?,
                                  node: JSONNode, keyPath: String) -> Expression? {
        let value = Expression.get(property), otherwise = Expression.literal(fallback ?? .null)
        if kind == "categorical" { return categories(input: value, stops: stops, fallback: fallback) }
        var numeric: [(Double, Expression)] = []
        for stop in stops {
            guard case .number(let input) = stop.input else {
                log.report(code: .typeMismatch, at: stop.node, keyPath: keyPath, "\(kind) stops need number inputs, \(stop.input.typeName) found")
                return nil
            }
            numeric.append((input, .literal(stop.output)))
        }
        // A missing or non-number value takes the default, never the curve's end.
        let isNumber = Expression.compare(.equal, .typeOf(value), .literal(.string("number")))
        return .cases(conditions: [isNumber], outputs: [curve(kind, base: base, space: space, input: value, stops: numeric)], fallback: otherwise)
    }

    /// `categorical`: the output of the stop equal to the input (same type and value), else `default`.
    private func categories(input: Expression, stops: [Stop], fallback: FeatureValue?) -> Expression {
        var table: [FeatureValue: Int] = [:], outputs: [Expression] = []
        for stop in stops where table[stop.input] == nil {
            table[stop.input] = outputs.count
            outputs.append(.literal(stop.output))
        }
        return .match(input: input, table: table, outputs: outputs, fallback: .literal(fallback ?? .null))
    }

    /// `identity`: the property's value when it is of the output's type, else `default`.
    private func identity(_ property: String, fallback: FeatureValue?, output: OutputType?) -> Expression {
        let value = Expression.get(property)
        guard let fallback else { return value }
        if output?.isColor == true { return .toColor([value, .literal(fallback)]) }
        switch fallback {
        case .null: return value
        default: return .assert(fallback.typeName, [value, .literal(fallback)])
        }
    }
}
