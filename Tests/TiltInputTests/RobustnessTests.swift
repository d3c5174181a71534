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

    @Test func withoutNeutralTrackingTheSameDriftWouldCommit() {
        var session = TiltSession(
            profile: GestureProfile(neutralTrackingTimeConstantSeconds: .infinity))
        session.settle()
        session.follow(seconds: 60) { elapsed in 0.5 * elapsed }

        #expect(session.kinds == [.calibrated] + TiltEvent.climb(.left))
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

    /// Jolts to one side: two samples with +8 m/s^2 sideways (accepted, 39 degrees
    /// of apparent roll) then one with +25 (rejected), over and over.
    func lopsidedJolts(_ session: inout TiltSession, seconds: Double) {
        session.shake(seconds: seconds) { elapsed in
            let phase = Int((elapsed * 100).rounded()) % 3
            return (phase == 2 ? 25 : 8, 0, 0)
        }
    }

    @Test func lopsidedJoltsNeverClimb() {
        var session = TiltSession()
        session.settle()
        lopsidedJolts(&session, seconds: 1)
        #expect((session.pipeline.rollDegrees ?? 0) > 28)  // the filter alone is fooled
        session.hold(seconds: 1)

        #expect(session.kinds == [.calibrated])
    }

    @Test func withoutTheSettleTimeTheSameJoltsWouldCommit() {
        var session = TiltSession(profile: GestureProfile(settleAfterRejectSeconds: 0))
        session.settle()
        lopsidedJolts(&session, seconds: 1)

        #expect(session.kinds.contains(.commit(.left)))
    }

    @Test func aRejectedSampleDelaysRisingBySettleTime() throws {
        var session = TiltSession()
        session.settle()
        session.ramp(to: 40, degreesPerSecond: 300)
        session.hold(seconds: 0.05)
        let jolt = session.script.nextTime
        session.feed([session.script.sample(angle: 40, extra: (0, 30, 0))])
        session.hold(seconds: 1)

        #expect(session.kinds == [.calibrated] + TiltEvent.climb(.left))
        let stageOne = try #require(session.time(of: .stage(.left, 1)))
        let commit = try #require(session.time(of: .commit(.left)))
        #expect(stageOne > jolt)
        // The first accepted sample at or after the settle end starts the holds.
        #expect(abs(stageOne - (jolt + 0.3 + 0.14)) < 1e-6)
        #expect(abs(commit - (jolt + 0.3 + 3 * 0.14)) < 1e-6)
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
