import Foundation
import QuizCore
import QuizFlows
import QuizStore
import TestSupportText
import Testing
import TiltInput

@testable import QuizScreens

/// The home screen over a real in-memory store: tiles chosen by keys and
/// taps, a new player per kiosk visitor, the handheld's last player, and
/// the way back from a mode's first screen.
@Suite struct HomeSceneTests {
    /// A home with two Tilt True/False tiles (the second one named otherwise), over a fresh store.
    final class Home {
        let database: QuizDatabase
        let roster: StorePlayerRoster
        let feed = TiltFeed(source: SimulatedTilt())
        let scene: HomeScene
        var time = 0.0

        init(
            kiosk: Bool, modes: Int = 2, player: PlayerRef? = nil, database: QuizDatabase? = nil,
            leads: LeadDesk? = nil, accounts: ((PlaySaves) -> AccountDesk)? = nil
        ) throws {
            self.database = try database ?? QuizDatabase()
            let saves = PlaySaves(database: self.database)
            roster = StorePlayerRoster(saves: saves)
            let feed = feed
            var made: [HomeMode] = []
            let infos = [
                GameModeInfo.tilt,
                GameModeInfo(id: .trivia, title: "Other", summary: "A second tile", icon: "trivia", inputs: [.taps]),
            ]
            for info in infos.prefix(modes) {
                made.append(
                    HomeMode(info: info) { _, time in
                        let game = TrueFalseGame(
                            pool: MoonQuestion.pool, rules: .init(roundLength: 1, neutralHoldAdvances: false),
                            seed: 1, now: time)
                        return TrueFalseScene(
                            game: game, tilt: feed, sounds: SoundPlayer(directory: "", enabled: false))
                    })
            }
            scene = HomeScene(
                modes: made, roster: roster, tilt: feed, player: player, kiosk: kiosk, leads: leads,
                accounts: accounts?(saves))
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

        /// Plays the one-question round of the mode on view (a tap on TRUE) and leaves it.
        func playARoundAndLeave() throws {
            let mode = try #require(scene.currentScene as? TrueFalseScene)
            press("enter")
            let symbol = mode.layout.trueSymbol
            scene.handle(.tap(x: symbol.midX, y: symbol.midY), at: time)
            step(0.1)
            press("enter")
            #expect(mode.game.screen == .gameOver)
            press("escape")
            press("escape")
        }

        func players() throws -> [String] {
            try PlayerDirectory(database: database).named().map(\.name)
        }
    }

    @Test func enterStartsTheFocusedTileForANewGuestInAKiosk() throws {
        let home = try Home(kiosk: true)
        #expect(home.scene.screenName == "modes")
        #expect(home.scene.player == nil, "a kiosk visitor has no player until they pick a game")
        home.press("right")
        home.press("enter")
        #expect(home.scene.modeName == GameMode.trivia.rawValue, "the second tile")
        let guest = try #require(home.scene.player)
        #expect(guest.isGuest && guest.name == "Player \(guest.id)")
    }

    @Test func theNextKioskVisitorIsANewPlayer() throws {
        let home = try Home(kiosk: true)
        home.press("enter")
        let first = try #require(home.scene.player)
        // The kiosk resets: back home, and the next visitor has no player yet.
        #expect(home.scene.stepTowardTitle(at: home.time))
        #expect(home.scene.screenName == "modes")
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
        #expect(home.scene.screenName == "modes")
        #expect(!home.scene.wantsQuit)
        home.press("escape")
        #expect(home.scene.wantsQuit)
    }

    @Test func aKioskHomeIgnoresEscapeButTheModeGoesHome() throws {
        let home = try Home(kiosk: true)
        #expect(home.scene.takesEscapeInKiosk)
        home.press("enter")
        home.press("escape")
        #expect(home.scene.screenName == "modes")
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
        let directory = PlayerDirectory(database: database)
        let ada = try directory.player(named: "Ada")
        // A handheld picks its last player: the player button shows, and Profile with a profile desk.
        try directory.markPlayed(ada)
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
        #expect(home.scene.flow.keyboard.text == "Qi")
        home.scene.handle(.text(" Xu"), at: home.time)
        #expect(home.scene.flow.keyboard.text == "Qi Xu")
        home.press("enter")  // Done has the focus after typed text
        #expect(home.scene.screenName == "modes")
        #expect(home.scene.player?.name == "Qi Xu")
        #expect(home.scene.player?.isGuest == false)
        #expect(try home.players() == ["Qi Xu"])
    }

