import ArgumentParser
import QuizApp
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

    func run() throws {
        try TiltToolsRun.devices(
            discovery: roots.discovery, sysfsRoot: roots.sysfsRoot, calibrationFile: config.calibrationFile, json: json)
    }
}
