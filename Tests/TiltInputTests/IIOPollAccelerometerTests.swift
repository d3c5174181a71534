import TestSupport
import Testing
import TiltInput

/// Polling a fake IIO sysfs folder: units, rate, sampling frequency, unplugging.
@Suite struct IIOPollAccelerometerTests {
    static let g = 9.80665

    /// Opens device 0 of `fake` with a manual clock (epoch 100 s).
    static func open(_ fake: FakeSysfs, clock: ManualClock, pollHertz: Double = 100) throws -> IIOPollAccelerometer {
        try IIOPollAccelerometer(
            deviceFolder: fake.sysfsRoot + "/bus/iio/devices/iio:device0", epochSeconds: 100,
            pollHertz: pollHertz, monotonicSeconds: { clock.seconds })
    }

    @Test func aSharedScaleGivesMetersPerSecondSquaredInTheGameFrame() throws {
        let fake = try FakeSysfs()
        try fake.addIIODevice(
            0,
            [
                "name": "IIO Test Accelerometer\n", "in_accel_x_raw": "0\n", "in_accel_y_raw": "-1000\n",
                "in_accel_z_raw": "0\n", "in_accel_scale": "0.009806650\n",
            ])
        let clock = ManualClock(100.25)
        let sensor = try Self.open(fake, clock: clock)
        #expect(sensor.name == "IIO Test Accelerometer")
        #expect(sensor.calibration.scaleSource == "in_accel_scale")
        let samples = sensor.samples(through: 0.25)
        #expect(samples.count == 1)
        let sample = try #require(samples.first)
        #expect(sample.time == 0.25)
        #expect(sample.x == 0 && sample.z == 0)
        #expect(abs(sample.y - Self.g) < 1e-9)  // upright: Linux y = -1 g becomes +g
        #expect(sensor.lastSample == sample)
    }

    @Test func perAxisScaleAndOffsetsWin() throws {
        let fake = try FakeSysfs()
        try fake.addIIODevice(
            0,
            [
                "in_accel_x_raw": "10", "in_accel_y_raw": "20", "in_accel_z_raw": "-25.6",
                "in_accel_x_scale": "0.5", "in_accel_y_scale": "0.25", "in_accel_z_scale": "2",
                "in_accel_scale": "1000", "in_accel_offset": "1", "in_accel_z_offset": "0.6",
            ])
        let sensor = try Self.open(fake, clock: ManualClock(100))
        #expect(sensor.calibration.scaleSource == "in_accel_x_scale")
        #expect(sensor.calibration.offsetRaw == SIMD3(1, 1, 0.6))
        let sample = try #require(sensor.samples(through: 0).first)
        // Linux (11 * 0.5, 21 * 0.25, -25 * 2), negated into the game frame.
        #expect(sample.x == -5.5 && sample.y == -5.25)
        #expect(abs(sample.z - 50) < 1e-9)
    }

    @Test func withoutAnyScaleTheDeviceWideOneOrOneIsUsed() throws {
        let fake = try FakeSysfs()
        try fake.addIIODevice(0, ["in_accel_x_raw": "1", "in_accel_y_raw": "2", "in_accel_z_raw": "3", "scale": "2"])
        let scaled = try Self.open(fake, clock: ManualClock(100))
        #expect(scaled.calibration.scaleMetersPerSecondSquared == SIMD3(repeating: 2))
        try fake.remove(fake.sysfsRoot + "/bus/iio/devices/iio:device0/scale")
        let unscaled = try Self.open(fake, clock: ManualClock(100))
        #expect(unscaled.calibration.scaleSource == "default 1")
        #expect(unscaled.samples(through: 0) == [AccelSample(time: 0, x: -1, y: -2, z: -3)])
    }

    @Test func pollsAtMostPollHertzAndSeesChanges() throws {
        let fake = try FakeSysfs()
        let folder = try fake.addIIODevice(0, ["in_accel_x_raw": "0", "in_accel_y_raw": "-1", "in_accel_z_raw": "0"])
        let clock = ManualClock(100)
        // 64 Hz: a period of 1/64 s, exact in binary, so the times compare exactly.
        let sensor = try Self.open(fake, clock: clock, pollHertz: 64)
        #expect(sensor.samples(through: 0).map(\.time) == [0])
        clock.seconds = 100 + 1 / 128  // half a period later: too soon
        #expect(sensor.samples(through: 1 / 128).isEmpty)
        try fake.write(["in_accel_x_raw": "-1"], in: folder)  // left edge goes down
        clock.seconds = 100 + 1 / 64
        #expect(sensor.samples(through: 1 / 64) == [AccelSample(time: 1 / 64, x: 1, y: 1, z: 0)])
        clock.seconds = 100 + 3 / 64
        #expect(sensor.samples(through: 3 / 64) == [AccelSample(time: 3 / 64, x: 1, y: 1, z: 0)])
    }