    /// In Arabic (the globe stepped to it) the name keyboard opens on the Arabic letters: ض is where Q was.
    @Test func anArabicVisitorTypesOnTheArabicLetters() throws {
        let home = try Home(kiosk: true)
        home.scene.languages = LanguageChoice(current: "en", offered: ["en", "ar"])
        home.scene.languages?.stepForward()
        home.press("left")  // the player button
        home.press("enter")
        #expect(home.scene.screenName == "home-name")
        #expect(home.scene.flow.keyboard.letterPage == .arabic)
        home.press("enter")
        home.press("right")
        home.press("enter")
        #expect(home.scene.flow.keyboard.text == "ضص")
        home.press("escape")
        #expect(home.scene.screenName == "modes")
        // Back in English the next keyboard is Latin again.
        home.scene.languages?.stepForward()
        home.press("enter")
        #expect(home.scene.screenName == "home-name")
        #expect(home.scene.flow.keyboard.letterPage == .accents && !home.scene.flow.keyboard.showsOtherLetters)
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
        #expect(home.scene.flow.list.players.map(\.name) == ["Grace", "Ada"])
        home.press("down")
        home.press("enter")
        #expect(home.scene.player?.name == "Ada")
        // "New player" is the last row; the focus starts on the player playing.
        home.press("left")
        home.press("enter")
        #expect(home.scene.flow.list.players[home.scene.flow.list.focus].name == "Ada")
        for _ in home.scene.flow.list.focus..<home.scene.flow.list.players.count { home.press("down") }
        home.press("enter")
        #expect(home.scene.screenName == "home-name")
        home.scene.handle(.text("ada"), at: home.time)
        home.press("enter")
        #expect(home.scene.player?.name == "Ada", "found again, whatever the case typed")
        #expect(try home.players().count == 2, "on a handheld a typed name finds the player of that name")
    }

    /// A home whose leads go to a store in a fresh folder, back from its first round at the leads form; `body`
    /// goes on from there, and the folder goes afterwards.
    func atTheLeadsForm(
        kiosk: Bool, consentText: String?, _ body: (Home, QuizDatabase) throws -> Void
    ) throws {
        let folder = NSTemporaryDirectory() + "home-leads-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let database = try QuizDatabase(path: folder + "/tiltquiz.sqlite")
        let desk = StoreLeadDesk(saves: PlaySaves(database: database), consentText: consentText)
        let home = try Home(kiosk: kiosk, database: database, leads: desk)
        home.press("enter")
        try home.playARoundAndLeave()
        #expect(home.scene.screenName == "home-lead")
        try body(home, database)
    }

    @Test func aPlayerBackHomeAfterAGameMeetsTheLeadsFormAndSendsALead() throws {
        try atTheLeadsForm(kiosk: true, consentText: "You may email me about it.") { home, database in
            let guest = try #require(home.scene.player)
            // Send does nothing until the box is checked.
            home.scene.send(.leadItemTapped(.send), at: home.time)
            #expect(home.scene.flow.leadForm?.problem?.english == "Check the box to agree, or choose No thanks")
            home.scene.send(.leadItemTapped(.email), at: home.time)
            #expect(home.scene.screenName == "home-lead-email")
            home.scene.handle(.text("ada@example.org"), at: home.time)
            home.press("enter")
            #expect(home.scene.flow.leadForm?.email == "ada@example.org")
            #expect(home.scene.flow.leadForm?.focus == .consent)
            home.press("enter")
            #expect(home.scene.flow.leadForm?.consented == true)
            home.press("up")
            home.press("up")
            home.press("enter")
            #expect(home.scene.screenName == "home-lead-name")
            home.scene.handle(.text("Ada"), at: home.time)
            home.press("enter")
            for _ in 0..<3 { home.press("down") }
            #expect(home.scene.flow.leadForm?.focus == .send)
            home.press("enter")
            #expect(home.scene.screenName == "modes")
            #expect(home.scene.player == nil, "the visitor is done")
            let leads = try LeadStore(database: database).allLeads()
            #expect(leads.map(\.email) == ["ada@example.org"])
            #expect(leads.first?.playerID == guest.id)
            #expect(leads.first?.consentText == "You may email me about it.")
        }
    }

    @Test func noThanksKeepsNothingAndTheFormComesOncePerVisit() throws {
        try atTheLeadsForm(kiosk: false, consentText: "Yes.") { home, database in
            home.press("escape")
            #expect(home.scene.screenName == "modes")
            home.press("enter")
            try home.playARoundAndLeave()
            #expect(home.scene.screenName == "modes", "asked once is enough")
            #expect(try LeadStore(database: database).allLeads().isEmpty)
        }
    }

