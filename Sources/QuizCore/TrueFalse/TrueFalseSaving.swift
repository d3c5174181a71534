/// What Tilt True/False keeps of one action of its rules: an answer, a round
/// finished, a round dealt.
public enum TrueFalseRecord: Equatable, Sendable {
    /// A committed answer, and the seconds its question was on screen before it.
    case answer(TrueFalseAnswer, secondsTaken: Double)
    case round(score: Int, total: Int)
    /// The round's statements, so the next game does not deal them again.
    case dealt(ids: [String], startedOver: Bool)
}

/// Where Tilt True/False keeps what happens to its player. An
/// implementation answers at once and never throws (the frame path does not
/// wait): a record the store cannot take now waits and is tried again, or is
/// reported lost, and play goes on.
public protocol TrueFalseSaving: AnyObject {
    /// Keeps one record, all of it or none (one transaction).
    func record(_ record: TrueFalseRecord)
}
