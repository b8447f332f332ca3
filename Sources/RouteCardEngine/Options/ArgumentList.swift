import RouteCardText

/// Hand-written argument parsing: options with values, flags, positionals, with precise errors.
///
/// Accepts `--name value`, `--name=value`, `-o value`; a lone `-` is a positional (standard
/// input or output); `--` ends the options.
package struct ArgumentList {
    /// Option name (as typed, e.g. `--style`) → value (the last, when given more than once).
    package private(set) var values: [String: String] = [:]
    /// Option name → every value given, in order (for options that may repeat, `--allow-path`).
    package private(set) var allValues: [String: [String]] = [:]
    /// Flags that were given.
    package private(set) var flags: Set<String> = []
    /// Positionals in order.
    package private(set) var positionals: [String] = []

    /// Parses arguments given the option names that take a value and the flag names.
    /// Short aliases map to their long names (`["-o": "--output"]`).
    package init(_ arguments: [String], valued: Set<String>, flags flagNames: Set<String>, aliases: [String: String] = [:]) throws(CLIError) {
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
                positionals.append(argument)
                continue
            }
            if argument == "--" { optionsEnded = true; continue }
            var name = argument
            var inline: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inline = String(argument[argument.index(after: equals)...])
            }
            let typed = name
            name = aliases[name] ?? name
            if valued.contains(name) {
                if let inline {
                    values[name] = inline
                } else {
                    guard index < arguments.count else { throw .usage("option \(typed) needs a value") }
                    values[name] = arguments[index]
                    index += 1
                }
                allValues[name, default: []].append(values[name]!)
            } else if flagNames.contains(name) {
                guard inline == nil else { throw .usage("option \(typed) takes no value") }
                flags.insert(name)
            } else {
                let known = (valued.union(flagNames)).sorted()
                // The closest spelling (`--titel` → `--title`), else a name it begins (`--png-comp` →
                // `--png-compression`), else the longest name it extends (`--titles` → `--title`).
                let close = SpellingSuggestion.nearest(to: name, among: known)
                    ?? known.first { $0.hasPrefix(name) }
                    ?? known.filter { name.hasPrefix($0) }.max { $0.count < $1.count }
                throw .usage("unknown option \(argument)" + (close.map { " (did you mean \($0)?)" } ?? ""))
            }
        }
    }
}
