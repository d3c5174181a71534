import Foundation
import TestSupport
import TestSupportImages
import Testing

/// A real X11 window under Xvfb set up as a portrait kiosk on a landscape panel by the config file,
/// with kmsdrm asked for first: the game falls back to x11 and says so, and a mouse click where the
/// turned TRUE symbol shows answers TRUE; the buttons are laid out for the config's `display.dpi`. In
/// `RealWindowTests`, which is serialized: one Xvfb at a time.
extension RealWindowTests {
    @Test func aClickOnTheTurnedTrueSymbolAnswersTrueAfterFallingBackToX11() throws {
        let window = try WindowedGame()
        defer { window.stop() }
        let config = window.folder + "/config.yaml"
        Tool.write(
            "display:\n  width: 800\n  height: 480\n  rotation: 90\n  dpi: 187\n  video_driver: kmsdrm\n", to: config)

        try window.start(
            [
                "play", "--mode", "tilt", "--config", config, "--tilt", "keys", "--questions", "1", "--exit-when-done",
                "--no-sound", "--seed", "3", "--data", window.folder + "/data", "--screenshots", window.shots,
            ], videoDriver: nil, stderr: window.folder + "/stderr.txt")

        let id = try window.focus()
        try window.waitFor("001-title.png")
        try window.xdotool(["key", "Return"])
        try window.waitFor("002-question.png")
        // At 90 degrees the game's left edge, where TRUE sits, runs along the top of the 800x480 window.
        try window.xdotool(["mousemove", "--window", id, "264", "80", "click", "1"])
        try window.waitFor("003-reveal.png")
        try window.xdotool(["key", "Return"])

        let summary = try window.summaryOnceLeft()
        #expect(summary.answers.map(\.chosen) == [true])
        #expect(summary.answers.map(\.via) == ["tap"])
        let stderr = try String(contentsOfFile: window.folder + "/stderr.txt", encoding: .utf8)
        #expect(stderr.contains("tiltquiz: video driver x11 (kmsdrm failed: "), "\(stderr)")
        // The config's display.dpi (Xvfb reports none through SDL): the buttons are laid out for that panel.
        #expect(
            stderr.contains("tiltquiz: 480x800 at 187 dpi (config file): buttons are at least 67 px (9 mm) where"),
            "\(stderr)")
        let question = try #require(PixelImage(path: window.shots + "/002-question.png"))
        #expect(question.width == 800 && question.height == 480, "the screenshot is the panel as lit")
    }
}
