import Foundation
import TestSupport
import Testing

/// Issue 37: the game in German, Turkish and Arabic (`play --language`), compared with `Goldens/<size>/<language>-*.png`:
/// Tilt True/False's title, question and reveal, and trivia's home and question with its power-ups (the trivia
/// tour of `TriviaGoldenTests`). Arabic is shaped by HarfBuzz (joined letters, right to left) with Noto Sans
/// Arabic, its Latin words and digits in the bidi algorithm's order. Set TILTQUIZ_UPDATE_GOLDENS=1 to record new
/// ones, then look at them.
@Suite struct LanguageGoldenTests {
    static let languages = ["de", "tr", "ar"]

    @Test(arguments: languages, ["1280x720", "480x800"])
    func tiltTrueFalseInTheLanguage(language: String, size: String) throws {
        let folder = Tool.temporaryFolder()
        let shots = try GoldenPanel(size).play(
            ["--mode", "tilt", "--seed", "1", "--language", language], input: HeadlessGameTests.keysAndTaps,
            in: folder)
        GoldenCheck.compare(
            shots: shots, names: ["001-title", "002-question", "003-reveal"], folder: size, prefix: language + "-")
    }

    @Test(arguments: languages, ["1280x720", "480x800"])
    func triviaHomeAndQuestionInTheLanguage(language: String, size: String) throws {
        let folder = Tool.temporaryFolder()
        let shots = try GoldenPanel(size).play(
            ["--mode", "trivia", "--seed", "7", "--language", language, "--config", TriviaGameTests.coinMode],
            input: TriviaGoldenTests.tour, in: folder)
        GoldenCheck.compare(
            shots: shots, names: ["001-home", "013-question"], folder: size, prefix: language + "-trivia-")
    }

    /// A language the game does not have is refused, named, with the ones it has.
    @Test func anUnknownLanguageIsNamed() throws {
        for command in [["play", "--headless"], ["layout-check"]] {
            let result = try Tool.run(command + ["--language", "xx"])
            #expect(result.status != 0)
            #expect(
                result.stderr.contains("--language xx: no such language; use one of en, de, es, fr, tr, ar, pseudo"))
        }
    }
}
