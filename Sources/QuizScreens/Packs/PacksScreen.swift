/// What the quiz packs mode has on view.
enum PacksScreen: Equatable {
    /// The packs, with the toolbar (Scores, and Settings outside a kiosk).
    case list
    /// A question, its answers and Submit.
    case question
    /// Right or wrong, the right answer, Next.
    case answer
    /// The score and a phrase for it, Next.
    case finished
    /// The pack URL, Check now and how the last check went.
    case settings
    /// The on-screen keyboard for the pack URL.
    case typingURL
    /// Best score per pack and the latest games.
    case scores

    /// The screen's name in screenshots and the summary.
    var name: String {
        switch self {
        case .list: return "packs"
        case .question: return "pack-question"
        case .answer: return "pack-answer"
        case .finished: return "pack-finished"
        case .settings: return "pack-settings"
        case .typingURL: return "pack-url"
        case .scores: return "pack-scores"
        }
    }
}
