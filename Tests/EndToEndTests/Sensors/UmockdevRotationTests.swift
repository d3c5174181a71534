import Foundation
import TestSupport
import Testing

/// The config's `display.rotation` and `tilt.mount_matrix` reach a live sensor: the polled IIO device
/// of `UmockdevIIOTests`, rolled left-edge-down, answers TRUE as mounted and FALSE when either turns
/// the frame half way round.
@Suite(.enabled(if: UmockdevRun.isAvailable, "umockdev-run is missing; make test installs it"))
struct UmockdevRotationTests {
    @Test(arguments: [
        ("", "left"),
        ("display:\n  rotation: 180\n", "right"),
        // The sysfs matrix is "0, 1, 0; -1, 0, 0; 0, 0, 1"; its negation turns the panel frame half way.
        ("tilt:\n  mount_matrix: \"0, -1, 0; 1, 0, 0; 0, 0, -1\"\n", "right"),
    ])
    func theConfigTurnsTheSensorsFrame(config: String, side: String) throws {
        let folder = Tool.temporaryFolder()
        chmod(folder, 0o777)
        Tool.write(config, to: folder + "/config.yaml")
        let log = folder + "/tilt.jsonl"
        let run = try UmockdevRun(
            UmockdevIIOTests.testbed(),
            [
                "play", "--mode", "tilt", "--headless", "--config", folder + "/config.yaml", "--tilt", "auto",
                "--questions", "1",
                "--seed", "1", "--no-sound", "--data", folder + "/data", "--tilt-log", log,
            ])
        let calibrated = run.wait {
            UmockdevIIOTests.events(log).drop(while: { $0 != "recalibrate" }).contains("calibrated")
        }
        #expect(calibrated, "the question's calibration: \(UmockdevIIOTests.events(log))")
        let testbed = try #require(run.testbed)
        UmockdevIIOTests.tilt(testbed, degrees: 35)
        #expect(run.wait { UmockdevIIOTests.events(log).contains("commit") }, "\(UmockdevIIOTests.events(log))")
        UmockdevIIOTests.tilt(testbed, degrees: 0)
        let result = run.finish(timeout: 120)
        #expect(result.status == 0, "\(result.stderr)")
        let commits = UmockdevRun.jsonLines(log).filter { $0["event"] as? String == "commit" }
        #expect(commits.map { $0["side"] as? String } == [side])
        let summary = try GameSummary.parse(result.stdout)
        #expect(summary.answers.map(\.chosen) == [side == "left"])
    }
}
