import Foundation
import TestSupport
import Testing

/// The IIO polling backend's real code paths (sysfs reads, the raised sampling
/// frequency, the sysfs mount matrix) under umockdev, through the real binary:
/// the test tilts the device by rewriting its `in_accel_*_raw` attributes.
@Suite(.enabled(if: UmockdevRun.isAvailable, "umockdev-run is missing; make test installs it"))
struct UmockdevIIOTests {
    /// The device's sysfs folder inside the testbed (`iio-poll.umockdev`'s `P:` line).
    static let sysfs = "/sys/devices/platform/tiltquiz-accel/iio:device0"

    static func testbed() -> UmockdevRun.Testbed {
        var bed = UmockdevRun.Testbed()
        bed.devices = [UmockdevRun.fixtures + "/iio-poll.umockdev"]
        return bed
    }

    /// Sets the raw reading of a device lying face up and rolled `degrees` (+ = left edge down).
    static func tilt(_ testbed: String, degrees: Double) {
        let raw = SensorFixtures.rotatedMountRaw(degrees: degrees)
        for (axis, value) in [("x", raw.x), ("y", raw.y), ("z", raw.z)] {
            Tool.write("\(value)\n", to: testbed + sysfs + "/in_accel_\(axis)_raw")
        }
    }

    static func events(_ log: String) -> [String] {
        UmockdevRun.jsonLines(log).compactMap { $0["event"] as? String }
    }

    @Test func devicesListsThePolledDeviceWithItsSysfsMatrixAndReading() throws {
        let result = try UmockdevRun.run(Self.testbed(), ["devices", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let object = try JSONObjects.read(result.stdout) as? [String: Any]
        let device = try #require((object?["devices"] as? [[String: Any]])?.first)
        #expect(device["kind"] as? String == "iioPoll")
        #expect(device["best"] as? Bool == true)
        #expect(device["mountMatrix"] as? String == "0, 1, 0; -1, 0, 0; 0, 0, 1")
        #expect((device["mountMatrixOrigin"] as? String ?? "").hasPrefix("sysfs "))
        // Raw z -1024 at 0.009576806 m/s^2 a unit: face up reads +g out of the screen.
        #expect(device["reading"] as? [String: Double] == ["x": 0, "y": 0, "z": 9.807, "magnitude": 9.807])
    }

    @Test func aHeadlessGameIsAnsweredByTiltingThePolledSensor() throws {
        let folder = Tool.temporaryFolder()
        chmod(folder, 0o777)
        let log = folder + "/tilt.jsonl"
        let run = try UmockdevRun(
            Self.testbed(),
            [
                "play", "--mode", "tilt", "--headless", "--tilt", "auto", "--questions", "1", "--seed", "1",
                "--no-sound",
                "--data", folder + "/data", "--tilt-log", log,
            ])
        // The question shows (recalibrate) and the still device is measured again (calibrated).
        let calibrated = run.wait { Self.events(log).drop(while: { $0 != "recalibrate" }).contains("calibrated") }
        #expect(calibrated, "the question's calibration: \(Self.events(log))")
        let testbed = try #require(run.testbed)
        // The backend raised the sampling frequency of 0 to one the device offers.
        let frequency = try String(contentsOfFile: testbed + Self.sysfs + "/sampling_frequency", encoding: .utf8)
        #expect(["12.5", "25", "50", "100"].contains(frequency.trimmingCharacters(in: .whitespacesAndNewlines)))

        Self.tilt(testbed, degrees: 35)
        #expect(run.wait { Self.events(log).contains("commit") }, "\(Self.events(log))")
        Self.tilt(testbed, degrees: 0)
        // Held still, the reveal advances to the game over and the headless game ends.
        let result = run.finish(timeout: 120)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stderr.contains("tilt from IIO /sys/bus/iio/devices/iio:device0 \"tiltquiz-test-accel\""),
            "\(result.stderr)")
        let summary = try GameSummary.parse(result.stdout)
        #expect(summary.answers.count == 1)
        #expect(summary.answers.first?.chosen == true)
        #expect(summary.answers.first?.via == "tilt")
        let commits = UmockdevRun.jsonLines(log).filter { $0["event"] as? String == "commit" }
        #expect(commits.count == 1)
        #expect(commits.first?["side"] as? String == "left")
    }
}
