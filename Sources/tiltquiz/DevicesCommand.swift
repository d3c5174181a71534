import ArgumentParser
import QuizApp
import TiltInput

/// `tiltquiz devices`: every accelerometer found, how it is read, what it reads now, and what to fix.
struct DevicesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "devices",
        abstract: "List the accelerometers found, best first, with their reading now and what to fix.",
        discussion: TiltToolsRun.devicesDiscussion)

    @Flag(help: "Print one JSON object: {\"devices\": [...]}.")
    var json = false

    @OptionGroup var roots: SensorRootOptions

    @OptionGroup(visibility: .hidden) var config: ConfigDirOption

    func run() throws {
        try TiltToolsRun.devices(
            discovery: roots.discovery, sysfsRoot: roots.sysfsRoot, calibrationFile: config.calibrationFile, json: json)
    }
}
