import ArgumentParser
import QuizApp
import TiltInput

/// `tiltquiz replay FILE`: runs a recorded trace through the tilt pipeline
/// and prints what it detects.
struct ReplayCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "replay",
            abstract: HelpWords["help.replay.abstract"],
            discussion: HelpWords["help.replay.discussion"])
    }

    @Argument(help: ArgumentHelp(HelpWords["help.replay.file"]))
    var file: String

    @Flag(help: ArgumentHelp(HelpWords["help.replay.json"]))
    var json = false

    @Option(help: ArgumentHelp(HelpWords["help.replay.profile"]))
    var profile: GestureProfile?

    // Most hwdb matrices start with a minus sign: the next argument is the value whatever it looks like.
    @Option(parsing: .unconditional, help: ArgumentHelp(HelpWords["help.replay.mount_matrix"], valueName: "matrix"))
    var mountMatrix: String?

    @Option(help: ArgumentHelp(HelpWords["help.replay.rotation"]))
    var rotation: DisplayRotation?

    func run() throws {
        try TiltToolsRun.replay(file, json: json, profile: profile, mountMatrix: mountMatrix, rotation: rotation)
    }
}
