import ArgumentParser
import QuizApp
import TiltInput

/// `tiltquiz calibrate`: measures the sensor's neutral pose and noise while the player holds it still, and stores them.
struct CalibrateCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "calibrate",
            abstract: HelpWords["help.calibrate.abstract"],
            discussion: HelpWords["help.calibrate.discussion"])
    }

    @Option(help: ArgumentHelp(HelpWords["help.tilt.source"]))
    var tilt: TiltSourceOption = .auto

    @Option(help: ArgumentHelp(HelpWords["help.calibrate.seconds"]))
    var seconds: Double = 2

    @Flag(help: ArgumentHelp(HelpWords["help.calibrate.json"]))
    var json = false

    @OptionGroup var config: ConfigDirOption

    @OptionGroup(visibility: .hidden) var roots: SensorRootOptions

    func validate() throws {
        try refuse(TiltToolsRun.calibrationProblem(seconds: seconds, words: OperatorCatalog.ofFoundConfig()))
    }

    func run() throws {
        try TiltToolsRun.calibrate(
            tilt, seconds: seconds, json: json, discovery: roots.discovery, calibrationFile: config.calibrationFile)
    }
}
