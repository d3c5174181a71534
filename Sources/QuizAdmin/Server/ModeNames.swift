import QuizCore
import QuizText

/// A game mode as the web admin's tables name it: the game's own title in the page's language ("Trivia",
/// German "Quiz"); a mode id this build does not know (a newer device's, through the fleet) as it is stored.
enum ModeNames {
    static func title(_ id: String, _ words: Catalog) -> String {
        GameMode(rawValue: id).map { words[$0.titleKey] } ?? id
    }
}
