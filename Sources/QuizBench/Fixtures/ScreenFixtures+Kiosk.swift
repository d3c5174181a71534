import Foundation
import QuizConfig
import QuizCore
import QuizNetwork
import QuizScreens
import QuizStore
import TiltInput

/// The kiosk layer's screens: attract mode, the PIN pad, the admin pages.
extension ScreenFixture {
    /// Attract mode's self-playing demo, the busiest attract screen: a kiosk
    /// left idle on the title cycles to it, and its arrow snaps by itself.
    static func attractDemo(_ driver: SceneDriver) throws -> Moment {
        try driver.moment(reaching: "attract-demo", limit: 120, after: 1, lasting: 5)
    }

    /// Attract mode's title screen, its banner along the bottom.
    static func attractTitle(_ driver: SceneDriver) throws -> Moment {
        try driver.moment(reaching: "attract-title", limit: 120, after: 0.5, lasting: 2)
    }

    /// Attract mode's title in its second language's turn (French, the longest call to play).
    static func attractInvitation(_ driver: SceneDriver) throws -> Moment {
        try driver.moment(
            reaching: "attract-title", limit: 120, after: AttractLanguages.secondsEach + 0.5, lasting: 1.5)
    }

    /// Attract mode's leaderboard of today's best.
    static func attractLeaderboard(_ driver: SceneDriver) throws -> Moment {
        try driver.moment(reaching: "attract-leaderboard", limit: 300, after: 0.5, lasting: 2)
    }

    /// Attract mode's board of today's Tilt True/False games (`attract.screens: [tilt_board]`): the top 5 of 41.
    static func attractBoard(_ driver: SceneDriver) throws -> Moment {
        try driver.moment(reaching: "attract-tilt_board", limit: 300, after: 0.5, lasting: 2)
    }

    /// The admin gesture (Left, Right and Enter held 5 s) and the PIN pad, two digits typed.
    static func pinPad(_ driver: SceneDriver) throws -> Moment {
        driver.run(seconds: 0.5)
        for key in ["left", "right", "enter"] { driver.hold(key) }
        try driver.waitFor(screen: "pinpad", limit: 10)
        for key in ["left", "right", "enter"] { driver.hold(key, down: false) }
        driver.press("2", "4")
        return driver.moment(after: 0.3, lasting: 1)
    }

    /// The PIN pad locked after three wrong PINs (each on an opening of its own: a refusal closes the pad),
    /// its wait counting down: the pad's longest line.
    static func pinPadLocked(_ driver: SceneDriver) throws -> Moment {
        for _ in 1...2 {
            _ = try pinPad(driver)
            _ = try driver.moment(pressing: "1", "1", "enter", reaching: "pinpad-refused", lasting: 0)
            try driver.waitFor(screen: "title", limit: 10)
        }
        _ = try pinPad(driver)
        return try driver.moment(pressing: "1", "1", "enter", reaching: "pinpad-locked", after: 0.3, lasting: 1)
    }

    /// The admin menu, once the PIN is accepted.
    static func adminMenu(_ driver: SceneDriver) throws -> Moment {
        _ = try pinPad(driver)
        return try driver.moment(pressing: "6", "8", "enter", reaching: "admin", after: 0.3, lasting: 1)
    }

    /// The admin menu's device info page.
    static func deviceInfo(_ driver: SceneDriver) throws -> Moment {
        _ = try adminMenu(driver)
        return try driver.moment(pressing: "4", reaching: "admin-info", after: 0.3, lasting: 1)
    }

    /// The admin menu's fleet status page, on a device in a fleet (its fifth item).
    static func fleetStatus(_ driver: SceneDriver) throws -> Moment {
        _ = try adminMenu(driver)
        return try driver.moment(pressing: "5", reaching: "admin-fleet", after: 0.3, lasting: 1)
    }
}
