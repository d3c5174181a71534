import Foundation

/// A quiz pack as the packs list shows it, for one player.
public struct QuizPackEntry: Sendable, Equatable, Identifiable {
    /// The store's pack id (`quiz-mathematics`).
    public let id: String
    public let title: String
    /// One short line of description; may be "".
    public let summary: String
    /// The pack's own icon (a name from `assets/icons`), or nil: the list picks one by subject.
    public let icon: String?
    /// Questions the pack has now (questions removed upstream no longer count).
    public let questionCount: Int
    /// The player's best finished game of the pack, or nil before the first.
    public let best: PackScore?

    public init(id: String, title: String, summary: String, icon: String?, questionCount: Int, best: PackScore?) {
        self.id = id
        self.title = title
        self.summary = summary
        self.icon = icon
        self.questionCount = questionCount
        self.best = best
    }
}

/// Right answers out of the questions played: "4/5".
public struct PackScore: Sendable, Equatable, CustomStringConvertible {
    public let right: Int
    public let total: Int

    public init(right: Int, total: Int) {
        self.right = right
        self.total = total
    }

    public var description: String { "\(right)/\(total)" }

    /// Whether this score beats `other`: a higher share right, then more right answers.
    public func beats(_ other: PackScore?) -> Bool {
        guard let other else { return true }
        let mine = right * max(other.total, 1)
        let theirs = other.right * max(total, 1)
        return mine != theirs ? mine > theirs : right > other.right
    }
}

/// One question of a pack, with its answers in the pack's own order.
public struct PackQuestion: Sendable, Equatable {
    /// The store's question id (answers are recorded under it).
    public let id: Int64
    public let text: String
    /// The answers as the pack lists them (2 to 6).
    public let answers: [PackAnswer]
    /// Index in `answers` of the right one.
    public let correctIndex: Int

    public init(id: Int64, text: String, answers: [PackAnswer], correctIndex: Int) {
        self.id = id
        self.text = text
        self.answers = answers
        self.correctIndex = correctIndex
    }

    public var correctAnswer: PackAnswer { answers[correctIndex] }
}

/// One answer a player can choose: the store's option id and its text.
public struct PackAnswer: Sendable, Equatable {
    public let id: Int64
    public let text: String

    public init(id: Int64, text: String) {
        self.id = id
        self.text = text
    }
}

/// One answer given in a pack game, as it is recorded.
public struct PackAnswerRecord: Sendable, Equatable {
    public let packID: String
    public let questionID: Int64
    public let answerID: Int64
    public let right: Bool
    public let secondsTaken: Double

    public init(packID: String, questionID: Int64, answerID: Int64, right: Bool, secondsTaken: Double) {
        self.packID = packID
        self.questionID = questionID
        self.answerID = answerID
        self.right = right
        self.secondsTaken = secondsTaken
    }
}

/// A pack game played to its end.
public struct FinishedPackGame: Sendable, Equatable {
    /// A new UUID per game: the score server drops a repeat by it.
    public let id: UUID
    public let player: PlayerRef
    public let packID: String
    public let right: Int
    public let total: Int
    public let finishedAt: Date

    public init(id: UUID, player: PlayerRef, packID: String, right: Int, total: Int, finishedAt: Date) {
        self.id = id
        self.player = player
        self.packID = packID
        self.right = right
        self.total = total
        self.finishedAt = finishedAt
    }
}

/// A finished game as the Scores screen lists it.
public struct PackGameSummary: Sendable, Equatable {
    public let packID: String
    public let packTitle: String
    public let score: PackScore
    public let finishedAt: Date

    public init(packID: String, packTitle: String, score: PackScore, finishedAt: Date) {
        self.packID = packID
        self.packTitle = packTitle
        self.score = score
        self.finishedAt = finishedAt
    }
}

/// What the Scores screen shows a player: the best game of each pack played, and the latest games.
public struct PackScoreBoard: Sendable, Equatable {
    /// One per pack played, by pack title.
    public let best: [PackGameSummary]
    /// Newest first, at most 20.
    public let recent: [PackGameSummary]

    public init(best: [PackGameSummary], recent: [PackGameSummary]) {
        self.best = best
        self.recent = recent
    }
}

/// Where the packs come from and how the last check went, for the Settings
/// screen and the list's "updated" line.
public struct PackSourceStatus: Sendable, Equatable {
    /// Where the URL was set.
    public enum Origin: String, Sendable {
        /// `tiltquiz packs url` or the Settings screen (kept in the store).
        case stored
        /// The config's `packs.url`.
        case config
        /// No URL: only the bundled packs.
        case none
    }

    /// The pack URL checked, or nil when none is set.
    public var url: String?
    public var origin: Origin
    /// True while a check is under way.
    public var checking: Bool
    /// When a check last succeeded (a 304 counts), or nil.
    public var lastSuccess: Date?
    /// What the last check that changed something changed.
    public var lastChange: QuizPackChanges?
    /// Why the last check failed; nil when it succeeded.
    public var lastProblem: PackCheckProblem?
    /// When the packs on the list last changed (a check that changed something, or the bundled install).
    public var packsUpdated: Date?

    public init(
        url: String?, origin: Origin, checking: Bool = false, lastSuccess: Date? = nil,
        lastChange: QuizPackChanges? = nil,
        lastProblem: PackCheckProblem? = nil, packsUpdated: Date? = nil
    ) {
        self.url = url
        self.origin = origin
        self.checking = checking
        self.lastSuccess = lastSuccess
        self.lastChange = lastChange
        self.lastProblem = lastProblem
        self.packsUpdated = packsUpdated
    }
}
