/// Every phrase the narration says, in English, in one place: the string catalog (QuizText) takes them over
/// when the game speaks other languages, so nothing spoken is spelled anywhere else.
public enum SpokenPhrases {
    // Home
    static let homeChoices = "Choose a game."
    static func homePlay(_ title: String) -> String { "Say play, or press Enter, for \(title)." }

    // Tilt True/False
    static let trueFalseTitle = "Tilt True or False. Tilt or press Enter to play."
    static func statementNumber(_ number: Int, of total: Int) -> String { "Statement \(number) of \(total)." }
    static let tiltHint = "Tilt left for true, right for false."
    static let right = "Right!"
    static let wrong = "Wrong."
    static func statementWas(_ answer: Bool) -> String { answer ? "It is true." : "It is false." }
    static func gameOver(score: Int, total: Int) -> String { "Game over. \(score) of \(total) right." }

    // Trivia
    static let triviaHome = "Trivia. Press Enter to play."
    static let spinning = "Choosing a topic."
    static func topicChosen(_ name: String) -> String { "\(name). Enter to play, P to pass." }
    static func option(_ number: Int, _ text: String) -> String { "\(number): \(text)." }
    static func secondsLeft(_ seconds: Int) -> String { "\(seconds) seconds." }
    static let secondChance = "Wrong. Buy a second chance, or cancel."
    static let timeUp = "Time's up."
    static let jumped = "Question jumped."
    static func rightAnswerWas(_ number: Int, _ text: String) -> String { "The answer was \(number): \(text)." }
    static func points(_ points: Int) -> String { points == 1 ? "1 point." : "\(points) points." }
    static func progress(topic: String, percent: Int) -> String { "\(topic): \(percent) percent right." }
    static func medal(_ medal: String) -> String { "You have the \(medal) medal." }
    static let noLives = "No lives left. Wait for one, or buy a refill."

    /// The timer's spoken marks, in seconds left.
    static let timerMarks = [10, 5]
}
