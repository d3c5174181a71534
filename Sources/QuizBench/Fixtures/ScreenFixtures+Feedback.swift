import Foundation
import QuizCore
import QuizScreens

/// "Add?" and "Report this question": trivia's home and result with their pills, the submission form, its
/// keyboard, a refused and a sent submission, the report forms over trivia's result and Tilt True/False's
/// reveal, and a second report of the same question; the topic games' reveals with "Report" (a category
/// quiz's and a timed challenge's) and the report forms over a topic reveal and the Daily Challenge's reveal.
extension ScreenFixture {
    static let feedback: [ScreenFixture] = [
        ScreenFixture("triviaHomeAdd", feedbackTrivia, opened),
        ScreenFixture("triviaResultReport", feedbackTrivia, triviaRight),
        ScreenFixture("addQuestion", feedbackTrivia, addQuestion),
        ScreenFixture("addKeyboard", feedbackTrivia, addKeyboard),
        ScreenFixture("addRefused", feedbackTrivia, addRefused),
        ScreenFixture("addThanks", feedbackTrivia, addThanks),
        ScreenFixture("reportTrivia", feedbackTrivia, reportTrivia),
        ScreenFixture("reportAgain", feedbackTrivia, reportAgain),
        ScreenFixture("tiltRevealReport", reportingTrueFalse, reveal),
        ScreenFixture("reportDaily", daily, report(after: dailyReveal)),
        ScreenFixture("categoryAnswerReport", feedbackTrivia, categoryAnswer),
        ScreenFixture("timedAnswerReport", feedbackTrivia, timedAnswer),
        ScreenFixture("reportTopic", feedbackTrivia, report(after: categoryAnswer)),
        ScreenFixture("reportTilt", reportingTrueFalse, report(after: reveal)),
    ]

    /// Trivia whose home offers "Add?" and whose results offer "Report".
    static let feedbackTrivia: Start = { try $0.feedbackTriviaScene() }
    /// Tilt True/False whose reveal offers "Report".
    static let reportingTrueFalse: Start = { try $0.reportingTrueFalseScene() }

    /// W on the reveal `drive` reaches: the report form, settled for a third of a second.
    static func report(after drive: @escaping Drive) -> Drive {
        { driver in
            _ = try drive(driver)
            try driver.press("w", reaching: "report")
            return driver.moment(after: 0.3, lasting: 1)
        }
    }

    /// A question typed on the keyboard, its answer typed too: the form with the topic still "Other".
    static func addQuestion(_ driver: SceneDriver) throws -> Moment {
        try openAdd(driver)
        try typeField(driver, "Which moon of Jupiter is the largest in the Solar System?")
        try typeField(driver, "Ganymede")
        return driver.moment(lasting: 1)
    }

    /// The keyboard with a question half typed (the caret blinks).
    static func addKeyboard(_ driver: SceneDriver) throws -> Moment {
        try openAdd(driver)
        try driver.press("enter", reaching: "add-typing")
        driver.type("Which river flows through Vienna")
        return driver.moment(lasting: 1.5)
    }

    /// Send with nothing typed: both empty fields named.
    static func addRefused(_ driver: SceneDriver) throws -> Moment {
        try openAdd(driver)
        driver.press("down", "down", "down", "right", "enter")
        return driver.moment(lasting: 1)
    }

    /// A question sent: the thanks.
    static func addThanks(_ driver: SceneDriver) throws -> Moment {
        _ = try addQuestion(driver)
        // The focus is on the topic after the answer: one step right picks the store's first topic.
        return try driver.moment(pressing: "right", "down", "right", "enter", reaching: "add-done", lasting: 1)
    }

    /// The report form over trivia's result.
    static func reportTrivia(_ driver: SceneDriver) throws -> Moment {
        _ = try triviaRight(driver)
        return try driver.moment(pressing: "w", reaching: "report", lasting: 1)
    }

    /// A question reported, then reported again: one report each is enough.
    static func reportAgain(_ driver: SceneDriver) throws -> Moment {
        _ = try reportTrivia(driver)
        // Down to the note, down to Cancel, right to Send.
        try driver.press("down", "down", "right", "enter", reaching: "report-done")
        return try driver.moment(pressing: "enter", "w", reaching: "report-done", lasting: 1)
    }

    static func openAdd(_ driver: SceneDriver) throws {
        driver.run(seconds: 0.5)
        try driver.press("a", reaching: "add")
    }

    /// Enter on the focused field, the text typed, Enter on Done.
    static func typeField(_ driver: SceneDriver, _ text: String) throws {
        try driver.press("enter", reaching: "add-typing")
        driver.type(text)
        try driver.press("enter", reaching: "add")
    }
}
