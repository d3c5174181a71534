import QuizConfig
import QuizCore
import QuizText

extension PlayLaunch {
    /// Statements per Tilt True/False round: game over lists them all, readable down to 320x240.
    public static let roundLengths = 1...10

    /// What `play` refuses in its flags before anything is opened, as the line that says why in `words` (the
    /// operator's catalog, `OperatorCatalog`); nil when they go together. A round game over cannot list, a pack with
    /// another mode, a language the game does not have, a player's name that is empty or too long.
    public func flagProblem(words: Catalog) -> String? {
        guard Self.roundLengths.contains(questions) else {
            return words.text(
                "cli.play_questions",
                ["min": String(Self.roundLengths.lowerBound), "max": String(Self.roundLengths.upperBound)])
        }
        if pack != nil, let mode, mode != GameMode.packs.rawValue {
            return words.text("cli.play_pack_mode", ["mode": mode])
        }
        if let language, GameLanguage(rawValue: language) == nil {
            return Self.languageProblem(language, words: words)
        }
        if let player, PlayerRef.cleanName(player) == nil {
            return words.text(
                "cli.play_player_name",
                ["min": String(PlayerRef.nameLengths.lowerBound), "max": String(PlayerRef.nameLengths.upperBound)])
        }
        return nil
    }

    /// What `play` refuses in `--size` and `--date` as typed (read after `--config`, so in its language), as the
    /// line that says how to write them in `words`; nil when both can be read or are not given.
    public static func valueProblem(size: String?, date: String?, words: Catalog) -> String? {
        if let size {
            do {
                _ = try WindowSize.parse(size, words: words)
            } catch {
                return error.description
            }
        }
        return date.flatMap { DateFlag.problem($0, words: words) }
    }

    /// Takes `--size` and `--date` as typed into `size` and `date`; `valueProblem(size:date:words:)` has refused
    /// what cannot be read.
    public mutating func read(size: String?, date: String?) {
        self.size = size.flatMap(WindowSize.init).map { ($0.width, $0.height) }
        self.date = date.flatMap(CalendarDay.init)
    }

    /// `--language CODE` naming no language of the game, with the codes there are, in `words`.
    static func languageProblem(_ code: String, words: Catalog) -> String {
        words.text(
            "cli.language_unknown",
            ["language": code, "languages": GameLanguage.allCases.map(\.rawValue).joined(separator: ", ")])
    }
}
