import Foundation
import TestSupport
import TestSupportImages
import Testing

/// A real X11 window under Xvfb set up as a portrait kiosk on a landscape panel by the config file,
/// with kmsdrm asked for first: the game falls back to x11 and says so, and a mouse click where the
/// turned TRUE symbol shows answers TRUE. In `RealWindowTests`, which is serialized: one Xvfb at a time.
extension RealWindowTests {
    @Test func aClickOnTheTurnedTrueSymbolAnswersTrueAfterFallingBackToX11() throws {
        let server = try VirtualDisplay.start()
        defer { server.stop() }
        let folder = Tool.temporaryFolder()
        let shots = folder + "/shots"
        Tool.write(
            "display:\n  width: 800\n  height: 480\n  rotation: 90\n  video_driver: kmsdrm\n",
            to: folder + "/config.yaml")

        let (game, output) = try Self.startGame(
            [
                "play", "--mode", "tilt", "--config", folder + "/config.yaml", "--tilt", "keys", "--questions", "1",
                "--exit-when-done", "--no-sound", "--seed", "3", "--data", folder + "/data", "--screenshots", shots,
            ], on: server, videoDriver: nil, stderr: folder + "/stderr.txt")
        defer { if game.isRunning { kill(game.processIdentifier, SIGKILL) } }

        let id = try Self.focusWindow(on: server)
        try waitFor(shots + "/001-title.png")
        _ = try server.xdotool(["key", "Return"])
        try waitFor(shots + "/002-question.png")
        // At 90 degrees the game's left edge, where TRUE sits, runs along the top of the 800x480 window.
        _ = try server.xdotool(["mousemove", "--window", id, "264", "80", "click", "1"])
        try waitFor(shots + "/003-reveal.png")
        _ = try server.xdotool(["key", "Return"])

        let summary = try Self.summaryOnceLeft(game, output: output)
        #expect(summary.answers.map(\.chosen) == [true])
        #expect(summary.answers.map(\.via) == ["tap"])
        let stderr = try String(contentsOfFile: folder + "/stderr.txt", encoding: .utf8)
        #expect(stderr.contains("tiltquiz: video driver x11 (kmsdrm failed: "), "\(stderr)")
        let question = try #require(PixelImage(path: shots + "/002-question.png"))
        #expect(question.width == 800 && question.height == 480, "the screenshot is the panel as lit")
    }
}
