/// The parsed options of one subcommand: which option names it takes and how it reads them.
package protocol CommandOptions {
    /// Long option names that take a value (`--style`).
    static var valued: Set<String> { get }
    /// Long option names that are flags (`--quiet`); `--help` among them.
    static var flags: Set<String> { get }
    /// Short aliases → long names (`-o` → `--output`).
    static var aliases: [String: String] { get }
    /// Reads the options, or throws a usage error.
    init(_ arguments: ArgumentList) throws(CLIError)
}
