extension Rasterizer {
    /// The characters of `texts` that no installed font has, each once, in the order they first
    /// appear: librsvg would draw each as a box. Asks fontconfig (which librsvg's text goes
    /// through) about every scalar but ASCII, controls, spaces, marks, format characters and
    /// other default-ignorable code points; empty when fontconfig cannot be asked.
    public static func charactersWithoutFont(in texts: some Sequence<String>) -> [Unicode.Scalar] {
        var seen: Set<UInt32> = []
        var missing: [Unicode.Scalar] = []
        for text in texts {
            for scalar in text.unicodeScalars where !scalar.isASCII && seen.insert(scalar.value).inserted {
                let properties = scalar.properties
                switch properties.generalCategory {
                case .control, .format, .nonspacingMark, .enclosingMark, .spaceSeparator, .lineSeparator,
                     .paragraphSeparator, .surrogate, .privateUse, .unassigned:
                    continue
                default:
                    if properties.isDefaultIgnorableCodePoint { continue }
                }
                if Fontconfig.hasFont(for: scalar) == false { missing.append(scalar) }
            }
        }
        return missing
    }
}
