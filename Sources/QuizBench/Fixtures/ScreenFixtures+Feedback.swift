import Foundation
import QuizCore
import QuizScreens

/// "Add?" and "Report this question": trivia's home and result with their pills, the submission form, its
/// keyboard, a refused and a sent submission, the report forms over trivia's result and Tilt True/False's
/// reveal, and a second report of the same question; the topic games' reveals with "Report" (a category
/// quiz's and a timed challenge's) and the report forms over a topic reveal and the Daily Challenge's reveal.
extension ScreenFixture {
    static let feedback: [ScreenFixture] = [
        ScreenFixture(name: "triviaHomeAdd") { world in try feedbackTrivia(world, triviaHome) },
        ScreenFixture(name: "triviaResultReport") { world in try feedbackTrivia(world, triviaRight) },
        ScreenFixture(name: "addQuestion") { world in try feedbackTrivia(world, addQuestion) },
        ScreenFixture(name: "addKeyboard") { world in try feedbackTrivia(world, addKeyboard) },
        ScreenFixture(name: "addRefused") { world in try feedbackTrivia(world, addRefused) },
        ScreenFixture(name: "addThanks") { world in try feedbackTrivia(world, addThanks) },
        ScreenFixture(name: "reportTrivia") { world in try feedbackTrivia(world, reportTrivia) },
        ScreenFixture(name: "reportAgain") { world in try feedbackTrivia(world, reportAgain) },
        ScreenFixture(name: "tiltRevealReport") { world in
            let driver = try world.reportingTrueFalseScene()
            let moment = try reveal(driver)
            return (driver, moment.start, moment.span)
        },
        ScreenFixture(name: "reportDaily") { world in
            let driver = try world.dailyScene()
            _ = try dailyReveal(driver)
            try openReport(driver)
            return (driver, driver.time, 1)
        },
        ScreenFixture(name: "categoryAnswerReport") { world in try feedbackTrivia(world, categoryAnswer) },
        ScreenFixture(name: "timedAnswerReport") { world in try feedbackTrivia(world, timedAnswer) },
        ScreenFixture(name: "reportTopic") { world in
            try feedbackTrivia(world) { driver in
                _ = try categoryAnswer(driver)
                try openReport(driver)
                return (driver.time, 1)
            }
        },
        ScreenFixture(name: "reportTilt") { world in
            let driver = try world.reportingTrueFalseScene()
            _ = try reveal(driver)
            try openReport(driver)
            return (driver, driver.time, 1)
        },
    ]

    /// W on a reveal: the report form, settled for a third of a second.
    static func openReport(_ driver: SceneDriver) throws {
        try driver.press("w", reaching: "report")
        driver.run(seconds: 0.3)
    }

    static func feedbackTrivia(
        _ world: ScreenWorld, _ drive: (SceneDriver) throws -> Moment
    ) throws -> (driver: SceneDriver, start: Double, span: Double) {
        let driver = try world.feedbackTriviaScene()
        let moment = try drive(driver)
        return (driver, moment.start, moment.span)
    }

    /// A question typed on the keyboard, its answer typed too: the form with the topic still "Other".
    static func addQuestion(_ driver: SceneDriver) throws -> Moment {
        try openAdd(driver)
        try typeField(driver, "Which moon of Jupiter is the largest in the Solar System?")
        try typeField(driver, "Ganymede")
        return (driver.time, 1)
    }

    /// The keyboard with a question half typed (the caret blinks).
    static func addKeyboard(_ driver: SceneDriver) throws -> Moment {
        try openAdd(driver)
        try driver.press("enter", reaching: "add-typing")
        driver.type("Which river flows through Vienna")
        return (driver.time, 1.5)
    }

    /// Send with nothing typed: both empty fields named.
    static func addRefused(_ driver: SceneDriver) throws -> Moment {
        try openAdd(driver)
        driver.press("down", "down", "down", "right", "enter")
        return (driver.time, 1)
    }

    /// A question sent: the thanks.
    static func addThanks(_ driver: SceneDriver) throws -> Moment {
        _ = try addQuestion(driver)
        // The focus is on the topic after the answer: one step right picks the store's first topic.
        try driver.press("right", "down", "right", "enter", reaching: "add-done")
        return (driver.time, 1)
    }

    /// The report form over trivia's result.
    static func reportTrivia(_ driver: SceneDriver) throws -> Moment {
        _ = try triviaRight(driver)
        try driver.press("w", reaching: "report")
        return (driver.time, 1)
    }

    /// A question reported, then reported again: one report each is enough.
    static func reportAgain(_ driver: SceneDriver) throws -> Moment {
        _ = try reportTrivia(driver)
        // Down to the note, down to Cancel, right to Send.
        try driver.press("down", "down", "right", "enter", reaching: "report-done")
        try driver.press("enter", "w", reaching: "report-done")
        return (driver.time, 1)
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
