/// Where a game that asks its questions one by one stands (the Daily
/// Challenge, a topic's category quiz or timed challenge).
public enum QuestionPhase: Equatable, Sendable {
    /// The question is on screen and may be answered.
    case asking
    /// The question answered (or timed out): the answer and the right one shown, the points earned.
    case revealed
    /// After the last question: the score.
    case finished
}
