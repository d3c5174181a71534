import Foundation
import TestSupport
import Testing

/// A portrait kiosk on a landscape panel: `display.rotation: 90` in the config turns the picture, and a
/// finger on the panel where TRUE shows answers TRUE.
@Suite struct RotationTests {
    /// Taps in panel fractions, where the symbols show on an 800x480 panel turned 90 degrees:
    /// the game's left edge (TRUE) is along the panel's top, its right edge (FALSE) along the bottom.
    static let taps = """
        {"t": 0.5, "key": "enter"}
        {"t": 1.5, "tap": [0.33, 0.167]}
        {"t": 2.5, "key": "enter"}
        {"t": 3.5, "tap": [0.33, 0.83]}

        """

    func play(config: String) throws -> Tool.Result {
        let folder = Tool.temporaryFolder()
        Tool.write(config, to: folder + "/config.yaml")
        Tool.write(Self.taps, to: folder + "/taps.jsonl")
        return try Tool.run([
            "play", "--mode", "tilt", "--headless", "--config", folder + "/config.yaml", "--data", folder + "/data",
            "--seed", "3",
            "--input", folder + "/taps.jsonl",
        ])
    }

    @Test func aTapOnTheRotatedTrueButtonAnswersTrue() throws {
        let result = try play(config: "display:\n  width: 800\n  height: 480\n  rotation: 90\n")
        #expect(result.status == 0, "\(result.stderr)")
        let summary = try GameSummary.parse(result.stdout)
        #expect(summary.answers.map(\.chosen) == [true, false])
        #expect(summary.answers.map(\.via) == ["tap", "tap"])
    }

    @Test func theSameTapsUnrotatedMissTheSymbols() throws {
        let result = try play(config: "display:\n  width: 800\n  height: 480\n  rotation: 0\n")
        #expect(result.status == 0, "\(result.stderr)")
        let summary = try GameSummary.parse(result.stdout)
        #expect(summary.answers.isEmpty, "the top left and bottom left of the panel hold no symbol")
    }

    @Test(arguments: [
        ("display:\n  rotation: 45\n", "config.yaml:2: display.rotation: 45 is not allowed; use 0, 90, 180 or 270"),
        (
            "display:\n  video_driver: kms\n",
            "config.yaml:2: display.video_driver: \"kms\" is not allowed; use auto, kmsdrm, wayland, x11, offscreen "
                + "or dummy (did you mean kmsdrm?)"
        ),
        (
            "tilt:\n  mount_matrix: \"0, 1, 0; 0, 0, 0; 0, 0, 1\"\n",
            "tilt.mount_matrix: \"0, 1, 0; 0, 0, 0; 0, 0, 1\" is not allowed"
        ),
    ])
    func badDisplaySettingsStopThePlayWithTheLineAndKey(config: String, message: String) throws {
        let result = try play(config: config)
        #expect(result.status != 0)
        #expect(result.stderr.contains(message), "\(result.stderr)")
    }

    @Test func aBadRotationFlagIsRefused() throws {
        let result = try Tool.run(["play", "--mode", "tilt", "--headless", "--rotation", "45"])
        #expect(result.status != 0)
        #expect(result.stderr.contains("--rotation"), "\(result.stderr)")
    }

    /// In a turned kiosk the admin corners are the picture's top corners: at 90 degrees they show
    /// along the panel's right edge, and the panel's own top corners are not them.
    @Test(arguments: [([0.98, 0.02], [0.98, 0.98], true), ([0.02, 0.03], [0.98, 0.03], false)])
    func theAdminCornersTurnWithThePicture(first: [Double], second: [Double], opens: Bool) throws {
        var run = KioskRun(gesture: "corners")
        try run.play(KioskRun.holdingTwo(first, second), ["--size", "800x480", "--rotation", "90"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.names.contains("admin-gesture") == opens, "\(run.names)")
    }
}
