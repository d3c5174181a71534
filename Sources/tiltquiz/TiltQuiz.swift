import ArgumentParser
import QuizApp

/// The `tiltquiz` command: play, and the tools around the game.
struct TiltQuiz: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tiltquiz",
        abstract: "A tilt-and-tap trivia game for Linux handhelds and event kiosks.",
        version: AppVersion.current,
        subcommands: [
            PlayCommand.self, DevicesCommand.self, CalibrateCommand.self, RecordCommand.self, ReplayCommand.self,
            ImportCommand.self, ExportCommand.self, ContentCommand.self, PlayersCommand.self, PacksCommand.self,
            EventsCommand.self, LeaderboardCommand.self,
            BackupCommand.self, CheckCommand.self, BenchCommand.self, BenchPhonesCommand.self, LayoutCheckCommand.self,
            ConfigCommand.self,
            SettingsCommand.self, AdminCommand.self, FleetCommand.self,
        ],
        defaultSubcommand: PlayCommand.self)
}
