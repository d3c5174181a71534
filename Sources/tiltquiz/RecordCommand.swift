import ArgumentParser
import QuizApp
import TiltInput

/// `tiltquiz record FILE`: writes the sensor's samples as a JSON Lines trace, to replay or send with a bug report.
struct RecordCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "record",
            abstract: HelpWords["help.record.abstract"],
            discussion: HelpWords["help.record.discussion"])
    }

    @Argument(help: ArgumentHelp(HelpWords["help.record.file"]))
    var file: String

    @Option(help: ArgumentHelp(HelpWords["help.tilt.source"]))
    var tilt: TiltSourceOption = .auto

    @Option(help: ArgumentHelp(HelpWords["help.record.seconds"]))
    var seconds: Double?

    @OptionGroup(visibility: .hidden) var roots: SensorRootOptions

    func validate() throws {
        if let seconds {
            try refuse(TiltToolsRun.recordingProblem(seconds: seconds, words: OperatorCatalog.ofFoundConfig()))
        }
    }

    func run() throws {
        try TiltToolsRun.record(to: file, tilt: tilt, seconds: seconds, discovery: roots.discovery)
    }
}
