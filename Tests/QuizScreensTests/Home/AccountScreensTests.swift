import Foundation
import QuizCore
import QuizFlows
import QuizStore
import TestSupportText
import Testing

@testable import QuizScreens

/// The account screens inside the home screen over a real store: by taps
/// (fields, keys, buttons), by keys, Escape back out, a guest who registers
/// keeping their games, and what a lock and a ban say.
@Suite struct AccountScreensTests {
    typealias Home = HomeSceneTests.Home

    /// Now, for the desk's locks: moved by the test, never waited for.
    final class Clock: @unchecked Sendable {
        var now = Date(timeIntervalSince1970: 1_800_000_000)
    }

    let clock = Clock()

    func home(kiosk: Bool) throws -> Home {
        let clock = clock
        return try Home(kiosk: kiosk) { saves in
            StoreAccountDesk(saves: saves, iterations: AccountStore.allowedIterations.lowerBound) { clock.now }
        }
    }

    func tap(_ home: Home, _ rect: Rect) {
        home.scene.handle(.tap(x: rect.midX, y: rect.midY), at: home.time)
        home.step(0.1)
    }

    var layout: HomeLayout { HomeLayout(size: Size(width: 1280, height: 720), tileCount: 2) }

    /// The account screens as they are now.
    func account(_ home: Home) throws -> AccountFlow {
        try #require(home.scene.flow.account)
    }

    /// Taps an item of the account form on view.
    func tap(_ home: Home, item: AccountForm.Item) throws {
        let flow = try #require(home.scene.flow.account)
        let rect = try #require(AccountLayout(home: layout).items(of: flow.form).first { $0.0 == item }?.1)
        tap(home, rect)
    }

    /// Taps a key of the open keyboard.
    func tap(_ home: Home, key: TextKeyboard.Key) throws {
        let flow = try #require(home.scene.flow.account)
        let rows = flow.keyboard.rows
        let rects = layout.keys(rows)
        for (row, cells) in rows.enumerated() {
            if let index = cells.firstIndex(where: { $0.key == key }) {
                tap(home, rects[row][index])
                return
            }
        }
        Issue.record("no key \(key) on the \(flow.keyboard.kind) keyboard")
    }

    /// Taps a field, types `text` and taps Done.
    func fill(_ home: Home, _ field: AccountForm.Field, _ text: String) throws {
        try tap(home, item: .field(field))
        home.scene.handle(.text(text), at: home.time)
        try tap(home, key: .done)
    }

    /// Taps the row of the player list named `label`.
    func tapRow(_ home: Home, _ label: String) throws {
        let names = home.scene.flow.list.labels.map(\.english)
        let index = try #require(names.firstIndex(of: label), "\(names)")
        tap(home, layout.playerRows(count: names.count)[index])
    }

    @Test func aKioskVisitorRegistersAndLogsInByTapsAndEscapeGoesBack() throws {
        let home = try home(kiosk: true)
        tap(home, layout.playerButton)
        #expect(home.scene.screenName == "home-players")
        try tapRow(home, "Register")
        #expect(home.scene.screenName == "account-register")
        // A username keyboard: the live check under the field, then Done.
        try tap(home, item: .field(.username))
        #expect(home.scene.screenName == "account-register-username")
        for letter in ["z", "o", "e"] { try tap(home, key: .text(letter)) }
        #expect(home.scene.flow.account?.keyboard.text == "zoe")
        #expect(home.scene.flow.account?.usernameStatus == .free)
        try tap(home, key: .done)
        try fill(home, .password, "Secret#12")
        try tap(home, item: .action)
        #expect(home.scene.screenName == "modes")
        #expect(home.scene.player?.name == "zoe")
        #expect(home.scene.flow.notice?.english == "Registered zoe: playing as them")

        // The next visitor: Escape leaves the keyboard, then the form, then the list.
        home.scene.endVisitor(at: home.time)
        tap(home, layout.playerButton)
        try tapRow(home, "Log in")
        try tap(home, item: .field(.login))
        home.press("escape")
        #expect(home.scene.screenName == "account-login")
        home.press("escape")
        #expect(home.scene.screenName == "home-players")
        try tapRow(home, "Log in")
        try fill(home, .login, "ZOE")
        try fill(home, .password, "Secret#12")
        try tap(home, item: .action)
        #expect(home.scene.player?.name == "zoe")
        #expect(home.scene.flow.notice?.english == "Logged in: playing as zoe")
    }

