import Foundation
import Testing
import TiltInput

/// Commit latency, cooldown, touch lockout and gaps, checked against sample times.
@Suite struct TimingTests {
    /// Filtered roll per sample, computed independently: alpha = dt/(tau+dt) on the vector.
    func referenceFilteredRolls(_ samples: [AccelSample], tau: Double) -> [(time: Double, roll: Double)] {
        var filtered: (x: Double, y: Double, z: Double)?
        var lastTime = 0.0
        var result: [(time: Double, roll: Double)] = []
        for sample in samples {
            if let previous = filtered {
                let alpha = (sample.time - lastTime) / (tau + sample.time - lastTime)
                filtered = (
                    previous.x + alpha * (sample.x - previous.x),
                    previous.y + alpha * (sample.y - previous.y),
                    previous.z + alpha * (sample.z - previous.z)
                )
            } else {
                filtered = (sample.x, sample.y, sample.z)
            }
            lastTime = sample.time
            let vector = filtered!
            let magnitude = (vector.x * vector.x + vector.y * vector.y + vector.z * vector.z).squareRoot()
            result.append((sample.time, asin(vector.x / magnitude) * 180 / .pi))
        }
        return result
    }

    @Test(arguments: [40.0, 90.0, 300.0, 1000.0])
    func commitComesWithinOneSamplePeriodOfThePrediction(degreesPerSecond: Double) throws {
        let profile = GestureProfile.standard
        var script = TiltScript()
        let samples = script.hold(seconds: 1) + script.ramp(to: 40, degreesPerSecond: degreesPerSecond)
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
            let crossing = try #require(rolls.first { $0.roll >= enter }?.time)
            stageEntered = max(stageEntered, crossing) + profile.stageHoldSeconds
        }
        let predicted = stageEntered
        let commit = try #require(commitTime)

        #expect(commit >= predicted - 1e-6)
        #expect(commit <= predicted + script.samplePeriodSeconds + 1e-6)
    }

    @Test func holdingTheTiltAfterACommitDoesNotCommitAgain() throws {
        var session = TiltSession()
        session.settle()
        session.ramp(to: 40, degreesPerSecond: 300)
        let committed = session.hold(until: .commit(.left))
        let commit = try #require(committed)
        session.hold(seconds: 3)
        #expect(session.kinds(from: commit + 0.001).isEmpty)
        #expect(!session.pipeline.isNeutral)

        session.ramp(to: 0, degreesPerSecond: 300)
        session.hold(seconds: 0.5)
        session.ramp(to: 40, degreesPerSecond: 300)
        session.hold(seconds: 1)

        #expect(
            session.kinds == [.calibrated] + TiltEvent.climb(.left) + [.neutral] + TiltEvent.climb(.left))
    }

    @Test func aQuickSecondTiltDuringCooldownWaitsForNeutral() throws {
        var session = TiltSession()
        session.settle()
        session.ramp(to: 40, degreesPerSecond: 300)
        let committed = session.hold(until: .commit(.left))
        let commit = try #require(committed)
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
            session.kinds == [.calibrated] + TiltEvent.climb(.left) + [.neutral] + TiltEvent.climb(.right))
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
