import Foundation
import QuizConfig
import QuizCore
import QuizStore
import QuizText
import Synchronization

/// The words of `tiltquiz --help`, `tiltquiz help CMD` and `CMD --help` in the operator's language (issue 37):
/// every command's abstract, discussion and argument help is a catalog text by key (`help.<command>.<name>`), and
/// so are ArgumentParser's own headings and fixed lines (`help.heading.*`, `help.show_help`...), put in by
/// `translating(_:)` into the rendered help.
///
/// The language: `--language CODE` in the arguments when the game knows CODE, else the `language` of the config
/// `--config FILE` names, else of the config the game finds (as `OperatorCatalog.ofFoundConfig`), else English; a
/// config that cannot be read gives English, never a failure (the command reports it when it runs).
///
/// Cost: ArgumentParser evaluates every `help:` whenever a command is parsed, not only for help. So no catalog and
/// no config is read for them: until `load(for:)` the texts are their keys, which nothing prints (the executable
/// writes the first line of a usage error, never its `Help:` lines). `load(for:)` is called only when
/// ArgumentParser reports a help request (`-h`, `--help`, `help`, a command group run without its subcommand,
/// `--generate-completion-script`, `--experimental-dump-help`; not `--version`); then the help is rendered again,
/// which asks for the texts anew (the commands' configurations are computed for this). Reading the config and the
/// catalog takes about 110 ms of a debug build's `help fleet status` (docs/languages.md, measured 2026-12-07),
/// which a command not asked for help does not pay; the catalogs' help entries do make every catalog read about
/// 15 % longer.
public enum HelpWords {
    /// The catalog help is written in; nil until `load(for:)`.
    private static let chosen = Mutex<Catalog?>(nil)

    /// The help text `key`, or the key itself before `load(for:)`.
    public static subscript(_ key: String) -> String { text(key) }

    /// The help text `key` with its placeholders filled, or the key itself before `load(for:)`.
    public static func text(_ key: String, _ values: [String: String] = [:]) -> String {
        guard let catalog = chosen.withLock({ $0 }) else { return key }
        return catalog.text(key, values)
    }

    /// A name's rule in `help.players.add.name`: `{min}` to `{max}` characters.
    public static var nameRule: [String: String] {
        ["min": "\(PlayerRef.nameLengths.lowerBound)", "max": "\(PlayerRef.nameLengths.upperBound)"]
    }

    /// A username's rule in `help.new_username.name`: `{min}` to `{max}` characters.
    public static var usernameRule: [String: String] {
        ["min": "\(Username.lengths.lowerBound)", "max": "\(Username.lengths.upperBound)"]
    }

    /// A username's and a password's rules in the accounts' discussions: `{min}`, `{max}`, `{length}`.
    public static var accountRules: [String: String] {
        usernameRule.merging(["length": "\(PasswordRule.minimumLength)"]) { first, _ in first }
    }

    /// An avatar file's sides in pixels, `{smallest}` to `{largest}`.
    public static var avatarSides: [String: String] {
        ["smallest": "\(AvatarFiles.sides.lowerBound)", "largest": "\(AvatarFiles.sides.upperBound)"]
    }

    /// Reads the catalog of the language `arguments` (the command line without the program's name) ask for; once.
    public static func load(for arguments: [String]) {
        if chosen.withLock({ $0 }) != nil { return }
        let catalog =
            (try? OperatorCatalog.named(language(for: arguments))) ?? (try? OperatorCatalog.named("en"))
            ?? Catalog.empty("en")
        chosen.withLock { $0 = catalog }
    }

    /// The language help is written in for `arguments`: `--language`'s when the game knows it, else the config's
    /// (`--config`'s, else the one the game finds), else English.
    public static func language(for arguments: [String]) -> String {
        if let code = value(of: "--language", in: arguments), GameLanguage(rawValue: code) != nil {
            return code
        }
        let location = StoreLocation(configFile: value(of: "--config", in: arguments), data: nil)
        return (try? location.loadConfig())?.config.languages.language.rawValue ?? "en"
    }

    /// The last value `option` is given in `arguments`, as `--option VALUE` or `--option=VALUE`.
    static func value(of option: String, in arguments: [String]) -> String? {
        var found: String?
        for (index, argument) in arguments.enumerated() {
            if argument == "--" { break }
            if argument == option, index + 1 < arguments.count {
                found = arguments[index + 1]
            } else if argument.hasPrefix(option + "=") {
                found = String(argument.dropFirst(option.count + 1))
            }
        }
        return found
    }

