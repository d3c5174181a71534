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

    @Test func releasingReturnsToNeutralAtTheSameRate() {
        let device = SimulatedTilt()
        device.setHeld(left: true, right: false, at: 0)
        _ = device.samples(through: 1.0)
        device.setHeld(left: false, right: false, at: 1.0)
        let back = device.samples(through: 2.0)

        let atQuarter = back.first { abs($0.time - 1.25) < 1e-9 }
        #expect(abs((atQuarter.map(roll) ?? 99) - 22.5) < 1e-9)
        #expect(back.filter { $0.time >= 1.5 - 1e-9 }.allSatisfy { abs(roll($0)) < 1e-9 })
        #expect(device.angleDegrees == 0)
    }

    @Test func rightGoesNegativeAndBothHeldReturnsToNeutral() {
        let device = SimulatedTilt()
        device.setHeld(left: false, right: true, at: 0)
        _ = device.samples(through: 1.0)
        #expect(abs(device.angleDegrees + 45) < 1e-9)

        device.setHeld(left: true, right: true, at: 1.0)
        _ = device.samples(through: 1.2)
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
