import QuizCore

extension Medal {
    /// The catalog key of the medal's name as the results and profiles say it ("Gold medal").
    public var nameKey: String {
        switch self {
        case .bronze: "medal.bronze"
        case .silver: "medal.silver"
        case .gold: "medal.gold"
        }
    }
}
