import Foundation
import TestSupport
import Testing

@testable import TiltInput

/// `tiltquiz record`'s pieces: the sample reader on a fake sensor and a manual clock, and the trace it writes.
@Suite struct RecordingTests {
    /// The header as JSONEncoder wrote it before TiltInput took it over (keys sorted, absent ones left out), to
    /// check the bytes did not change.
    static func encoded(_ header: TraceHeader) -> String {
        let device: [String: String?] = [
            "kind": header.kind, "name": header.name, "node": header.node, "mountMatrix": header.mountMatrix,
            "mountMatrixOrigin": header.mountMatrixOrigin, "units": header.units, "frame": header.frame,
            "recorder": header.recorder,
        ]
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let data = try? encoder.encode(["device": device.compactMapValues { $0 }])
        return String(decoding: data ?? Data(), as: UTF8.self)
    }

    /// A reader of the fake IIO device lying face up, on `clock`.
    static func deviceReader(_ sysfs: FakeSysfs, clock: ManualClock) throws -> SampleReader {
        try SampleReader.open(sysfs.pollingOpener(clock: clock))
    }

    /// Reads `reader` on `clock`, sleeping by moving the clock; `during` runs after each batch.
    static func read(
        _ reader: SampleReader, seconds: Double?, clock: ManualClock, stopAt: Double = .infinity,
        during: () throws -> Void = {}
    ) throws -> (samples: [AccelSample], ending: SampleReader.Ending) {
        var samples: [AccelSample] = []
        let ending = try reader.read(
            seconds: seconds, epochSeconds: 0, stopRequested: { clock.seconds >= stopAt },
            monotonicSeconds: { clock.seconds }, sleep: { clock.seconds += $0 }
        ) { batch in
            samples += batch
            try during()
        }
        return (samples, ending)
    }

    @Test func aLiveSensorIsReadEveryTenMillisecondsUntilTheTime() throws {
        let (sysfs, device) = try SensorWatchTests.machine()
        let clock = ManualClock()
        let reader = try Self.deviceReader(sysfs, clock: clock)
        #expect(reader.isLive)
        #expect(reader.label == "IIO \(device) \"fake-accel\"")
        // Polls at 0, 0.01, ... 0.5 (a little more or less, as 0.01 adds up), then one past 0.505 ends it.
        let (samples, ending) = try Self.read(reader, seconds: 0.505, clock: clock)
        #expect(ending == .finished)
        #expect(samples.count == 51, "one a poll")
        let faceUp = samples.map { [($0.x * 1000).rounded(), ($0.y * 1000).rounded(), ($0.z * 1000).rounded()] }
        #expect(faceUp == Array(repeating: [0, 0, 9807], count: 51))
        #expect(samples.map(\.time) == samples.map(\.time).sorted())
    }

    @Test func anUnplugEndsTheReadingWithTheSamplesBeforeIt() throws {
        let (sysfs, device) = try SensorWatchTests.machine()
        let clock = ManualClock()
        let reader = try Self.deviceReader(sysfs, clock: clock)
        var unplugged = false
        let (samples, ending) = try Self.read(reader, seconds: nil, clock: clock) {
            guard !unplugged, clock.seconds >= 0.2 - 1e-9 else { return }
            try FileManager.default.moveItem(atPath: device, toPath: sysfs.root.appendingPathComponent("gone").path)
            unplugged = true
        }
        guard case .unplugged(let info) = ending else {
            Issue.record("ended \(ending), not by the unplug")
            return
        }
        #expect(info.nodePath == device)
        #expect(samples.count == 21, "0 to 0.2 s")
        #expect(clock.seconds < 0.25, "noticed at the next poll")
    }

    @Test func aStopRequestEndsTheReading() throws {
        let (sysfs, _) = try SensorWatchTests.machine()
        let clock = ManualClock()
        let (samples, ending) = try Self.read(
            try Self.deviceReader(sysfs, clock: clock), seconds: nil, clock: clock, stopAt: 0.1 - 1e-9)
        #expect(ending == .interrupted)
        #expect(samples.count == 11)
    }

