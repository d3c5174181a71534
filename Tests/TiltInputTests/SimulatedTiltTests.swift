import Foundation
import Testing
import TiltInput

/// The keyboard/gamepad virtual device.
@Suite struct SimulatedTiltTests {
    func roll(_ sample: AccelSample) -> Double {
        let magnitude = (sample.x * sample.x + sample.y * sample.y + sample.z * sample.z)
            .squareRoot()
        return asin(sample.x / magnitude) * 180 / .pi
    }

    @Test func holdingLeftRampsAt90DegreesPerSecondAndCapsAt45() {
        let device = SimulatedTilt()
        device.setHeld(left: true, right: false, at: 0)
        let first = device.samples(through: 0.25)

        #expect(first.count == 26)
        #expect(first.enumerated().allSatisfy { $0.element.time == Double($0.offset) / 100 })
        #expect(
            first.enumerated().allSatisfy { abs(roll($0.element) - 0.9 * Double($0.offset)) < 1e-9 }
        )
        #expect(abs(device.angleDegrees - 22.5) < 1e-9)

        let rest = device.samples(through: 1.0)
        #expect(rest.count == 75)
        #expect(abs(device.angleDegrees - 45) < 1e-9)
        #expect(rest.allSatisfy { roll($0) <= 45 + 1e-9 })
        #expect(rest.filter { $0.time >= 0.5 - 1e-9 }.allSatisfy { abs(roll($0) - 45) < 1e-9 })
    }

    @Test func releasingReturnsToNeutralTenTimesAsFast() {
        let device = SimulatedTilt()
        device.setHeld(left: true, right: false, at: 0)
        _ = device.samples(through: 1.0)
        device.setHeld(left: false, right: false, at: 1.0)
        let back = device.samples(through: 2.0)

        let after = back.first { abs($0.time - 1.03) < 1e-9 }
        #expect(abs((after.map(roll) ?? 99) - 18) < 1e-6, "900 degrees a second on the way back")
        #expect(back.filter { $0.time >= 1.05 - 1e-9 }.allSatisfy { abs(roll($0)) < 1e-9 })
        #expect(device.angleDegrees == 0)
    }

    /// A key let go well before the third stage never answers (not after it is let go either); held long
    /// enough, it answers while still held.
    @Test(arguments: [0.3, 0.5, 0.6, 0.7, 1.0])
    func aKeyLetGoEarlyNeverAnswers(held: Double) {
        let device = SimulatedTilt()
        var pipeline = TiltPipeline()
        var commits: [Double] = []
        func run(through time: Double) {
            for sample in device.samples(through: time) {
                commits += pipeline.process(sample).filter { $0.event == .commit(.left) }.map(\.time)
            }
        }
        run(through: 0.6)
        device.setHeld(left: true, right: false, at: 0.6)
        run(through: 0.6 + held)
        device.setHeld(left: false, right: false, at: 0.6 + held)
        run(through: 4)
        if held <= 0.6 { #expect(commits.isEmpty, "held \(held) s, answered at \(commits)") }
        if held >= 0.7 { #expect(commits.count == 1 && commits[0] <= 0.6 + held + 1e-9, "\(commits)") }
    }

    @Test func rightGoesNegativeAndBothHeldReturnsToNeutral() {
        let device = SimulatedTilt()
        device.setHeld(left: false, right: true, at: 0)
        _ = device.samples(through: 1.0)
        #expect(abs(device.angleDegrees + 45) < 1e-9)

        device.setHeld(left: true, right: true, at: 1.0)
        _ = device.samples(through: 1.02)
        #expect(abs(device.angleDegrees + 45 - 18) < 1e-9)
        _ = device.samples(through: 2.0)
        #expect(device.angleDegrees == 0)
    }

    @Test func aChangeTakesEffectAfterTheSamplesBeforeIt() {
        let device = SimulatedTilt()
        device.setHeld(left: true, right: false, at: 0.1)
        let samples = device.samples(through: 0.2)

        #expect(samples.count == 21)
        #expect(samples.prefix(11).allSatisfy { roll($0) == 0 })
        #expect(abs(roll(samples[20]) - 9) < 1e-9)
    }

    @Test func readingsHaveTheBackTiltAndNeverRepeat() {
        let device = SimulatedTilt(backTiltDegrees: 40)
        let first = device.samples(through: 0)
        let g = 9.80665

        #expect(first.count == 1)
        #expect(first.first?.x == 0)
        #expect(abs((first.first?.y ?? 0) - g * cos(40 * Double.pi / 180)) < 1e-12)
        #expect(abs((first.first?.z ?? 0) - g * sin(40 * Double.pi / 180)) < 1e-12)
        #expect(device.samples(through: 0.005).isEmpty)
        #expect(!device.isFinished)
    }

    @Test func thePipelineFedFromTheSimulationCommitsLeft() {
        let device = SimulatedTilt()
        var pipeline = TiltPipeline()
        var events: [TiltEvent] = []
        func run(through time: Double) {
            for sample in device.samples(through: time) {
                events += pipeline.process(sample).map(\.event)
            }
        }
        run(through: 0.6)
        #expect(events == [.calibrated])

        device.setHeld(left: true, right: false, at: 0.6)
        run(through: 1.6)
        #expect(events == [.calibrated] + TiltEvent.climb(.left))

        device.setHeld(left: false, right: false, at: 1.6)
        run(through: 3)
        #expect(events == [.calibrated] + TiltEvent.climb(.left) + [.neutral])
    }
}
