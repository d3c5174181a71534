import QuizConfig
import QuizCore
import QuizFlows
import QuizText
import Testing
import TiltInput

@testable import QuizScreens

/// The kiosk layer around a real Tilt True/False scene, driven by touch the
/// way a finger drives it: the gesture, the on-screen PIN pad, the admin menu.
@Suite struct KioskSceneTests {
    static let size = Size(width: 800, height: 480)
    /// PBKDF2-HMAC-SHA256 of "2468" (salt 00...0f, 10 000 iterations), computed with Python's hashlib.
    static let pinHash =
        "pbkdf2-sha256$10000$000102030405060708090a0b0c0d0e0f$"
        + "1a08d6086f6dc7f66e1013d077074b647ea87f01a4a4b8c77b3c9a5ee0e6a2b1"

    /// A kiosk on a still simulated device, stepped at the game's rate.
    final class Kiosk {
        let scene: KioskScene
        let feed = TiltFeed(source: SimulatedTilt())
        let records = InMemoryKioskRecords()
        var time = 0.0

        init(
            gesture: AdminGesture, packs: PackLibraryDouble? = nil, credits: (() -> KioskCredits)? = nil,
            demos: [AttractDemoMaker]? = nil, fleetStatus: (@Sendable () -> FleetStatus?)? = nil,
            languages: AttractLanguages? = nil, attract: [AttractScreen]? = nil,
            boards: (reading: any BoardReading, dailyLanguage: (() -> String?)?)? = nil
        ) throws {
            var config = KioskConfig()
            config.kiosk = true
            if let attract { config.attract.screens = attract }
            config.admin.gesture = gesture
            config.admin.pinHash = try PINHash.parse(KioskSceneTests.pinHash)
            let hash = try PINHash.parse(KioskSceneTests.pinHash)
            let game = TrueFalseGame(
                pool: MoonQuestion.pool, rules: .init(roundLength: 1, neutralHoldAdvances: false), seed: 1)
            let sounds = SoundPlayer(directory: "", enabled: false)
            var services = KioskServices(
                records: records,
                demos: demos ?? [AttractDemos.trueFalse(MoonQuestion.pool)].compactMap { $0 },
                verifyPIN: { AdminPIN.verify(pin: $0, against: hash) }, version: "test", timeZone: .current)
            services.creditsStatus = credits
            services.fleetStatus = fleetStatus
            services.languages = languages
            if let boards {
                services.boards = (boards.reading, { CalendarDay(year: 2026, month: 7, day: 20)! })
                services.dailyBoardLanguage = boards.dailyLanguage
            }
            if let packs {
                services.packSettings = { time in
                    let page = PacksScene(
                        library: packs, player: PlayerRef(id: 0, name: "Operator", isGuest: true), sounds: sounds)
                    page.openSettings(fromAdmin: true, at: time)
                    return page
                }
            }
            scene = KioskScene(
                game: TrueFalseScene(game: game, tilt: feed, sounds: sounds), config: config, services: services,
                tilt: feed, size: KioskSceneTests.size)
        }

        func run(until end: Double) {
            while time + PlaySession.stepSeconds <= end + 1e-9 {
                time += PlaySession.stepSeconds
                for event in feed.events(through: time) { scene.handle(event) }
                scene.update(at: time)
            }
        }

        func touch(_ finger: Int, _ x: Double, _ y: Double, down: Bool) {
            scene.handle(.touch(finger: finger, x: x, y: y, down: down), at: time)
            if !down { scene.handle(.tap(x: x, y: y), at: time) }
        }

        func tap(_ rect: Rect) {
            touch(9, rect.midX, rect.midY, down: true)
            touch(9, rect.midX, rect.midY, down: false)
        }

        /// Holds both top corners for `seconds`, then lifts.
        func holdCorners(for seconds: Double) {
            touch(1, 4, 4, down: true)
            touch(2, KioskSceneTests.size.width - 4, 4, down: true)
            run(until: time + seconds)
            touch(1, 4, 4, down: false)
            touch(2, KioskSceneTests.size.width - 4, 4, down: false)
        }

        func tapPIN(_ digits: String) {
            let layout = PINPadLayout(size: KioskSceneTests.size)
            for digit in digits {
                let index = PINPadLayout.keys.firstIndex(of: .digit(digit))!
                tap(layout.keyRects[index])
            }
            tap(layout.keyRects[PINPadLayout.keys.firstIndex(of: .enter)!])
        }
    }

