import Foundation
import RouteCardGeo
import RouteCardScene
import RouteCardText

/// A MapLibre-style expression over a feature's properties: a filter, or a per-feature paint value.
///
/// Written in a style as JSON arrays (`["==", ["get", "class"], "building"]`,
/// `["match", ["get", "type"], "primary", 5, 2]`, `["interpolate", ["linear"], ["zoom"], 14, 1, 18, 6]`);
/// `ExpressionParser` decodes them (and legacy function objects, see `LegacyFunctionParser`) and
/// `FilterParser` also accepts MapLibre's legacy filter syntax. Evaluation never fails: where MapLibre
/// raises an evaluation error (a missing property where a number is needed, an index out of range)
/// the result is null, which a paint property turns into its default; an ordering of values of
/// different types is false.
public indirect enum Expression: Sendable, Hashable {
    /// A constant (`"text"`, `12`, `true`, `["literal", [1, 2]]`).
    case literal(FeatureValue)
    /// `["literal", {…}]`: an object, which only `get`, `has` and `typeof` can read (its value is null).
    case object([String: Expression])
    /// `["properties"]`: the feature's properties as an object (for `get`, `has` and `typeof`; its value is null).
    case properties
    /// `["get", NAME]`: a property, or null when missing.
    case get(String)
    /// `["has", NAME]`: whether the property exists.
    case has(String)
    /// `["get", NAME, OBJECT]`: a member of an object, or null.
    case getIn(String, Expression)
    /// `["has", NAME, OBJECT]`: whether an object has the member.
    case hasIn(String, Expression)
    /// `["at", INDEX, ARRAY]`: an element (null when the index is not a whole number in range).
    case at(Expression, Expression)
    /// `["geometry-type"]` (legacy `$type`).
    case geometryType
    /// `["id"]` (legacy `$id`).
    case id
    /// `["zoom"]`: the card's fractional zoom level.
    case zoom
    /// `["point", NAME]`: a value at the route point being drawn (`route` `line-color`, the
    /// `elevation-profile` fill), in the style's units; null elsewhere.
    case point(PointMeasure)
    /// `["var", NAME]`: the value bound by an enclosing `let`.
    case variable(String)
    /// `["let", NAME, VALUE, …, BODY]`: the body with each name bound to its value (values are evaluated
    /// where they are read, in the scope outside the `let`).
    case binding(names: [String], values: [Expression], body: Expression)
    /// `["!", E]`: true when E is not true.
    case not(Expression)
    /// `[OP, A, B]` with `==`, `!=`, `<`, `<=`, `>`, `>=`.
    case compare(ComparisonOperator, Expression, Expression)
    /// `["all", …]`: true when every operand is true (true for none).
    case all([Expression])
    /// `["any", …]`: true when some operand is true (false for none).
    case any([Expression])
    /// `["in", NEEDLE, ["literal", [VALUES]]]` (legacy `["in", KEY, VALUES…]`): membership in a fixed list.
    case oneOf(Expression, Set<FeatureValue>)
    /// `["in", NEEDLE, HAYSTACK]` with a computed array or string haystack: an element equal to the needle,
    /// or (a string haystack) the needle's text as a substring; an empty or null haystack contains nothing.
    case contains(needle: Expression, haystack: Expression)
    /// `["match", INPUT, LABELS, OUTPUT, …, FALLBACK]`: `table` maps each label to an index in `outputs`.
    case match(input: Expression, table: [FeatureValue: Int], outputs: [Expression], fallback: Expression)
    /// `["step", INPUT, BASE, STOP, OUTPUT, …]`: the output of the last stop ≤ the input, else `base`.
    case step(input: Expression, base: Expression, stops: [Double], outputs: [Expression])
    /// `["case", CONDITION, OUTPUT, …, FALLBACK]`: the output of the first true condition.
    case cases(conditions: [Expression], outputs: [Expression], fallback: Expression)
    /// `["interpolate", CURVE, INPUT, STOP, OUTPUT, …]`: numbers, colours and arrays of numbers blended
    /// between the two stops around the input along `curve`.
    case interpolate(curve: InterpolationCurve, input: Expression, stops: [Double], outputs: [Expression])
    /// `["interpolate-lab" | "interpolate-hcl", CURVE, INPUT, STOP, COLOUR, …]`: colours blended in another
    /// colour space.
    case interpolateColors(space: ColorSpace, curve: InterpolationCurve, input: Expression, stops: [Double], outputs: [Expression])
    /// `["coalesce", A, B, …]`: the first operand that is not null (an empty string counts as a value), else null.
    case coalesce([Expression])
    /// `["concat", A, B, …]`: the operands' `to-string` texts joined (also `format`, reduced to its texts).
    case concat([Expression])
    /// `["to-string", A]`: the operand as text (see `FeatureValue.text`).
    case toString(Expression)
    /// `["to-number", A, FALLBACK…]`: the first operand that converts to a number as JavaScript's
    /// `Number()` does (`"12"`, `true` → 1, `""` → 0); null gives 0; none converts → null.
    case toNumber([Expression])
    /// `["to-boolean", A]`: false for null, false, 0, NaN and `""`, else true.
    case toBoolean(Expression)
    /// `["to-color", A, FALLBACK…]`: the first operand that is a colour string or an `[r, g, b(, a)]` array, as `rgba(…)`.
    case toColor([Expression])
    /// `["number" | "string" | "boolean" | "object", A, B, …]`, `["array", (ITEM-TYPE, (LENGTH,)) A]`: the first
    /// operand of that type (`array<number, 2>` for an item type and length), else null.
    case assert(String, [Expression])
    /// `["typeof", A]`: `number`, `string`, `boolean`, `null`, `object` or `array<T, N>`.
    case typeOf(Expression)
    /// A numeric operator over number operands (null when one is not a number).
    case math(MathOperator, [Expression])
    /// `["upcase", A]`.
    case upcase(Expression)
    /// `["downcase", A]`.
    case downcase(Expression)
    /// `["length", A]`: characters of a string (Unicode scalars), elements of an array.
    case length(Expression)
    /// `["slice", INPUT, START, END?]`: a part of a string or array (negative indices count from the end).
    case slice(Expression, Expression, Expression?)
    /// `["index-of", NEEDLE, HAYSTACK, FROM?]`: the first position at or after FROM, or -1.
    case indexOf(Expression, Expression, Expression?)
    /// `["number-format", A, {"min-fraction-digits", "max-fraction-digits"}]`: the number with comma
    /// thousands separators and 0…3 decimals by default (locale and currency are not applied).
    case numberFormat(Expression, minimumFractionDigits: Int, maximumFractionDigits: Int)

    /// The value for one feature.
    /// Takes its `stepBound` from the card's `WorkBudget`: null once that has stopped.
    public func evaluate(_ input: ExpressionInput) -> FeatureValue {
        if let budget = WorkBudget.current, !budget.spend(stepBound, on: "a filter or label expression") { return .null }
        return evaluate(input, nil)
    }

    /// The value for one feature with the `let` bindings of `scope`.
    func evaluate(_ input: ExpressionInput, _ scope: ExpressionScope?) -> FeatureValue {
        func value(_ expression: Expression) -> FeatureValue { expression.evaluate(input, scope) }
        func number(_ expression: Expression) -> Double? { value(expression).number }
        switch self {
        case .literal(let value): return value
        case .object, .properties: return .null
        case .get(let name): return input.properties[name] ?? .null
        case .has(let name): return .bool(input.properties[name] != nil)
        case .getIn(let name, let object):
            guard let member = object.member(name, input, scope) else { return .null }
            return member.expression.evaluate(input, member.scope)
        case .hasIn(let name, let object): return .bool(object.member(name, input, scope) != nil)
        case .at(let index, let array):
            guard let position = number(index), case .array(let elements) = value(array),
                  position >= 0, position == position.rounded(), position < Double(elements.count) else { return .null }
            return elements[Int(position)]
        case .geometryType: return .string(input.geometryType)
        case .id: return input.id
        case .zoom: return .number(input.zoom)
        case .point(let measure): return input.point?.value(measure).map(FeatureValue.number) ?? .null
        case .variable(let name):
            guard let binding = scope?.lookup(name) else { return .null }
            return binding.value.evaluate(input, binding.home)
        case .binding(let names, let values, let body):
            return body.evaluate(input, Self.bind(names, values, in: scope))
        case .not(let operand): return .bool(value(operand) != .bool(true))
        case .compare(let op, let a, let b): return .bool(op.compare(value(a), value(b)))
        case .all(let operands): return .bool(operands.allSatisfy { value($0) == .bool(true) })
        case .any(let operands): return .bool(operands.contains { value($0) == .bool(true) })
        case .oneOf(let needle, let values): return .bool(values.contains(value(needle)))
        case .contains(let needle, let haystack):
            let item = value(needle)
            switch value(haystack) {
            case .array(let elements): return .bool(elements.contains(item))
            case .string(let text):
                // MapLibre: an empty haystack contains nothing; the needle is searched as JavaScript's String().
                guard !text.isEmpty, let part = Self.searchText(item) else { return .bool(false) }
                return .bool(part.isEmpty || text.contains(part))
            default: return .bool(false)
            }
        case .match(let inputExpression, let table, let outputs, let fallback):
            if let index = table[value(inputExpression)] { return value(outputs[index]) }
            return value(fallback)
        case .step(let inputExpression, let base, let stops, let outputs):
            guard let position = number(inputExpression) else { return value(base) }
            var chosen = -1
            for (index, stop) in stops.enumerated() where position >= stop { chosen = index }
            return chosen < 0 ? value(base) : value(outputs[chosen])
        case .cases(let conditions, let outputs, let fallback):
            for (index, condition) in conditions.enumerated() where value(condition) == .bool(true) {
                return value(outputs[index])
            }
            return value(fallback)
        case .interpolate(let curve, let inputExpression, let stops, let outputs):
            return Self.interpolate(curve, number(inputExpression), stops, outputs, value, blend: Self.blend)
        case .interpolateColors(let space, let curve, let inputExpression, let stops, let outputs):
            return Self.interpolate(curve, number(inputExpression), stops, outputs, value) { a, b, t in
                guard let p = Self.color(a), let q = Self.color(b) else { return a }
                return Self.cssValue(space.blend(p, q, t))
            }
        case .coalesce(let operands):
            for operand in operands {
                let result = value(operand)
                if result != .null { return result }
            }
            return .null
        case .concat(let operands):
            let texts = operands.map { value($0).text }
            guard !Self.exceedsSize(texts.reduce(0) { $0 + $1.unicodeScalars.count }, by: "concat") else { return .null }
            return .string(texts.joined())
        case .toString(let operand): return .string(value(operand).text)
        case .toNumber(let operands):
            for operand in operands {
                let result = value(operand)
                if result == .null { return .number(0) }
                if let converted = Self.javaScriptNumber(result) { return .number(converted) }
            }
            return .null
        case .toBoolean(let operand):
            switch value(operand) {
            case .null: return .bool(false)
            case .bool(let flag): return .bool(flag)
            case .number(let x): return .bool(!(x == 0 || x.isNaN))
            case .string(let text): return .bool(!text.isEmpty)
            case .array: return .bool(true)
            }
        case .toColor(let operands):
            for operand in operands {
                if let color = Self.color(value(operand)) { return Self.cssValue(color) }
            }
            return .null
        case .assert(let type, let operands):
            for operand in operands {
                let result = value(operand)
                if Self.matches(result, type) { return result }
            }
            return .null
        case .typeOf(let operand):
            switch operand.resolved(input, scope).expression {
            case .object, .properties: return .string("object")
            default: break
            }
            return .string(Self.typeName(of: value(operand)))
        case .math(let op, let operands):
            var numbers: [Double] = []
            for operand in operands {
                guard let x = number(operand) else { return .null }
                numbers.append(x)
            }
            return .number(op.apply(numbers))
        case .upcase(let operand): return value(operand).string.map { Self.bounded($0.uppercased(), by: "upcase") } ?? .null
        case .downcase(let operand): return value(operand).string.map { .string($0.lowercased()) } ?? .null
        case .length(let operand):
            switch value(operand) {
            case .string(let text): return .number(Double(text.unicodeScalars.count))
            case .array(let elements): return .number(Double(elements.count))
            default: return .null
            }
        case .slice(let operand, let start, let end):
            guard let from = number(start) else { return .null }
            var to: Double?
            if let end {
                guard let x = number(end) else { return .null }
                to = x
            }
            switch value(operand) {
            case .string(let text):
                let scalars = Array(text.unicodeScalars), range = Self.sliceRange(count: scalars.count, from, to)
                var result = String.UnicodeScalarView()
                result.append(contentsOf: scalars[range])
                return .string(String(result))
            case .array(let elements): return .array(Array(elements[Self.sliceRange(count: elements.count, from, to)]))
            default: return .null
            }
        case .indexOf(let needle, let haystack, let start):
            let item = value(needle)
            var from = 0.0
            if let start {
                guard let x = number(start) else { return .null }
                from = x
            }
            switch value(haystack) {
            case .string(let text):
                guard let part = Self.searchText(item) else { return .null }
                let scalars = Array(text.unicodeScalars), needleScalars = Array(part.unicodeScalars)
                let first = Int(max(0, min(from.rounded(.towardZero), Double(scalars.count))))
                guard needleScalars.count <= scalars.count else { return .number(-1) }
                for index in stride(from: first, through: scalars.count - needleScalars.count, by: 1)
                where scalars[index..<(index + needleScalars.count)].elementsEqual(needleScalars) {
                    return .number(Double(index))
                }
                return .number(-1)
            case .array(let elements):
                var first = from.rounded(.towardZero)
                if first < 0 { first = max(0, Double(elements.count) + first) }
                guard first < Double(elements.count) else { return .number(-1) }
                let index = elements[Int(first)...].firstIndex(of: item)
                return .number(index.map(Double.init) ?? -1)
            default: return .null
            }
        case .numberFormat(let operand, let minimum, let maximum):
            guard let x = number(operand) else { return .null }
            return .string(Self.formatNumber(x, minimumFractionDigits: minimum, maximumFractionDigits: maximum))
        }
    }

    /// The value of a curve at `position` (null for none): the first or last output outside the stops, else the
    /// two outputs around it blended by `blend` at the curve's fraction.
    private static func interpolate(_ curve: InterpolationCurve, _ position: Double?, _ stops: [Double], _ outputs: [Expression],
                                    _ value: (Expression) -> FeatureValue,
                                    blend: (FeatureValue, FeatureValue, Double) -> FeatureValue) -> FeatureValue {
        guard let position else { return .null }
        if position <= stops[0] { return value(outputs[0]) }
        guard let upper = stops.firstIndex(where: { $0 > position }) else { return value(outputs[outputs.count - 1]) }
        let lower = upper - 1
        let t = curve.fraction(position, lower: stops[lower], upper: stops[upper])
        return blend(value(outputs[lower]), value(outputs[upper]), t)
    }

    /// The scope with `names` bound to `values` (all evaluated in `scope`).
    private static func bind(_ names: [String], _ values: [Expression], in scope: ExpressionScope?) -> ExpressionScope? {
        var inner = scope
        for (name, value) in zip(names, values) {
            inner = ExpressionScope(name: name, value: value, home: scope, outer: inner)
        }
        return inner
    }

    /// The expression a value comes from once `let` variables, `get`s of object members and object
    /// assertions are followed, with the scope to evaluate it in.
    private func resolved(_ input: ExpressionInput, _ scope: ExpressionScope?) -> (expression: Expression, scope: ExpressionScope?) {
        switch self {
        case .variable(let name):
            guard let binding = scope?.lookup(name) else { return (self, scope) }
            return binding.value.resolved(input, binding.home)
        case .binding(let names, let values, let body):
            return body.resolved(input, Self.bind(names, values, in: scope))
        case .getIn(let name, let object):
            guard let member = object.member(name, input, scope) else { return (.literal(.null), nil) }
            return member.expression.resolved(input, member.scope)
        case .assert("object", let operands):
            for operand in operands {
                let candidate = operand.resolved(input, scope)
                switch candidate.expression {
                case .object, .properties: return candidate
                default: continue
                }
            }
            return (self, scope)
        default:
            return (self, scope)
        }
    }

    /// A member of the object this expression gives, with the scope to evaluate it in; `nil` when it is
    /// not an object or has no such member.
    private func member(_ name: String, _ input: ExpressionInput, _ scope: ExpressionScope?) -> (expression: Expression, scope: ExpressionScope?)? {
        let object = resolved(input, scope)
        switch object.expression {
        case .object(let members): return members[name].map { ($0, object.scope) }
        case .properties: return input.properties[name].map { (.literal($0), nil) }
        default: return nil
        }
    }

    /// The MapLibre type name of a value: `null`, `boolean`, `number`, `string`, `array<T, N>` (T the
    /// elements' common type, else `value`).
    static func typeName(of value: FeatureValue) -> String {
        guard case .array(let elements) = value else { return value.typeName }
        var item: String?
        for element in elements {
            let name = typeName(of: element)
            // Arrays of arrays have no common item type (MapLibre compares their types by identity).
            if item == nil { item = name } else if item != name || name.hasPrefix("array") { item = "value"; break }
        }
        return "array<\(item ?? "value"), \(elements.count)>"
    }

    /// Whether a value is of an asserted type: `number`, `string`, `boolean`, `array`, `array<T` (every element a
    /// T) or `array<T, N>` (and N elements).
    static func matches(_ value: FeatureValue, _ type: String) -> Bool {
        guard type.hasPrefix("array<"), case .array(let elements) = value else { return typeName(of: value).hasPrefix(type) }
        let parts = type.dropFirst(6).split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces.union(["<", ">"])) }
        if parts.count == 2, String(elements.count) != parts[1] { return false }
        return elements.allSatisfy { $0.typeName == parts[0] }
    }

    /// A value as JavaScript's `String()` writes it for a substring search (`true`, `123`, `null`);
    /// `nil` for an array (a needle MapLibre refuses).
    static func searchText(_ value: FeatureValue) -> String? {
        switch value {
        case .null: return "null"
        case .array: return nil
        default: return value.text
        }
    }

    /// A value as JavaScript's `Number()` converts it; `nil` where that gives NaN.
    static func javaScriptNumber(_ value: FeatureValue) -> Double? {
        switch value {
        case .null: return 0
        case .bool(let flag): return flag ? 1 : 0
        case .number(let x): return x.isNaN ? nil : x
        case .string(let text): return javaScriptNumber(text)
        case .array(let elements):
            // Number([]) is 0, Number([x]) is Number(String(x)), longer arrays are NaN.
            if elements.isEmpty { return 0 }
            guard elements.count == 1 else { return nil }
            if case .array = elements[0] { return javaScriptNumber(elements[0]) }
            return javaScriptNumber(elements[0] == .null ? "" : elements[0].text)
        }
    }

    /// ECMAScript's StringToNumber: surrounding white space ignored, empty → 0, decimal literals with an
    /// optional sign and exponent, `Infinity`, and `0x`/`0o`/`0b` integers; anything else `nil` (NaN).
    static func javaScriptNumber(_ text: String) -> Double? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.isEmpty { return 0 }
        switch trimmed {
        case "Infinity", "+Infinity": return .infinity
        case "-Infinity": return -.infinity
        default: break
        }
        let scalars = Array(trimmed.unicodeScalars)
        if scalars.count > 2, scalars[0] == "0", let radix = ["x": 16, "X": 16, "o": 8, "O": 8, "b": 2, "B": 2][Character(scalars[1])] {
            var result = 0.0
            for scalar in scalars.dropFirst(2) {
                guard let digit = Character(scalar).hexDigitValue, digit < radix else { return nil }
                result = result * Double(radix) + Double(digit)
            }
            return result
        }
        // [+-]? (digits [. digits?] | . digits) ([eE] [+-]? digits)?
        var index = 0, digits = 0
        func isDigit(_ i: Int) -> Bool { i < scalars.count && ("0"..."9").contains(scalars[i]) }
        if index < scalars.count, scalars[index] == "+" || scalars[index] == "-" { index += 1 }
        while isDigit(index) { index += 1; digits += 1 }
        if index < scalars.count, scalars[index] == "." {
            index += 1
            while isDigit(index) { index += 1; digits += 1 }
        }
        guard digits > 0 else { return nil }
        if index < scalars.count, scalars[index] == "e" || scalars[index] == "E" {
            index += 1
            if index < scalars.count, scalars[index] == "+" || scalars[index] == "-" { index += 1 }
            guard isDigit(index) else { return nil }
            while isDigit(index) { index += 1 }
        }
        guard index == scalars.count else { return nil }
        return Double(trimmed)
    }

    /// A colour from a CSS string or an `[r, g, b]` / `[r, g, b, a]` array (channels 0…255, alpha 0…1).
    static func color(_ value: FeatureValue) -> Color? {
        switch value {
        case .string(let text): return Color(css: text)
        case .array(let elements) where elements.count == 3 || elements.count == 4:
            let numbers = elements.compactMap(\.number)
            guard numbers.count == elements.count, numbers.prefix(3).allSatisfy({ (0...255).contains($0) }),
                  numbers.count == 3 || (0...1).contains(numbers[3]) else { return nil }
            return Color(red: numbers[0] / 255, green: numbers[1] / 255, blue: numbers[2] / 255, alpha: numbers.count == 4 ? numbers[3] : 1)
        default: return nil
        }
    }

    /// A colour as an `rgba(r, g, b, a)` value (channels to 3 decimals, so blends keep their precision).
    static func cssValue(_ color: Color) -> FeatureValue {
        let channels = [color.red, color.green, color.blue].map { String(($0 * 255 * 1000).rounded() / 1000) }
        return .string("rgba(\(channels.joined(separator: ", ")), \((color.alpha * 1000).rounded() / 1000))")
    }

    /// The indices of `slice(from, to)` in a collection of `count` elements, JavaScript's way.
    static func sliceRange(count: Int, _ from: Double, _ to: Double?) -> Range<Int> {
        func clamp(_ x: Double) -> Int {
            let index = x.rounded(.towardZero)
            if index.isNaN { return 0 }
            return Int(index < 0 ? max(0, Double(count) + index) : min(index, Double(count)))
        }
        let start = clamp(from), end = to.map(clamp) ?? count
        return start < end ? start..<end : start..<start
    }

    /// A number with comma thousands separators and between `minimumFractionDigits` and
    /// `maximumFractionDigits` decimals (halves away from zero), as `Intl.NumberFormat("en-US")` writes it.
    static func formatNumber(_ x: Double, minimumFractionDigits minimum: Int, maximumFractionDigits maximum: Int) -> String {
        guard x.isFinite else { return x.isNaN ? "NaN" : x > 0 ? "∞" : "-∞" }
        // Fewer decimals where the scaled value would not fit 64 bits (a double has about 16 digits anyway).
        var maximum = maximum
        while maximum > minimum, abs(x) * pow(10, Double(maximum)) >= 1e18 { maximum -= 1 }
        let scale = pow(10, Double(maximum))
        let scaled = (abs(x) * scale).rounded(.toNearestOrAwayFromZero)
        guard scaled < 1e18 else { return x < 0 ? "-" + String(format: "%.0f", -x) : String(format: "%.0f", x) }
        let units = UInt64(scaled), divisor = UInt64(scale)
        let whole = String(units / divisor)
        var fraction = maximum > 0 ? String(units % divisor) : ""
        fraction = String(repeating: "0", count: max(0, maximum - fraction.count)) + fraction
        while fraction.count > minimum, fraction.hasSuffix("0") { fraction.removeLast() }
        var grouped = ""
        for (index, digit) in whole.enumerated() {
            if index > 0, (whole.count - index) % 3 == 0 { grouped.append(",") }
            grouped.append(digit)
        }
        return (x < 0 && scaled > 0 ? "-" : "") + grouped + (fraction.isEmpty ? "" : "." + fraction)
    }

    /// A value `t` of the way from `a` to `b`: numbers, arrays of numbers of one length, or colour strings
    /// (as `rgba(…)`); anything else gives `a`.
    static func blend(_ a: FeatureValue, _ b: FeatureValue, _ t: Double) -> FeatureValue {
        switch (a, b) {
        case (.number(let x), .number(let y)): return .number(x + (y - x) * t)
        case (.array(let xs), .array(let ys)) where xs.count == ys.count:
            let pairs = zip(xs, ys).compactMap { x, y -> Double? in
                guard let x = x.number, let y = y.number else { return nil }
                return x + (y - x) * t
            }
            return pairs.count == xs.count ? .array(pairs.map(FeatureValue.number)) : a
        case (.string(let x), .string(let y)):
            guard let p = Color(css: x), let q = Color(css: y) else { return a }
            func mix(_ u: Double, _ v: Double) -> Double { u + (v - u) * t }
            return cssValue(Color(red: mix(p.red, q.red), green: mix(p.green, q.green), blue: mix(p.blue, q.blue), alpha: mix(p.alpha, q.alpha)))
        default: return a
        }
    }

    /// Whether the expression is true for a feature (a filter's test).
    public func isTrue(_ input: ExpressionInput) -> Bool {
        evaluate(input) == .bool(true)
    }

    /// Whether the expression is a literal, the same for every feature and zoom level.
    public var isConstant: Bool {
        if case .literal = self { return true }
        return false
    }

    /// The expressions it is made of, one level down.
    var operands: [Expression] {
        switch self {
        case .literal, .properties, .get, .has, .geometryType, .id, .zoom, .point, .variable: return []
        case .object(let members): return members.keys.sorted().compactMap { members[$0] }
        case .getIn(_, let object), .hasIn(_, let object): return [object]
        case .at(let a, let b), .compare(_, let a, let b): return [a, b]
        case .binding(_, let values, let body): return values + [body]
        case .not(let operand), .toString(let operand), .toBoolean(let operand), .typeOf(let operand),
             .upcase(let operand), .downcase(let operand), .length(let operand), .numberFormat(let operand, _, _): return [operand]
        case .all(let operands), .any(let operands), .coalesce(let operands), .concat(let operands),
             .toNumber(let operands), .toColor(let operands), .assert(_, let operands), .math(_, let operands): return operands
        case .oneOf(let needle, _): return [needle]
        case .contains(let needle, let haystack): return [needle, haystack]
        case .match(let input, _, let outputs, let fallback): return [input] + outputs + [fallback]
        case .step(let input, let base, _, let outputs): return [input, base] + outputs
        case .cases(let conditions, let outputs, let fallback): return conditions + outputs + [fallback]
        case .interpolate(_, let input, _, let outputs), .interpolateColors(_, _, let input, _, let outputs): return [input] + outputs
        case .slice(let a, let b, let c), .indexOf(let a, let b, let c): return [a, b] + (c.map { [$0] } ?? [])
        }
    }

    /// The route point values (`["point", NAME]`) the expression reads anywhere in it.
    public var pointMeasures: Set<PointMeasure> {
        if case .point(let measure) = self { return [measure] }
        return operands.reduce(into: []) { $0.formUnion($1.pointMeasures) }
    }

    /// Every literal the expression can return as its result (the outputs of `match`, `step`,
    /// `case`, recursively), so a typed paint property can convert them once.
    public var outputLiterals: [FeatureValue] {
        switch self {
        case .literal(let value): return [value]
        case .match(_, _, let outputs, let fallback): return (outputs + [fallback]).flatMap(\.outputLiterals)
        case .step(_, let base, _, let outputs): return ([base] + outputs).flatMap(\.outputLiterals)
        case .cases(_, let outputs, let fallback): return (outputs + [fallback]).flatMap(\.outputLiterals)
        case .interpolate(_, _, _, let outputs), .interpolateColors(_, _, _, _, let outputs): return outputs.flatMap(\.outputLiterals)
        case .coalesce(let operands): return operands.flatMap(\.outputLiterals)
        case .binding(_, _, let body): return body.outputLiterals
        default: return []
        }
    }
}
