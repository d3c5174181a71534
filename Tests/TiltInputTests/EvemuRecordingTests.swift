import Foundation
import TestSupport
import Testing

@testable import TiltInput

/// Reading evemu recordings (device description and events) and replaying them as samples.
@Suite struct EvemuRecordingTests {
    static let g = 9.80665

    /// Written by hand in evemu-record's layout: upright, then the left edge half down, then leaning back.
    static let recording = """
        # EVEMU 1.3
        # Kernel: 6.1.0-18-arm64
        # Input device name: "Fake Accelerometer # 1"
        # Supported events:
        #   Event type 3 (EV_ABS)
        N: Fake Accelerometer # 1
        I: 0019 0000 0000 0000
        P: 40 00 00 00 00 00 00 00
        B: 00 0b 00 00 00 00 00 00 00
        B: 03 07 00 00 00 00 00 00 00
        A: 00 -512 512 0 0 256
        A: 01 -512 512 0 0 256
        A: 02 -512 512 0 0 256
        ################################
        #      Waiting for events      #
        ################################
        E: 1000.000000 0003 0001 -256\t# EV_ABS / ABS_Y                -256
        E: 1000.000000 0000 0000 0000\t# ------------ SYN_REPORT (0) ---------- +0ms
        E: 1000.010000 0003 0000 -128\t# EV_ABS / ABS_X                -128
        E: 1000.010000 0000 0000 0000\t# ------------ SYN_REPORT (0) ---------- +10ms
        E: 1000.020000 0003 0002 128
        E: 1000.020000 0000 0000 0000

        """

