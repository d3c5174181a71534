import ArgumentParser
import QuizApp
import TiltInput

/// `tiltquiz replay FILE`: runs a recorded trace through the tilt pipeline
/// and prints what it detects.
struct ReplayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Print the tilt pipeline's events for a recorded trace.",
        discussion: TiltToolsRun.replayDiscussion)

    @Argument(help: "A JSON Lines trace or an evemu recording.")
    var file: String

    @Flag(help: "One JSON object per event.")
    var json = false

    @Option(help: "Gesture profile: default or lenient.")
    var profile: GestureProfile?

    // Most hwdb matrices start with a minus sign: the next argument is the value whatever it looks like.
    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(TiltToolsRun.mountMatrixHelp, valueName: "matrix"))
    var mountMatrix: String?

    @Option(help: "Display rotation in degrees clockwise (0, 90, 180 or 270); the tilt turns with the picture.")
    var rotation: DisplayRotation?

    func run() throws {
        try TiltToolsRun.replay(file, json: json, profile: profile, mountMatrix: mountMatrix, rotation: rotation)
    }
}
