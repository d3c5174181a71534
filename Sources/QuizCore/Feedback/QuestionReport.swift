/// Why a player reports a question (the `report.reason` column's values).
public enum ReportReason: String, CaseIterable, Equatable, Sendable {
    /// The answer given as right is wrong, or the question is.
    case wrong
    /// Offensive or unsuitable.
    case inappropriate
    /// Anything else, said in the note.
    case other
}

/// A question reported from a reveal or result screen: the store's row of
/// the question, the reason and an optional note.
public struct QuestionReport: Equatable, Sendable {
    public let questionID: Int64
    public let reason: ReportReason
    public let note: String

    /// The longest note kept.
    public static let noteLengths = 0...160

    public init(questionID: Int64, reason: ReportReason, note: String) {
        self.questionID = questionID
        self.reason = reason
        self.note = String(QuestionSubmission.trimmed(note).prefix(Self.noteLengths.upperBound))
    }
}

/// What became of a submission or a report.
public enum FeedbackOutcome: Equatable, Sendable {
    /// Kept for the moderators.
    case saved
    /// The player had already reported this question: one report each is enough.
    case alreadyReported
    /// Not kept, and why.
    case notSaved(FeedbackRefusal)
}

/// Why a submission or a report was not kept.
public enum FeedbackRefusal: Equatable, Sendable {
    /// The reported question was taken out of the store meanwhile.
    case questionGone
    /// The store failed (it has reported why): try again later.
    case storeDown
}

/// Where the device's "Add?" and "Report this question" go (the store's
/// `submission` and `report` tables), for one player; the screens know only this.
public protocol FeedbackDesk: AnyObject {
    /// The topics a submission offers (the store's, by name), before "Other".
    var topicNames: [String] { get }
    /// The language the player writes in (the one on view as the game began, `en`, `ar`...): the keyboard's
    /// second page of letters follows it.
    var language: String { get }
    /// Keeps a question the player sends in.
    func submit(_ submission: QuestionSubmission) -> FeedbackOutcome
    /// Whether the player has already reported the question.
    func hasReported(questionID: Int64) -> Bool
    /// The store's row of the question with this uid (screens that know questions by uid: the Daily
    /// Challenge); nil when the store has none, and then there is nothing to report.
    func questionID(uid: String) -> Int64?
    /// Keeps a report, one per player and question.
    func report(_ report: QuestionReport) -> FeedbackOutcome
}