    @Test func theRightPINTappedOnThePadOpensTheMenuAndExitLeaves() throws {
        let kiosk = try Kiosk(gesture: .corners)
        kiosk.run(until: 1)
        kiosk.holdCorners(for: 5.2)
        #expect(kiosk.scene.screenName == "pinpad")
        #expect(kiosk.scene.pin.digits.isEmpty, "the fingers' lifts typed nothing")
        kiosk.tapPIN("2468")
        #expect(kiosk.scene.screenName == "admin")
        #expect(!kiosk.scene.wantsQuit)
        let exit = AdminMenuItem.shown(creditGrantCents: nil).firstIndex(of: .exit)!
        kiosk.tap(AdminMenuLayout(size: Self.size).buttons[exit])
        #expect(kiosk.scene.wantsQuit)
    }

    /// The quiz packs' Settings are in the admin menu only (the kiosk's list has no Settings button), and Back
    /// comes back to the menu.
    @Test func packSettingsOpenFromTheAdminMenuAndComeBackToIt() throws {
        let packs = PackLibraryDouble.sample()
        let kiosk = try Kiosk(gesture: .corners, packs: packs)
        kiosk.run(until: 1)
        kiosk.holdCorners(for: 5.2)
        kiosk.tapPIN("2468")
        let items = AdminMenuItem.shown(creditGrantCents: nil, packSettings: true)
        let index = try #require(items.firstIndex(of: .packSettings))
        kiosk.tap(AdminMenuLayout(size: Self.size, items: items).buttons[index])
        #expect(kiosk.scene.screenName == "pack-settings")
        kiosk.scene.handle(.key("enter", down: true), at: kiosk.time)
        #expect(kiosk.scene.screenName == "pack-url")
        kiosk.scene.handle(.text("127.0.0.1:8080/q.json"), at: kiosk.time)
        kiosk.scene.handle(.key("enter", down: true), at: kiosk.time)
        #expect(packs.status.url == "https://127.0.0.1:8080/q.json")
        kiosk.run(until: kiosk.time + 40)
        kiosk.scene.handle(.key("right", down: true), at: kiosk.time)
        kiosk.run(until: kiosk.time + 40)
        #expect(kiosk.scene.screenName == "pack-settings", "each key keeps the admin page open")
        kiosk.scene.handle(.key("escape", down: true), at: kiosk.time)
        kiosk.run(until: kiosk.time + 0.1)
        #expect(kiosk.scene.screenName == "admin")
        kiosk.run(until: kiosk.time + KioskFlow.adminIdleSeconds + 1)
        #expect(kiosk.scene.screenName == "title", "left alone, the admin menu closes")
    }

    /// A round the admin restarts after an answer is handed to the kiosk's records.
    @Test func aRoundRestartedFromTheMenuIsKeptAsAbandoned() throws {
        let kiosk = try Kiosk(gesture: .corners)
        kiosk.scene.handle(.key("enter", down: true), at: kiosk.time)
        kiosk.scene.handle(.key("enter", down: false), at: kiosk.time)
        // The game has not drawn yet: its taps are tested against its first size.
        kiosk.tap(TrueFalseLayout(size: Size(width: 1280, height: 720)).trueSymbol)
        let progress = RoundProgress(answered: 1, right: 1, roundLength: 1)
        #expect(kiosk.scene.game.progress == progress)
        kiosk.holdCorners(for: 5.2)
        kiosk.tapPIN("2468")
        let restart = AdminMenuItem.shown(creditGrantCents: nil).firstIndex(of: .restart)!
        kiosk.tap(AdminMenuLayout(size: Self.size).buttons[restart])
        kiosk.run(until: kiosk.time + 0.1)
        #expect(kiosk.scene.screenName == "title")
        #expect(kiosk.records.abandoned == [AbandonedRound(mode: "tilt", progress: progress, reason: "admin")])
    }

    /// The kiosk ignores Escape, so the game inside it must not offer it.
    @Test func aGameInsideTheKioskOffersNoEscape() throws {
        let kiosk = try Kiosk(gesture: .corners)
        #expect(kiosk.scene.game.isInKiosk)
        let alone = TrueFalseScene(
            game: TrueFalseGame(pool: MoonQuestion.pool, rules: .init(), seed: 1),
            tilt: TiltFeed(source: SimulatedTilt()),
            sounds: SoundPlayer(directory: "", enabled: false))
        #expect(!alone.isInKiosk)
    }