    @Test func theUsernameCheckSaysTakenAndTheRuleWhileTyping() throws {
        let home = try home(kiosk: true)
        let accounts = AccountStore(database: home.database, iterations: AccountStore.allowedIterations.lowerBound)
        try accounts.register(username: "Ada", password: "Secret#12")
        tap(home, layout.playerButton)
        try tapRow(home, "Register")
        try tap(home, item: .field(.username))
        home.scene.handle(.text("ada"), at: home.time)
        #expect(try account(home).usernameStatus == .taken)
        #expect(
            try account(home).note(for: .username, text: "ada")?.variants.first?.english
                == "ada is taken: choose another")
        home.press("backspace")
        #expect(
            try account(home).note(for: .username, text: try account(home).keyboard.text)?.variants.first?.english
                == "It needs at least 3 characters")
        home.scene.handle(.text("!"), at: home.time)
        #expect(
            try account(home).note(for: .username, text: try account(home).keyboard.text)?.variants.first?.english
                == "It may only have letters, digits, _ . or - (not '!')")
        // The password keyboard masks and names each unmet rule.
        home.press("escape")
        try tap(home, item: .field(.password))
        home.scene.handle(.text("secret"), at: home.time)
        #expect(try account(home).keyboard.isSecret)
        let note = try account(home).note(for: .password, text: try account(home).keyboard.text)
        #expect(
            note?.variants.map(\.english) == [
                "Needs at least 8 characters, an upper-case letter, a digit and a symbol such as ! ? # or -",
                "Needs 8+ characters, A-Z, 0-9 and a symbol", "Needs 8+, A-Z, 0-9 and !?#", "8+ A-Z 0-9 !?#",
            ])
        #expect(note?.isError == true)
    }

    @Test func aHandheldGuestWhoRegistersKeepsWhatTheyPlayed() throws {
        let home = try home(kiosk: false)
        home.press("enter")
        try home.playARoundAndLeave()
        let guest = try #require(home.scene.player)
        #expect(guest.isGuest)
        home.press("left")
        home.press("enter")
        try tapRow(home, "Register")
        try fill(home, .username, "Zoe")
        try fill(home, .password, "Secret#12")
        try tap(home, item: .action)
        let zoe = try #require(home.scene.player)
        // The guest's own row, so everything kept under their id (lives, passes, answers) is now Zoe's.
        #expect(zoe == PlayerRef(id: guest.id, name: "Zoe", isGuest: false))
        #expect(try PlayerDirectory(database: home.database).find("#\(guest.id)") == zoe)
    }

    @Test func aLockSaysUntilWhenAndABanSaysSo() throws {
        let home = try home(kiosk: true)
        let accounts = AccountStore(database: home.database, iterations: AccountStore.allowedIterations.lowerBound)
        let ada = try accounts.register(username: "Ada", password: "Secret#12")
        tap(home, layout.playerButton)
        try tapRow(home, "Log in")
        try fill(home, .login, "ada")
        for left in [4, 3, 2, 1] {
            try fill(home, .password, "Wrong#000")
            try tap(home, item: .action)
            #expect(
                try account(home).form.message?.english
                    == "Wrong password: \(left) \(left == 1 ? "try" : "tries") left before a 5-minute lock")
        }
        try fill(home, .password, "Wrong#000")
        try tap(home, item: .action)
        let formatter = DateFormatter()
        formatter.dateFormat = "HH:mm"
        let until = formatter.string(from: clock.now.addingTimeInterval(300))
        #expect(try account(home).form.message?.english == "Locked after 5 wrong passwords: try again at \(until)")
        try fill(home, .password, "Secret#12")
        try tap(home, item: .action)
        #expect(home.scene.screenName == "account-login-refused", "the right password waits for the lock too")
        clock.now += 300
        try accounts.setBanned(ada, true)
        try fill(home, .password, "Secret#12")
        try tap(home, item: .action)
        #expect(try account(home).form.message?.english == "ada is banned and cannot log in")
        try accounts.setBanned(ada, false)
        try fill(home, .password, "Secret#12")
        try tap(home, item: .action)
        #expect(home.scene.player == ada)
    }

    @Test func aLoggedInPlayerChangesTheirUsernameAndPasswordWithTheOldOne() throws {
        let home = try home(kiosk: false)
        let accounts = AccountStore(database: home.database, iterations: AccountStore.allowedIterations.lowerBound)
        try accounts.register(username: "Ada", password: "Secret#12")
        home.press("left")
        home.press("enter")
        // Ada is on the handheld's list: choosing her asks her password.
        try tapRow(home, "Ada")
        #expect(home.scene.screenName == "account-login")
        try fill(home, .password, "Secret#12")
        try tap(home, item: .action)
        home.press("left")
        home.press("enter")
        try tapRow(home, "Your account")
        #expect(home.scene.screenName == "account-menu")
        try tap(home, item: .changeUsername)
        try fill(home, .oldPassword, "Secret#12")
        try fill(home, .newUsername, "Countess")
        try tap(home, item: .action)
        #expect(home.scene.player?.name == "Countess")
        #expect(home.scene.flow.notice?.english == "Your username is now Countess")
        home.press("left")
        home.press("enter")
        try tapRow(home, "Your account")
        try tap(home, item: .changePassword)
        try fill(home, .oldPassword, "Wrong#123")
        try fill(home, .newPassword, "Engine#1843")
        try tap(home, item: .action)
        #expect(
            home.scene.flow.account?.form.message?.english
                == "Wrong password: 4 tries left before a 5-minute lock")
        try fill(home, .oldPassword, "Secret#12")
        try tap(home, item: .action)
        #expect(home.scene.flow.account?.form.message?.english == nil)
        #expect(home.scene.flow.notice?.english == "Your password is changed")
        #expect(try accounts.logIn("countess", password: "Engine#1843") == .loggedIn(home.scene.player!))
    }

    @Test func typingARegisteredNameOnAHandheldIsNotLoggingIn() throws {
        let home = try home(kiosk: false)
        let accounts = AccountStore(database: home.database, iterations: AccountStore.allowedIterations.lowerBound)
        let ada = try accounts.register(username: "Ada", password: "Secret#12")
        home.press("left")
        home.press("enter")
        try tapRow(home, "New player")
        home.scene.handle(.text("Ada"), at: home.time)
        home.press("enter")
        let player = try #require(home.scene.player)
        #expect(player.name == "Ada" && player != ada, "a profile of the same name, not the account")
    }
}
