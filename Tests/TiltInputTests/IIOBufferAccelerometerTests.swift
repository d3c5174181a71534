import Foundation
import Testing
import TiltInput

/// The IIO buffer backend against a fake sysfs folder and a plain file standing in for /dev/iio:device0.
@Suite struct IIOBufferAccelerometerTests {
    static let g = 9.80665

    /// A fake sysfs with one device: x, y, z as le:s16/32>>0 (indices 0-2) and, optionally, an s64 timestamp
    /// (index 3); the device's folder.
    static func device(
        timestamp: Bool = true, extra: [String: String] = [:]
    ) throws -> (fake: FakeSysfs, folder: String) {
        let fake = try FakeSysfs()
        var attributes = [
            "name": "accel_3d\n", "in_accel_scale": "0.5\n", "buffer/enable": "0\n", "buffer/length": "2\n",
            "current_timestamp_clock": "realtime\n",
        ]
        for (index, axis) in ["x", "y", "z"].enumerated() {
            attributes["in_accel_\(axis)_raw"] = "0\n"
            attributes["scan_elements/in_accel_\(axis)_en"] = "0\n"
            attributes["scan_elements/in_accel_\(axis)_index"] = "\(index)\n"
            attributes["scan_elements/in_accel_\(axis)_type"] = "le:s16/32>>0\n"
        }
        if timestamp {
            attributes["scan_elements/in_timestamp_en"] = "0\n"
            attributes["scan_elements/in_timestamp_index"] = "3\n"
            attributes["scan_elements/in_timestamp_type"] = "le:s64/64>>0\n"
        }
        attributes.merge(extra) { $1 }
        return (fake, try fake.addIIODevice(0, attributes))
    }

    /// One scan: three s16 values in 32-bit slots, then the timestamp when given.
    static func scan(_ x: Int16, _ y: Int16, _ z: Int16, nanoseconds: Int64? = nil) -> [UInt8] {
        var bytes: [UInt8] = []
        for value in [x, y, z] {
            bytes += withUnsafeBytes(of: Int32(value).littleEndian, Array.init)
        }
        if let nanoseconds {
            bytes += [0, 0, 0, 0] + withUnsafeBytes(of: nanoseconds.littleEndian, Array.init)
        }
        return bytes
    }

    static func writeNode(_ fake: FakeSysfs, _ bytes: [UInt8], append: Bool = false) throws {
        let url = URL(fileURLWithPath: fake.devRoot + "/iio:device0")
        if append, let handle = try? FileHandle(forWritingTo: url) {
            try handle.seekToEnd()
            try handle.write(contentsOf: Data(bytes))
            try handle.close()
        } else {
            try Data(bytes).write(to: url)
        }
    }

