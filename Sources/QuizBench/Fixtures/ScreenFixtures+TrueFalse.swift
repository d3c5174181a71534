import Foundation
import QuizConfig
import QuizCore
import QuizNetwork
import QuizScreens
import QuizStore
import TiltInput

/// Tilt True/False's screens.
extension ScreenFixture {
    /// A statement with the arrow snapping into stage 2 (Left held on the simulated device).
    static func tiltQuestionMidSnap(_ driver: SceneDriver) throws -> Moment {
        driver.press("enter")
        driver.run(seconds: 1)
        driver.hold("left")
        try driver.run(until: "the arrow's stage 2") { (driver.lastStage?.stage ?? 0) >= 2 }
        // The snap eases in over 180 ms: every frame is drawn inside it.
        return (driver.lastStage?.at ?? driver.time, 0.18)
    }

    /// The reveal panel after a tilted answer.
    static func reveal(_ driver: SceneDriver) throws -> Moment {
        driver.press("enter")
        driver.run(seconds: 1)
        try answerByTilt(driver)
        return driver.moment(lasting: 1)
    }

    /// Game over after a whole round answered by tilting.
    static func gameOver(_ driver: SceneDriver) throws -> Moment {
        driver.press("enter")
        driver.run(seconds: 1)
        while driver.scene.screenName != "gameover" {
            try answerByTilt(driver)
            driver.press("enter")
            try driver.run(until: "the next question or game over", limit: 5) {
                ["question", "gameover"].contains(driver.scene.screenName)
            }
            driver.run(seconds: 1)
        }
        return driver.moment(lasting: 1)
    }

    static func answerByTilt(_ driver: SceneDriver) throws {
        driver.hold("left")
        try driver.waitFor(screen: "reveal", limit: 10)
        driver.hold("left", down: false)
        driver.run(seconds: 1)
    }
}
