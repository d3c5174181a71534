import Foundation
import QuizConfig
import QuizCore
import QuizNetwork
import QuizScreens
import QuizStore
import TiltInput

/// The kiosk layer's screens: attract mode, the PIN pad, the admin pages.
extension ScreenFixture {
    static func kiosk(
        _ world: ScreenWorld, _ drive: (SceneDriver) throws -> Moment
    ) throws -> (driver: SceneDriver, start: Double, span: Double) {
        let driver = world.kioskScene()
        let moment = try drive(driver)
        return (driver, moment.start, moment.span)
    }

    /// Attract mode's title screen, its banner along the bottom.
    static func attractTitle(_ driver: SceneDriver) throws -> Moment {
        try driver.waitFor(screen: "attract-title", limit: 120)
        driver.run(seconds: 0.5)
        return (driver.time, 2)
    }

    /// Attract mode's leaderboard of today's best.
    static func attractLeaderboard(_ driver: SceneDriver) throws -> Moment {
        try driver.waitFor(screen: "attract-leaderboard", limit: 300)
        driver.run(seconds: 0.5)
        return (driver.time, 2)
    }

    /// Attract mode's board of today's Tilt True/False games (`attract.screens: [tilt_board]`): the top 5 of 41.
    static func attractBoard(_ world: ScreenWorld) throws -> (driver: SceneDriver, start: Double, span: Double) {
        let driver = try world.kioskSceneWithBoard()
        try driver.waitFor(screen: "attract-tilt_board", limit: 300)
        driver.run(seconds: 0.5)
        return (driver, driver.time, 2)
    }

    /// The admin gesture (Left, Right and Enter held 5 s) and the PIN pad, two digits typed.
    static func pinPad(_ driver: SceneDriver) throws -> Moment {
        driver.run(seconds: 0.5)
        for key in ["left", "right", "enter"] { driver.hold(key) }
        try driver.waitFor(screen: "pinpad", limit: 10)
        for key in ["left", "right", "enter"] { driver.hold(key, down: false) }
        driver.press("2", "4")
        driver.run(seconds: 0.3)
        return (driver.time, 1)
    }

    /// The admin menu, once the PIN is accepted.
    static func adminMenu(_ driver: SceneDriver) throws -> Moment {
        _ = try pinPad(driver)
        try driver.press("6", "8", "enter", reaching: "admin")
        driver.run(seconds: 0.3)
        return (driver.time, 1)
    }

    /// The admin menu's device info page.
    static func deviceInfo(_ driver: SceneDriver) throws -> Moment {
        _ = try adminMenu(driver)
        try driver.press("4", reaching: "admin-info")
        driver.run(seconds: 0.3)
        return (driver.time, 1)
    }
}
