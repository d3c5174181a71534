import Foundation
import Testing
import TiltInput

/// Finding accelerometers in fake sysfs trees: which devices count, mount matrix origins, access, ranking.
@Suite struct DiscoveryTests {
    static let accelProperties = ["properties": "40\n", "capabilities/abs": "7\n", "capabilities/key": "0\n"]

    /// A tree with one evdev accelerometer (event3), a keyboard, and an IIO accelerometer with a buffer.
    static func machine() throws -> FakeSysfs {
        let fake = try FakeSysfs()
        try fake.addInputDevice(3, Self.accelProperties.merging(["name": "Bosch BMA250 Accelerometer\n"]) { $1 })
        try fake.addInputDevice(
            4,
            [
                "name": "AT Translated Set 2 keyboard", "properties": "0", "capabilities/abs": "0",
                "capabilities/key": "402000000 3803078f800d001 feffffdfffefffff fffffffffffffffe",
            ])
        try fake.addUdevData("c13:67", properties: ["ACCEL_MOUNT_MATRIX": "0, -1, 0; -1, 0, 0; 0, 0, 1"])
        try fake.addIIODevice(
            0,
            [
                "name": "accel_3d", "in_accel_x_raw": "0", "in_accel_y_raw": "0", "in_accel_z_raw": "0",
                "in_accel_scale": "0.0098", "in_accel_mount_matrix": "0, 1, 0; -1, 0, 0; 0, 0, 1\n",
                "scan_elements/in_accel_x_en": "0", "buffer/enable": "0",
            ])
        try fake.write(["iio:device0": ""], in: fake.devRoot)
        try fake.addIIODevice(1, ["name": "als", "in_illuminance_raw": "12"])
        return fake
    }

    static func discovery(
        _ fake: FakeSysfs, override: MountMatrix? = nil, gamepads: Bool = false
    ) -> AccelerometerDiscovery {
        AccelerometerDiscovery(
            sysfsRoot: fake.sysfsRoot, devRoot: fake.devRoot, udevDataRoot: fake.udevDataRoot,
            mountMatrixOverride: override, includeGamepadSensors: gamepads)
    }

