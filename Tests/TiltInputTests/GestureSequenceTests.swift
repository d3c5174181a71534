import Foundation
import Testing
import TiltInput

/// Whole tilts from neutral and back, checked event by event.
@Suite struct GestureSequenceTests {
    @Test(arguments: [TiltSide.left, .right])
    func cleanTiltClimbsCommitsAndReturnsToNeutral(side: TiltSide) {
        var session = TiltSession()
        session.settle()
        session.ramp(to: 40 * side.sign, degreesPerSecond: 200)
        session.hold(seconds: 1)
        session.ramp(to: 0, degreesPerSecond: 200)
        session.hold(seconds: 1)

        #expect(session.kinds == [.calibrated] + TiltEvent.climb(side) + [.neutral])
        #expect(session.events.first?.time == 0.5)
        #expect(session.pipeline.stage == 0)
        #expect(session.pipeline.side == nil)
        #expect(session.pipeline.isNeutral)
    }

    @Test func stagesAreHeldAndReportedWhileTilted() {
        var session = TiltSession()
        session.settle()
        session.ramp(to: 40, degreesPerSecond: 200)
        let commit = session.hold(until: .commit(.left))
        let times = session.events.map(\.time)

        #expect(commit != nil)
        // Each stage needs its own 140 ms hold, even on a fast tilt.
        #expect(abs((times[2] - times[1]) - 0.14) < 1e-6)
        #expect(abs((times[3] - times[2]) - 0.14) < 1e-6)
        #expect(times[4] == times[3])  // stage 3 and commit come from the same sample
        #expect(session.pipeline.stage == 3)
        #expect(session.pipeline.side == .left)
        #expect(!session.pipeline.isNeutral)
    }

    /// The stage events up to `stage` on `side`.
    static func stages(_ side: TiltSide, to stage: Int) -> [TiltEvent] { (1...stage).map { .stage(side, $0) } }

    /// To stage one and back: no commit; to stage two and back: it steps down through stage one.
    @Test(arguments: [TiltSide.left, .right], [(degrees: 18.0, stage: 1), (degrees: 25.0, stage: 2)])
    func tiltToAStageAndBackDoesNotCommit(side: TiltSide, to: (degrees: Double, stage: Int)) {
        var session = TiltSession()
        session.settle()
        session.ramp(to: to.degrees * side.sign, degreesPerSecond: 90)
        session.hold(seconds: 0.5)
        #expect(session.pipeline.stage == to.stage)
        session.ramp(to: 0, degreesPerSecond: 90)
        session.hold(seconds: 0.5)

        let up = Self.stages(side, to: to.stage)
        #expect(session.kinds == [.calibrated] + up + up.dropLast().reversed() + [.neutral])
    }

    /// Hovering 3 degrees either side of stage one's or two's enter angle at 1 Hz for 5 s (crossing it ten times)
    /// stays at that stage.
    @Test(arguments: [(TiltSide.left, 15.0, 1), (.right, 15.0, 1), (.left, 22.0, 2)])
    func hoveringAroundAStageDoesNotChatter(side: TiltSide, degrees: Double, stage: Int) {
        var session = TiltSession()
        session.settle()
        session.ramp(to: degrees * side.sign, degreesPerSecond: 60)
        session.follow(seconds: 5) { elapsed in side.sign * (degrees + 3 * sin(2 * .pi * elapsed)) }

        #expect(session.kinds == [.calibrated] + Self.stages(side, to: stage))
    }

    @Test func withoutHysteresisTheSameHoverWouldChatter() {
        var session = TiltSession(
            profile: GestureProfile(deadBandDegrees: 5, stageExitHysteresisDegrees: 0))
        session.settle()
        session.ramp(to: 15, degreesPerSecond: 60)
        session.follow(seconds: 5) { elapsed in 15 + 3 * sin(2 * .pi * elapsed) }

        #expect(session.kinds.filter { $0 == .stage(.left, 1) }.count > 1)
    }

    @Test func swingingStraightToTheOtherSideDropsThenClimbsThere() {
        var session = TiltSession()
        session.settle()
        session.ramp(to: 25, degreesPerSecond: 90)
        session.hold(seconds: 0.5)
        session.ramp(to: -40, degreesPerSecond: 300)
        session.hold(seconds: 1)

        #expect(
            session.kinds
                == [.calibrated, .stage(.left, 1), .stage(.left, 2), .stage(.left, 1), .neutral]
                + TiltEvent.climb(.right))
    }
}

/// The default and lenient constants.
@Suite struct GestureProfileTests {
    @Test func lenientCommitsWhereStandardStopsAtStageTwo() {
        func heldAt24Degrees(_ profile: GestureProfile) -> [TiltEvent] {
            var session = TiltSession(profile: profile)
            session.settle()
            session.ramp(to: 24, degreesPerSecond: 90)
            session.hold(seconds: 2)
            return session.kinds
        }

        #expect(heldAt24Degrees(.standard) == [.calibrated, .stage(.left, 1), .stage(.left, 2)])
        #expect(heldAt24Degrees(.lenient) == [.calibrated] + TiltEvent.climb(.left))
    }

    @Test func lenientCommitsAtASmallerAngleOnASlowTilt() throws {
        func rollAtCommit(_ profile: GestureProfile) -> Double? {
            var session = TiltSession(profile: profile)
            session.settle()
            var roll: Double?
            for sample in session.script.ramp(to: 45, degreesPerSecond: 20) {
                let events = session.pipeline.process(sample)
                if events.contains(where: { $0.event == .commit(.left) }) {
                    roll = session.pipeline.rollDegrees
                    break
                }
            }
            return roll
        }
        let standard = try #require(rollAtCommit(.standard))
        let lenient = try #require(rollAtCommit(.lenient))

        #expect(standard >= 28)
        #expect(lenient >= 20)
        #expect(lenient < standard - 5)
    }

    @Test func profilesAreFoundByName() {
        #expect(GestureProfile.named("default") == .standard)
        #expect(GestureProfile.named("lenient") == .lenient)
        #expect(GestureProfile.named("Lenient") == .lenient)
        #expect(GestureProfile.named("sloppy") == nil)
        #expect(GestureProfile.names == ["default", "lenient"])
    }

    @Test func defaultsMatchTheDesign() {
        let profile = GestureProfile.standard
        #expect(profile.stageEnterDegrees == [15, 22, 28])
        #expect(profile.deadBandDegrees == 10)
        #expect(profile.stageHoldSeconds == 0.14)
        #expect(profile.cooldownSeconds == 0.7)
        #expect(profile.calibrationWindowSeconds == 0.5)
        #expect(profile.magnitudeToleranceMetersPerSecondSquared == 4)
        #expect(GestureProfile.lenient.stageEnterDegrees == [10, 15, 20])
        #expect(GestureProfile.lenient.stageHoldSeconds == 0.1)
        #expect(GestureProfile.lenient.cooldownSeconds == 0.5)
        #expect(GestureProfile.lenient.deadBandDegrees == 7)
    }
}
