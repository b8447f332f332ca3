extension StringProtocol {
    /// The text without the blanks at its ends: the white space other than line breaks (spaces,
    /// tabs, no-break spaces), what Foundation's `trimmingCharacters(in: .whitespaces)` removes,
    /// without going through `NSString` and `CharacterSet`, whose first use costs a process about
    /// half a millisecond (style values such as lengths and colours are trimmed on every card).
    public func trimmingBlanks() -> SubSequence {
        func isBlank(_ character: Character) -> Bool { character.isWhitespace && !character.isNewline }
        guard let first = firstIndex(where: { !isBlank($0) }), let last = lastIndex(where: { !isBlank($0) }) else {
            return self[endIndex...]
        }
        return self[first...last]
    }
}
