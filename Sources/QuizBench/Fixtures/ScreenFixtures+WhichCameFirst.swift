import Foundation
import QuizConfig
import QuizCore
import QuizNetwork
import QuizScreens
import QuizStore
import TiltInput

/// Which came first?'s screens.
extension ScreenFixture {
    /// The first question of 20 July 2026, its cards coming in, then card 1 selected.
    static func historyQuestion(_ driver: SceneDriver) throws -> Moment {
        try driver.press("enter", reaching: "wcf-question")
        let start = driver.time
        driver.run(seconds: 0.6)
        driver.press("left")
        return (start, 1.5)
    }

    /// A day whose events are the ten longest texts the bundle holds (on a small panel they scroll), card 1's
    /// text moved down a line.
    static func historyLongText(_ driver: SceneDriver) throws -> Moment {
        _ = try historyQuestion(driver)
        driver.press("down")
        return driver.moment(lasting: 1)
    }

    /// The answer to the first question (a wrong one: card 1 is the later event), then the cards leaving.
    static func historyReveal(_ driver: SceneDriver) throws -> Moment {
        _ = try historyQuestion(driver)
        return try driver.moment(pressing: "enter", reaching: "wcf-reveal", after: 0.6, lasting: 1)
    }

    /// The result of a whole game, with the day's board.
    static func historyResult(_ driver: SceneDriver) throws -> Moment {
        try driver.play(to: "wcf-result", question: "wcf-question", pause: 0.5) {
            try driver.press("right", "enter", reaching: "wcf-reveal")
        }
        return driver.moment(after: 0.5, lasting: 1)
    }

    static func historyAbout(_ driver: SceneDriver) throws -> Moment {
        try driver.moment(pressing: "up", "enter", reaching: "wcf-about", lasting: 1)
    }

    static func historyDays(_ driver: SceneDriver) throws -> Moment {
        try driver.press("down", "enter", reaching: "wcf-days")
        driver.press("down")
        return driver.moment(lasting: 1)
    }

    /// A store with no events at all: today's game is not available.
    static func historyUnavailable(_ driver: SceneDriver) throws -> Moment {
        try driver.moment(pressing: "enter", reaching: "wcf-unavailable", after: 0.5, lasting: 1)
    }
}
