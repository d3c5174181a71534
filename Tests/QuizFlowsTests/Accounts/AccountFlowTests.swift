import Foundation
import QuizCore
import QuizText
import TestSupportText
import Testing

@testable import QuizFlows

/// The account screens' decisions without a window or a desk: what is asked
/// of the desk, and what each answer comes to.
@Suite struct AccountFlowTests {
    static let guest = PlayerRef(id: 7, name: "Player 7", isGuest: true)
    static let ada = PlayerRef(id: 1, name: "Ada", isGuest: false)

    /// Opens `field`'s keyboard, types `text` and presses Done; returns what was asked on the way.
    static func fill(_ flow: inout AccountFlow, _ field: AccountForm.Field, _ text: String) -> [AccountEffect] {
        flow.reduce(.itemTapped(.field(field))) + flow.reduce(.textTyped(text)) + flow.reduce(.keyPressed("enter"))
    }

    @Test func aWrongPasswordSaysHowManyTriesAreLeftAndIsTypedAgain() {
        var flow = AccountFlow(kind: .logIn, player: nil, login: "ada")
        #expect(flow.form.focus == 1)
        _ = Self.fill(&flow, .password, "Wrong#000")
        #expect(flow.form.focus == 3, "past Back to Log in")
        #expect(flow.reduce(.keyPressed("enter")) == [.ask(.logIn("ada", password: "Wrong#000"))])
        #expect(flow.reduce(.answered(.logIn(.wrongPassword(triesLeft: 1)))).isEmpty)
        #expect(
            flow.form.message?.english == "Wrong password: 1 try left before a 5-minute lock"
                && flow.form.message?.isError == true)
        #expect(flow.form.value(.password) == "" && flow.form.value(.login) == "ada")
        #expect(flow.screenName == "account-login-refused")
        _ = flow.reduce(.answered(.logIn(.wrongPassword(triesLeft: 3))))
        #expect(flow.form.message?.english == "Wrong password: 3 tries left before a 5-minute lock")
        _ = flow.reduce(.answered(.logIn(.banned)))
        #expect(flow.form.message?.english == "ada is banned and cannot log in")
        let until = Date(timeIntervalSince1970: 1_800_000_300)
        _ = flow.reduce(.answered(.logIn(.locked(until: until))))
        let formatter = DateFormatter()
        formatter.dateFormat = "HH:mm"
        #expect(
            flow.form.message?.english
                == "Locked after 5 wrong passwords: try again at \(formatter.string(from: until))")
        #expect(
            flow.reduce(.answered(.logIn(.loggedIn(Self.ada)))) == [
                .play(Self.ada, notice: ScreenText("account.logged_in", ["name": .verbatim("Ada")]))
            ])
    }

    @Test func logInWithAFieldEmptyAsksNothing() {
        var flow = AccountFlow(kind: .logIn, player: nil)
        #expect(flow.reduce(.itemTapped(.action)).isEmpty)
        #expect(
            flow.form.message?.english == "Type your username or email and your password"
                && flow.form.message?.isError == true)
    }

    @Test func aGuestWhoRegistersKeepsTheirGames() {
        var flow = AccountFlow(kind: .register, player: Self.guest)
        #expect(Self.fill(&flow, .username, "Zoe") == [.ask(.checkUsername("Zoe"))])
        _ = Self.fill(&flow, .password, "Secret#12")
        #expect(
            flow.reduce(.itemTapped(.action)) == [
                .ask(.register(username: "Zoe", password: "Secret#12", email: nil, keeping: Self.guest))
            ])
        let zoe = PlayerRef(id: Self.guest.id, name: "Zoe", isGuest: false)
        #expect(
            flow.reduce(.answered(.change(.done(zoe)))) == [
                .play(zoe, notice: ScreenText("account.registered", ["name": .verbatim("Zoe")]))
            ])
        #expect(flow.player == zoe)
    }

    @Test func aNamedPlayerWhoRegistersKeepsNothingOfAGuests() {
        var flow = AccountFlow(kind: .register, player: Self.ada)
        _ = Self.fill(&flow, .username, "Zoe")
        _ = Self.fill(&flow, .password, "Secret#12")
        _ = Self.fill(&flow, .email, "zoe@example.org")
        #expect(
            flow.reduce(.itemTapped(.action)) == [
                .ask(.register(username: "Zoe", password: "Secret#12", email: "zoe@example.org", keeping: nil))
            ])
    }

    @Test func theUsernameIsCheckedOnlyWhenItChanges() {
        var flow = AccountFlow(kind: .register, player: nil)
        #expect(flow.reduce(.itemTapped(.field(.username))).isEmpty, "nothing typed: nothing to ask")
        #expect(flow.reduce(.textTyped("ada")) == [.ask(.checkUsername("ada"))])
        #expect(flow.reduce(.answered(.usernameStatus("ada", .taken))).isEmpty)
        #expect(flow.note(for: .username, text: "ada")?.variants.first?.english == "ada is taken: choose another")
        #expect(flow.reduce(.keyPressed("left")).isEmpty, "moving over the keys asks nothing")
        #expect(flow.reduce(.keyPressed("backspace")) == [.ask(.checkUsername("ad"))])
        // Escape leaves the keyboard: the field shows what it held, checked again.
        #expect(flow.reduce(.keyPressed("escape")) == [.ask(.checkUsername(""))])
    }

    /// The account menu's line names the role in the player's language; a role the game does not know, as it is.
    @Test func theRoleIsNamedInThePlayersLanguage() throws {
        let german = try Catalog.shipped("de")
        var flow = AccountFlow(kind: .menu, player: Self.ada)
        _ = flow.reduce(.answered(.account(AccountInfo(username: "Ada", role: "moderator"))))
        #expect(flow.accountLine?.string(in: german) == "Angemeldet als Ada · Moderator")
        _ = flow.reduce(.answered(.account(AccountInfo(username: "Ada", role: "player"))))
        #expect(flow.accountLine?.string(in: german) == "Angemeldet als Ada · Spieler")
        _ = flow.reduce(.answered(.account(AccountInfo(username: "Ada", role: "curator"))))
        #expect(flow.accountLine?.english == "Logged in as Ada · curator")
    }

    @Test func thePlayersOwnUsernameIsFreeToThemWhenTheyChangeIt() {
        var flow = AccountFlow(kind: .menu, player: Self.ada)
        #expect(flow.reduce(.opened) == [.ask(.readAccount(of: Self.ada))])
        _ = flow.reduce(.answered(.account(AccountInfo(username: "Ada", role: "player"))))
        #expect(flow.accountLine?.english == "Logged in as Ada · player")
        _ = flow.reduce(.itemTapped(.changeUsername))
        #expect(flow.screenName == "account-rename")
        _ = Self.fill(&flow, .oldPassword, "Secret#12")
        _ = flow.reduce(.itemTapped(.field(.newUsername)))
        #expect(flow.reduce(.textTyped("ada")) == [.ask(.checkUsername("ada"))])
        _ = flow.reduce(.answered(.usernameStatus("ada", .taken)))
        #expect(flow.usernameStatus == .free)
        _ = flow.reduce(.keyPressed("escape"))
        _ = flow.reduce(.keyPressed("escape"))
        #expect(flow.form.kind == .menu && flow.accountLine?.english == "Logged in as Ada · player", "back to the menu")
        #expect(flow.reduce(.keyPressed("escape")) == [.back])
    }

    @Test func aRefusedChangeSaysWhyAndClearsTheOldPassword() {
        var flow = AccountFlow(kind: .menu, player: Self.ada)
        _ = flow.reduce(.itemTapped(.changePassword))
        _ = Self.fill(&flow, .oldPassword, "Wrong#123")
        _ = Self.fill(&flow, .newPassword, "Engine#1843")
        #expect(
            flow.reduce(.itemTapped(.action)) == [
                .ask(.changePassword(of: Self.ada, from: "Wrong#123", to: "Engine#1843"))
            ])
        _ = flow.reduce(.answered(.change(.refused(.logIn(.wrongPassword(triesLeft: 4), username: "Ada")))))
        #expect(
            flow.form.message?.english == "Wrong password: 4 tries left before a 5-minute lock"
                && flow.form.message?.isError == true)
        #expect(flow.form.value(.oldPassword) == "" && flow.form.value(.newPassword) == "Engine#1843")
        #expect(
            flow.reduce(.answered(.change(.done(Self.ada)))) == [
                .play(Self.ada, notice: ScreenText("account.password_changed"))
            ])
    }

    @Test func aPlayerWhoseUsernameTheFleetGaveAwayChoosesANewOneBeforePlaying() {
        var flow = AccountFlow(kind: .logIn, player: nil, login: "zed")
        _ = Self.fill(&flow, .password, "Second#5678")
        #expect(flow.reduce(.keyPressed("enter")) == [.ask(.logIn("zed", password: "Second#5678"))])
        let zed = PlayerRef(id: 4, name: "zed", isGuest: false)
        // Logged in, but not playing yet: the next screen asks for a new username.
        #expect(flow.reduce(.answered(.logIn(.usernameWanted(zed)))).isEmpty)
        #expect(flow.player == zed && flow.form.kind == .chooseUsername)
        #expect(flow.screenName == "account-choose" && flow.form.title.english == "Choose a new username")
        #expect(flow.form.fields == [.newUsername] && AccountForm.Field.newUsername.keyboard == .username)
        #expect(flow.form.message?.english == "zed went to a player who registered it first: choose a new username")
        #expect(flow.form.message?.isError == false)
        // The same live check as registering: a taken name says so.
        #expect(Self.fill(&flow, .newUsername, "zed") == [.ask(.checkUsername("zed"))])
        _ = flow.reduce(.answered(.usernameStatus("zed", .taken)))
        #expect(flow.note(for: .newUsername, text: "zed") == AccountForm.usernameNote("zed", .taken))
        #expect(flow.reduce(.itemTapped(.action)) == [.ask(.chooseUsername(of: zed, to: "zed"))])
        _ = flow.reduce(.answered(.change(.refused(.usernameTaken("zed")))))
        #expect(flow.form.message?.english == "zed is taken: choose another" && flow.form.message?.isError == true)
        #expect(flow.screenName == "account-choose-refused")
        // Typed again over the refused one.
        _ = flow.reduce(.itemTapped(.field(.newUsername)))
        for _ in 0..<3 { _ = flow.reduce(.keyPressed("backspace")) }
        _ = flow.reduce(.textTyped("zed_two")) + flow.reduce(.keyPressed("enter"))
        #expect(flow.reduce(.itemTapped(.action)) == [.ask(.chooseUsername(of: zed, to: "zed_two"))])
        let renamed = PlayerRef(id: 4, name: "zed_two", isGuest: false)
        #expect(
            flow.reduce(.answered(.change(.done(renamed)))) == [
                .play(renamed, notice: ScreenText("account.username_changed", ["name": .verbatim("zed_two")]))
            ])
    }

    @Test func backFromChoosingAUsernameLeavesWithoutPlaying() {
        var flow = AccountFlow(kind: .logIn, player: nil, login: "zed")
        _ = flow.reduce(.answered(.logIn(.usernameWanted(PlayerRef(id: 4, name: "zed", isGuest: false)))))
        #expect(flow.reduce(.keyPressed("escape")) == [.back])
    }

    /// A broken username's parts in the player's language, joined as the language lists them.
    @Test func aBrokenUsernameIsExplainedInThePlayersLanguage() throws {
        let german = try Catalog.shipped("de")
        let refusal = Username.refusal(Username.brokenParts("a b!"))
        #expect(refusal.english == "It may only have letters, digits, _ . or - (not a space and '!')")
        #expect(
            refusal.string(in: german)
                == "Der Name: darf nur Buchstaben, Ziffern, _ . oder - enthalten (nicht ein Leerzeichen und '!')")
        #expect(
            Username.refusal(Username.brokenParts("_a")).string(in: german)
                == "Der Name: braucht mindestens 3 Zeichen und muss mit einem Buchstaben oder einer Ziffer beginnen")
    }

    /// Every refusal the store can answer a register or a change with is worded in the player's language.
    @Test func everyRefusedChangeIsWordedInThePlayersLanguage() throws {
        let german = try Catalog.shipped("de")
        let refusals: [AccountRefusal] = [
            .username("a b", Username.brokenParts("a b")), .usernameTaken("zed"),
            .password(PasswordRule.check("abc")), .password([.tooLong]), .password([.controlCharacter]),
            .email("ada", .noAt), .emailTaken("ada@example.org"),
            .logIn(.wrongPassword(triesLeft: 1), username: "Ada"), .logIn(.banned, username: "Ada"),
            .noAccount(Self.ada), .notAsked(Self.ada), .storeDown,
        ]
        for refusal in refusals {
            let english = try #require(refusal.screenText.english)
            let worded = refusal.screenText.string(in: german)
            #expect(!worded.isEmpty && worded != english, "\(refusal) in German: \(worded)")
        }
        #expect(
            AccountRefusal.password(PasswordRule.check("abcdefgh")).screenText.string(in: german)
                == "Braucht noch: ein Großbuchstabe, eine Ziffer und ein Sonderzeichen wie ! ? # oder -")
    }
}
