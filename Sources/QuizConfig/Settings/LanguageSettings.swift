/// A language the game's texts can be shown in: one `.po` file each in the assets' `languages/`
/// (docs/languages.md), and `pseudo`, English made longer and accented to test layouts (never offered to players).
public enum GameLanguage: String, Sendable, CaseIterable {
    case en, de, es, fr, tr, ar, pseudo

    /// The languages a player may be shown: every one but the pseudo-locale.
    public static let spoken: [GameLanguage] = allCases.filter { $0 != .pseudo }

    /// Why `code` is not a language the game has ("no such language; use one of en, de, ..."), naming it; nil
    /// when it is one. For `--language`.
    public static func problem(with code: String) -> String? {
        guard GameLanguage(rawValue: code) == nil else { return nil }
        return "--language \(code): no such language; use one of " + allCases.map(\.rawValue).joined(separator: ", ")
    }
}

/// Which language the game shows (`language`, the default every session starts in) and which ones it offers
/// (`languages`); `play --language` and `layout-check --language` choose another for one run.
public struct LanguageSettings: Sendable, Equatable {
    /// `language`: the language screens show when nobody chose another.
    public var language: GameLanguage = .en
    /// `languages`: the languages players may choose; nil ("all", the default): every spoken one.
    public var offered: [GameLanguage]?

    /// The languages offered, in the order the config lists them.
    public var offeredLanguages: [GameLanguage] { offered ?? GameLanguage.spoken }

    public init() {}
}
