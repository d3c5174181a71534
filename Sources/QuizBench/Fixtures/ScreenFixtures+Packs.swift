import Foundation
import QuizConfig
import QuizCore
import QuizNetwork
import QuizScreens
import QuizStore
import TiltInput

/// The quiz packs mode's screens.
extension ScreenFixture {
    /// The first pack's first question with an answer chosen.
    static func packQuestion(_ driver: SceneDriver) throws -> Moment {
        try driver.press("enter", reaching: "pack-question")
        driver.press("2")
        return driver.moment(after: 0.5, lasting: 2)
    }

    /// A wrong answer's screen: what was chosen and the right answer.
    static func packAnswer(_ driver: SceneDriver) throws -> Moment {
        _ = try packQuestion(driver)
        return try driver.moment(pressing: "enter", reaching: "pack-answer", after: 0.5, lasting: 2)
    }

    /// The finished screen after the whole first pack, its marks in a row.
    static func packFinished(_ driver: SceneDriver) throws -> Moment {
        try driver.play(to: "pack-finished", question: "pack-question", pause: 0.2) {
            try driver.press("1", "enter", reaching: "pack-answer")
        }
        return driver.moment(after: 0.5, lasting: 2)
    }

    /// Settings from the list's toolbar: no URL set, Change URL and Check now.
    static func packSettings(_ driver: SceneDriver) throws -> Moment {
        try driver.moment(pressing: "up", "enter", reaching: "pack-settings", after: 0.5, lasting: 2)
    }

    /// Scores after a whole pack: its best and the game in the recent list.
    static func packScores(_ driver: SceneDriver) throws -> Moment {
        _ = try packFinished(driver)
        try driver.press("enter", reaching: "packs")
        return try driver.moment(pressing: "up", "up", "left", "enter", reaching: "pack-scores", after: 0.5, lasting: 2)
    }
}
