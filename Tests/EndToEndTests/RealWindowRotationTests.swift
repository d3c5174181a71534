import Foundation
import ProcessLifecycle
import TestSupport
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
        Tool.write("", to: folder + "/stderr.txt")

        let game = Process()
        game.executableURL = URL(fileURLWithPath: Tool.executable)
        game.arguments = [
            "play", "--mode", "tilt", "--config", folder + "/config.yaml", "--tilt", "keys", "--questions", "1",
            "--exit-when-done",
            "--no-sound", "--seed", "3", "--data", folder + "/data", "--screenshots", shots,
        ]
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = server.display
        environment["SDL_VIDEODRIVER"] = nil
        environment["WAYLAND_DISPLAY"] = nil
        environment["SDL_AUDIODRIVER"] = "dummy"
        game.environment = environment
        let output = Pipe()
        game.standardOutput = output
        game.standardError = FileHandle(forWritingAtPath: folder + "/stderr.txt")
        try DyingChild.run(game)
        defer { if game.isRunning { kill(game.processIdentifier, SIGKILL) } }

        let found = try server.xdotool(["search", "--sync", "--name", "^TiltQuiz$"]).split(separator: "\n").first
        let id = String(try #require(found, "the game's window appeared"))
        _ = try server.xdotool(["windowfocus", "--sync", id])
        try waitFor(shots + "/001-title.png")
        _ = try server.xdotool(["key", "Return"])
        try waitFor(shots + "/002-question.png")
        // At 90 degrees the game's left edge, where TRUE sits, runs along the top of the 800x480 window.
        _ = try server.xdotool(["mousemove", "--window", id, "264", "80", "click", "1"])
        try waitFor(shots + "/003-reveal.png")
        _ = try server.xdotool(["key", "Return"])

        let deadline = Date().addingTimeInterval(120)
        while game.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        #expect(!game.isRunning, "the game left after game over (--exit-when-done)")
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let summary = try GameSummary.parse(text)
        #expect(summary.answers.map(\.chosen) == [true])
        #expect(summary.answers.map(\.via) == ["tap"])
        let stderr = try String(contentsOfFile: folder + "/stderr.txt", encoding: .utf8)
        #expect(stderr.contains("tiltquiz: video driver x11 (kmsdrm failed: "), "\(stderr)")
        let question = try #require(PixelImage(path: shots + "/002-question.png"))
        #expect(question.width == 800 && question.height == 480, "the screenshot is the panel as lit")
    }
}
