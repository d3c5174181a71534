import Foundation
import QuizConfig
import QuizCore
import QuizNetwork
import QuizScreens
import QuizStore
import TiltInput

/// The home screen's tiles, the name keyboard and the leads form.
extension ScreenFixture {
    /// From the tiles to the name keyboard: the player button lists New player (focused), Log in and Register.
    static func openNameKeyboard(_ driver: SceneDriver) throws {
        try driver.press("left", "enter", reaching: "home-players")
        try driver.press("enter", reaching: "home-name")
    }

    /// The name keyboard with a name half typed, its caret blinking.
    static func nameKeyboard(_ driver: SceneDriver) throws -> Moment {
        try openNameKeyboard(driver)
        driver.type("Ad")
        return driver.moment(after: 0.5, lasting: 3)
    }

    /// The tiles once a visitor has typed their name: the Profile button beside the player button.
    static func tilesWithPlayer(_ driver: SceneDriver) throws -> Moment {
        try openNameKeyboard(driver)
        driver.type("Ada")
        // Typing puts the focus on Done.
        return try driver.moment(pressing: "enter", reaching: "modes", after: 0.5, lasting: 3)
    }

    /// The leads form after a Tilt True/False answer, back home.
    static func leadsForm(_ driver: SceneDriver) throws -> Moment {
        try driver.press("enter", reaching: "title")
        driver.press("enter")
        driver.run(seconds: 1)
        try answerByTilt(driver)
        return try driver.moment(pressing: "escape", "escape", reaching: "home-lead", after: 0.5, lasting: 3)
    }
}