    @Test func theDeviceDescriptionIsRead() throws {
        let parsed = try EvemuRecording.parse(Self.recording, file: "accel.evemu")
        #expect(parsed.formatVersion == "1.3")
        #expect(parsed.name == "Fake Accelerometer # 1")
        #expect(parsed.ids == [0x19, 0, 0, 0])
        #expect(parsed.hasAccelerometerProperty)
        #expect(
            parsed.absInfo[1] == EvemuRecording.AbsInfo(minimum: -512, maximum: 512, fuzz: 0, flat: 0, resolution: 256))
        #expect(parsed.events.count == 6)
        #expect(parsed.events[2] == EvemuRecording.Event(microseconds: 1_000_010_000, type: 3, code: 0, value: -128))
    }

    @Test func eventsBecomeOneSamplePerReportInTheGameFrame() throws {
        let samples = try EvemuRecording.parse(Self.recording, file: "accel.evemu").samples()
        #expect(
            samples == [
                AccelSample(time: 0, x: 0, y: Self.g, z: 0),
                AccelSample(time: 0.01, x: Self.g / 2, y: Self.g, z: 0),
                AccelSample(time: 0.02, x: Self.g / 2, y: Self.g, z: -Self.g / 2),
            ])
    }

    @Test func aMountMatrixAndRotationApply() throws {
        let orientation = SensorOrientation(
            mountMatrix: try MountMatrix.parse("0, 1, 0; -1, 0, 0; 0, 0, 1"), displayRotation: .degrees90)
        let first = try EvemuRecording.parse(Self.recording, file: "a").samples(orientation: orientation).first
        // Linux (0, -g, 0) -> matrix (-g, 0, 0) -> negated (g, 0, 0) -> rotated 90: (0, g, 0).
        #expect(first == AccelSample(time: 0, x: 0, y: Self.g, z: 0))
    }

    @Test func anOldRecordingWithoutResolutionUses256PerG() throws {
        let old = """
            N: lis3lv02d
            I: 0018 0000 0000 0000
            P: 00 00 00 00 00 00 00 00
            B: 03 07 00 00 00 00 00 00 00
            A: 00 -2304 2304 18 18
            A: 01 -2304 2304 18 18
            A: 02 -2304 2304 18 18
            E: 0.500000 0003 0002 -512
            E: 0.500000 0000 0000 0
            E: 0.75 0003 0002 -256
            E: 0.75 0000 0000 0
            """
        let parsed = try EvemuRecording.parse(old, file: "old.evemu")
        #expect(parsed.formatVersion == nil && !parsed.hasAccelerometerProperty)
        #expect(parsed.absInfo[2]?.resolution == 0)
        #expect(
            parsed.samples() == [
                AccelSample(time: 0, x: 0, y: 0, z: 2 * Self.g), AccelSample(time: 0.25, x: 0, y: 0, z: Self.g),
            ])
        #expect(parsed.samples(unitsPerGWhenUnknown: 512).last == AccelSample(time: 0.25, x: 0, y: 0, z: Self.g / 2))
    }

    @Test func aDroppedFrameIsSkippedOnReplay() throws {
        let text = """
            N: x
            E: 0.000000 0003 0000 256
            E: 0.000000 0000 0000 0
            E: 0.010000 0003 0000 100
            E: 0.010000 0000 0003 0
            E: 0.020000 0003 0000 50
            E: 0.020000 0000 0000 0
            E: 0.030000 0003 0000 0
            E: 0.030000 0000 0000 0
            """
        let samples = try EvemuRecording.parse(text, file: "d").samples()
        #expect(samples.map(\.time) == [0, 0.03])
    }

    @Test(arguments: [
        ("N: a\nE: 0.1 0003 0000\n", 2, #"expected "E: <sec>.<usec> <type> <code> <value>", found 3 values"#),
        ("N: a\nE: 0.1 0003 zz 5\n", 2, "event type and code must be hex numbers like 0003 0000"),
        ("N: a\nE: 1,5 0003 0000 5\n", 2, #"time "1,5" is not <seconds>.<microseconds>"#),
        ("N: a\nE: 0.1 0003 0000 x\n", 2, #"event value "x" is not an integer"#),
        (
            "N: a\nE: 0.2 0003 0000 1\nE: 0.1 0000 0000 0\n", 3,
            "event time goes back from the previous line; times must not decrease"
        ),
        ("N: a\nA: 00 1 2 3\n", 2, #"expected "A: <code> <min> <max> <fuzz> <flat> <resolution>", found 4 values"#),
        ("N: a\nI: 0003 0001\n", 2, "expected I: bustype vendor product version (4 values), found 2"),
        ("N: a\nQ: what\n", 2, #"unknown line kind "Q:"; expected I:, P:, B:, A:, L:, S: or E:"#),
        ("N: a\nhello\n", 2, #"expected a line like "E: 0.010000 0003 0000 -45" (N:, I:, P:, B:, A:, L:, S: or E:)"#),
    ])
    func badLinesAreNamed(text: String, line: Int, message: String) {
        #expect(throws: TraceError(file: "bad.evemu", line: line, message: message)) {
            try EvemuRecording.parse(text, file: "bad.evemu")
        }
    }

    @Test func replayLoadTellsEvemuFromJSONLines() throws {
        let folder = TemporaryFolder(prefix: "TiltInputTests-")
        let evemu = folder.write("tilt.evemu", Self.recording)
        #expect(try ReplayAccelerometer.load(path: evemu).allSamples.count == 3)

        let headerless = folder.write(
            "tilt.events", Self.recording.split(separator: "\n").filter { !$0.hasPrefix("#") }.joined(separator: "\n"))
        #expect(try ReplayAccelerometer.load(path: headerless).allSamples.count == 3)

        let jsonl = folder.write("tilt.jsonl", #"{"t": 0, "x": 0, "y": 9.8, "z": 0}"#)
        #expect(try ReplayAccelerometer.load(path: jsonl).allSamples == [AccelSample(time: 0, x: 0, y: 9.8, z: 0)])

        let empty = folder.write("empty.evemu", "# EVEMU 1.3\nN: keyboard\nE: 0.000000 0001 001e 0001\n")
        #expect(throws: TraceError.self) { try ReplayAccelerometer.load(path: empty) }
    }
}