    @Test func setupEnablesChannelsAndScansBecomeSamplesOnTheMonotonicClock() throws {
        let (fake, folder) = try Self.device()
        try Self.writeNode(
            fake,
            Self.scan(0, -20, 0, nanoseconds: 100_500_000_000) + Self.scan(-20, 0, 0, nanoseconds: 100_750_000_000))
        let sensor = try IIOBufferAccelerometer(
            deviceFolder: folder, devRoot: fake.devRoot, epochSeconds: 100, monotonicSeconds: { 101 })
        for axis in ["x", "y", "z"] {
            #expect(fake.read(folder + "/scan_elements/in_accel_\(axis)_en") == "1")
        }
        #expect(fake.read(folder + "/scan_elements/in_timestamp_en") == "1")
        #expect(fake.read(folder + "/current_timestamp_clock") == "monotonic")
        #expect(fake.read(folder + "/buffer/length") == "128")
        #expect(fake.read(folder + "/buffer/enable") == "1")
        #expect(sensor.decoder.scanBytes == 24)
        #expect(sensor.node == fake.devRoot + "/iio:device0")

        // (raw + 0) * 0.5 m/s^2, negated into the game frame.
        #expect(
            sensor.samples(through: 1) == [
                AccelSample(time: 0.5, x: 0, y: 10, z: 0), AccelSample(time: 0.75, x: 10, y: 0, z: 0),
            ])
        #expect(sensor.samples(through: 2).isEmpty)
        sensor.close()
        #expect(fake.read(folder + "/buffer/enable") == "0")
    }

    @Test func realtimeTimestampsAreMappedOntoTheMonotonicClock() throws {
        // A kernel without current_timestamp_clock stamps with CLOCK_REALTIME.
        let (fake, folder) = try Self.device()
        try fake.remove(folder + "/current_timestamp_clock")
        try Self.writeNode(fake, Self.scan(0, -20, 0, nanoseconds: 1_700_000_000_250_000_000))
        let sensor = try IIOBufferAccelerometer(
            deviceFolder: folder, devRoot: fake.devRoot, epochSeconds: 100,
            monotonicSeconds: { 100.5 }, realtimeSeconds: { 1_700_000_000.5 })
        #expect(sensor.samples(through: 1).map(\.time) == [0.25])  // 0.25 s before "now" (0.5)
    }

    @Test func withoutATimestampChannelTheReadTimeIsUsed() throws {
        let (fake, folder) = try Self.device(timestamp: false)
        try Self.writeNode(fake, Self.scan(0, 0, -20) + Self.scan(0, 0, -22))
        let sensor = try IIOBufferAccelerometer(
            deviceFolder: folder, devRoot: fake.devRoot, epochSeconds: 100, monotonicSeconds: { 100.125 })
        #expect(sensor.decoder.scanBytes == 12)
        #expect(
            sensor.samples(through: 1) == [
                AccelSample(time: 0.125, x: 0, y: 0, z: 10), AccelSample(time: 0.125, x: 0, y: 0, z: 11),
            ])
    }

    @Test func aPartialScanWaitsForTheRestOfItsBytes() throws {
        let (fake, folder) = try Self.device()
        let first = Self.scan(0, -20, 0, nanoseconds: 100_500_000_000)
        let second = Self.scan(0, 0, -20, nanoseconds: 100_625_000_000)
        try Self.writeNode(fake, first + second.prefix(10))
        let sensor = try IIOBufferAccelerometer(
            deviceFolder: folder, devRoot: fake.devRoot, epochSeconds: 100, monotonicSeconds: { 101 })
        #expect(sensor.samples(through: 1).map(\.time) == [0.5])
        try Self.writeNode(fake, Array(second.dropFirst(10)), append: true)
        #expect(sensor.samples(through: 1) == [AccelSample(time: 0.625, x: 0, y: 0, z: 10)])
    }

    @Test func aBufferAlreadyOnIsUsedAsItIsAndLeftOn() throws {
        // Set up by a privileged helper: enabled, and the files are not ours to change.
        let (fake, folder) = try Self.device(
            timestamp: false,
            extra: [
                "buffer/enable": "1", "scan_elements/in_accel_x_en": "1", "scan_elements/in_accel_y_en": "1",
                "scan_elements/in_accel_z_en": "1", "buffer/length": "64",
            ])
        try Self.writeNode(fake, [])
        let sensor = try IIOBufferAccelerometer(deviceFolder: folder, devRoot: fake.devRoot, epochSeconds: 0)
        #expect(fake.read(folder + "/buffer/length") == "64")
        sensor.close()
        #expect(fake.read(folder + "/buffer/enable") == "1")
    }

    @Test func aBufferThatCannotBeEnabledSaysWhy() throws {
        let (fake, folder) = try Self.device()
        try fake.remove(folder + "/buffer/enable")
        try FileManager.default.createDirectory(atPath: folder + "/buffer/enable", withIntermediateDirectories: true)
        try Self.writeNode(fake, [])
        let node = fake.devRoot + "/iio:device0"
        #expect(
            throws: SensorError.setupFailed(
                node: node, reason: "cannot write 1 to \(folder)/buffer/enable: Is a directory")
        ) {
            try IIOBufferAccelerometer(deviceFolder: folder, devRoot: fake.devRoot, epochSeconds: 0)
        }
    }

    @Test func missingNodesAndFoldersWithoutBuffersAreNamed() throws {
        let (fake, folder) = try Self.device()
        let node = fake.devRoot + "/iio:device0"
        #expect(throws: SensorError.deviceGone(node: node)) {
            try IIOBufferAccelerometer(deviceFolder: folder, devRoot: fake.devRoot, epochSeconds: 0)
        }
        #expect(fake.read(folder + "/buffer/enable") == "0")  // nothing was touched
        let pollOnly = try fake.addIIODevice(1, ["in_accel_x_raw": "0"])
        #expect(
            throws: SensorError.notAnAccelerometer(
                node: fake.devRoot + "/iio:device1",
                reason: "\(pollOnly) has no scan_elements/in_accel_x_en (no buffer support)")
        ) {
            try IIOBufferAccelerometer(deviceFolder: pollOnly, devRoot: fake.devRoot, epochSeconds: 0)
        }
    }

    @Test func busyMeansAnotherProgramHoldsTheNode() {
        // The kernel's iio_chrdev_open returns EBUSY for a second open.
        #expect(
            SensorError.from(errorNumber: EBUSY, node: "/dev/iio:device0", operation: "open")
                == .busy(node: "/dev/iio:device0"))
        #expect(
            SensorError.from(errorNumber: EACCES, node: "/dev/iio:device0", operation: "open")
                == .permissionDenied(node: "/dev/iio:device0"))
        #expect(
            SensorError.from(errorNumber: ENODEV, node: "/dev/iio:device0", operation: "read")
                == .deviceGone(node: "/dev/iio:device0"))
    }
}
