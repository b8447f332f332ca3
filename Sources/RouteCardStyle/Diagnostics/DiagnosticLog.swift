/// Collects diagnostics while a style is decoded.
///
/// A reference type so every `StyleObject` of one decoding writes to the same log; it lives only
/// for one decoding on one thread.
public final class DiagnosticLog {
    /// The file name used in messages.
    public let file: String?
    /// Everything reported so far.
    public private(set) var diagnostics: [Diagnostic] = []

    /// Creates an empty log for a file.
    public init(file: String?) {
        self.file = file
    }

    /// Records a problem.
    public func report(_ severity: DiagnosticSeverity = .error, at location: SourceLocation?, keyPath: String, _ message: String) {
        diagnostics.append(Diagnostic(severity: severity, file: file, location: location, keyPath: keyPath, message: message))
    }

    /// Whether any error (not warning) was recorded.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// The diagnostics sorted by location (stable for equal locations).
    public var sorted: [Diagnostic] {
        diagnostics.enumerated().sorted { a, b in
            let la = a.element.location ?? SourceLocation(line: 0, column: 0)
            let lb = b.element.location ?? SourceLocation(line: 0, column: 0)
            return la == lb ? a.offset < b.offset : la < lb
        }.map(\.element)
    }
}
