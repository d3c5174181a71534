import Foundation
import Testing
import TiltInput

/// Noise, drift, shakes and glitches must not answer for the player.
@Suite struct RobustnessTests {
    @Test(arguments: [1.0, 2.0])
    func sensorNoiseCausesNoStage(noiseDegrees: Double) {
        var session = TiltSession(noiseDegrees: noiseDegrees, seed: 42)
        session.settle()
        session.hold(seconds: 60)

        #expect(session.kinds == [.calibrated])
        #expect(session.pipeline.isNeutral)
    }

    @Test func aNoisyRealTiltStillCommitsExactlyOnce() {
        var session = TiltSession(noiseDegrees: 1.5, seed: 7)
        session.settle()
        session.ramp(to: 40, degreesPerSecond: 200)
        session.hold(seconds: 1)
        session.ramp(to: 0, degreesPerSecond: 200)
        session.hold(seconds: 1)

        #expect(session.kinds == [.calibrated] + TiltEvent.climb(.left) + [.neutral])
    }

    @Test(arguments: [0.5, -0.5])
    func slowDriftNeverCommits(degreesPerSecond: Double) {
        var session = TiltSession()
        session.settle()
        session.follow(seconds: 60) { elapsed in degreesPerSecond * elapsed }

        #expect(session.kinds == [.calibrated])
        // Neutral followed the drift: 30 degrees absolute, a few degrees relative.
        #expect(abs(session.script.angleDegrees) > 29)
        #expect(abs(session.pipeline.rollDegrees ?? 99) < 4)
    }

    @Test func aRealTiltAfterDriftCommitsFromTheDriftedPose() {
        var session = TiltSession()
        session.settle()
        session.follow(seconds: 60) { elapsed in 0.5 * elapsed }
        session.ramp(to: session.script.angleDegrees - 40, degreesPerSecond: 200)
        session.hold(seconds: 1)

        #expect(session.kinds == [.calibrated] + TiltEvent.climb(.right))
    }

    @Test func spikesAndFreeFallAreIgnored() {
        var session = TiltSession()
        session.settle()
        for _ in 0..<20 {
            session.hold(seconds: 0.37)
            // A knock: one sample far from g.
            session.feed([session.script.sample(angle: 0, extra: (25, -10, 5))])
            #expect(!session.pipeline.isNeutral)
        }
        // Dropped: almost nothing measured for 0.3 s.
        session.shake(seconds: 0.3) { _ in (0, -7.3, -6.0) }
        #expect(!session.pipeline.isNeutral)
        session.hold(seconds: 1)

        #expect(session.kinds == [.calibrated])
        #expect(session.pipeline.isNeutral)
    }

    @Test(arguments: [3.0, 6.0, 10.0])
    func vigorousShakingCausesNoStage(frequencyHertz: Double) {
        var session = TiltSession()
        session.settle()
        session.shake(seconds: 1) { elapsed in
            let phase = 2 * Double.pi * frequencyHertz * elapsed
            return (15 * sin(phase), 15 * cos(phase * 1.3), 5 * sin(phase * 0.7))
        }
        session.hold(seconds: 2)

        #expect(session.kinds == [.calibrated])
    }

    @Test func shakingWhileAtStageTwoNeverCommits() {
        var session = TiltSession()
        session.settle()
        session.ramp(to: 25, degreesPerSecond: 90)
        session.hold(seconds: 0.5)
        #expect(session.pipeline.stage == 2)
        // Sideways jolts that push the measured roll well past 28 degrees.
        session.shake(seconds: 1) { elapsed in (15 * sin(2 * .pi * 5 * elapsed), 0, 0) }
        session.hold(seconds: 1)
        session.ramp(to: 0, degreesPerSecond: 90)
        session.hold(seconds: 0.5)

        #expect(!session.kinds.contains(.commit(.left)))
        #expect(!session.kinds.contains(.stage(.left, 3)))
        #expect(session.kinds.first == .calibrated)
        #expect(session.kinds.last == .neutral)
    }
}
