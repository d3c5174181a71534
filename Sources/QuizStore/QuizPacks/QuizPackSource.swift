import Foundation

/// Where quiz packs come from: the starter file the game ships, or a pack URL.
public enum QuizPackSource: Sendable, Equatable, CustomStringConvertible {
    /// `assets/quizzes/starter.json`: never removed by a URL's check.
    case bundled
    /// An iQuiz document downloaded from this URL.
    case url(String)

    /// How `pack.sourceURL` keeps it.
    var key: String {
        switch self {
        case .bundled: return Self.bundledKey
        case .url(let url): return url
        }
    }

    static let bundledKey = "bundled"

    public var description: String {
        switch self {
        case .bundled: return "the bundled starter quizzes"
        case .url(let url): return url
        }
    }
}
