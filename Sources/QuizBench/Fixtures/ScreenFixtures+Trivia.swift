import Foundation
import QuizApp
import QuizConfig
import QuizCore
import QuizNetwork
import QuizScreens
import QuizStore
import TiltInput

/// Trivia's screens, from its home to no lives.
extension ScreenFixture {
    /// A question with its four answers and the 40 s timer running.
    static func answering(_ driver: SceneDriver) throws -> Moment {
        try reachQuestion(driver)
        // Ten seconds of the timer: its bar and its label change as they do in play.
        return driver.moment(after: 1, lasting: 10)
    }

    /// The answers with People's Choice shares: a coin buys the power-up in the
    /// store (after its first-use explanation), then it is used.
    static func peoplesChoice(_ driver: SceneDriver) throws -> Moment {
        try reachQuestion(driver)
        driver.press("0")
        for key in ["c", "enter", "c", "4", "escape", "c"] {
            driver.press(key)
            driver.run(seconds: 0.3)
        }
        guard let trivia = driver.scene as? TriviaScene, trivia.game.round?.peoplesChoice != nil else {
            throw CommandFailure("the bench could not use People's Choice (on \(driver.scene.screenName))")
        }
        return driver.moment(lasting: 5)
    }

    /// The topic's progress after a question is answered.
    static func topicProgress(_ driver: SceneDriver) throws -> Moment {
        try reachQuestion(driver)
        driver.press("1")
        try driver.run(until: "the topic's progress", limit: 30) {
            if driver.scene.screenName == "secondchance" { driver.press("escape") }
            return driver.scene.screenName == "progress"
        }
        return driver.moment(after: 1, lasting: 1)
    }

    /// A right answer, then the topic's progress with what it earned.
    static func rightAnswerProgress(_ driver: SceneDriver) throws -> Moment {
        try reachQuestion(driver)
        driver.run(seconds: 0.5)
        return try driver.moment(
            pressing: try answerKey(driver, right: true), reaching: "progress", limit: 30, after: 1, lasting: 1)
    }

    /// Play Now: the topics rolling past the slot.
    static func triviaSpinner(_ driver: SceneDriver) throws -> Moment {
        driver.run(seconds: 0.5)
        return try driver.moment(pressing: "enter", reaching: "spinner", lasting: 1.5)
    }

    /// The topic the spinner landed on, with Pass and Play.
    static func triviaTopic(_ driver: SceneDriver) throws -> Moment {
        driver.run(seconds: 0.5)
        return try driver.moment(pressing: "enter", reaching: "topic", limit: 10, after: 0.5, lasting: 1)
    }

    /// A power-up's first tap: its explanation over the question.
    static func triviaExplanation(_ driver: SceneDriver) throws -> Moment {
        try reachQuestion(driver)
        driver.run(seconds: 0.5)
        return try driver.moment(pressing: "j", reaching: "question-explain", after: 0.4, lasting: 1)
    }

    /// The shop over a question (the fixture keeps its name, triviaStore).
    static func triviaStore(_ driver: SceneDriver) throws -> Moment {
        try reachQuestion(driver)
        driver.run(seconds: 0.5)
        return try driver.moment(pressing: "b", reaching: "question-store", after: 0.4, lasting: 1)
    }

    /// A right answer's result: the message, the points, the explanation.
    static func triviaRight(_ driver: SceneDriver) throws -> Moment {
        try reachQuestion(driver)
        driver.run(seconds: 0.5)
        driver.press(try answerKey(driver, right: true))
        try driver.run(until: "the result", limit: 5) { driver.scene.screenName.hasPrefix("result") }
        return driver.moment(after: 0.5, lasting: 1)
    }

    /// A wrong answer: the Second Chance offer.
    static func triviaSecondChance(_ driver: SceneDriver) throws -> Moment {
        try reachQuestion(driver)
        driver.run(seconds: 0.5)
        return try driver.moment(
            pressing: try answerKey(driver, right: false), reaching: "secondchance", after: 0.5, lasting: 1)
    }

    /// No lives left: three wrong answers, each offer declined.
    static func triviaNoLives(_ driver: SceneDriver) throws -> Moment {
        for _ in 0..<3 {
            try reachQuestion(driver)
            driver.run(seconds: 0.5)
            driver.press(try answerKey(driver, right: false))
            try driver.run(until: "the offer or the result", limit: 5) {
                ["secondchance", "result-wrong"].contains(driver.scene.screenName)
            }
            if driver.scene.screenName == "secondchance" { driver.press("escape") }
            try driver.run(until: "the progress or no lives", limit: 30) {
                if driver.scene.screenName == "progress" { driver.press("enter") }
                return ["home", "nolives", "spinner", "topic"].contains(driver.scene.screenName)
            }
            if driver.scene.screenName == "nolives" { break }
        }
        return try driver.moment(reaching: "nolives", limit: 10, after: 0.5, lasting: 1)
    }

    /// From a question on view to the next, as a player who answers right and plays on: the answer, its result and
    /// the topic's progress, then Play Now and Play again, until a new question's answers are on view (the moment
    /// `answering` draws, a second after the question). The live bench's floor moving to new questions
    /// (`LiveBenchFrames`).
    static func nextQuestion(_ driver: SceneDriver) throws {
        guard let trivia = driver.scene as? TriviaScene, let asked = trivia.game.round?.question.id else {
            throw CommandFailure("the bench found no question on screen (on \(driver.scene.screenName))")
        }
        driver.press(try answerKey(driver, right: true))
        try driver.run(until: "trivia's next question", limit: 120) {
            switch driver.scene.screenName {
            case "progress", "home", "topic": driver.press("enter")
            case "secondchance": driver.press("escape")
            default: break
            }
            return driver.scene.screenName == "question" && trivia.game.round?.question.id != asked
        }
        driver.run(seconds: 1)
    }

    /// The key of an answer on view: the right one, or a wrong one.
    static func answerKey(_ driver: SceneDriver, right: Bool) throws -> String {
        guard let trivia = driver.scene as? TriviaScene, let options = trivia.game.round?.options,
            let index = options.firstIndex(where: { $0.isCorrect == right })
        else { throw CommandFailure("the bench found no question on screen") }
        return "\(index + 1)"
    }

    /// Play Now, the spinner, Play, the question alone, then its answers.
    static func reachQuestion(_ driver: SceneDriver) throws {
        driver.run(seconds: 0.5)
        try driver.press("enter", reaching: "topic", limit: 10)
        try driver.press("enter", reaching: "question", limit: 10)
    }
}
