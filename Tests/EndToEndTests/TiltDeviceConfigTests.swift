import Foundation
import TestSupport
import Testing

/// `tilt.device: gamepad` in a kiosk's config: a window reads the pad's motion
/// sensor; the same file used for a headless run (a script, a test) plays with keys and taps.
@Suite struct TiltDeviceConfigTests {
    @Test func aConfigNamingTheGamepadStillPlaysHeadless() throws {
        let folder = Tool.temporaryFolder()
        Tool.write(
            "display:\n  width: 800\n  height: 480\n  rotation: 90\ntilt:\n  device: gamepad\n",
            to: folder + "/config.yaml")
        Tool.write(RotationTests.taps, to: folder + "/taps.jsonl")
        let result = try Tool.run([
            "play", "--mode", "tilt", "--headless", "--config", folder + "/config.yaml", "--data", folder + "/data",
            "--seed", "3",
            "--input", folder + "/taps.jsonl",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let summary = try GameSummary.parse(result.stdout)
        #expect(summary.answers.map(\.chosen) == [true, false])
    }

    @Test func aMisspeltDeviceSuggestsGamepad() throws {
        let folder = Tool.temporaryFolder()
        Tool.write("tilt:\n  device: gamepd\n", to: folder + "/config.yaml")
        let result = try Tool.run(["config", "check", folder + "/config.yaml"])
        #expect(result.status != 0)
        #expect(result.stderr.contains("tilt.device: \"gamepd\" is not allowed"), "\(result.stderr)")
        #expect(result.stderr.contains("did you mean gamepad?"), "\(result.stderr)")
    }
}
