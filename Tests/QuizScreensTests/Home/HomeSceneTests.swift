import QuizCore
import QuizStore
import Testing
import TiltInput

@testable import QuizScreens

/// The home screen over a real in-memory store: tiles chosen by keys and
/// taps, a new player per kiosk visitor, the handheld's last player, and
/// the way back from a mode's first screen.
@Suite struct HomeSceneTests {
    static let pool = [
        TrueFalseQuestion(
            id: "q1", topic: "Space", statement: "The Moon has no atmosphere to speak of.", answer: true,
            explanation: "Its exosphere is extremely thin.", source: "https://en.wikipedia.org/wiki/Moon")
    ]

    /// A home with two Tilt True/False tiles (the second one named otherwise), over a fresh store.
    final class Home {
        let database: QuizDatabase
        let roster: StorePlayerRoster
        let feed = TiltFeed(source: SimulatedTilt())
        let scene: HomeScene
        var time = 0.0

        init(kiosk: Bool, modes: Int = 2, player: PlayerRef? = nil, database: QuizDatabase? = nil) throws {
            self.database = try database ?? QuizDatabase()
            roster = StorePlayerRoster(saves: PlaySaves(database: self.database))
            let feed = feed
            var made: [HomeMode] = []
            let infos = [
                GameModeInfo.tilt,
                GameModeInfo(id: "other", title: "Other", summary: "A second tile", icon: "trivia", inputs: [.taps]),
            ]
            for info in infos.prefix(modes) {
                made.append(
                    HomeMode(info: info) { _, time in
                        let game = TrueFalseGame(
                            pool: HomeSceneTests.pool, rules: .init(roundLength: 1, neutralHoldAdvances: false),
                            seed: 1, now: time)
                        return TrueFalseScene(
                            game: game, tilt: feed, sounds: SoundPlayer(directory: "", enabled: false))
                    })
            }
            scene = HomeScene(modes: made, roster: roster, tilt: feed, player: player, kiosk: kiosk)
        }

        func press(_ key: String) {
            scene.handle(.key(key, down: true), at: time)
            scene.handle(.key(key, down: false), at: time)
            step(0.1)
        }

        func step(_ seconds: Double) {
            let end = time + seconds
            while time < end {
                time += PlaySession.stepSeconds
                scene.update(at: time)
            }
        }

        func players() throws -> [String] {
            try PlayerDirectory(database: database).named().map(\.name)
        }
    }

    @Test func enterStartsTheFocusedTileForANewGuestInAKiosk() throws {
        let home = try Home(kiosk: true)
        #expect(home.scene.screenName == "home")
        #expect(home.scene.player == nil, "a kiosk visitor has no player until they pick a game")
        home.press("right")
        home.press("enter")
        #expect(home.scene.modeName == "other")
        let guest = try #require(home.scene.player)
        #expect(guest.isGuest && guest.name == "Player \(guest.id)")
    }

    @Test func theNextKioskVisitorIsANewPlayer() throws {
        let home = try Home(kiosk: true)
        home.press("enter")
        let first = try #require(home.scene.player)
        // The kiosk resets: back home, and the next visitor has no player yet.
        #expect(home.scene.stepTowardTitle(at: home.time))
        #expect(home.scene.screenName == "home")
        #expect(home.scene.player == nil)
        home.press("enter")
        let second = try #require(home.scene.player)
        #expect(second.id != first.id)
    }

    @Test func escapeOnAModesFirstScreenComesHomeAndOnHomeQuits() throws {
        let home = try Home(kiosk: false)
        home.press("enter")
        #expect(home.scene.screenName == "title")
        home.press("escape")
        #expect(home.scene.screenName == "home")
        #expect(!home.scene.wantsQuit)
        home.press("escape")
        #expect(home.scene.wantsQuit)
    }

    @Test func aKioskHomeIgnoresEscapeButTheModeGoesHome() throws {
        let home = try Home(kiosk: true)
        #expect(home.scene.takesEscapeInKiosk)
        home.press("enter")
        home.press("escape")
        #expect(home.scene.screenName == "home")
        home.press("escape")
        #expect(!home.scene.wantsQuit)
    }

    @Test func aSingleModeStartsAtOnceAndEscapeLeaves() throws {
        let home = try Home(kiosk: false, modes: 1)
        #expect(home.scene.screenName == "title")
        #expect(!home.scene.takesEscapeInKiosk)
        home.press("escape")
        #expect(home.scene.wantsQuit)
    }

    @Test func aHandheldPicksItsLastPlayerAgain() throws {
        let database = try QuizDatabase()
        let ada = try PlayerDirectory(database: database).player(named: "Ada")
        let home = try Home(kiosk: false, database: database)
        #expect(home.scene.player == ada)
        home.press("enter")
        #expect(home.scene.currentScene != nil)
    }