    /// `help`, ArgumentParser's rendered help, with its own headings and fixed lines in the loaded catalog's words:
    /// OVERVIEW, USAGE (its continued lines indented under the translated word), ARGUMENTS, OPTIONS, SUBCOMMANDS,
    /// the help and version flags' lines, "See '… <subcommand>' for detailed help.", "(default: …)",
    /// "(values: …)" and a default subcommand's "(default)". Any other text (a completion script, JSON) is left as
    /// it is.
    public static func translating(_ help: String) -> String {
        guard let catalog = chosen.withLock({ $0 }) else { return help }
        return translating(help, in: catalog, width: screenWidth)
    }

    /// The width ArgumentParser wraps help to: `COLUMNS`, else the terminal's, else 80.
    static var screenWidth: Int {
        if let columns = ProcessInfo.processInfo.environment["COLUMNS"].flatMap({ Int($0) }) { return columns }
        var size = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
        return 80
    }

    /// `text` broken at spaces as ArgumentParser wraps an overview: a line it breaks is shorter than `columns`.
    static func wrapped(_ text: String, to columns: Int) -> [String] {
        var lines: [String] = []
        var rest = Substring(text)
        while rest.count > columns, let space = rest.prefix(columns).lastIndex(of: " ") ?? rest.firstIndex(of: " ") {
            lines.append(String(rest[..<space]))
            rest = rest[rest.index(after: space)...]
        }
        return lines + [String(rest)]
    }

    /// `help` with ArgumentParser's headings and fixed lines in `catalog`'s words (`translating(_:)`), its overview
    /// wrapped again to `width` when the heading's word is not as long as English's.
    static func translating(_ help: String, in catalog: Catalog, width: Int) -> String {
        guard help.hasPrefix("OVERVIEW: ") || help.hasPrefix("USAGE: ") else { return help }
        let headings = [
            "OVERVIEW:": catalog.text("help.heading.overview"), "USAGE:": catalog.text("help.heading.usage"),
            "ARGUMENTS:": catalog.text("help.heading.arguments"), "OPTIONS:": catalog.text("help.heading.options"),
            "SUBCOMMANDS:": catalog.text("help.heading.subcommands"),
        ]
        let defaultWord = catalog.text("help.default")
        let valuesWord = catalog.text("help.values")
        var lines: [String] = []
        var usageIndent: String?
        for line in help.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            var line = line
            if let indent = usageIndent, line.hasPrefix("       ") {
                line = indent + line.dropFirst(7)
            } else {
                usageIndent = nil
            }
            if let heading = headings[line] {
                line = heading
            } else if line.hasPrefix("OVERVIEW: ") {
                line = catalog.text("help.heading.overview") + " " + line.dropFirst(10)
            } else if line.hasPrefix("USAGE: ") {
                let word = catalog.text("help.heading.usage")
                line = word + " " + line.dropFirst(7)
                usageIndent = String(repeating: " ", count: word.count + 1)
            } else if let see = line.firstMatch(of: /^(\s*)See '(.+ <subcommand>)' for detailed help\.$/) {
                line = String(see.output.1) + catalog.text("help.see_subcommand", ["command": String(see.output.2)])
            }
            line = line.replacing("Show help information.", with: catalog.text("help.show_help"))
                .replacing("Show the version.", with: catalog.text("help.show_version"))
                .replacing("Show subcommand help information.", with: catalog.text("help.show_subcommand_help"))
                .replacing("(default:", with: "(" + defaultWord + ":")
                .replacing("; default:", with: "; " + defaultWord + ":")
                .replacing("(values:", with: "(" + valuesWord + ":")
            if let marker = line.firstMatch(of: /^(\s+\S+) \(default\)( *)/) {
                // A default subcommand's label, padded to the column its abstract starts in: kept there if it can.
                let label = String(marker.output.1) + " (" + defaultWord + ")"
                let padding = marker.output.2.isEmpty ? 0 : max(1, marker.output.0.count - label.count)
                line = label + String(repeating: " ", count: padding) + line[marker.range.upperBound...]
            }
            lines.append(line)
        }
        let overview = catalog.text("help.heading.overview")
        if help.hasPrefix("OVERVIEW: "), overview.count != 9, let end = lines.firstIndex(of: "") {
            lines.replaceSubrange(..<end, with: wrapped(lines[..<end].joined(separator: " "), to: width))
        }
        return lines.joined(separator: "\n")
    }
}
