import ArgumentParser

/// The `tiltquiz` command: play, and the tools around the game.
struct TiltQuiz: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tiltquiz",
        abstract: "A tilt-and-tap trivia game for Linux handhelds and event kiosks.",
        version: "0.1.0",
        subcommands: [
            PlayCommand.self, DevicesCommand.self, CalibrateCommand.self, RecordCommand.self, ReplayCommand.self,
            ImportCommand.self, ExportCommand.self, ContentCommand.self, PlayersCommand.self, PacksCommand.self,
            EventsCommand.self, LeaderboardCommand.self,
            BackupCommand.self, CheckCommand.self, BenchCommand.self, LayoutCheckCommand.self, ConfigCommand.self,
            SettingsCommand.self, AdminCommand.self,
        ],
        defaultSubcommand: PlayCommand.self)
}

/// A failure the user caused or can fix, printed as one line.
struct CommandFailure: Error {
    var message: String
    var exitCode: Int32 = 1

    init(_ message: String, exitCode: Int32 = 1) {
        self.message = message
        self.exitCode = exitCode
    }

    init(_ error: some Error & CustomStringConvertible) {
        self.init(error.description)
    }
}
