import ArgumentParser
import Foundation
import TiltInput

/// `tiltquiz devices`: every accelerometer found, how it is read, what it reads now, and what to fix.
struct DevicesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "devices",
        abstract: "List the accelerometers found, best first, with their reading now and what to fix.",
        discussion: """
            Evdev devices come from <sysfs>/class/input (INPUT_PROP_ACCELEROMETER, or three axes and no keys; \
            gamepad motion sensors are skipped) and IIO devices from <sysfs>/bus/iio/devices (in_accel_x_raw). \
            Readings are m/s^2 in the game's axes: at rest they point away from the Earth, so a device lying face \
            up reads z = +9.8. Exits with 1 when none is found or none can be read.
            """)

    @Flag(help: "Print one JSON object: {\"devices\": [...]}.")
    var json = false

    @OptionGroup var roots: SensorRootOptions

    @OptionGroup(visibility: .hidden) var config: ConfigDirOption

    /// The JSON form.
    struct Listing: Encodable {
        var devices: [DeviceReport]
    }

    func run() throws {
        let devices = roots.discovery.discover()
        let calibration = try? StoredCalibration.load(from: config.calibrationFile)
        let epoch = SystemClock.monotonicSeconds()
        let bestIndex = devices.firstIndex(where: \.isReadable)
        let reports = devices.enumerated().map { index, info in
            DeviceReport(info, best: index == bestIndex, calibration: calibration ?? nil, epochSeconds: epoch)
        }
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            print(String(decoding: try encoder.encode(Listing(devices: reports)), as: UTF8.self))
        } else if !reports.isEmpty {
            print("Accelerometers found, best first:")
            for (index, report) in reports.enumerated() {
                print("")
                print(report.lines(index: index + 1).joined(separator: "\n"))
            }
        }
        guard !devices.isEmpty else {
            throw CommandFailure(
                SensorOpenError.noneFound(sysfsRoot: roots.sysfsRoot).description
                    + "; tiltquiz play will use the arrow keys and touch")
        }
        guard bestIndex != nil else {
            throw CommandFailure(
                "no accelerometer found can be read by this user (\(devices[0].nodePath): "
                    + "\(SensorOpener.problem(devices[0].access))) \(devices[0].access.fix ?? "")")
        }
    }
}
