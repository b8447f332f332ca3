/// One option of a card, declared once: its name and value, what it does, how each front-end
/// spells it, and how its value is read. ``CardOptions/all`` lists them; `render`'s parser, its
/// `--help`, the batch job keys, serve's query parameters, `live`'s card options, "did you mean"
/// hints and the README's option tables are all derived from that list.
package struct CardOption: Sendable {
    /// What the option takes on the command line.
    enum Kind: Sendable, Equatable {
        /// The route file (`INPUT`), given without a name.
        case positional(String)
        /// A flag (`--quiet`): given or not.
        case flag
        /// One value (`--size WxH`); given twice, the last counts.
        case value(String)
        /// A value that may be given again (`--tiles FILE`), each adding one more.
        case repeated(String)
    }

    /// Where the option's help and table rows are grouped, in this order.
    package enum Group: String, CaseIterable, Sendable {
        case input = "INPUT"
        case outputs = "OUTPUTS"
        case style = "STYLE AND MAP"
        case network = "TILES OVER HTTP"
        case card = "THE CARD"
        case privacy = "PRIVACY"
        case limits = "LIMITS"
        case messages = "MESSAGES"
    }

    /// How a batch job line gives the option.
    package enum JobKey: Sendable, Equatable {
        /// A key of the job object with this JSON value.
        case key(JobValue)
        /// Not a key: given to `batch` itself, for every card of the run.
        case batchOption
        /// Not a key: meaningless in a jobs file (why is in the doc).
        case none
    }

    /// The JSON values a job key takes.
    package enum JobValue: Sendable, Equatable {
        /// A string, read as the command line reads the option's value.
        case string
        /// A number or a string.
        case number
        /// A number, an array of numbers (joined with commas) or a string.
        case numbers
        /// `true` (given) or `false` (left out).
        case bool
        /// A string or an array of strings (the option given once for each).
        case strings
    }

    /// How the option's values are read: into the card options, the style overrides or the
    /// tile network settings (which `live` and `batch` read on their own).
    enum Decode: Sendable {
        /// Sets a field of ``RenderOptions`` from every value given (one for a flag: `""`).
        case options(@Sendable (inout RenderOptions, [String]) throws(CLIError) -> Void)
        /// Sets a field of ``StyleOverrides``.
        case overrides(@Sendable (inout StyleOverrides, [String]) throws(CLIError) -> Void)
        /// Sets a field of ``TileNetworkOptions``.
        case network(@Sendable (inout TileNetworkOptions, [String]) throws(CLIError) -> Void)
    }

    /// The long name without dashes: `size` is `--size`, the job key `size`, the parameter `size=`.
    package var name: String
    /// A one-letter alias (`o` for `-o`), if any.
    package var short: Character? = nil
    /// What the option takes.
    var kind: Kind
    /// Its group in the help and the tables.
    package var group: Group
    /// What it does, as one paragraph (wrapped for `--help`, a cell in the README).
    package var doc: String
    /// The README section that tells more (its heading), if any.
    package var seeAlso: String? = nil
    /// What its job key's JSON value is, in messages and the README, when the kind's own words
    /// (`a string "WxH"`) do not say it well.
    package var jobValueDoc: String? = nil
    /// How a batch job gives it.
    package var job: JobKey
    /// Why `serve` refuses it as a query parameter, or `nil` when serve takes it.
    package var serveRefusal: String? = nil
    /// Whether `live` takes it (the card options of its frames).
    package var live = false
    /// What it does in `live`'s frames when that differs from ``doc`` (`--tiles` is read once, for the fixed view).
    package var liveDoc: String? = nil
    /// The field of the card request (``CardJob``) or of the front-end's settings it sets.
    var field: String
    /// How its values are read.
    var decode: Decode

    /// `--size` (or `INPUT` for the positional).
    package var flagName: String {
        if case .positional(let metavar) = kind { return metavar }
        return "--" + name
    }

    /// The value's placeholder (`WxH`), `nil` for a flag.
    package var metavar: String? {
        switch kind {
        case .positional(let metavar), .value(let metavar), .repeated(let metavar): metavar
        case .flag: nil
        }
    }

    /// Whether the option is a flag.
    package var isFlag: Bool { kind == .flag }

    /// How it is written in the help's left column: `-o, --output OUT`, `--tiles [NAME=]FILE`.
    package var synopsis: String {
        if case .positional(let metavar) = kind { return metavar }
        let long = "--" + name + (metavar.map { " " + $0 } ?? "")
        return short.map { "-\($0), " + long } ?? long
    }

    /// Whether this is the route file given without a name.
    package var isPositional: Bool {
        if case .positional = kind { true } else { false }
    }

    /// The values given for this option in `arguments` (`[""]` for a given flag, the positional
    /// as one value), or `nil` when it is not given.
    func values(in arguments: ArgumentList) -> [String]? {
        switch kind {
        case .positional: arguments.positionals.first.map { [$0] }
        case .flag: arguments.flags.contains(flagName) ? [""] : nil
        case .value, .repeated: arguments.allValues[flagName]
        }
    }
}
