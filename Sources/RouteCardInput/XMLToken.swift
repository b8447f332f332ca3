/// One piece of an XML document as ``XMLScanner`` reports it.
///
/// Offsets are byte indices into the scanned buffer. Comments, processing instructions, the XML
/// declaration and a DOCTYPE without internal subset are skipped and never reported.
enum XMLToken {
    /// A start tag (or the start of an empty-element tag, followed by `.endElement`).
    ///
    /// `localStart` is where the name after any `prefix:` begins; the tag's attributes are in
    /// ``XMLScanner/attribute(at:)`` until the next call to `next()`.
    case startElement(nameStart: Int, localStart: Int, nameEnd: Int, tagOffset: Int)
    /// The end of the innermost open element (an end tag, or the end of an empty-element tag).
    case endElement
    /// Character data between markup; `hasReferences` is true when it contains `&…;` references.
    case text(start: Int, end: Int, hasReferences: Bool)
    /// The contents of a `<![CDATA[…]]>` section, taken literally.
    case cdata(start: Int, end: Int)
    /// The end of a well-formed document.
    case endOfDocument
}
