import Foundation
import QuizScreens

/// The account screens from the home's player list (a kiosk's: New player,
/// Log in, Register, and Your account once logged in).
extension ScreenFixture {
    static let accountFixtures: [ScreenFixture] = [
        ScreenFixture("playerList", home, playerList),
        ScreenFixture("accountRegisterEmpty", home, accountRegisterEmpty),
        ScreenFixture("accountRegister", home, accountRegister),
        ScreenFixture("accountUsernameKeyboard", home, accountUsernameKeyboard),
        ScreenFixture("accountPasswordKeyboard", home, accountPasswordKeyboard),
        ScreenFixture("accountLogin", home, accountLogin),
        ScreenFixture("accountMenu", home, accountMenu),
        ScreenFixture("accountChangePassword", home, accountChangePassword),
        ScreenFixture("accountChangeUsername", home, accountChangeUsername),
    ]

    /// The player list's row `row` (0 is New player on a kiosk).
    static func openAccountRow(_ driver: SceneDriver, _ row: Int, screen: String) throws {
        try driver.press("left", "enter", reaching: "home-players")
        try openRow(driver, row, screen: screen)
    }

    /// A list's row `row` (0 is the one focused) opened: the screen named `screen` waited for.
    static func openRow(_ driver: SceneDriver, _ row: Int, screen: String) throws {
        for _ in 0..<row { driver.press("down") }
        try driver.press("enter", reaching: screen)
    }

    /// Opens the focused field's keyboard, types `text` and presses Done.
    static func fill(_ driver: SceneDriver, _ text: String) {
        driver.press("enter")
        driver.type(text)
        driver.press("enter")
    }

    /// The player list of a kiosk with accounts: New player (focused), Log in and Register.
    static func playerList(_ driver: SceneDriver) throws -> Moment {
        try driver.moment(pressing: "left", "enter", reaching: "home-players", after: 0.5, lasting: 3)
    }

    /// The register form, nothing typed yet: each field's label and the rules under them.
    static func accountRegisterEmpty(_ driver: SceneDriver) throws -> Moment {
        try openAccountRow(driver, 2, screen: "account-register")
        return driver.moment(after: 0.5, lasting: 3)
    }

    /// The register form: a free username, a password that lacks a symbol (named in red), no email yet.
    static func accountRegister(_ driver: SceneDriver) throws -> Moment {
        try openAccountRow(driver, 2, screen: "account-register")
        fill(driver, "Ada")
        fill(driver, "Lovelace1815")
        return driver.moment(after: 0.5, lasting: 3)
    }

    /// The username keyboard with a name too short, the rule it breaks under the field.
    static func accountUsernameKeyboard(_ driver: SceneDriver) throws -> Moment {
        try openAccountRow(driver, 2, screen: "account-register")
        driver.press("enter")
        driver.type("Ad")
        return driver.moment(after: 0.5, lasting: 3)
    }

    /// The password keyboard, masked, with Shift on and the rules still unmet named.
    static func accountPasswordKeyboard(_ driver: SceneDriver) throws -> Moment {
        try openAccountRow(driver, 2, screen: "account-register")
        driver.press("down", "enter")
        driver.type("secret")
        // From Done along the last row to Shift.
        for _ in 0..<5 { driver.press("left") }
        driver.press("enter")
        return driver.moment(after: 0.5, lasting: 3)
    }

    /// The log-in form after a name nobody has: the message says so.
    static func accountLogin(_ driver: SceneDriver) throws -> Moment {
        try openAccountRow(driver, 1, screen: "account-login")
        fill(driver, "nobody")
        fill(driver, "Wrong#123")
        driver.press("enter")
        return driver.moment(after: 0.5, lasting: 3)
    }

    /// Registers Zoe on the screens, then opens Your account (the fourth row).
    static func accountMenu(_ driver: SceneDriver) throws -> Moment {
        try openAccountRow(driver, 2, screen: "account-register")
        fill(driver, "Zoe")
        fill(driver, "Secret#12")
        // Past the email and Back to Register.
        try driver.press("right", "right", "enter", reaching: "modes")
        try openAccountRow(driver, 3, screen: "account-menu")
        return driver.moment(after: 0.5, lasting: 3)
    }

    /// Change password from the account menu, the old one typed, the new one breaking the rule.
    static func accountChangePassword(_ driver: SceneDriver) throws -> Moment {
        try changeInAccountMenu(driver, row: 1, screen: "account-password", to: "newpass")
    }

    /// Change username from the account menu: the password typed, a new name that is free.
    static func accountChangeUsername(_ driver: SceneDriver) throws -> Moment {
        try changeInAccountMenu(driver, row: 0, screen: "account-rename", to: "Countess")
    }

    /// Zoe's account menu, its row `row` opened (the screen named `screen`), her password typed and then `value`.
    static func changeInAccountMenu(_ driver: SceneDriver, row: Int, screen: String, to value: String) throws -> Moment
    {
        _ = try accountMenu(driver)
        try openRow(driver, row, screen: screen)
        fill(driver, "Secret#12")
        fill(driver, value)
        return driver.moment(after: 0.5, lasting: 3)
    }
}
