/// One attribute of the current start tag: byte ranges into the scanned buffer.
///
/// The value range excludes the quotes and is still raw: references are decoded on demand with
/// ``XMLScanner/appendDecoded(start:end:attribute:into:)``.
struct XMLAttribute {
    /// Where the qualified name begins.
    var nameStart: Int
    /// Where the local name (after any `prefix:`) begins.
    var localStart: Int
    /// One past the name's last byte.
    var nameEnd: Int
    /// Where the raw value begins (after the opening quote).
    var valueStart: Int
    /// One past the raw value's last byte (the closing quote's index).
    var valueEnd: Int
    /// Whether the raw value contains `&…;` references.
    var hasReferences: Bool
}