    @Test func aTraceIsReadAtOnceUpToTheTime() throws {
        let trace = (0..<5).map { AccelSample(time: Double($0) * 0.5, x: 0, y: 9.8, z: Double($0)) }
        let clock = ManualClock()
        let whole = try Self.read(
            .trace(path: "t.jsonl", ReplayAccelerometer(samples: trace)), seconds: nil, clock: clock)
        #expect(whole.samples == trace && whole.ending == .finished)
        let part = try Self.read(.trace(path: "t.jsonl", ReplayAccelerometer(samples: trace)), seconds: 1, clock: clock)
        #expect(part.samples == Array(trace.prefix(3)) && part.ending == .finished)
        #expect(clock.seconds == 0, "a trace never waits")
        #expect(SampleReader.trace(path: "t.jsonl", ReplayAccelerometer(samples: [])).label == "trace t.jsonl")
    }

    @Test func theHeaderIsTheLineJSONEncoderWrote() throws {
        let (sysfs, device) = try SensorWatchTests.machine()
        var live = TraceHeader(try Self.deviceReader(sysfs, clock: ManualClock()), recorder: "tiltquiz 0.1.0")
        #expect(live.kind == "iioPoll" && live.node == device && live.name == "fake-accel")
        #expect(
            live.mountMatrix == "1, 0, 0; 0, 1, 0; 0, 0, 1" && live.units?.hasPrefix("(raw + offset) * scale") == true)
        #expect(live.jsonLine == Self.encoded(live))
        live.name = "Bosch \"BMI260\"\t/é\u{1}\\\n\r\u{8}\u{C}\u{7F}\u{2028}😀"
        #expect(live.jsonLine == Self.encoded(live))

        let replay = TraceHeader(.trace(path: "/tmp/a b.jsonl", ReplayAccelerometer(samples: [])), recorder: "x")
        #expect(replay.mountMatrix == nil && replay.units == nil)
        #expect(replay.jsonLine == Self.encoded(replay))
    }

    @Test func aWrittenTraceReplaysAsItWasRecorded() throws {
        let sysfs = try FakeSysfs()
        let path = sysfs.root.appendingPathComponent("trace.jsonl").path
        let writer = try TraceWriter(path: path)
        try writer.writeHeader(TraceHeader(.trace(path: "in.jsonl", ReplayAccelerometer(samples: [])), recorder: "t"))
        try writer.write([AccelSample(time: -0.5, x: -0.00001, y: 9.80665, z: 0)])
        try writer.write([])
        try writer.write([AccelSample(time: 0.012345, x: 1.23456, y: -2, z: 3)])
        writer.close()
        #expect(writer.count == 2 && writer.lastTime == 0.012345)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 4 && lines[3].isEmpty)
        #expect(lines[0].hasPrefix("{\"device\":{\"frame\":") && lines[0].hasSuffix(",\"recorder\":\"t\"}}"))
        #expect(lines[1] == "{\"t\":0.0,\"x\":0.0,\"y\":9.8067,\"z\":0.0}", "clamped to 0, no -0.0")
        #expect(lines[2] == "{\"t\":0.0123,\"x\":1.2346,\"y\":-2.0,\"z\":3.0}")
        let replay = try ReplayAccelerometer.load(path: path)
        #expect(
            replay.allSamples == [
                AccelSample(time: 0, x: 0, y: 9.8067, z: 0), AccelSample(time: 0.0123, x: 1.2346, y: -2, z: 3),
            ])
    }

    @Test func aFileThatCannotBeWrittenSaysWhy() {
        #expect(throws: LineFile.WriteError(path: "/nonexistent/t.jsonl", reason: "No such file or directory")) {
            try TraceWriter(path: "/nonexistent/t.jsonl")
        }
        let error = LineFile.WriteError(path: "/nonexistent/t.jsonl", reason: "No such file or directory")
        #expect(error.description == "cannot write /nonexistent/t.jsonl: No such file or directory")
    }
}
