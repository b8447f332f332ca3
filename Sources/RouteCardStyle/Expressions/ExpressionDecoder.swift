import RouteCardScene

/// Turns the JSON of a `PropertyExpression` into its value, reporting each problem at its node.
struct ExpressionDecoder {
    /// The style object holding the key (for reporting).
    let object: StyleObject
    /// The key being decoded.
    let key: String

    /// An expression whose results must be of `kind`.
    mutating func output(_ node: JSONNode, kind: PropertyExpression.Kind) -> PropertyExpression? {
        switch node.value {
        case .array(let elements):
            return expression(node, elements, kind: kind)
        default:
            return literal(node, kind: kind).map(PropertyExpression.literal)
        }
    }

    private func literal(_ node: JSONNode, kind: PropertyExpression.Kind) -> ExpressionValue? {
        switch kind {
        case .color:
            guard case .string(let text) = node.value, let color = Color(css: text) else {
                object.mismatch(key, node, expected: "a colour (\"#rrggbb\", \"rgba(r, g, b, a)\" or a name) or an expression")
                return nil
            }
            return .color(color)
        case .number(let range):
            guard case .number(let value) = node.value, range.contains(value) else {
                object.mismatch(key, node, expected: StyleObject.describe(range) + " or an expression")
                return nil
            }
            return .number(value)
        }
    }

    /// An input expression: any value (`get`, or a literal).
    private mutating func input(_ node: JSONNode) -> PropertyExpression? {
        switch node.value {
        case .array(let elements):
            guard let name = operatorName(elements), name == "get" else {
                object.error(key, at: node, "an input must be [\"get\", NAME] or a literal")
                return nil
            }
            return get(node, elements)
        case .number(let value): return .literal(.number(value))
        case .string(let text): return .literal(.string(text))
        case .bool(let flag): return .literal(.bool(flag))
        case .null: return .literal(.null)
        case .object:
            object.mismatch(key, node, expected: "an expression input")
            return nil
        }
    }

    private func operatorName(_ elements: [JSONNode]) -> String? {
        guard case .string(let name)? = elements.first?.value else { return nil }
        return name
    }

    private func get(_ node: JSONNode, _ elements: [JSONNode]) -> PropertyExpression? {
        guard elements.count == 2, case .string(let name) = elements[1].value else {
            object.error(key, at: node, "[\"get\", NAME] expected: one property name")
            return nil
        }
        return .get(name)
    }

    private func label(_ node: JSONNode) -> [ExpressionValue]? {
        switch node.value {
        case .string(let text): return [.string(text)]
        case .number(let value): return [.number(value)]
        case .bool(let flag): return [.bool(flag)]
        case .array(let elements):
            var labels: [ExpressionValue] = []
            for element in elements {
                guard let one = label(element), one.count == 1 else { return nil }
                labels += one
            }
            return labels.isEmpty ? nil : labels
        default: return nil
        }
    }

    private mutating func expression(_ node: JSONNode, _ elements: [JSONNode], kind: PropertyExpression.Kind) -> PropertyExpression? {
        guard let name = operatorName(elements) else {
            object.error(key, at: node, "an expression must start with an operator name (\"match\", \"interpolate\", \"step\", \"get\")")
            return nil
        }
        switch name {
        case "get":
            return get(node, elements)
        case "match":
            // ["match", input, label, output, …, fallback]
            guard elements.count >= 5, elements.count % 2 == 1 else {
                object.error(key, at: node, "[\"match\", INPUT, LABEL, OUTPUT, …, FALLBACK] expected: an input, label/output pairs and a fallback")
                return nil
            }
            guard let input = input(elements[1]) else { return nil }
            var cases: [MatchCase] = []
            var index = 2
            while index + 1 < elements.count {
                guard let labels = label(elements[index]) else {
                    object.mismatch(key, elements[index], expected: "a match label (a string, a number or an array of them)")
                    return nil
                }
                guard let result = output(elements[index + 1], kind: kind) else { return nil }
                cases.append(MatchCase(labels: labels, output: result))
                index += 2
            }
            guard let fallback = output(elements[elements.count - 1], kind: kind) else { return nil }
            return .match(input: input, cases: cases, fallback: fallback)
        case "interpolate":
            // ["interpolate", ["linear"], input, stop, output, …]
            guard case .number = kind else {
                object.error(key, at: node, "\"interpolate\" works on numbers here; use \"match\" or \"step\" for colours")
                return nil
            }
            guard elements.count >= 5, elements.count % 2 == 1 else {
                object.error(key, at: node, "[\"interpolate\", [\"linear\"], INPUT, STOP, OUTPUT, …] expected")
                return nil
            }
            guard case .array(let type) = elements[1].value, type.count == 1, case .string("linear") = type[0].value else {
                object.mismatch(key, elements[1], expected: "[\"linear\"] (the only interpolation supported)")
                return nil
            }
            guard let input = input(elements[2]) else { return nil }
            var stops: [Double] = [], outputs: [Double] = []
            var index = 3
            while index + 1 < elements.count {
                guard case .number(let stop) = elements[index].value, stops.last.map({ stop > $0 }) ?? true else {
                    object.mismatch(key, elements[index], expected: "a number stop greater than the one before")
                    return nil
                }
                guard case .literal(.number(let value))? = output(elements[index + 1], kind: kind) else {
                    if case .array = elements[index + 1].value {
                        object.error(key, at: elements[index + 1], "interpolate outputs must be numbers")
                    }
                    return nil
                }
                stops.append(stop)
                outputs.append(value)
                index += 2
            }
            return .interpolate(input: input, stops: stops, outputs: outputs)
        case "step":
            // ["step", input, output0, stop1, output1, …]
            guard elements.count >= 3, elements.count % 2 == 1 else {
                object.error(key, at: node, "[\"step\", INPUT, OUTPUT, STOP, OUTPUT, …] expected")
                return nil
            }
            guard let input = input(elements[1]), let first = output(elements[2], kind: kind) else { return nil }
            var stops: [Double] = [], outputs: [PropertyExpression] = []
            var index = 3
            while index + 1 < elements.count {
                guard case .number(let stop) = elements[index].value, stops.last.map({ stop > $0 }) ?? true else {
                    object.mismatch(key, elements[index], expected: "a number stop greater than the one before")
                    return nil
                }
                guard let result = output(elements[index + 1], kind: kind) else { return nil }
                stops.append(stop)
                outputs.append(result)
                index += 2
            }
            return .step(input: input, first: first, stops: stops, outputs: outputs)
        default:
            object.error(key, at: elements[0], "unknown expression operator \"\(name)\" (supported: \"match\", \"interpolate\", \"step\", \"get\")")
            return nil
        }
    }
}
