import Foundation
import TestSupport
import Testing

/// The evdev backend's real code paths (libevdev, ioctls, reads) under umockdev, through the real binary.
@Suite(.enabled(if: UmockdevRun.isAvailable, "umockdev-run is missing; make test installs it"))
struct UmockdevEvdevTests {
    static let node = "/dev/input/event4"

    static func testbed(events: String? = nil) -> UmockdevRun.Testbed {
        var bed = UmockdevRun.Testbed()
        bed.devices = [UmockdevRun.fixtures + "/evdev-accel.umockdev"]
        bed.ioctls = [node: UmockdevRun.fixtures + "/evdev-accel.ioctl"]
        if let events { bed.events = [node: events] }
        return bed
    }

    static func devices(_ stdout: String) throws -> [[String: Any]] {
        let object = try JSONObjects.read(stdout) as? [String: Any]
        return try #require(object?["devices"] as? [[String: Any]])
    }

    @Test func devicesListsTheAccelerometerWithItsUnitsMatrixAndReading() throws {
        let result = try UmockdevRun.run(Self.testbed(), ["devices", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let devices = try Self.devices(result.stdout)
        #expect(devices.count == 1)
        let device = try #require(devices.first)
        #expect(device["kind"] as? String == "evdev")
        #expect(device["node"] as? String == Self.node)
        #expect(device["name"] as? String == "TiltQuiz test accelerometer")
        #expect(device["best"] as? Bool == true)
        #expect(device["access"] as? String == "readable")
        #expect((device["units"] as? String ?? "").contains("256 units per g (resolution 0, so assumed)"))
        #expect(device["mountMatrixOrigin"] as? String == "none found (identity)")
        // EVIOCGABS holds (0, -256, 0): upright, which the game's axes read as y = +1 g.
        let reading = try #require(device["reading"] as? [String: Double])
        #expect(reading == ["x": 0, "y": 9.807, "z": 0, "magnitude": 9.807])

        // The hwdb's matrix from udev's database wins and turns the reading.
        let udev = Tool.temporaryFolder()
        Tool.write("E:ACCEL_MOUNT_MATRIX=0, 1, 0; -1, 0, 0; 0, 0, 1\n", to: udev + "/c13:68")
        let turned = try UmockdevRun.run(Self.testbed(), ["devices", "--json", "--udev-data", udev])
        let turnedDevice = try #require(try Self.devices(turned.stdout).first)
        #expect((turnedDevice["mountMatrixOrigin"] as? String ?? "").hasPrefix("udev ACCEL_MOUNT_MATRIX"))
        #expect(turnedDevice["reading"] as? [String: Double] == ["x": 9.807, "y": 0, "z": 0, "magnitude": 9.807])

        let text = try UmockdevRun.run(Self.testbed(), ["devices"])
        #expect(text.status == 0)
        #expect(text.stdout.contains("1. evdev /dev/input/event4 \"TiltQuiz test accelerometer\"  <- --tilt auto"))
        #expect(text.stdout.contains("reading now:  x 0.000  y 9.807  z 0.000\u{00A0}m/s^2"))
    }

    // The recording is ended by Ctrl-C once its four samples are in the file (the last frame comes 3.3 s into the
    // events file), so a loaded machine cannot cut it short; `--seconds` alone is the next test's.
    @Test func recordWritesTheDeviceLineThenSamplesAndDropsTheFrameCutBySynDropped() throws {
        let (run, file) = try Self.recordingUnderWay()
        kill(try #require(run.toolPID), SIGINT)
        let result = run.finish(timeout: 120)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Recorded 4 samples ("), "\(result.stdout)")
        #expect(result.stdout.contains("\u{00A0}s) from evdev /dev/input/event4"), "\(result.stdout)")
        let lines = UmockdevRun.jsonLines(file)
        let device = try #require(lines.first?["device"] as? [String: String])
        #expect(device["kind"] == "evdev")
        #expect(device["node"] == Self.node)
        #expect(device["name"] == "TiltQuiz test accelerometer")
        #expect(device["mountMatrix"] == "1, 0, 0; 0, 1, 0; 0, 0, 1")
        #expect(device["units"]?.contains("256 units per g") == true)
        let samples = lines.dropFirst().map { line in
            [line["x"] as? Double ?? .nan, line["y"] as? Double ?? .nan, line["z"] as? Double ?? .nan]
        }
        // The state at open; ABS_X -128 (half a g, negated); the resync after SYN_DROPPED (the device's state,
        // which the ioctl record holds at (0, -256, 0)); the last whole frame. Neither ABS_Z 77 nor 128 appears.
        #expect(samples == [[0, 9.8067, 0], [4.9033, 9.8067, 0], [0, 9.8067, 0], [9.8067, 0, 0]])
        let times = lines.dropFirst().compactMap { $0["t"] as? Double }
        #expect(times == times.sorted())

        // replay takes the recording, device line and all.
        let replay = try Tool.run(["replay", file, "--json"])
        #expect(replay.status == 0, "\(replay.stderr)")
    }

    /// `--seconds` ends a recording by itself, however many samples the machine's load let in.
    @Test func aRecordingEndsByItselfAfterItsSeconds() throws {
        let file = Tool.temporaryFolder() + "/trace.jsonl"
        let result = try UmockdevRun.run(
            Self.testbed(events: UmockdevRun.fixtures + "/syn-dropped.events"),
            ["record", file, "--tilt", "auto", "--seconds", "1"], timeout: 240)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains(" samples (1.0\u{00A0}s) from evdev /dev/input/event4"), "\(result.stdout)")
        #expect(UmockdevRun.jsonLines(file).first?["device"] != nil)
    }

    @Test
    func aWholeHeadlessGameIsAnsweredByTiltingTheSensor() throws {
        let folder = Tool.temporaryFolder()
        Tool.write(SensorFixtures.evemuTilt(tiltStart: 11, degrees: 35, end: 19), to: folder + "/game.events")
        // No script: the title and the reveal advance when the device is held still, as on a handheld.
        let result = try UmockdevRun.run(
            Self.testbed(events: folder + "/game.events"),
            [
                "play", "--mode", "tilt", "--headless", "--tilt", "auto", "--questions", "1", "--seed", "1",
                "--no-sound",
                "--data", folder + "/data", "--tilt-log", folder + "/tilt.jsonl",
            ], timeout: 240)
        let logText = (try? String(contentsOfFile: folder + "/tilt.jsonl", encoding: .utf8)) ?? ""
        #expect(result.status == 0, "\(result.stderr)\n\(logText)")
        #expect(result.stderr.contains("tilt from evdev /dev/input/event4"))
        let summary = try GameSummary.parse(result.stdout)
        #expect(summary.answers.count == 1)
        #expect(summary.answers.first?.chosen == true)
        #expect(summary.answers.first?.via == "tilt")
        let log = UmockdevRun.jsonLines(folder + "/tilt.jsonl").compactMap { $0["event"] as? String }
        #expect(log.filter { $0 == "commit" }.count == 1)
        #expect(!log.contains("sensor-lost"))
    }

    /// `record` of the syn-dropped events' sensor for up to 60 s, once its first samples are in the trace file.
    static func recordingUnderWay() throws -> (run: UmockdevRun, file: String) {
        let folder = Tool.temporaryFolder()
        chmod(folder, 0o777)
        let file = folder + "/trace.jsonl"
        let run = try UmockdevRun(
            Self.testbed(events: UmockdevRun.fixtures + "/syn-dropped.events"),
            ["record", file, "--tilt", "auto", "--seconds", "60"])
        #expect(run.wait(timeout: 240) { UmockdevRun.jsonLines(file).count >= 5 }, "the samples arrive")
        return (run, file)
    }

    /// Ctrl-C or `systemctl stop` while a live sensor is recorded: the recording ends cleanly, every sample
    /// kept, status 0 (`StopSignals`).
    @Test(arguments: [SIGINT, SIGTERM])
    func aSignalEndsARecordingCleanly(signal: Int32) throws {
        let (run, file) = try Self.recordingUnderWay()
        let pid = try #require(run.toolPID)
        kill(pid, signal)
        let result = run.finish(timeout: 120)
        #expect(result.status == 0, "\(result.stdout) \(result.stderr)")
        #expect(result.stdout.contains("Recorded 4 samples"), "\(result.stdout)")
        #expect(UmockdevRun.jsonLines(file).count == 5)
    }

    @Test func anUnpluggedSensorEndsARecordingWithOneLineAndKeepsItsSamples() throws {
        let (run, file) = try Self.recordingUnderWay()
        let testbed = try #require(run.testbed)
        // Unplugging removes the node; a broken symlink stops umockdev falling through to the real /dev.
        try FileManager.default.removeItem(atPath: testbed + Self.node)
        try FileManager.default.createSymbolicLink(atPath: testbed + Self.node, withDestinationPath: "/nonexistent")
        let result = run.finish(timeout: 120)
        #expect(result.status == 1, "\(result.stdout) \(result.stderr)")
        let lines = result.stderr.split(separator: "\n").filter { !$0.hasPrefix("Recording") }
        #expect(lines.count == 1, "\(result.stderr)")
        #expect(lines.first?.contains("evdev /dev/input/event4 \"TiltQuiz test accelerometer\" was unplugged") == true)
        #expect(lines.first?.contains("the 4 samples before it are in \(file)") == true)
        #expect(UmockdevRun.jsonLines(file).count == 5)
    }
}
