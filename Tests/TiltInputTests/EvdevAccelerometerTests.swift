import Foundation
import Testing
import TiltInput

/// Opening evdev nodes that are not accelerometers fails with readable errors.
///
/// Reading a live device is covered by umockdev runs through the CLI; these
/// tests use what every machine has.
@Suite struct EvdevAccelerometerTests {
    @Test func aMissingNodeIsAGoneDevice() throws {
        let fake = try FakeSysfs()
        let node = fake.devRoot + "/input/event99"
        #expect(throws: SensorError.deviceGone(node: node)) {
            try EvdevAccelerometer(node: node, epochSeconds: 0)
        }
    }

    @Test func aPlainFileIsNotAnEvdevDevice() throws {
        let fake = try FakeSysfs()
        let node = fake.devRoot + "/input/event0"
        try fake.write(["input/event0": "not a device"], in: fake.devRoot)
        #expect(throws: SensorError.notAnAccelerometer(node: node, reason: "not an evdev input device")) {
            try EvdevAccelerometer(node: node, epochSeconds: 0)
        }
        #expect(throws: SensorError.notAnAccelerometer(node: "/dev/null", reason: "not an evdev input device")) {
            try EvdevAccelerometer(node: "/dev/null", epochSeconds: 0)
        }
    }

    @Test func errorsSayWhatToDo() {
        let denied = SensorError.permissionDenied(node: "/dev/input/event4").description
        #expect(denied.hasPrefix("/dev/input/event4: permission denied."))
        #expect(denied.contains("group input"))
        #expect(denied.contains("udev rule"))
        let iio = SensorError.permissionDenied(node: "/dev/iio:device0").description
        #expect(iio.contains("udev rule") && iio.contains("iio"))
        let busy = SensorError.busy(node: "/dev/iio:device0").description
        #expect(busy.contains("iio-sensor-proxy") && busy.contains("/dev/iio:device0"))
        #expect(
            SensorError.deviceGone(node: "/dev/input/event4").description
                == "/dev/input/event4: the device is gone (unplugged, or no such device)")
        #expect(
            SensorError.system(
                node: "/dev/input/event4", operation: "read", errorNumber: 5, message: "Input/output error"
            )
            .description == "/dev/input/event4: read failed: Input/output error")
    }
}
