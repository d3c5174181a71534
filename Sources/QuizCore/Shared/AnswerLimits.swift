/// How many wrong answers a multiple-choice question holds: every store, import, form and mode reads these.
/// A question keeps up to `wrongKept`; trivia and the topic quizzes deal the right answer beside `wrongDealt`
/// of them (four answers on screen), so a question the admin puts in play needs at least that many.
public enum AnswerLimits {
    /// The most wrong answers a question keeps (a CSV's wrong1...wrong5).
    public static let wrongKept = 5
    /// The wrong answers dealt beside the right one: four answers on screen.
    public static let wrongDealt = 3
}
