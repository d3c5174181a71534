import Foundation
import QuizConfig
import QuizCore
import QuizNetwork
import QuizScreens
import QuizStore
import TiltInput

/// The quiz packs mode's screens.
extension ScreenFixture {
    static func packs(
        _ world: ScreenWorld, _ drive: (SceneDriver) throws -> Moment
    ) throws -> (driver: SceneDriver, start: Double, span: Double) {
        let driver = try world.packsScene()
        let moment = try drive(driver)
        return (driver, moment.start, moment.span)
    }

    /// The list of the starter quizzes, focus on the first.
    static func packsList(_ driver: SceneDriver) throws -> Moment {
        driver.run(seconds: 0.5)
        return (driver.time, 2)
    }

    /// The first pack's first question with an answer chosen.
    static func packQuestion(_ driver: SceneDriver) throws -> Moment {
        try driver.press("enter", reaching: "pack-question")
        driver.press("2")
        driver.run(seconds: 0.5)
        return (driver.time, 2)
    }

    /// A wrong answer's screen: what was chosen and the right answer.
    static func packAnswer(_ driver: SceneDriver) throws -> Moment {
        _ = try packQuestion(driver)
        try driver.press("enter", reaching: "pack-answer")
        driver.run(seconds: 0.5)
        return (driver.time, 2)
    }

    /// The finished screen after the whole first pack, its marks in a row.
    static func packFinished(_ driver: SceneDriver) throws -> Moment {
        driver.press("enter")
        while driver.scene.screenName != "pack-finished" {
            try driver.waitFor(screen: "pack-question")
            try driver.press("1", "enter", reaching: "pack-answer")
            driver.press("enter")
            driver.run(seconds: 0.2)
        }
        driver.run(seconds: 0.5)
        return (driver.time, 2)
    }

    /// Settings from the list's toolbar: no URL set, Change URL and Check now.
    static func packSettings(_ driver: SceneDriver) throws -> Moment {
        try driver.press("up", "enter", reaching: "pack-settings")
        driver.run(seconds: 0.5)
        return (driver.time, 2)
    }

    /// Scores after a whole pack: its best and the game in the recent list.
    static func packScores(_ driver: SceneDriver) throws -> Moment {
        _ = try packFinished(driver)
        try driver.press("enter", reaching: "packs")
        try driver.press("up", "up", "left", "enter", reaching: "pack-scores")
        driver.run(seconds: 0.5)
        return (driver.time, 2)
    }
}
