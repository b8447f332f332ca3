extension Color {
    /// The colour as CSS text: `#rrggbb`, or `rgba(r, g, b, a)` when not opaque.
    public var cssText: String {
        func byte(_ channel: Double) -> Int { Int(Color.byte(channel)) }
        if alpha >= 1 {
            let digits = Array("0123456789abcdef")
            return "#" + [red, green, blue].map { channel -> String in
                let value = byte(channel)
                return String([digits[value / 16], digits[value % 16]])
            }.joined()
        }
        let shown = ((alpha.isNaN ? 0 : max(alpha, 0)) * 1000).rounded() / 1000
        return "rgba(\(byte(red)), \(byte(green)), \(byte(blue)), \(shown))"
    }
}
