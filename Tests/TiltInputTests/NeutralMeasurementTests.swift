import Foundation
import Testing
import TiltInput

/// `tiltquiz calibrate`'s measurement: the neutral pose and noise of a device held still, or why it was not still.
@Suite struct NeutralMeasurementTests {
    static let g = 9.80665

    /// Readings 10 ms apart, rolled `degrees(index)` (+ = left edge down) in the device's x-y plane.
    static func readings(_ count: Int, degrees: (Int) -> Double) -> [AccelSample] {
        (0..<count).map { index in
            let radians = degrees(index) * .pi / 180
            return AccelSample(time: Double(index) / 100, x: g * sin(radians), y: g * cos(radians), z: 0)
        }
    }

    @Test func aStillDeviceGivesItsMeanAndNoise() throws {
        // x alternates +-0.1 m/s^2 around an upright device.
        let samples = (0..<100).map { index in
            AccelSample(time: Double(index) / 100, x: index % 2 == 0 ? 0.1 : -0.1, y: Self.g, z: 0)
        }
        let measured = try NeutralMeasurement(samples, seconds: 1)
        let roll = asin(0.1 / (0.01 + Self.g * Self.g).squareRoot()) * 180 / .pi
        #expect(abs(measured.neutral.x) < 1e-12 && abs(measured.neutral.y - Self.g) < 1e-12 && measured.neutral.z == 0)
        #expect(abs(measured.neutralRollDegrees) < 1e-9)
        #expect(abs(measured.noise.x - 0.1) < 1e-12 && measured.noise.y < 1e-12 && measured.noise.z == 0)
        #expect(abs(measured.noiseRollDegrees - roll) < 1e-9)
        #expect(measured.samples == 100)
    }

    @Test func aTiltedStillDeviceReadsItsRoll() throws {
        let measured = try NeutralMeasurement(Self.readings(50) { _ in 12 }, seconds: 0.5)
        #expect(abs(measured.neutralRollDegrees - 12) < 1e-9)
        #expect(measured.noiseRollDegrees < 1e-9)
    }

    @Test func oneShakeInTenIsLeftOutAndMoreFails() throws {
        var samples = Self.readings(10) { _ in 0 }
        samples[4].y = 20
        #expect(try NeutralMeasurement(samples, seconds: 0.1).samples == 9)
        samples.append(AccelSample(time: 0.1, x: 0, y: 0.5, z: 0))
        #expect(throws: NeutralMeasurementError.shaken(shakes: 2, of: 11)) {
            try NeutralMeasurement(samples, seconds: 0.11)
        }
    }

    @Test func nothingStillToMeasureFails() {
        #expect(throws: NeutralMeasurementError.noReadings(seconds: 2)) { try NeutralMeasurement([], seconds: 2) }
        let thrown = (0..<5).map { AccelSample(time: Double($0), x: 0, y: 30, z: 0) }
        #expect(throws: NeutralMeasurementError.onlyShakes) { try NeutralMeasurement(thrown, seconds: 2) }
    }

    @Test func aDeviceThatTurnedFails() {
        // 0 to 9.9 degrees over the readings: the halves' mean rolls are 5 degrees apart.
        let turning = Self.readings(100) { Double($0) / 10 }
        let error = #expect(throws: NeutralMeasurementError.self) { try NeutralMeasurement(turning, seconds: 1) }
        guard case .moved(let degrees) = error else {
            Issue.record("not a turn: \(String(describing: error))")
            return
        }
        #expect(abs(degrees - 5) < 1e-9)
        // Within the allowed drift it measures.
        #expect(throws: Never.self) {
            try NeutralMeasurement(Self.readings(100) { Double($0) / 100 }, seconds: 1)
        }
    }

    @Test func eachFailureSaysWhatToDo() {
        #expect(
            NeutralMeasurementError.noReadings(seconds: 2).description
                == "the sensor sent no readings in 2.0 s; check it with tiltquiz devices")
        #expect(
            NeutralMeasurementError.onlyShakes.description
                == "every reading was a shake (more than 4.0 m/s^2 from 1 g); "
                + "hold the device still and run tiltquiz calibrate again")
        #expect(
            NeutralMeasurementError.shaken(shakes: 67, of: 201).description
                == "the device was shaken (67 of 201 readings); hold it still and run tiltquiz calibrate again")
        // One decimal, as printf rounds it (2.25 is exact, so it goes to the even 2.2).
        #expect(
            NeutralMeasurementError.moved(rollChangeDegrees: 2.25).description
                == "the device moved during calibration (its roll changed by 2.2°); "
                + "hold it still and run tiltquiz calibrate again")
        #expect(
            NeutralMeasurementError.moved(rollChangeDegrees: 5.04).description
                == String(
                    format: "the device moved during calibration (its roll changed by %.1f°); ", 5.04)
                + "hold it still and run tiltquiz calibrate again")
    }
}
