import Foundation
import TestSupport
import Testing

/// `tiltquiz layout-check` through the real executable: the screens that fit
/// keep fitting at every supported size, upright and turned, and a frame
/// with a fault is named.
@Suite struct LayoutCheckCommandTests {
    /// Runs the check with `arguments` and expects it to pass, saying so for each of the ten supported sizes.
    func expectEveryScreenFitsAtEverySize(_ arguments: [String]) throws {
        let result = try Tool.run(arguments, timeout: 600)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(
            result.stdout.contains(
                "Every screen fits at 320x240, 240x320, 480x320, 320x480, 800x480, 480x800, 1280x720, 720x1280, "
                    + "1920x1080, 1080x1920."), "\(result.stdout)")
    }

    /// Runs the check of `screens` only, in `language`, at `sizes` (the ten supported sizes when none), and expects
    /// every one to fit: the check's first line says so.
    func expectScreensFit(_ screens: [String], language: String, sizes: [String] = [], timeout: Double = 300) throws {
        var arguments = ["layout-check", "--language", language]
        for size in sizes { arguments += ["--size", size] }
        for screen in screens { arguments += ["--only", screen] }
        let result = try Tool.run(arguments, timeout: timeout)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        if sizes.isEmpty {
            #expect(result.stdout.hasPrefix("Every screen fits at 320x240, 240x320,"), "\(result.stdout)")
        } else {
            #expect(
                result.stdout.contains("Every screen fits at \(sizes.joined(separator: ", "))."), "\(result.stdout)")
        }
    }

    /// Every screen the bench knows (each mode's, the home's, the kiosk's), at every supported size, upright
    /// and turned: nothing off the screen, out of its box, over another text or an icon, or too small.
    @Test func everyScreenFitsAtEverySize() throws {
        try expectEveryScreenFitsAtEverySize(["layout-check"])
    }

    /// Issue 37: the pseudo-locale (every text accented, bracketed and 40 % longer, `--language pseudo`) through
    /// every screen at every supported size: a longer language wraps, shrinks to the readable minimum or takes a
    /// shorter wording; nothing is cut short while room is free, off the screen, over another text or too small.
    @Test func everyScreenFitsInThePseudoLocale() throws {
        try expectEveryScreenFitsAtEverySize(["layout-check", "--language", "pseudo"])
    }

    /// Issue 37: Arabic, mirrored and drawn with Noto Sans Arabic, through every screen at every supported size.
    /// The last four problems, each a value cut short beside a wider column of Arabic labels, are gone: the fleet
    /// page's rows close up for a wrapped value, the live operator's topic goes under its label, and a pack's
    /// description ends a pad short of the count beside it (docs/languages.md).
    @Test func everyScreenFitsInArabic() throws {
        try expectEveryScreenFitsAtEverySize(["layout-check", "--language", "ar"])
    }

    /// Issues 37 and 38: Tilt True/False at the smallest sizes in German, Spanish, French, Turkish and the
    /// pseudo-locale, where its texts a player must read whole were cut: the foot hint ("Mantén ← para VERDADERO
    /// o → para FALSO, o toca…" at 320x240) takes its short wording, on two lines where even that is too long;
    /// the title's hint ("… · Esc: b…" at 240x320) its parts on lines of their own; a game over statement its
    /// row's width with TRUE or FALSE under it (240x320); a pill's label ("Noch…") the icon's room; the reveal's
    /// Report pill its key hint's room ("Repor… W" at 320x240, now marked to be read whole).
    @Test(arguments: ["de", "es", "fr", "tr", "pseudo"])
    func tiltsTextsAreReadWholeAtTheSmallestSizes(language: String) throws {
        try expectScreensFit(
            ["title", "tiltQuestion", "reveal", "tiltRevealReport", "gameOver", "gameOverWithBoard"],
            language: language, sizes: ["320x240", "240x320", "480x320", "320x480"])
    }

    /// Issues 37 and 38: every screen with an on-screen keyboard fits at the ten default sizes with each key's
    /// label whole (a key's label is marked must-be-read-whole, so any cut is named): Spanish had "Espa…" and
    /// "Canc…" at 320x240, German "Leer…" and "Abbr…"; Space now says "␣" where its word does not fit, Cancel
    /// shows its cross, and the sentence keyboard's Space and accents keys are two columns wide.
    @Test(arguments: ["en", "de", "es", "fr", "tr", "ar", "pseudo"])
    func keyboardKeysAreReadWholeAtEverySize(language: String) throws {
        try expectScreensFit(
            [
                "nameKeyboard", "addKeyboard", "accountUsernameKeyboard", "accountPasswordKeyboard", "packSettings",
                "profileSearch",
            ], language: language)
    }

    /// Issues 37 and 38: every button's label says what it does and is read whole (`FocusButton`), so the screens
    /// whose buttons were cut in a longer language fit at the ten default sizes: the report's reasons take two
    /// to a line where three do not fit ("Sonsti…", "Choqu…" at 240x320), a form's column takes a narrow
    /// screen's width ("Registri…", "Nein dan…"), the follow lists' tabs stand one under the other ("Takip
    /// edilenl…"), and a label that fits only wrapped shrinks to one line ("Wrong answ…" at 480x800).
    @Test(arguments: ["de", "es", "fr", "tr"])
    func buttonLabelsAreReadWholeAtEverySize(language: String) throws {
        try expectScreensFit(
            [
                "reportTrivia", "reportTilt", "accountRegister", "accountLogin", "accountChangePassword", "leadsForm",
                "profileFollows", "dailyReveal",
            ], language: language)
    }

    /// Issues 37 and 38: trivia's pills (`PillFit`) and the kiosk's buttons (`KioskDrawing.button`) are marked
    /// must-be-read-whole, so every cut of their labels is named: German "Frage beitragen?" in the top bar (every
    /// size), "Recargar 0,99 $" and "Segunda oportunidad" (240x320, 320x480), "Oynamaya devam et", the admin
    /// menu's "Información del dispositivo" and "Oyunu yeniden başlat" (320x240) now take two lines, the PIN pad's
    /// "Tamam" its tick, Spanish "Contrarreloj" its short wording "Crono" (240x320).
    @Test(arguments: ["de", "es", "fr", "tr", "ar"])
    func triviaPillsAndKioskButtonsAreReadWholeAtEverySize(language: String) throws {
        try expectScreensFit(
            [
                "triviaHome", "triviaHomeAdd", "triviaHomeAfterGame", "triviaQuestion", "triviaTopic", "triviaStore",
                "triviaSecondChance", "triviaNoLives", "triviaResultReport", "peoplesChoice", "topicProgress",
                "progressAllAwards", "topicList", "topicRules", "categoryAnswerReport", "timedAnswerReport",
                "timedQuit", "timedResult", "triviaAttractTitle", "triviaAttractDemo", "pinPad", "pinPadLocked",
                "adminMenu", "deviceInfo",
            ], language: language, timeout: 600)
    }

    /// `accessibility.text_scale: 200` (issue 38): every screen fits at twice its text size, on the small landscape
    /// panel and the tall one, laid out through `--config`, in English, German, French, Arabic, whose lines stand
    /// taller (rows meant for a line grow with the line as drawn, `LineRoom`), Spanish (Tilt True/False's
    /// VERDADERO), Turkish (its foot hint under DOĞRU and YANLIŞ) and the pseudo-locale (trivia's power-up chip,
    /// a header's count beside a title on two lines or a mark), see docs/accessibility.md.
    @Test(arguments: ["en", "de", "fr", "ar", "es", "tr", "pseudo"])
    func everyScreenFitsWithTextAtTwoHundredPercent(language: String) throws {
        let folder = Tool.temporaryFolder()
        let config = folder + "/config.yaml"
        try "accessibility:\n  text_scale: 200\n".write(toFile: config, atomically: true, encoding: .utf8)
        let result = try Tool.run(
            ["layout-check", "--config", config, "--size", "800x480", "--size", "480x800", "--language", language],
            timeout: 600)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("Every screen fits at 800x480, 480x800 with text at 200 %."), "\(result.stdout)")
    }

    /// `--config` lays out in the file's `language` too (issue 38), and `--language` wins over it.
    @Test func theConfigsLanguageIsLaidOutUnlessOneIsGiven() throws {
        let folder = Tool.temporaryFolder()
        let config = folder + "/config.yaml"
        try "language: ar\naccessibility:\n  text_scale: 100\n".write(toFile: config, atomically: true, encoding: .utf8)
        let arguments = [
            "layout-check", "--config", config, "--only", "title", "--size", "320x240", "--minimum-text", "40",
        ]
        let arabic = try Tool.run(arguments, timeout: 120)
        #expect(
            arabic.stdout.contains("320x240 title: \"Enter أو المس لتلعب · Esc: خروج\" is 11 px"), "\(arabic.stdout)")
        let english = try Tool.run(arguments + ["--language", "en"], timeout: 120)
        #expect(
            english.stdout.contains("320x240 title: \"Enter or tap to play · Esc: quit\" is 11 px"), "\(english.stdout)"
        )
    }

    @Test func aTextScaleMakesTextLargerAndABadOneIsRefused() throws {
        let folder = Tool.temporaryFolder()
        let config = folder + "/config.yaml"
        // The title's hint: 11 px at 320x240, so 17 px at 150 %, still under a 18 px minimum.
        try "accessibility:\n  text_scale: 150\n".write(toFile: config, atomically: true, encoding: .utf8)
        let larger = try Tool.run(
            ["layout-check", "--config", config, "--only", "title", "--size", "320x240", "--minimum-text", "18"],
            timeout: 120)
        #expect(
            larger.stdout.contains(
                "320x240 title: \"Enter or tap to play · Esc: quit\" is 17 px, under the 18 px minimum"),
            "\(larger.stdout)")
        try "accessibility:\n  text_scale: 250\n".write(toFile: config, atomically: true, encoding: .utf8)
        let bad = try Tool.run(["layout-check", "--config", config, "--only", "title"], timeout: 60)
        #expect(bad.status != 0)
        #expect(
            bad.stderr.contains(
                "config.yaml:2: accessibility.text_scale: 250 is not allowed; use a whole number from 100 to 200"),
            "\(bad.stderr)")
    }

    /// `--dpi` (issue 38): the screens lay their buttons out for the panel, 9 mm across and high where the
    /// screen has the room, and a button still under 9 mm is named with its place. On a 7-inch 800x480 panel
    /// (133 dpi) every screen's buttons are 9 mm, and on a 10-inch 1280x720 one (147 dpi); a 3-inch 320x240
    /// panel at 133 dpi keeps its own sizes, and the reveal's Next (26 px high) is named.
    @Test func everyButtonIsNineMillimetresOnASevenAndATenInchPanel() throws {
        let seven = try Tool.run(["layout-check", "--size", "800x480", "--dpi", "133"], timeout: 600)
        #expect(seven.status == 0, "\(seven.stdout)")
        let ten = try Tool.run(["layout-check", "--size", "1280x720", "--dpi", "147"], timeout: 600)
        #expect(ten.status == 0, "\(ten.stdout)")
        let small = try Tool.run(
            ["layout-check", "--only", "reveal", "--size", "320x240", "--dpi", "133"], timeout: 120)
        #expect(small.status == 1)
        #expect(
            small.stdout.contains(
                "320x240 reveal: a button at (238, 200, 67x26) is under 9 mm (48 px) across or high"),
            "\(small.stdout)")
        let wrong = try Tool.run(["layout-check", "--dpi", "20"], timeout: 60)
        #expect(wrong.stderr.contains("--dpi 20.0: give the panel's dots per inch, from 50 to 1000"), "\(wrong.stderr)")
    }

    @Test func aScreenThatDoesNotFitIsNamedWithItsText() throws {
        // Read from further away: the title's hint is too small at 320x240 for a 16 px minimum.
        let result = try Tool.run(
            ["layout-check", "--only", "title", "--size", "320x240", "--minimum-text", "16"], timeout: 120)
        #expect(result.status == 1)
        #expect(
            result.stdout.contains(
                "320x240 title: \"Enter or tap to play · Esc: quit\" is 11 px, under the 16 px minimum"),
            "\(result.stdout)")
        #expect(result.stderr.contains("layout problems (listed above)"), "\(result.stderr)")
        let wrong = try Tool.run(["layout-check", "--minimum-text", "2"], timeout: 60)
        #expect(wrong.stderr.contains("--minimum-text 2: give a size from 6 to 200 pixels"), "\(wrong.stderr)")
    }

    /// SIGTERM (`systemctl stop`, a test run stopped) or SIGINT (Ctrl-C) stops the check at the next screen:
    /// status 130, its stores removed, nothing reported.
    @Test(arguments: [SIGTERM, SIGINT])
    func aSignalStopsTheCheckAndRemovesItsStores(signal: Int32) throws {
        let scratch = Tool.temporaryFolder()
        let run = try Tool.start(["layout-check"], environment: ["TMPDIR": scratch + "/", "XDG_CONFIG_HOME": scratch])
        // Its first line of progress: the stores are made, SDL is started and the screens are being checked.
        var complained = ""
        while !complained.contains("(size 1 of 10)") {
            let chunk = run.err.fileHandleForReading.availableData
            guard !chunk.isEmpty else { break }
            complained += String(decoding: chunk, as: UTF8.self)
        }
        kill(run.process.processIdentifier, signal)
        // A hang guard, not a timing: it stops within a screen's check (well under a second).
        let result = run.finish(timeout: 60)
        let printed = result.stdout
        complained += result.stderr
        #expect(run.process.terminationReason == .exit, "ended by its own exit, not killed: \(complained)")
        #expect(result.status == 130, "\(complained)")
        #expect(complained.contains("layout-check stopped by a signal at "), "\(complained)")
        #expect(printed.isEmpty, "nothing is reported: \(printed)")
        let left = try FileManager.default.contentsOfDirectory(atPath: scratch).filter {
            $0.hasPrefix("tiltquiz-layout-")
        }
        #expect(left.isEmpty, "its stores are removed: \(left)")
    }

    @Test func aBadSizeOrScreenIsRefused() throws {
        let size = try Tool.run(["layout-check", "--size", "80x60"], timeout: 60)
        #expect(size.status != 0)
        #expect(size.stderr.contains("--size 80x60: give WIDTHxHEIGHT in pixels, each 240 to 7680"), "\(size.stderr)")
        let screen = try Tool.run(["layout-check", "--only", "nowhere"], timeout: 60)
        #expect(screen.stderr.contains("--only nowhere: no such screen; the screens are title,"), "\(screen.stderr)")
    }
}
