import Foundation
import Testing
import TiltInput

/// Commit latency, cooldown, touch lockout and gaps, checked against sample times.
@Suite struct TimingTests {
    /// A filtered roll at a sample time.
    struct RollPoint {
        var time: Double
        var rollDegrees: Double
    }

    /// Filtered roll per sample, computed independently: alpha = dt/(tau+dt) on the vector.
    func referenceFilteredRolls(_ samples: [AccelSample], tau: Double) -> [RollPoint] {
        guard var filtered = samples.first else { return [] }
        return samples.map { sample in
            let alpha = (sample.time - filtered.time) / (tau + sample.time - filtered.time)
            filtered = AccelSample(
                time: sample.time,
                x: filtered.x + alpha * (sample.x - filtered.x),
                y: filtered.y + alpha * (sample.y - filtered.y),
                z: filtered.z + alpha * (sample.z - filtered.z))
            let magnitude =
                (filtered.x * filtered.x + filtered.y * filtered.y + filtered.z * filtered.z)
                .squareRoot()
            return RollPoint(
                time: sample.time, rollDegrees: asin(filtered.x / magnitude) * 180 / .pi)
        }
    }

    @Test(arguments: [40.0, 90.0, 300.0, 1000.0])
    func commitComesWithinOneSamplePeriodOfThePrediction(degreesPerSecond: Double) throws {
        let profile = GestureProfile.standard
        var script = TiltScript()
        let samples =
            script.hold(seconds: 1) + script.ramp(to: 40, degreesPerSecond: degreesPerSecond)
            + script.hold(seconds: 1)
        var pipeline = TiltPipeline(profile: profile)
        var commitTime: Double?
        for sample in samples where commitTime == nil {
            if pipeline.process(sample).contains(where: { $0.event == .commit(.left) }) {
                commitTime = sample.time
            }
        }

        // The analysis: stage k needs roll >= enter[k] held for the hold time,
        // starting no earlier than stage k-1 was entered.
        let rolls = referenceFilteredRolls(samples, tau: profile.filterTimeConstantSeconds)
        var stageEntered = -Double.infinity
        for enter in profile.stageEnterDegrees {
            let crossing = try #require(rolls.first { $0.rollDegrees >= enter }?.time)
            stageEntered = max(stageEntered, crossing) + profile.stageHoldSeconds
        }
        let predicted = stageEntered
        let commit = try #require(commitTime)

        #expect(commit >= predicted - 1e-6)
        #expect(commit <= predicted + script.samplePeriodSeconds + 1e-6)
    }

