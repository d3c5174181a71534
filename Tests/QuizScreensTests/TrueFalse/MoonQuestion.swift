import QuizCore

/// The one Tilt True/False question the home, kiosk, profile and small-screen tests play a round of: a pool
/// written once, so the suites that deal it agree on what the round holds.
enum MoonQuestion {
    static let pool = [
        TrueFalseQuestion(
            id: "q1", topic: "Space", statement: "The Moon has no atmosphere to speak of.", answer: true,
            explanation: "Its exosphere is extremely thin.", source: "https://en.wikipedia.org/wiki/Moon")
    ]
}
