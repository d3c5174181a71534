import Foundation
import QuizCore
import TestSupport
import Testing

@testable import TiltInput

/// Loading trace files and playing them back.
@Suite struct ReplayAccelerometerTests {
    @Test func aMissingFileSaysSo() throws {
        let folder = TemporaryFolder(prefix: "TiltInputTests-")
        let path = folder.file("missing.jsonl")
        #expect(
            throws: TraceError(
                file: path, line: nil, message: "cannot read file: No such file or directory")
        ) {
            try ReplayAccelerometer.load(path: path)
        }
    }

    @Test func aDirectoryIsNotATrace() throws {
        let folder = TemporaryFolder(prefix: "TiltInputTests-")
        let path = folder.path
        #expect(
            throws: TraceError(file: path, line: nil, message: "cannot read file: Is a directory")
        ) {
            try ReplayAccelerometer.load(path: path)
        }
    }

    @Test func aFileLoadsAndErrorsNameIt() throws {
        let folder = TemporaryFolder(prefix: "TiltInputTests-")
        let good = folder.write(
            "good.jsonl", "{\"t\": 0, \"x\": 0, \"y\": 9.8, \"z\": 0}\n{\"t\": 0.01, \"x\": 1, \"y\": 9.7, \"z\": 0}\n")
        let bad = folder.write("bad.jsonl", "{\"t\": 0, \"x\": 0, \"y\": 9.8, \"z\": 0}\n{\"t\": 0.01, \"x\": 1}\n")

        let replay = try ReplayAccelerometer.load(path: good)
        #expect(
            replay.allSamples == [
                AccelSample(time: 0, x: 0, y: 9.8, z: 0),
                AccelSample(time: 0.01, x: 1, y: 9.7, z: 0),
            ])
        #expect(throws: TraceError(file: bad, line: 2, message: #"missing field "y""#)) {
            try ReplayAccelerometer.load(path: bad)
        }
    }

    @Test func samplesComeOutOnceInTimeOrder() {
        let samples = (0..<10).map { AccelSample(time: Double($0) / 10, x: 0, y: 9.8, z: 0) }
        let replay = ReplayAccelerometer(samples: samples)

        #expect(replay.samples(through: -1).isEmpty)
        #expect(replay.samples(through: 0.35) == Array(samples[0...3]))
        #expect(replay.samples(through: 0.35).isEmpty)
        #expect(!replay.isFinished)
        #expect(replay.samples(through: 100) == Array(samples[4...]))
        #expect(replay.isFinished)
        #expect(replay.samples(through: 200).isEmpty)
    }

    @Test func unorderedSamplesAreSortedStably() {
        let a = AccelSample(time: 1, x: 1, y: 9.8, z: 0)
        let b = AccelSample(time: 0, x: 2, y: 9.8, z: 0)
        let c = AccelSample(time: 1, x: 3, y: 9.8, z: 0)
        #expect(ReplayAccelerometer(samples: [a, b, c]).allSamples == [b, a, c])
    }

    @Test func aRecordedSessionReplaysToTheSameEvents() throws {
        var script = TiltScript(noiseDegrees: 1, random: SeededRandom(seed: 3))
        let samples =
            script.hold(seconds: 1) + script.ramp(to: -40, degreesPerSecond: 150)
            + script.hold(seconds: 1) + script.ramp(to: 0, degreesPerSecond: 150)
            + script.hold(seconds: 1)
        var direct = TiltPipeline()
        let expected = samples.flatMap { direct.process($0) }

        let text = samples.map {
            "{\"t\": \($0.time), \"x\": \($0.x), \"y\": \($0.y), \"z\": \($0.z)}"
        }
        .joined(separator: "\n")
        let replay = ReplayAccelerometer(
            samples: try ReplayAccelerometer.parse(text, file: "session.jsonl"))
        var replayed = TiltPipeline()
        var events: [TimedTiltEvent] = []
        var frame = 0
        while !replay.isFinished {
            frame += 1
            for sample in replay.samples(through: Double(frame) / 60) {
                events += replayed.process(sample)
            }
        }

        #expect(events == expected)
        #expect(events.map(\.event) == [.calibrated] + TiltEvent.climb(.right) + [.neutral])
    }
}
