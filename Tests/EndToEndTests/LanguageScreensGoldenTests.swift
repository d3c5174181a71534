import Foundation
import TestSupport
import Testing

/// Issue 37: the rest of the game in German, Turkish and Arabic (`play --language`) at 1280x720 and 480x800,
/// compared with `Goldens/<size>/<language>-*.png`: home with its tiles and the name keyboard (Arabic's opens on
/// the Arabic letters), Which came first's reveal (the bundled events are English: the game says so once), the
/// Daily Challenge's result with its board, and a profile with its week. Tilt True/False and trivia are in
/// `LanguageGoldenTests`. Set TILTQUIZ_UPDATE_GOLDENS=1 to record new ones, then look at them.
@Suite struct LanguageScreensGoldenTests {
    static let sizes = ["1280x720", "480x800"]

    /// A name typed in the language's own letters.
    static let names = ["de": "Jürgen", "tr": "İlkay", "ar": "سارة"]

    @Test(arguments: LanguageGoldenTests.languages, sizes)
    func homeAndTheNameKeyboardInTheLanguage(language: String, size: String) throws {
        let folder = Tool.temporaryFolder()
        // Switch player, New player, type a name, Done: back home as that player.
        Tool.write(
            ScriptedInput.text([
                ScriptedInput.key(0.6, "left"), ScriptedInput.key(0.7, "enter"), ScriptedInput.key(1.4, "enter"),
                ScriptedInput.typed(1.6, Self.names[language] ?? "Ada"), ScriptedInput.key(2.4, "enter"),
            ]), to: folder + "/in.jsonl")
        let shots = try GoldenPanel(size).play(
            ["--seed", "1", "--no-sound", "--language", language], input: folder + "/in.jsonl", in: folder)
        GoldenCheck.compare(shots: shots, names: ["001-modes", "003-home-name"], folder: size, prefix: language + "-")
    }

    @Test(arguments: LanguageGoldenTests.languages, sizes)
    func whichCameFirstsRevealInTheLanguage(language: String, size: String) throws {
        let folder = Tool.temporaryFolder()
        Tool.write(ScriptedInput.text(WhichCameFirstTests.answers([0, 0])), to: folder + "/in.jsonl")
        let shots = try GoldenPanel(size).play(
            ["--mode", "which-came-first", "--no-sound", "--date", "2026-07-20", "--language", language],
            input: folder + "/in.jsonl", in: folder)
        GoldenCheck.compare(shots: shots, names: ["003-wcf-reveal"], folder: size, prefix: language + "-")
    }

    @Test(arguments: LanguageGoldenTests.languages, sizes)
    func theDailyResultInTheLanguage(language: String, size: String) throws {
        let (_, _, shots) = try DailyChallengeGoldenTests.playedToTheResult(
            size: size, extra: ["--language", language])
        GoldenCheck.compare(shots: shots, names: ["022-daily-result"], folder: size, prefix: language + "-")
    }

    @Test(arguments: LanguageGoldenTests.languages, sizes)
    func aProfileInTheLanguage(language: String, size: String) throws {
        let folder = try ProfileTests.world()
        // From home: Profile, then back and quit.
        let script = ScriptedInput.keys([(0.5, "left"), (0.6, "enter"), (2.0, "escape"), (2.5, "escape")])
        let result = try ProfileTests.play(
            folder, player: "Ada", size: size, script: script, extra: ["--language", language])
        #expect(result.status == 0, "\(result.stderr)")
        GoldenCheck.compare(shots: folder + "/shots", names: ["002-profile"], folder: size, prefix: language + "-")
    }
}
