import ArgumentParser
import QuizApp
import TiltInput

/// `tiltquiz calibrate`: measures the sensor's neutral pose and noise while the player holds it still, and stores them.
struct CalibrateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "calibrate",
        abstract: "Measure the sensor's neutral pose and noise while you hold it still, and store them.",
        discussion: TiltToolsRun.calibrateDiscussion)

    @Option(help: ArgumentHelp(TiltToolsRun.tiltHelp))
    var tilt: TiltSourceOption = .auto

    @Option(help: "How long to measure, in seconds.")
    var seconds: Double = 2

    @Flag(help: "Print the stored calibration as JSON.")
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