    @Test func aFixedPlayerOffersNoPlayerButton() throws {
        let database = try QuizDatabase()
        let directory = PlayerDirectory(database: database)
        let ada = try directory.player(named: "Ada")
        // A handheld picks its last player: the player button shows, and Profile with a profile desk.
        try directory.markPlayed(ada)
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

/// The home header's extra buttons: where they go at every size the layout check uses, and the one focus
/// order arrows and taps share.
@Suite struct HomeHeaderButtonTests {
    static let sizes = [
        (320.0, 240.0), (240, 320), (480, 320), (320, 480), (800, 480), (480, 800), (1280, 720), (720, 1280),
        (1920, 1080), (1080, 1920),
    ]

    @Test func leaderboardsAndProfileFitBesideTheTitleAndThePlayerButtonAtEverySize() throws {
        for (width, height) in Self.sizes {
            let layout = HomeLayout(size: Size(width: width, height: height), tileCount: 5, hasBoards: true)
            // "TiltQuiz" is 4.3 of the header's title letters wide (78 px at 18.2 px letters, the 320x240 golden).
            let titleWidth = layout.header.height * 0.7 * 4.3
            let buttons = layout.headerButtons(
                hasPlayerButton: true, boards: true, profile: true, titleWidth: titleWidth)
            let boards = buttons.boards ?? Rect(x: 0, y: 0, width: 0, height: 0)
            let profile = buttons.profile ?? Rect(x: 0, y: 0, width: 0, height: 0)
            let player = try #require(buttons.player)
            #expect(buttons.playerLabelled, "\(width)x\(height): room for Switch player's label")
            #expect(profile.width >= layout.header.height && profile.maxX < player.x, "\(width)x\(height)")
            #expect(profile.x > layout.header.x + titleWidth, "\(width)x\(height): Profile reaches the title")
            if layout.isTall {
                let lastTile = layout.tiles.last ?? layout.tileArea
                #expect(boards.y > lastTile.maxY && boards.maxY < layout.hintY, "\(width)x\(height)")
            } else {
                #expect(boards.maxX < profile.x && boards.width >= layout.header.height, "\(width)x\(height)")
                #expect(boards.x > layout.header.x + titleWidth, "\(width)x\(height): Leaderboards reaches the title")
            }
        }
    }

    @Test func withTheSpeakerAndTheGlobeTooEveryButtonFitsBesideTheTitle() throws {
        for (width, height) in Self.sizes {
            let layout = HomeLayout(
                size: Size(width: width, height: height), tileCount: 5, hasBoards: true, hasSpeaker: true,
                hasGlobe: true)
            let titleWidth = layout.header.height * 0.7 * 4.3
            let buttons = layout.headerButtons(
                hasPlayerButton: true, boards: true, profile: true, titleWidth: titleWidth, speaker: true, globe: true)
            let parts = try [buttons.boards, buttons.speaker, buttons.globe, buttons.profile, buttons.player].map {
                try #require($0, "\(width)x\(height)")
            }
            let (speaker, globe, profile, player) = (parts[1], parts[2], parts[3], parts[4])
            let size = "\(width)x\(height)"
            #expect(globe.width == globe.height && globe.height == layout.header.height, "\(size)")
            if layout.isTall {
                // Under the tiles: Leaderboards, the speaker, then the globe at the right end.
                #expect(parts[0].maxX < speaker.x && speaker.maxX < globe.x, "\(size)")
                #expect(globe.maxX <= layout.tileArea.maxX + 1e-9 && globe.y > layout.tileArea.maxY, "\(size)")
            } else {
                // In the header, in the focus order: Leaderboards, the speaker, the globe, Profile, the player.
                #expect(parts.indices.dropLast().allSatisfy { parts[$0].maxX < parts[$0 + 1].x }, "\(size)")
                #expect(parts[0].x > layout.header.x + titleWidth, "\(size): the buttons reach the title")
            }
            #expect(profile.maxX < player.x && player.maxX <= layout.header.maxX + 1e-9, "\(size)")
        }
    }

    @Test func arrowsGoThroughTheTilesThenLeaderboardsThenProfileThenThePlayerButton() throws {
        let database = try QuizDatabase()
        let saves = PlaySaves(database: database)
        let feed = TiltFeed(source: SimulatedTilt())
        let sounds = SoundPlayer(directory: "", enabled: false)
        func mode(_ info: GameModeInfo) -> HomeMode {
            HomeMode(info: info) { _, time in
                TrueFalseScene(
                    game: TrueFalseGame(pool: MoonQuestion.pool, rules: .init(roundLength: 1), seed: 1, now: time),
                    tilt: feed, sounds: sounds)
            }
        }
        let directory = PlayerDirectory(database: database)
        let ada = try directory.player(named: "Ada")
        // A handheld picks its last player: the player button shows, and Profile with a profile desk.
        try directory.markPlayed(ada)
        let home = HomeScene(
            modes: [mode(.tilt), mode(.trivia)], roster: StorePlayerRoster(saves: saves), tilt: feed, player: nil,
            kiosk: false)
        home.boards = HomeBoards(start: mode(.whichCameFirst).start)
        func press(_ key: String) { home.handle(.key(key, down: true), at: 0) }
        #expect(home.player == ada)
        #expect(home.flow.focusCount == 4, "no Profile without a profile desk")
        home.profiles = StoreProfileDesk(
            saves: saves, timeZone: .current, assets: "", dataFolder: NSTemporaryDirectory())
        #expect(home.flow.focusCount == 5 && home.flow.boardsFocus == 3 && home.flow.profileFocus == 4)
        var seen: [Int] = []
        for _ in 0..<5 {
            press("right")
            seen.append(home.flow.focus)
        }
        #expect(seen == [2, 3, 4, 0, 1])
        press("left")
        press("left")
        press("left")
        #expect(home.flow.focus == 3, "left from the first tile wraps to the player button, then Profile, Leaderboards")
        press("enter")
        #expect(home.modeName == LeaderboardScene.modeName, "Enter on Leaderboards starts the boards")
    }
}