    @Test func aKioskVisitorTypesANameOnTheKeyboard() throws {
        let home = try Home(kiosk: true)
        home.press("left")  // the player button
        home.press("enter")
        #expect(home.scene.screenName == "home-name")
        // Q is focused first: type "Qi" with the d-pad, then Done.
        home.press("enter")  // Q
        for _ in 0..<7 { home.press("right") }  // I
        home.press("enter")
        #expect(home.scene.keyboard.text == "Qi")
        home.scene.handle(.text(" Xu"), at: home.time)
        #expect(home.scene.keyboard.text == "Qi Xu")
        home.press("enter")  // Done has the focus after typed text
        #expect(home.scene.screenName == "home")
        #expect(home.scene.player?.name == "Qi Xu")
        #expect(home.scene.player?.isGuest == false)
        #expect(try home.players() == ["Qi Xu"])
    }

    @Test func switchPlayerListsTheDevicesPlayersAndMakesNewOnes() throws {
        let database = try QuizDatabase()
        let directory = PlayerDirectory(database: database)
        _ = try directory.player(named: "Ada")
        _ = try directory.player(named: "Grace")
        let home = try Home(kiosk: false, database: database)
        #expect(home.scene.player?.name == "Grace")
        home.press("left")
        home.press("enter")
        #expect(home.scene.screenName == "home-players")
        #expect(home.scene.listed.map(\.name) == ["Grace", "Ada"])
        home.press("down")
        home.press("enter")
        #expect(home.scene.player?.name == "Ada")
        // "New player" is the last row.
        home.press("left")
        home.press("enter")
        home.press("down")
        home.press("down")
        home.press("enter")
        #expect(home.scene.screenName == "home-name")
        home.scene.handle(.text("ada"), at: home.time)
        home.press("enter")
        #expect(home.scene.player?.name == "Ada", "found again, whatever the case typed")
        #expect(try home.players().count == 2, "on a handheld a typed name finds the player of that name")
    }

    @Test func aFixedPlayerOffersNoPlayerButton() throws {
        let database = try QuizDatabase()
        let ada = try PlayerDirectory(database: database).player(named: "Ada")
        let home = try Home(kiosk: true, player: ada, database: database)
        home.press("left")
        home.press("right")
        home.press("enter")
        #expect(home.scene.screenName == "title")
        #expect(home.scene.player == ada)
        #expect(home.scene.stepTowardTitle(at: home.time))
        #expect(home.scene.player == ada, "--player keeps the player across kiosk resets")
    }
}

/// The on-screen keyboard's rules: capitals at word starts, the length limit, Done.
@Suite struct NameKeyboardTests {
    @Test func lettersAreCapitalisedAtTheStartOfEachWord() {
        var keyboard = NameKeyboard()
        for key: NameKeyboard.Key in [.character("A"), .character("D"), .space, .character("L"), .character("X")] {
            _ = keyboard.press(key)
        }
        #expect(keyboard.text == "Ad Lx")
    }

    @Test func doneRefusesANameTooShortAndSaysWhy() {
        var keyboard = NameKeyboard()
        _ = keyboard.press(.character("A"))
        #expect(keyboard.press(.done) == .typing)
        #expect(keyboard.problem == "A name has 2 to 16 characters")
        _ = keyboard.press(.character("B"))
        #expect(keyboard.press(.done) == .done("Ab"))
    }

    @Test func theFieldStopsAtSixteenCharactersAndDropsControls() {
        var keyboard = NameKeyboard()
        keyboard.typeText("Alexandra\u{7}Montgomery")
        #expect(keyboard.text == "AlexandraMontgom")
        keyboard.eraseOne()
        #expect(keyboard.text.count == 15)
    }

    @Test func theFocusMovesByColumnBetweenRowsOfDifferentWidths() {
        var keyboard = NameKeyboard()
        keyboard.focus(on: .character("P"))
        keyboard.move("down")
        #expect(keyboard.focusedKey == .character("'"))
        keyboard.move("down")
        #expect(keyboard.focusedKey == .erase)
        keyboard.move("down")
        #expect(keyboard.focusedKey == .done)
        keyboard.move("down")
        #expect(keyboard.focusedKey == .character("8"), "Done starts at the eighth column")
    }

    @Test func aNameIsTrimmedAndItsSpacesMadeOne() {
        #expect(PlayerRef.cleanName("  Ada   Lovelace ") == "Ada Lovelace")
        #expect(PlayerRef.cleanName("A") == nil)
        #expect(PlayerRef.cleanName("Seventeen chars!!") == nil)
        #expect(PlayerRef.cleanName("Tab\there") == nil)
    }
}
