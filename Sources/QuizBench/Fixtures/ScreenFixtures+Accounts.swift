import Foundation
import QuizScreens

/// The account screens from the home's player list (a kiosk's: New player,
/// Log in, Register, and Your account once logged in).
extension ScreenFixture {
    static let accountFixtures: [ScreenFixture] = [
        ScreenFixture(name: "accountRegister") { world in try home(world, accountRegister) },
        ScreenFixture(name: "accountUsernameKeyboard") { world in try home(world, accountUsernameKeyboard) },
        ScreenFixture(name: "accountPasswordKeyboard") { world in try home(world, accountPasswordKeyboard) },
        ScreenFixture(name: "accountLogin") { world in try home(world, accountLogin) },
        ScreenFixture(name: "accountMenu") { world in try home(world, accountMenu) },
        ScreenFixture(name: "accountChangePassword") { world in try home(world, accountChangePassword) },
        ScreenFixture(name: "accountChangeUsername") { world in try home(world, accountChangeUsername) },
    ]

    /// The player list's row `row` (0 is New player on a kiosk).
    static func openAccountRow(_ driver: SceneDriver, _ row: Int, screen: String) throws {
        try driver.press("left", "enter", reaching: "home-players")
        for _ in 0..<row { driver.press("down") }
        try driver.press("enter", reaching: screen)
    }

    /// Opens the focused field's keyboard, types `text` and presses Done.
    static func fill(_ driver: SceneDriver, _ text: String) {
        driver.press("enter")
        driver.type(text)
        driver.press("enter")
    }

    /// The register form: a free username, a password that lacks a symbol (named in red), no email yet.
    static func accountRegister(_ driver: SceneDriver) throws -> Moment {
        try openAccountRow(driver, 2, screen: "account-register")
        fill(driver, "Ada")
        fill(driver, "Lovelace1815")
        driver.run(seconds: 0.5)
        return (driver.time, 3)
    }

    /// The username keyboard with a name too short, the rule it breaks under the field.
    static func accountUsernameKeyboard(_ driver: SceneDriver) throws -> Moment {
        try openAccountRow(driver, 2, screen: "account-register")
        driver.press("enter")
        driver.type("Ad")
        driver.run(seconds: 0.5)
        return (driver.time, 3)
    }

    /// The password keyboard, masked, with Shift on and the rules still unmet named.
    static func accountPasswordKeyboard(_ driver: SceneDriver) throws -> Moment {
        try openAccountRow(driver, 2, screen: "account-register")
        driver.press("down", "enter")
        driver.type("secret")
        // From Done along the last row to Shift.
        for _ in 0..<5 { driver.press("left") }
        driver.press("enter")
        driver.run(seconds: 0.5)
        return (driver.time, 3)
    }

    /// The log-in form after a name nobody has: the message says so.
    static func accountLogin(_ driver: SceneDriver) throws -> Moment {
        try openAccountRow(driver, 1, screen: "account-login")
        fill(driver, "nobody")
        fill(driver, "Wrong#123")
        driver.press("enter")
        driver.run(seconds: 0.5)
        return (driver.time, 3)
    }

    /// Registers Zoe on the screens, then opens Your account (the fourth row).
    static func accountMenu(_ driver: SceneDriver) throws -> Moment {
        try openAccountRow(driver, 2, screen: "account-register")
        fill(driver, "Zoe")
        fill(driver, "Secret#12")
        // Past the email and Back to Register.
        try driver.press("right", "right", "enter", reaching: "modes")
        try openAccountRow(driver, 3, screen: "account-menu")
        driver.run(seconds: 0.5)
        return (driver.time, 3)
    }

    /// Change password from the account menu, the old one typed, the new one breaking the rule.
    static func accountChangePassword(_ driver: SceneDriver) throws -> Moment {
        _ = try accountMenu(driver)
        try driver.press("down", "enter", reaching: "account-password")
        fill(driver, "Secret#12")
        fill(driver, "newpass")
        driver.run(seconds: 0.5)
        return (driver.time, 3)
    }

    /// Change username from the account menu: the password typed, a new name that is free.
    static func accountChangeUsername(_ driver: SceneDriver) throws -> Moment {
        _ = try accountMenu(driver)
        try driver.press("enter", reaching: "account-rename")
        fill(driver, "Secret#12")
        fill(driver, "Countess")
        driver.run(seconds: 0.5)
        return (driver.time, 3)
    }
}
