import Foundation
import TestSupport
import Testing

/// Issue 38: the Accessibility screen through the real game. Back held 2 s on home opens it (its release does
/// nothing more); text size 150 % and high contrast chosen by keys apply at once to home; the speaker button,
/// reached by the arrows, opens it again showing those choices. Compared with
/// `Goldens/<size>/[<language>-]accessibility-*.png` (TILTQUIZ_UPDATE_GOLDENS=1 records new ones: look at them).
@Suite struct AccessibilityGoldenTests {
    static let script = Tool.root + "/Tests/EndToEndTests/Fixtures/accessibility.jsonl"
    static let kept = ["002-accessibility", "003-modes", "004-accessibility"]

    static func play(size: String, language: String?) throws -> String {
        let folder = Tool.temporaryFolder()
        let shots = folder + "/shots"
        let result = try Tool.run(
            [
                "play", "--headless", "--data", folder + "/data", "--seed", "1", "--screenshots", shots, "--input",
                script, "--size", size,
            ] + (language.map { ["--language", $0] } ?? []))
        #expect(result.status == 0, "\(result.stderr)")
        let written = (try? FileManager.default.contentsOfDirectory(atPath: shots).sorted()) ?? []
        #expect(written == ["001-modes.png"] + kept.map { $0 + ".png" }, "home, the screen, home, the screen")
        return shots
    }

    @Test(arguments: ["1280x720", "800x480", "480x800"])
    func theScreenAndItsChoicesOnHome(size: String) throws {
        let shots = try Self.play(size: size, language: nil)
        GoldenCheck.compare(shots: shots, names: Self.kept, folder: size, prefix: "accessibility-")
    }

    @Test(arguments: ["de", "ar"], ["1280x720", "480x800"])
    func theScreenInTheLanguage(language: String, size: String) throws {
        let shots = try Self.play(size: size, language: language)
        GoldenCheck.compare(
            shots: shots, names: ["002-accessibility", "004-accessibility"], folder: size,
            prefix: language + "-accessibility-")
    }
}
