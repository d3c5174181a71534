import Foundation
import QuizConfig
import QuizCore
import QuizNetwork
import QuizScreens
import QuizStore
import TiltInput

/// Which came first?'s screens.
extension ScreenFixture {
    static func history(
        _ world: ScreenWorld, _ drive: (SceneDriver) throws -> Moment
    ) throws -> (driver: SceneDriver, start: Double, span: Double) {
        let driver = try world.historyScene()
        let moment = try drive(driver)
        return (driver, moment.start, moment.span)
    }

    static func historySplash(_ driver: SceneDriver) throws -> Moment {
        driver.run(seconds: 0.5)
        return (driver.time, 2)
    }

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
        return (driver.time, 1)
    }

    /// The answer to the first question (a wrong one: card 1 is the later event), then the cards leaving.
    static func historyReveal(_ driver: SceneDriver) throws -> Moment {
        _ = try historyQuestion(driver)
        try driver.press("enter", reaching: "wcf-reveal")
        driver.run(seconds: 0.6)
        return (driver.time, 1)
    }

    /// The result of a whole game, with the day's board.
    static func historyResult(_ driver: SceneDriver) throws -> Moment {
        driver.press("enter")
        while driver.scene.screenName != "wcf-result" {
            try driver.waitFor(screen: "wcf-question")
            try driver.press("right", "enter", reaching: "wcf-reveal")
            driver.press("enter")
            driver.run(seconds: 0.5)
        }
        driver.run(seconds: 0.5)
        return (driver.time, 1)
    }

    static func historyAbout(_ driver: SceneDriver) throws -> Moment {
        try driver.press("up", "enter", reaching: "wcf-about")
        return (driver.time, 1)
    }

    static func historyDays(_ driver: SceneDriver) throws -> Moment {
        try driver.press("down", "enter", reaching: "wcf-days")
        driver.press("down")
        return (driver.time, 1)
    }

    /// A store with no events at all: today's game is not available.
    static func historyUnavailable(_ driver: SceneDriver) throws -> Moment {
        try driver.press("enter", reaching: "wcf-unavailable")
        driver.run(seconds: 0.5)
        return (driver.time, 1)
    }
}