    @Test func theAdminStatusNamesTheTiltDeviceOfATiltGameAndNoCredits() throws {
        let kiosk = try Kiosk(gesture: .corners)
        #expect(kiosk.scene.game.usesTilt)
        let english = try Painter.catalog(assets: SceneRenderingTests.root + "/assets")
        #expect(
            kiosk.scene.adminStatus(english) == "vtest · Tilt True/False · tilt: \(kiosk.scene.tiltDeviceName(english))"
        )
        #expect(kiosk.scene.tiltDeviceName(english) == "keyboard (simulated)")
        #expect(kiosk.scene.menuItems == AdminMenuItem.shown(creditGrantCents: nil))
    }

    @Test func theDeviceInfoPageSaysWhichCreditsModeAppliesAndWhereItComesFrom() throws {
        var credits = KioskCredits(mode: "free", setInWebAdmin: false)
        let kiosk = try Kiosk(gesture: .corners, credits: { credits })
        let assets = SceneRenderingTests.root + "/assets"
        let english = try Painter.catalog(assets: assets)
        let german = try Painter.catalog(assets: assets, language: "de")
        let shown = { (catalog: Catalog) in
            kiosk.scene.deviceInfo(size: KioskSceneTests.size, density: nil, catalog).first {
                $0.label == catalog["admin.device.credits"]
            }?.value
        }
        #expect(shown(english) == "free (config file)")
        #expect(shown(german) == "free (Konfigurationsdatei)")
        credits = KioskCredits(mode: "coin", setInWebAdmin: true)
        #expect(shown(english) == "coin (web admin)", "read again as the page is drawn")
        #expect(shown(german) == "coin (Web-Verwaltung)")
        #expect(
            try Kiosk(gesture: .corners).scene.deviceInfo(size: KioskSceneTests.size, density: nil, english).allSatisfy
            {
                $0.label != "Credits"
            })
    }

    /// The screen's row names the density the buttons are laid out for, and where it was read (issue 38).
    @Test func theDeviceInfoPageNamesThePanelsDensity() throws {
        let assets = SceneRenderingTests.root + "/assets"
        let english = try Painter.catalog(assets: assets)
        let german = try Painter.catalog(assets: assets, language: "de")
        let size = Size(width: 800, height: 480)
        #expect(PanelDensity.screenText(size, nil, english) == "800x480")
        #expect(
            PanelDensity.screenText(size, PanelDensity(dotsPerInch: 133), english) == "800x480 at 133 dpi (config file)"
        )
        #expect(
            PanelDensity.screenText(size, PanelDensity(dotsPerInch: 187, source: .panel), german)
                == "800x480 bei 187 dpi (vom Bildschirm gemeldet)")
        #expect(PanelDensity.startLine(nil, size: size, english) == nil)
        #expect(
            PanelDensity.startLine(PanelDensity(dotsPerInch: 133), size: size, english)
                == "800x480 at 133 dpi (config file): buttons are at least 48 px (9 mm) where the screen has the room")
        #expect(
            PanelDensity.startLine(PanelDensity(dotsPerInch: 133), size: Size(width: 320, height: 240), english)
                == "320x240 at 133 dpi (config file): 9 mm is 48 px, more than this screen has room for; buttons "
                + "keep their own sizes")
    }

    @Test func aWrongPINSaysSoAndTheGameComesBack() throws {
        let kiosk = try Kiosk(gesture: .corners)
        kiosk.holdCorners(for: 5.2)
        kiosk.tapPIN("1357")
        #expect(kiosk.scene.screenName == "pinpad-refused")
        #expect(kiosk.scene.pin.notice == .wrong(triesLeft: 2))
        #expect(kiosk.scene.pin.notice?.logDetail == "Wrong PIN. 2 tries before a wait")
        kiosk.tapPIN("2468")
        #expect(kiosk.scene.screenName == "pinpad-refused", "no second try on the same opening")
        kiosk.run(until: kiosk.time + KioskFlow.refusalSeconds + 0.05)
        #expect(kiosk.scene.screenName == "title")
        #expect(!kiosk.scene.wantsQuit)
    }

    @Test func tooFewDigitsAreNoTryAndCancelLeavesThePad() throws {
        let kiosk = try Kiosk(gesture: .corners)
        kiosk.holdCorners(for: 5.2)
        kiosk.tapPIN("12")
        #expect(kiosk.scene.pin.notice == .incomplete)
        #expect(kiosk.scene.pin.notice?.logDetail == "Enter 4 to 12 digits")
        kiosk.run(until: kiosk.time + 5)
        #expect(kiosk.scene.screenName.hasPrefix("pinpad"), "still on the pad")
        #expect(kiosk.scene.pin.wrongInARow == 0)
        kiosk.tap(PINPadLayout(size: Self.size).cancelButton)
        #expect(kiosk.scene.screenName == "title")
    }

    @Test func escapeAndWindowCloseNeverLeave() throws {
        let kiosk = try Kiosk(gesture: .chord)
        kiosk.scene.handle(.key("enter", down: true), at: 0.5)
        kiosk.run(until: 1)
        #expect(kiosk.scene.screenName == "question")
        kiosk.scene.handle(.key("escape", down: true), at: 1)
        kiosk.scene.handle(.quit, at: 1)
        kiosk.run(until: 2)
        #expect(kiosk.scene.screenName == "question", "Escape does not even leave the round")
        #expect(!kiosk.scene.wantsQuit)
    }

    @Test func theAdminPagesCloseByThemselvesWhenLeftAlone() throws {
        let kiosk = try Kiosk(gesture: .corners)
        kiosk.holdCorners(for: 5.2)
        #expect(kiosk.scene.screenName == "pinpad")
        kiosk.run(until: kiosk.time + KioskFlow.adminIdleSeconds + 0.1)
        #expect(kiosk.scene.screenName != "pinpad")
    }

    /// English, German and Arabic offered, English the operator's.
    static func threeLanguages() throws -> AttractLanguages {
        let choice = LanguageChoice(current: "en", offered: ["en", "de", "ar"])
        let catalogs = try choice.offered.map {
            try Painter.catalog(assets: SceneRenderingTests.root + "/assets", language: $0)
        }
        return try #require(AttractLanguages(choice: choice, catalogs: catalogs))
    }

    @Test func theFirstAttractScreenInvitesInEachOfferedLanguageInTurn() throws {
        let languages = try Self.threeLanguages()
        let invited = stride(from: 0.0, to: 9, by: 1.25).map { languages.catalog(after: $0).language }
        #expect(invited == ["en", "en", "de", "de", "ar", "ar", "en", "en"])
        let choice = LanguageChoice(current: "en", offered: ["en"])
        let english = try Painter.catalog(assets: SceneRenderingTests.root + "/assets")
        #expect(AttractLanguages(choice: choice, catalogs: [english]) == nil, "one language: nothing to cycle")
        #expect(english["kiosk.call_to_action"] == "Touch, press a key or tilt to play")
        #expect(languages.catalogs[1]["kiosk.call_to_action"] != english["kiosk.call_to_action"])
    }

    @Test func aVisitorWhoWakesTheKioskPlaysInTheLanguageTheInvitationWasIn() throws {
        let languages = try Self.threeLanguages()
        let kiosk = try Kiosk(gesture: .corners, languages: languages)
        while kiosk.scene.flow.screen != .attract(index: 0) { kiosk.run(until: kiosk.time + 0.5) }
        let since = kiosk.scene.flow.screenSince
        #expect(kiosk.scene.invitingCatalog(at: since + 0.1)?.language == "en")
        kiosk.run(until: since + AttractLanguages.secondsEach + 0.5)
        #expect(kiosk.scene.invitingCatalog(at: kiosk.time)?.language == "de")
        kiosk.touch(3, 400, 240, down: true)
        kiosk.touch(3, 400, 240, down: false)
        #expect(kiosk.scene.flow.screen == .game)
        #expect(languages.choice.current == "de", "woken during German's turn")
        #expect(kiosk.scene.invitingCatalog(at: kiosk.time) == nil, "no invitation outside attract mode")
        // Woken on a later attract screen (the boards), the language stays as it was.
        languages.choice.reset()
        while kiosk.scene.flow.screen != .attract(index: 1) { kiosk.run(until: kiosk.time + 0.5) }
        kiosk.touch(3, 400, 240, down: true)
        #expect(languages.choice.current == "en")
    }

    @Test func aModeWithNothingToShowPassesItsDemoTurnOn() throws {
        var asked = 0
        let nothing: AttractDemoMaker = { _, _ in
            asked += 1
            return nil
        }
        let tilt = try #require(AttractDemos.trueFalse(MoonQuestion.pool))
        let rig = try Kiosk(gesture: .corners, demos: [nothing, tilt])
        var shown: [String] = []
        while rig.time < 300 {
            rig.run(until: rig.time + 1)
            if rig.scene.flow.attractScreen == .demo {
                shown.append(rig.scene.demo.map { "\(type(of: $0))" } ?? "none")
            }
        }
        #expect(asked >= 2, "every other demo turn is the mode with nothing to show")
        #expect(!shown.isEmpty && !shown.contains("none"), "\(Set(shown))")
    }

    @Test func theAttractDemoPlaysRoundsByItselfByTilting() {
        let questions = ["a", "b", "c"].map { id in
            TrueFalseQuestion(
                id: id, topic: "Space", statement: "Statement \(id).", answer: id != "b", explanation: "",
                source: "")
        }
        let demo = DemoPlayer(
            questions: questions, seed: 1, startedAt: 100, sounds: SoundPlayer(directory: "", enabled: false))
        var screens: [String] = []
        var answers: [TrueFalseAnswer] = []
        var time = 100.0
        while time < 115 {
            time += PlaySession.stepSeconds
            demo.update(at: time)
            if screens.last != demo.scene.screenName { screens.append(demo.scene.screenName) }
            if demo.scene.game.answers.count > answers.count { answers = demo.scene.game.answers }
        }
        #expect(answers.count == 3, "a round of three: \(screens)")
        #expect(answers.allSatisfy { $0.via == .tilt }, "answered by tilting, as a player would")
        #expect(answers.contains { !$0.isRight }, "a wrong answer now and then shows the other reveal")
        #expect(screens.prefix(7) == ["question", "reveal", "question", "reveal", "question", "reveal", "gameover"])
        #expect(screens.last == "question", "and then it starts again")
    }

    /// The pad's refusals in the kiosk's language (the kiosk log keeps them in English).
    @Test func thePadsRefusalsAreInTheKiosksLanguage() throws {
        let folder = CatalogFolder(assets: SceneRenderingTests.root + "/assets")
        let german = try folder.catalog("de")
        let arabic = try folder.catalog("ar")
        #expect(german(PINNotice.wrong(triesLeft: 1).screenText) == "Falscher PIN. Noch 1 Versuch vor einer Wartezeit")
        #expect(german(PINNotice.wrong(triesLeft: 2).screenText) == "Falscher PIN. Noch 2 Versuche vor einer Wartezeit")
        #expect(german(PINNotice.incomplete.screenText) == "Gib 4 bis 12 Ziffern ein")
        #expect(arabic(PINNotice.wrong(triesLeft: 2).screenText) == "رمز خاطئ. محاولتان قبل الانتظار")
        #expect(german(PINNotice.locked(remaining: 29.2).screenText) == "Zu viele falsche PINs: warte 30\u{a0}s")
        #expect(PINNotice.locked(remaining: 29.2).logDetail == "Too many wrong PINs: wait 30 s")
        #expect(
            try folder.catalog("en")(PINNotice.wrong(triesLeft: 1).screenText)
                == PINNotice.wrong(triesLeft: 1).logDetail)
    }

    @Test func threeWrongPINsLockThePadAndTheWaitDoubles() {
        var entry = PINEntry()
        var notices: [PINNotice?] = []
        for attempt in 1...3 {
            for digit in "1111" { entry.type(digit, at: Double(attempt)) }
            let outcome = entry.submit(at: Double(attempt)) { $0 == "2468" }
            #expect(outcome == .refused)
            notices.append(entry.notice)
        }
        #expect(notices == [.wrong(triesLeft: 2), .wrong(triesLeft: 1), .locked(seconds: 30)])
        #expect(entry.lockRemaining(at: 3) == 30)
        entry.type("2", at: 10)
        #expect(entry.digits.isEmpty, "no typing while locked")
        for digit in "1111" { entry.type(digit, at: 34) }
        let fourth = entry.submit(at: 34) { $0 == "2468" }
        #expect(fourth == .refused)
        #expect(entry.lockRemaining(at: 34) == 60)
        for digit in "2468" { entry.type(digit, at: 95) }
        let right = entry.submit(at: 95) { $0 == "2468" }
        #expect(right == .accepted)
        #expect(entry.wrongInARow == 0 && entry.lockedUntil == nil)
    }

    @Test func oneCornerOrABottomCornerIsNoGesture() {
        var detector = AdminGestureDetector(gesture: .corners)
        detector.touch(finger: 1, x: 4, y: 4, down: true, size: Self.size, at: 0)
        detector.touch(finger: 2, x: 796, y: 476, down: true, size: Self.size, at: 0)
        let bottomToo = detector.completed(at: 10)
        #expect(!bottomToo, "top-left and bottom-right")
        detector.touch(finger: 3, x: 796, y: 4, down: true, size: Self.size, at: 10)
        let early = detector.completed(at: 14.9)
        #expect(!early)
        let held = detector.completed(at: 15)
        #expect(held, "5 s after both top corners were held")
    }
}
