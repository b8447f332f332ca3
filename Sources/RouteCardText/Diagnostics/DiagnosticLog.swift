/// Collects diagnostics while a style is decoded.
///
/// A reference type so every `StyleObject` of one decoding writes to the same log; it lives only
/// for one decoding on one thread. JSON nodes carry byte offsets; the log turns them into
/// line:column (from the style's text) only for what it reports.
package final class DiagnosticLog {
    /// The file name used in messages.
    package let file: String?
    /// Everything reported so far.
    package private(set) var diagnostics: [Diagnostic] = []
    /// Line:column of the text's offsets; `nil` when the log has no text.
    private var locator: SourceLocator?

    /// Creates an empty log for a file whose text it does not know (diagnostics about JSON nodes
    /// then have no location).
    package init(file: String?) {
        self.file = file
    }

    /// Creates an empty log for a file and its text (the bytes the JSON nodes' offsets point into).
    package init(file: String?, text: [UInt8]) {
        self.file = file
        self.locator = SourceLocator(text)
    }

    /// The line and column of a byte offset of the text; `nil` without a text or an offset.
    package func location(ofOffset offset: Int?) -> SourceLocation? {
        guard let offset else { return nil }
        return locator?.location(of: offset)
    }

    /// The line and column where a node starts; `nil` without a text or a node.
    package func location(of node: JSONNode?) -> SourceLocation? {
        location(ofOffset: node?.offset)
    }

    /// Records a problem at a location.
    package func report(_ severity: DiagnosticSeverity = .error, code: DiagnosticCode = .invalidValue, at location: SourceLocation?,
                       keyPath: String, _ message: String) {
        diagnostics.append(Diagnostic(severity: severity, code: code, file: file, location: location, keyPath: keyPath, message: message))
    }

    /// Records a problem where a node starts.
    package func report(_ severity: DiagnosticSeverity = .error, code: DiagnosticCode = .invalidValue, at node: JSONNode?,
                       keyPath: String, _ message: String) {
        report(severity, code: code, at: location(of: node), keyPath: keyPath, message)
    }

    /// The JSON tree of the log's text; a syntax error is thrown as the one diagnostic.
    package func parse(_ bytes: [UInt8]) throws(StyleError) -> JSONNode {
        do {
            return try JSONParser().parse(bytes)
        } catch {
            report(code: .syntax, at: location(ofOffset: error.offset), keyPath: "", error.message)
            throw StyleError(diagnostics: diagnostics)
        }
    }

    /// Records diagnostics found in another file (a MapLibre style a style names as its base map).
    package func append(_ found: [Diagnostic]) {
        diagnostics += found
    }

    /// Whether any error (not warning) was recorded.
    package var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// The diagnostics sorted by location (stable for equal locations).
    package var sorted: [Diagnostic] {
        diagnostics.enumerated().sorted { a, b in
            let la = a.element.location ?? SourceLocation(line: 0, column: 0)
            let lb = b.element.location ?? SourceLocation(line: 0, column: 0)
            return la == lb ? a.offset < b.offset : la < lb
        }.map(\.element)
    }
}
