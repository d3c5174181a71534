/// The language content (questions, statements, topics, packs) is written in, and which one a mode deals in.
///
/// A mode deals in the player's language (the one on view) when that language has enough questions for what is
/// dealt (a round, a topic), else in the operator's default language, else in English; the player is told once
/// when it is not their language (`Choice.fellBack`). Every mode's dealing asks `choose` so they agree.
public enum ContentLanguage {
    /// The language of all content that names none.
    public static let english = "en"

    /// Whether `code` is written like a language code: two or three lower-case ASCII letters ("de", "tr",
    /// "ast"), as the `language` of a pack or a CSV row must be.
    public static func isCode(_ code: String) -> Bool {
        (2...3).contains(code.utf8.count) && code.utf8.allSatisfy { (97...122).contains($0) }
    }

    /// The language chosen, and whether the player's own was passed over (then say so, once).
    public struct Choice: Equatable, Sendable {
        /// The language to deal in.
        public var language: String
        /// True when `language` is not the player's: the mode shows the one-line notice.
        public var fellBack: Bool

        public init(language: String, fellBack: Bool) {
            self.language = language
            self.fellBack = fellBack
        }
    }

    /// The first of the player's language, the operator's default and English that has at least `needed`
    /// questions by `available` (a count of what the mode would deal, in that language); English when none has.
    public static func choose(
        player: String, operatorDefault: String, needed: Int, available: (String) -> Int
    ) -> Choice {
        let needed = max(1, needed)
        for candidate in [player, operatorDefault] where available(candidate) >= needed {
            return Choice(language: candidate, fellBack: candidate != player)
        }
        return Choice(language: english, fellBack: player != english)
    }

    /// `choose` over `counts` (what the mode would deal, by language), but never a language with none: when
    /// the player's, the operator's and English all have none, the language with the most (the first by code
    /// of equals). Nil when `counts` has nothing at all.
    public static func choose(
        player: String, operatorDefault: String, needed: Int, among counts: [String: Int]
    ) -> Choice? {
        let choice = choose(player: player, operatorDefault: operatorDefault, needed: needed) {
            counts[$0, default: 0]
        }
        if counts[choice.language, default: 0] > 0 { return choice }
        let most = counts.filter { $0.value > 0 }.max { ($0.value, $1.key) < ($1.value, $0.key) }?.key
        return most.map { Choice(language: $0, fellBack: $0 != player) }
    }
}
