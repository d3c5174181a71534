import Foundation
import TestSupport
import Testing

/// Each screen of a scripted game, compared with the reviewed screenshots in
/// `Goldens/<size>/` (set TILTQUIZ_UPDATE_GOLDENS=1 to record new ones, then
/// look at them before committing).
@Suite struct GoldenScreenshotTests {
    /// The screens kept as goldens: title, a question, a right and a wrong reveal, game over.
    static let kept = ["001-title", "002-question", "003-reveal", "005-reveal", "012-gameover"]

    @Test(arguments: ["1280x720", "320x240", "1920x1080", "800x480-r90"])
    func everyScreenMatchesItsGolden(size: String) throws {
        let folder = Tool.temporaryFolder()
        let shots = try GoldenPanel(size).play(
            ["--mode", "tilt", "--seed", "1"], input: HeadlessGameTests.keysAndTaps, in: folder)
        let written = try FileManager.default.contentsOfDirectory(atPath: shots).sorted()
        #expect(written.count == 12, "title, 5 questions, 5 reveals, game over: \(written)")
        GoldenCheck.compare(shots: shots, names: Self.kept, folder: size)
    }
}
