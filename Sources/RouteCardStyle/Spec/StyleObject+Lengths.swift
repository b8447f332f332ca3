import RouteCardText

extension StyleObject {
    /// Replaces length strings (`"4.5vmin"`, `"12pt"`) in a key's value — a constant, the
    /// elements of an array, or the outputs of an expression — by their points on the canvas
    /// being decoded against (relative ones clamped into `range`), so the ordinary number
    /// accessors read them. A string that looks like a length with another unit is reported
    /// (once: the key then reads as absent, so its default is used).
    public func resolveLengths(_ key: String, in range: NumberRange?) {
        guard let node = node(key) else { return }
        let resolved = resolve(node, key: key, range: range)
        if resolved != node { substitute(key, with: resolved) }
    }

    private func resolve(_ node: JSONNode, key: String, range: NumberRange?) -> JSONNode? {
        switch node.value {
        case .string(let text):
            if let length = CardLength(text: text) {
                var points = lengths.points(length)
                if length.isRelative, let range {
                    let bounds = range.closedApproximation
                    points = min(max(points, bounds.lowerBound), bounds.upperBound)
                }
                return JSONNode(.number(points), at: node.offset)
            }
            if Self.looksLikeLength(text) {
                error(key, at: node, code: .invalidValue,
                      "\(CardLength.expected) expected, \(node.summary) found (units: pt, vmin = 1 % of the card's short side)")
                return nil
            }
            return node
        case .array(let elements):
            var resolved: [JSONNode] = []
            for element in elements {
                guard let value = resolve(element, key: key, range: range) else { return nil }
                resolved.append(value)
            }
            return JSONNode(.array(JSONArray(resolved)), at: node.offset)
        default:
            return node
        }
    }

    /// A number followed by letters (`"4vw"`, `"12px"`): meant as a length.
    private static func looksLikeLength(_ text: String) -> Bool {
        guard let first = text.first, first.isNumber || first == "." || first == "-" else { return false }
        guard let last = text.last, last.isLetter || last == "%" else { return false }
        return true
    }
}
