/// An option of one command only, not of a card (`live --center`, `--radius`, …): its spelling and
/// what it does, declared once for the command's parser and its `--help`.
package struct CommandOption: Sendable {
    /// The long name without dashes: `center` is `--center`.
    package var name: String
    /// A one-letter alias (`o` for `-o`), if any.
    package var short: Character? = nil
    /// The value's placeholder (`LAT,LON`), `nil` for a flag.
    package var metavar: String?
    /// What it does, as one paragraph (wrapped for `--help`).
    package var doc: String

    /// Declares an option.
    package init(name: String, short: Character? = nil, metavar: String?, doc: String) {
        self.name = name
        self.short = short
        self.metavar = metavar
        self.doc = doc
    }

    /// `--center`.
    package var flagName: String { "--" + name }

    /// How it is written in the help's left column: `-o, --output FRAME.svg`.
    package var synopsis: String {
        let long = flagName + (metavar.map { " " + $0 } ?? "")
        return short.map { "-\($0), " + long } ?? long
    }
}
