import Foundation
import QuizCore
import Testing
import TiltInput

/// Measuring the neutral pose, at start and on recalibration.
@Suite struct CalibrationTests {
    @Test func halfASecondOfStillnessCalibrates() {
        var pipeline = TiltPipeline()
        var script = TiltScript()
        var events: [TimedTiltEvent] = []
        for sample in script.hold(seconds: 0.5) {
            events += pipeline.process(sample)
        }
        #expect(events.isEmpty)
        #expect(!pipeline.isCalibrated)
        #expect(pipeline.rollDegrees == nil)
        #expect(!pipeline.isNeutral)
        #expect(pipeline.stage == 0)

        events += pipeline.process(script.sample(angle: 0))
        #expect(events == [TimedTiltEvent(time: 0.5, event: .calibrated)])
        #expect(pipeline.isCalibrated)
        #expect(pipeline.rollDegrees == 0)
        #expect(pipeline.isNeutral)
    }

    /// Real sensors rarely run at a rate that divides the window exactly (evdev
    /// drivers at 93 Hz, IIO at 60 Hz, timestamps with jitter): a still device
    /// calibrates within one sample period of the window, whatever the rate.
    @Test(arguments: [100.0, 93.0, 87.3, 60.0, 30.0, 12.5])
    func aStillDeviceCalibratesAtAnySampleRate(hertz: Double) throws {
        var pipeline = TiltPipeline()
        var random = SeededRandom(seed: 7)
        var calibratedAt: Double?
        for index in 0..<Int(hertz * 2) {
            // Up to a quarter period of jitter, as timestamps taken when a driver's interrupt is served.
            let jitter = (Double.random(in: 0..<1, using: &random) - 0.5) * 0.25 / hertz
            let time = 3 + Double(index) / hertz + jitter
            let events = pipeline.process(TiltScript.reading(time: time, angleDegrees: 0))
            if calibratedAt == nil, events.map(\.event) == [.calibrated] { calibratedAt = time - 3 }
        }
        let calibrated = try #require(calibratedAt, "never calibrated at \(hertz) Hz")
        #expect(calibrated >= 0.5 - 0.25 / hertz)
        #expect(calibrated <= 0.5 + 1.5 / hertz)
    }

    @Test func aWobblingPlayerIsCalibratedOnceStill() throws {
        var session = TiltSession()
        session.follow(seconds: 1) { elapsed in 10 * sin(2 * .pi * 2 * elapsed) }
        #expect(session.kinds.isEmpty)
        session.hold(seconds: 1)

        let calibrated = try #require(session.time(of: .calibrated))
        #expect(calibrated >= 1.5)
        #expect(calibrated < 1.8)
        #expect(abs(session.pipeline.rollDegrees ?? 99) < 1.5)
    }

    @Test func aRejectedSampleRestartsTheWindow() {
        var session = TiltSession()
        session.hold(seconds: 0.3)
        session.feed([session.script.sample(angle: 0, extra: (20, 0, 0))])  // at 0.30
        session.hold(seconds: 1)

        #expect(session.events.map(\.event) == [.calibrated])
        #expect(abs((session.events.first?.time ?? 0) - 0.81) < 1e-9)
    }

    @Test(arguments: [TiltSide.left, .right])
    func recalibratingAtATiltedPoseMeasuresTiltsFromThere(side: TiltSide) throws {
        var session = TiltSession()
        session.settle()
        session.ramp(to: 20, degreesPerSecond: 90)
        session.hold(seconds: 0.5)
        #expect(session.kinds == [.calibrated, .stage(.left, 1)])

        session.pipeline.recalibrate()
        let recalibrated = session.script.nextTime
        #expect(!session.pipeline.isCalibrated)
        #expect(session.pipeline.stage == 0)
        #expect(session.pipeline.side == nil)
        #expect(session.pipeline.rollDegrees == nil)

        session.hold(seconds: 1)
        #expect(session.kinds(from: recalibrated) == [.calibrated])
        #expect(
            abs((session.time(of: .calibrated, after: recalibrated) ?? 0) - (recalibrated + 0.5))
                < 1e-6)
        #expect(abs(session.pipeline.rollDegrees ?? 99) < 0.1)
        #expect(session.pipeline.isNeutral)

        session.ramp(to: 20 + 35 * side.sign, degreesPerSecond: 200)
        session.hold(seconds: 1)
        #expect(session.kinds(from: recalibrated) == [.calibrated] + TiltEvent.climb(side))
    }

    @Test func noStageEventsWhileRecalibrating() {
        var session = TiltSession()
        session.settle()
        session.pipeline.recalibrate()
        let recalibrated = session.script.nextTime
        // Tilting during the measurement keeps the window sliding: nothing happens.
        session.ramp(to: 40, degreesPerSecond: 200)
        session.follow(seconds: 1) { elapsed in 40 + 8 * sin(2 * .pi * 3 * elapsed) }

        #expect(session.kinds(from: recalibrated).isEmpty)
        #expect(!session.pipeline.isCalibrated)
        #expect(session.pipeline.stage == 0)
    }

    @Test func recalibratingAfterACommitStartsAFreshQuestion() throws {
        var session = TiltSession()
        _ = try session.commitLeft()
        session.ramp(to: 0, degreesPerSecond: 300)
        session.hold(seconds: 1)
        session.pipeline.recalibrate()
        let recalibrated = session.script.nextTime
        session.hold(seconds: 1)
        session.ramp(to: -40, degreesPerSecond: 300)
        session.hold(seconds: 1)

        #expect(session.kinds(from: recalibrated) == [.calibrated] + TiltEvent.climb(.right))
    }
}

extension TiltSession {
    /// Time of the first `event` at or after `time`.
    func time(of event: TiltEvent, after time: Double) -> Double? {
        events.first { $0.event == event && $0.time >= time - 1e-9 }?.time
    }
}