    @Test func aSampleAfterTheAskedTimeWaitsForTheNextCall() throws {
        let fake = try FakeSysfs()
        try fake.addIIODevice(0, ["in_accel_x_raw": "0", "in_accel_y_raw": "-1", "in_accel_z_raw": "0"])
        let clock = ManualClock(100.5)
        let sensor = try Self.open(fake, clock: clock)
        #expect(sensor.samples(through: 0.4).isEmpty)
        #expect(sensor.samples(through: 0.5).map(\.time) == [0.5])
    }

    @Test func aZeroSamplingFrequencyIsRaisedToTheSmallestAvailableAtLeast50() throws {
        let fake = try FakeSysfs()
        let folder = try fake.addIIODevice(
            0,
            [
                "in_accel_x_raw": "0", "in_accel_y_raw": "0", "in_accel_z_raw": "0",
                "sampling_frequency": "0.000000\n", "sampling_frequency_available": "1.56 6.25 12.5 25 50 100 200\n",
            ])
        let sensor = try Self.open(fake, clock: ManualClock())
        #expect(fake.read(folder + "/sampling_frequency") == "50")
        #expect(sensor.samplingFrequencyHertz == 50)
        #expect(sensor.samplingFrequencyProblem == nil)
    }

    @Test func aSlowAccelFrequencyIsRaisedToTheHighestWhenNoneReaches50() throws {
        let fake = try FakeSysfs()
        let folder = try fake.addIIODevice(
            0,
            [
                "in_accel_x_raw": "0", "in_accel_y_raw": "0", "in_accel_z_raw": "0",
                "in_accel_sampling_frequency": "5.2", "in_accel_sampling_frequency_available": "3 6 12 25",
            ])
        _ = try Self.open(fake, clock: ManualClock())
        #expect(fake.read(folder + "/in_accel_sampling_frequency") == "25")
    }

    @Test func aFastEnoughOrUnknownFrequencyIsLeftAlone() throws {
        let fake = try FakeSysfs()
        let folder = try fake.addIIODevice(
            0,
            [
                "in_accel_x_raw": "0", "in_accel_y_raw": "0", "in_accel_z_raw": "0", "sampling_frequency": "12.5",
                "sampling_frequency_available": "12.5 100",
            ])
        let sensor = try Self.open(fake, clock: ManualClock())
        #expect(fake.read(folder + "/sampling_frequency") == "12.5")
        #expect(sensor.samplingFrequencyHertz == 12.5)
        try fake.write(["sampling_frequency": "0"], in: folder)
        try fake.remove(folder + "/sampling_frequency_available")
        let stuck = try Self.open(fake, clock: ManualClock())
        #expect(fake.read(folder + "/sampling_frequency") == "0")
        #expect(stuck.samplingFrequencyProblem?.contains("no *_available list") == true)
    }

    @Test func aRemovedFileMidRunMeansUnplugged() throws {
        let fake = try FakeSysfs()
        let folder = try fake.addIIODevice(0, ["in_accel_x_raw": "0", "in_accel_y_raw": "-1", "in_accel_z_raw": "0"])
        let clock = ManualClock(100)
        let sensor = try Self.open(fake, clock: clock)
        #expect(sensor.samples(through: 0).count == 1)
        try fake.remove(folder + "/in_accel_y_raw")
        clock.seconds = 100.1
        #expect(sensor.samples(through: 0.1).isEmpty)
        #expect(sensor.isUnplugged && sensor.isFinished)
        clock.seconds = 101
        #expect(sensor.samples(through: 1).isEmpty)
        #expect(sensor.lastSample?.time == 0)
    }

    @Test func garbageInAFileSkipsThatPoll() throws {
        let fake = try FakeSysfs()
        let folder = try fake.addIIODevice(0, ["in_accel_x_raw": "0", "in_accel_y_raw": "-1", "in_accel_z_raw": "0"])
        let clock = ManualClock(100)
        let sensor = try Self.open(fake, clock: clock)
        try fake.write(["in_accel_x_raw": "0,5"], in: folder)  // a locale-formatted number is not a reading
        #expect(sensor.samples(through: 0).isEmpty)
        #expect(!sensor.isUnplugged)
    }

    @Test func openingSaysWhatIsWrong() throws {
        let fake = try FakeSysfs()
        let missing = fake.sysfsRoot + "/bus/iio/devices/iio:device7"
        #expect(throws: SensorError.deviceGone(node: missing)) {
            try IIOPollAccelerometer(deviceFolder: missing, epochSeconds: 0)
        }
        let light = try fake.addIIODevice(1, ["in_illuminance_raw": "40"])
        #expect(throws: SensorError.notAnAccelerometer(node: light, reason: "it has no in_accel_x_raw")) {
            try IIOPollAccelerometer(deviceFolder: light, epochSeconds: 0)
        }
    }
}
