import Foundation
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
        let panel = GoldenPanel(size)
        let shots = folder + "/shots"
        let result = try Tool.run(
            [
                "play", "--headless", "--data", folder + "/data", "--seed", "1", "--screenshots", shots,
                "--input", try panel.script(HeadlessGameTests.keysAndTaps, in: folder),
            ] + panel.arguments)
        #expect(result.status == 0, "\(result.stderr)")
        let written = try FileManager.default.contentsOfDirectory(atPath: shots).sorted()
        #expect(written.count == 12, "title, 5 questions, 5 reveals, game over: \(written)")
        let goldens = Tool.root + "/Tests/EndToEndTests/Goldens/" + size
        let update = ProcessInfo.processInfo.environment["TILTQUIZ_UPDATE_GOLDENS"] == "1"
        for name in Self.kept {
            let actual = shots + "/" + name + ".png"
            let golden = goldens + "/" + name + ".png"
            if update {
                try? FileManager.default.createDirectory(atPath: goldens, withIntermediateDirectories: true)
                try? FileManager.default.removeItem(atPath: golden)
                try FileManager.default.copyItem(atPath: actual, toPath: golden)
                continue
            }
            guard let expected = PixelImage(path: golden) else {
                Issue.record("no golden \(golden): record with TILTQUIZ_UPDATE_GOLDENS=1")
                continue
            }
            guard let image = PixelImage(path: actual) else {
                Issue.record("\(actual) is not a PNG")
                continue
            }
            guard let difference = image.difference(from: expected) else {
                Issue.record(
                    "\(name) is \(image.width)x\(image.height), the golden \(expected.width)x\(expected.height)")
                continue
            }
            #expect(
                difference.changedShare < 0.005, "\(size) \(name): \(difference.changedShare * 100)% of pixels differ")
            #expect(difference.meanDelta < 2, "\(size) \(name): mean difference \(difference.meanDelta)")
        }
    }
}
