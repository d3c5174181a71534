import ArgumentParser
import QuizApp
import TiltInput

/// `tiltquiz devices`: every accelerometer found, how it is read, what it reads now, and what to fix.
struct DevicesCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "devices",
            abstract: HelpWords["help.devices.abstract"],
            discussion: HelpWords["help.devices.discussion"])
    }

    @Flag(help: ArgumentHelp(HelpWords["help.devices.json"]))
    var json = false

    @OptionGroup var roots: SensorRootOptions

    @OptionGroup(visibility: .hidden) var config: ConfigDirOption

    func run() throws {
        try TiltToolsRun.devices(
            discovery: roots.discovery, sysfsRoot: roots.sysfsRoot, calibrationFile: config.calibrationFile, json: json)
    }
}
