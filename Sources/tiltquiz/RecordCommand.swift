import ArgumentParser
import QuizApp
import TiltInput

/// `tiltquiz record FILE`: writes the sensor's samples as a JSON Lines trace, to replay or send with a bug report.
struct RecordCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Record the tilt sensor's samples to a JSON Lines trace (send it with a bug report).",
        discussion: TiltToolsRun.recordDiscussion)

    @Argument(help: "The trace file to write.")
    var file: String

    @Option(help: ArgumentHelp(TiltToolsRun.tiltHelp))
    var tilt: TiltSourceOption = .auto

    @Option(help: "Stop after this many seconds (default: at Ctrl-C).")
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
