extension Color {
    /// Parses the inside of `rgb(…)`/`rgba(…)` (`hsl` false) or `hsl(…)`/`hsla(…)` (`hsl` true) the way
    /// the MapLibre style specification reads CSS colours:
    ///
    /// - three values and an optional alpha, separated either all by commas (`rgb(255, 0, 0, 0.5)`) or by
    ///   spaces with a `/` before the alpha (`rgb(255 0 0 / 50%)`); `rgb` and `rgba` (`hsl`, `hsla`) alike
    ///   take three or four values;
    /// - `rgb` channels all numbers 0…255 or all percentages; `hsl` hue in degrees (an optional `deg`,
    ///   any value, wrapped into 0…360), saturation and lightness percentages;
    /// - alpha a number 0…1 or a percentage; values outside their range are clamped.
    static func cssFunction(_ inside: Substring, hsl: Bool) -> Color? {
        guard let (values, separators) = cssComponents(inside) else { return nil }
        guard values.count == 3 || values.count == 4 else { return nil }
        switch separators.joined() {
        case "  ", "  /", ",,", ",,,": break
        default: return nil
        }
        var alpha = 1.0
        if values.count == 4 {
            let a = values[3]
            guard a.unit == "" || a.unit == "%" else { return nil }
            alpha = a.unit == "%" ? a.number / 100 : a.number
        }
        if hsl {
            guard values[0].unit == "" || values[0].unit == "deg", values[1].unit == "%", values[2].unit == "%" else { return nil }
            return Color(hue: values[0].number, saturation: min(max(values[1].number / 100, 0), 1),
                         lightness: min(max(values[2].number / 100, 0), 1), alpha: alpha)
        }
        let units = Set(values.prefix(3).map(\.unit))
        guard units == [""] || units == ["%"] else { return nil }
        let scale = units == ["%"] ? 100.0 : 255.0
        return Color(red: values[0].number / scale, green: values[1].number / scale, blue: values[2].number / scale, alpha: alpha)
    }

    /// A colour from CSS hue (degrees, wrapped), saturation and lightness (0…1), by the CSS Color
    /// Module's `hslToRgb`: each channel is `l − a·max(−1, min(k − 3, 9 − k, 1))` with
    /// `k = (n + h/30) mod 12` (n = 0, 8, 4 for red, green, blue) and `a = s·min(l, 1 − l)`.
    init(hue: Double, saturation s: Double, lightness l: Double, alpha: Double = 1) {
        var h = hue.truncatingRemainder(dividingBy: 360)
        if h < 0 { h += 360 }
        let a = s * min(l, 1 - l)
        func channel(_ n: Double) -> Double {
            let k = (n + h / 30).truncatingRemainder(dividingBy: 12)
            return l - a * max(-1, min(k - 3, 9 - k, 1))
        }
        self.init(red: channel(0), green: channel(8), blue: channel(4), alpha: alpha)
    }

    /// The values (a number and its unit: `""`, `%` or `deg`) and the separators between them (`,`, `/`, or
    /// `" "` for white space alone) of a CSS colour function's arguments; `nil` when it is not such a list.
    private static func cssComponents(_ text: Substring) -> (values: [(number: Double, unit: Substring)], separators: [String])? {
        var values: [(number: Double, unit: Substring)] = [], separators: [String] = []
        var index = text.startIndex
        func skipSpaces() -> Bool {
            let start = index
            while index < text.endIndex, text[index] == " " || text[index] == "\t" || text[index] == "\n" { index = text.index(after: index) }
            return index > start
        }
        _ = skipSpaces()
        while index < text.endIndex {
            if !values.isEmpty {
                let spaced = skipSpaces()
                guard index < text.endIndex else { break }
                if text[index] == "," || text[index] == "/" {
                    separators.append(String(text[index]))
                    index = text.index(after: index)
                    _ = skipSpaces()
                } else if spaced {
                    separators.append(" ")
                } else {
                    return nil
                }
            }
            let numberStart = index
            while index < text.endIndex, "0123456789.eE+-".contains(text[index]) { index = text.index(after: index) }
            guard let number = Double(text[numberStart..<index]), number.isFinite else { return nil }
            let unitStart = index
            while index < text.endIndex, text[index] == "%" || ("a"..."z").contains(text[index]) { index = text.index(after: index) }
            values.append((number, text[unitStart..<index]))
            guard values.count <= 4 else { return nil }
        }
        return (values, separators)
    }
}
