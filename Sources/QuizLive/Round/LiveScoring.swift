import QuizCore

/// Points in a live round: a right answer scores on trivia's curve
/// (`TriviaScoring`: 600 during the first quarter of the countdown, then
/// falling linearly to 0 at its end), plus a streak bonus of 100 for each
/// right answer in a row before it, at most 500 (the second right answer in
/// a row gets +100, the sixth and later +500). Wrong or no answer: 0, and the
/// streak starts again.
public enum LiveScoring {
    /// The bonus for each right answer in a row before this one.
    public static let streakStep = 100
    /// The most a streak adds to one answer.
    public static let streakCap = 500

    /// The speed points for a right answer given with `secondsRemaining` of a `seconds` countdown.
    public static func speedPoints(secondsRemaining: Double, seconds: Double) -> Int {
        TriviaScoring.points(secondsRemaining: secondsRemaining, answerSeconds: seconds)
    }

    /// The bonus for a right answer that makes a streak of `streak` (1 for the first right answer: no bonus).
    public static func streakBonus(streak: Int) -> Int {
        guard streak > 1 else { return 0 }
        return min(streakCap, streakStep * (streak - 1))
    }
}