    @Test func holdingTheTiltAfterACommitDoesNotCommitAgain() throws {
        var session = TiltSession()
        let commit = try session.commitLeft()
        session.hold(seconds: 3)
        #expect(session.kinds(from: commit + 0.001).isEmpty)
        #expect(!session.pipeline.isNeutral)

        session.ramp(to: 0, degreesPerSecond: 300)
        session.hold(seconds: 0.5)
        session.ramp(to: 40, degreesPerSecond: 300)
        session.hold(seconds: 1)

        #expect(
            session.kinds == [.calibrated] + TiltEvent.climb(.left) + [.neutral]
                + TiltEvent.climb(.left))
    }

    @Test func theArrowStaysAtThreeUntilReArmed() throws {
        var session = TiltSession()
        let commit = try session.commitLeft()
        session.ramp(to: 0, degreesPerSecond: 1000)
        session.hold(seconds: 0.3)
        #expect(session.script.nextTime < commit + 0.7)
        #expect(abs(session.pipeline.rollDegrees ?? 99) < 10)
        #expect(session.pipeline.stage == 3)
        #expect(session.pipeline.side == .left)
        #expect(!session.pipeline.isNeutral)

        session.hold(seconds: 0.5)
        #expect(session.pipeline.stage == 0)
        #expect(session.pipeline.side == nil)
        #expect(session.pipeline.isNeutral)
        let neutral = try #require(session.time(of: .neutral))
        // Re-armed by the first sample at or after the cooldown's end.
        #expect(abs(neutral - (commit + 0.7)) < 1e-6)
    }

    @Test func aQuickSecondTiltDuringCooldownWaitsForNeutral() throws {
        var session = TiltSession()
        let commit = try session.commitLeft()
        // Back through neutral and over to the right before the cooldown ends.
        session.ramp(to: 0, degreesPerSecond: 400)
        session.hold(seconds: 0.05)
        session.ramp(to: -40, degreesPerSecond: 400)
        #expect(session.script.nextTime < commit + 0.7)
        session.hold(seconds: 1.5)
        #expect(session.kinds(from: commit + 0.001).isEmpty)

        session.ramp(to: 0, degreesPerSecond: 300)
        session.hold(seconds: 0.5)
        let neutral = try #require(session.events.last)
        session.ramp(to: -40, degreesPerSecond: 300)
        session.hold(seconds: 1)

        #expect(neutral.event == .neutral)
        #expect(neutral.time >= commit + 0.7)
        #expect(
            session.kinds == [.calibrated] + TiltEvent.climb(.left) + [.neutral]
                + TiltEvent.climb(.right))
    }

    @Test func aTouchLocksStagesOutForHalfASecond() throws {
        var session = TiltSession()
        session.settle()
        let touchTime = session.script.nextTime
        session.touch()
        session.ramp(to: 40, degreesPerSecond: 300)
        session.hold(seconds: 1)

        #expect(session.kinds == [.calibrated] + TiltEvent.climb(.left))
        let stageOne = try #require(session.time(of: .stage(.left, 1)))
        let commit = try #require(session.time(of: .commit(.left)))
        // The roll is past 28 degrees long before the lockout ends, so the holds start at its end.
        #expect(abs(stageOne - (touchTime + 0.5 + 0.14)) < 1e-6)
        #expect(abs(commit - (touchTime + 0.5 + 3 * 0.14)) < 1e-6)
    }

    @Test func withoutATouchTheSameTiltCommitsSooner() throws {
        var session = TiltSession()
        session.settle()
        let start = session.script.nextTime
        session.ramp(to: 40, degreesPerSecond: 300)
        session.hold(seconds: 1)

        let stageOne = try #require(session.time(of: .stage(.left, 1)))
        #expect(stageOne < start + 0.5)
    }

    @Test func aLongGapRestartsTheFilter() throws {
        var session = TiltSession()
        session.settle()
        session.script.skip(seconds: 2)
        session.script.jump(to: 40)
        let resumed = session.script.nextTime
        session.feed([session.script.sample(angle: 40)])
        let roll = try #require(session.pipeline.rollDegrees)
        #expect(abs(roll - 40) < 1e-9)

        session.hold(seconds: 1)
        let times = session.events.dropFirst().map(\.time)
        #expect(session.kinds == [.calibrated] + TiltEvent.climb(.left))
        let expected = [resumed + 0.14, resumed + 0.28, resumed + 0.42, resumed + 0.42]
        #expect(zip(times, expected).allSatisfy { abs($0 - $1) < 1e-6 })
    }

    @Test func aShortGapKeepsFiltering() throws {
        var session = TiltSession()
        session.settle()
        session.script.skip(seconds: 0.5)
        session.feed([session.script.sample(angle: 40)])

        let roll = try #require(session.pipeline.rollDegrees)
        #expect(roll > 20)
        #expect(roll < 36)
    }

    @Test func timeGoingBackwardsRestartsTheFilter() throws {
        var pipeline = TiltPipeline()
        var script = TiltScript()
        for sample in script.hold(seconds: 2) {
            _ = pipeline.process(sample)
        }
        _ = pipeline.process(TiltScript.reading(time: 0.5, angleDegrees: 40))

        let roll = try #require(pipeline.rollDegrees)
        #expect(abs(roll - 40) < 1e-9)
    }
}