    @Test func evdevAndIIOAccelerometersAreFoundAndOthersAreNot() throws {
        let fake = try Self.machine()
        let found = Self.discovery(fake).discover()
        #expect(found.map(\.kind) == [.iioPoll, .evdev, .iioBuffer])
        #expect(
            found.map(\.nodePath) == [
                fake.sysfsRoot + "/bus/iio/devices/iio:device0", fake.devRoot + "/input/event3",
                fake.devRoot + "/iio:device0",
            ])
        #expect(found.map(\.name) == ["accel_3d", "Bosch BMA250 Accelerometer", "accel_3d"])
        #expect(found.allSatisfy { $0.isReadable })
        #expect(found[0].unitsDescription.contains("scale 0.0098 m/s^2 per unit from in_accel_scale"))
        #expect(found[1].unitsDescription.contains("resolution 0 means 256 per g"))
        #expect(Self.discovery(fake).best() == found.first)
    }

    @Test func theUdevMatrixWinsOverSysfsAndSysfsOverIdentity() throws {
        let fake = try Self.machine()
        var found = Self.discovery(fake).discover()
        #expect(
            found[0].mountMatrixOrigin
                == .sysfs(file: fake.sysfsRoot + "/bus/iio/devices/iio:device0/in_accel_mount_matrix"))
        #expect(found[0].mountMatrix == (try MountMatrix.parse("0, 1, 0; -1, 0, 0; 0, 0, 1")))
        #expect(found[1].mountMatrixOrigin == .udev(file: fake.udevDataRoot + "/c13:67"))
        #expect(found[1].mountMatrix == (try MountMatrix.parse("0, -1, 0; -1, 0, 0; 0, 0, 1")))

        try fake.addUdevData("+iio:iio:device0", properties: ["ACCEL_MOUNT_MATRIX": "-1, 0, 0; 0, 1, 0; 0, 0, 1"])
        found = Self.discovery(fake).discover()
        #expect(found[0].mountMatrixOrigin == .udev(file: fake.udevDataRoot + "/+iio:iio:device0"))
        #expect(found[0].mountMatrix == (try MountMatrix.parse("-1, 0, 0; 0, 1, 0; 0, 0, 1")))

        try fake.remove(fake.udevDataRoot + "/c13:67")
        #expect(Self.discovery(fake).discover().first { $0.kind == .evdev }?.mountMatrixOrigin == .identity)
    }

    @Test func theOverrideWinsOverEverything() throws {
        let fake = try Self.machine()
        try fake.addUdevData("+iio:iio:device0", properties: ["ACCEL_MOUNT_MATRIX": "-1, 0, 0; 0, 1, 0; 0, 0, 1"])
        let override = try MountMatrix.parse("0, 0, 1; 0, 1, 0; -1, 0, 0")
        let found = Self.discovery(fake, override: override).discover()
        #expect(found.count == 3)
        #expect(found.allSatisfy { $0.mountMatrix == override && $0.mountMatrixOrigin == .override })
    }

    @Test func aBrokenMatrixIsNotedAndTheNextSourceUsed() throws {
        let fake = try Self.machine()
        try fake.addUdevData("+iio:iio:device0", properties: ["ACCEL_MOUNT_MATRIX": "1, 0, 0; 0, 1, 0"])
        try fake.addIIODevice(0, ["in_accel_mount_matrix": "0, 1, 0; 0, 1, 0; 0, 0, 1"])  // y twice
        let poll = try #require(Self.discovery(fake).discover().first)
        #expect(
            poll.mountMatrixOrigin
                == .sysfs(file: fake.sysfsRoot + "/bus/iio/devices/iio:device0/in_accel_mount_matrix"))
        #expect(poll.notes.count == 2)
        #expect(poll.notes[0].hasPrefix("ignored \(fake.udevDataRoot)/+iio:iio:device0: mount matrix"))
        #expect(poll.notes[1].contains("is not a rotation or reflection"))
    }

    @Test func anUnreadableNodeIsReportedWithTheFixAndRankedLast() throws {
        let fake = try Self.machine()
        let event3 = fake.devRoot + "/input/event3"
        let iioRaw = fake.sysfsRoot + "/bus/iio/devices/iio:device0/in_accel_x_raw"
        var discovery = Self.discovery(fake)
        discovery.readAccessError = { [event3, iioRaw] path in path == event3 || path == iioRaw ? EACCES : 0 }
        let found = discovery.discover()
        #expect(found.map(\.kind) == [.iioBuffer, .iioPoll, .evdev])
        let evdev = try #require(found.last)
        #expect(!evdev.isReadable)
        #expect(evdev.access.fix?.contains("group input") == true)
        #expect(evdev.access.fix?.contains("udev rule") == true)
    }

    @Test func aMissingNodeIsReportedByTheRealAccessCheck() throws {
        let fake = try Self.machine()
        try fake.remove(fake.devRoot + "/input/event3")
        let evdev = try #require(Self.discovery(fake).discover().first { $0.kind == .evdev })
        guard case .missing(let fix) = evdev.access else {
            Issue.record("expected a missing node, got \(evdev.access)")
            return
        }
        #expect(fix.contains("no device node at \(fake.devRoot)/input/event3"))
    }

    @Test func anAxesOnlyDeviceCountsButJoysticksDoNot() throws {
        let fake = try FakeSysfs()
        // lis3lv02d-style: ABS_X/Y/Z, no keys, no property; words most significant first.
        try fake.addInputDevice(
            0,
            [
                "name": "ST LIS3LV02DL Accelerometer", "properties": "0", "capabilities/abs": "0 7",
                "capabilities/key": "0 0 0",
            ])
        try fake.addInputDevice(
            1,
            [
                "name": "Logitech Gamepad", "properties": "0", "capabilities/abs": "30027",
                "capabilities/key": "ffff000000000000 0 0 0",
            ])
        try fake.addInputDevice(2, ["name": "Two-axis thing", "properties": "40", "capabilities/abs": "3"])
        let found = Self.discovery(fake).discover()
        #expect(found.map(\.name) == ["ST LIS3LV02DL Accelerometer"])
        #expect(found[0].notes == ["no INPUT_PROP_ACCELEROMETER; accepted because it has ABS_X/Y/Z and no keys"])
    }

    @Test func gamepadMotionSensorsAreSkippedUnlessAskedFor() throws {
        let fake = try FakeSysfs()
        try fake.addInputDevice(
            0,
            Self.accelProperties.merging([
                "name": "Sony Interactive Entertainment DualSense Wireless Controller Motion Sensors"
            ]) { $1 })
        try fake.addInputDevice(1, Self.accelProperties.merging(["name": "Nintendo Switch Pro Controller IMU"]) { $1 })
        // A pad whose motion node has a plain name but shares the pad's uniq (its MAC).
        try fake.addInputDevice(
            2,
            [
                "name": "8BitDo Pad", "uniq": "e4:17:d8:00:00:01", "properties": "0", "capabilities/abs": "3",
                "capabilities/key": "7fff000000000000 0 0 0",
            ])
        try fake.addInputDevice(
            3, Self.accelProperties.merging(["name": "8BitDo Pad Accelerometer", "uniq": "e4:17:d8:00:00:01"]) { $1 })
        // The handheld's own sensor has no uniq.
        try fake.addInputDevice(4, Self.accelProperties.merging(["name": "Handheld Accelerometer", "uniq": ""]) { $1 })

        #expect(Self.discovery(fake).discover().map(\.name) == ["Handheld Accelerometer"])
        #expect(Self.discovery(fake, gamepads: true).discover().count == 4)
    }

    @Test func baseSensorsOfTwoInOnesComeAfterDisplaySensors() throws {
        let fake = try FakeSysfs()
        let axes = ["in_accel_x_raw": "0", "in_accel_y_raw": "0", "in_accel_z_raw": "0"]
        try fake.addIIODevice(0, axes.merging(["label": "accel-base"]) { $1 })
        try fake.addIIODevice(1, axes.merging(["label": "accel-display"]) { $1 })
        let found = Self.discovery(fake).discover()
        #expect(found.map(\.isInBase) == [false, true])
        #expect(found.first?.sysfsPath == fake.sysfsRoot + "/bus/iio/devices/iio:device1")
    }

    @Test func rankingPrefersAKnownMatrixThenPollThenEvdevThenBuffer() {
        func info(
            _ kind: AccelerometerInfo.Kind, _ node: String, origin: MountMatrixOrigin = .identity
        )
            -> AccelerometerInfo
        {
            AccelerometerInfo(
                kind: kind, nodePath: node, sysfsPath: node, name: node, unitsDescription: "",
                mountMatrix: .identity, mountMatrixOrigin: origin, access: .readable)
        }
        let ranked = AccelerometerDiscovery.rank([
            info(.iioBuffer, "b"), info(.evdev, "e10"), info(.evdev, "e2"), info(.iioPoll, "p"),
            info(.evdev, "m", origin: .udev(file: "c13:1")),
        ])
        #expect(ranked.map(\.nodePath) == ["m", "p", "e2", "e10", "b"])
    }
}
