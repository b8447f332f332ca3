extension FontPackages {
    /// The Debian package whose fonts have `scalar` (the first of `names` that maps it), or `nil`
    /// when none of them does.
    package static func name(for scalar: Unicode.Scalar) -> String? {
        CodePointRuns.value(of: scalar.value, in: runs, shift: 8).map { names[Int($0)] }
    }
}
