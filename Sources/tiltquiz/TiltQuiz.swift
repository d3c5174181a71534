import ArgumentParser
import QuizApp

/// The `tiltquiz` command: play, and the tools around the game.
struct TiltQuiz: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "tiltquiz",
            abstract: HelpWords["help.tiltquiz.abstract"],
            version: AppVersion.current,
            subcommands: [
                PlayCommand.self, DevicesCommand.self, CalibrateCommand.self, RecordCommand.self, ReplayCommand.self,
                ImportCommand.self, ExportCommand.self, ContentCommand.self, PlayersCommand.self, PacksCommand.self,
                EventsCommand.self, LeaderboardCommand.self,
                BackupCommand.self, CheckCommand.self, BenchCommand.self, BenchPhonesCommand.self,
                LayoutCheckCommand.self,
                ConfigCommand.self,
                SettingsCommand.self, AdminCommand.self, FleetCommand.self,
            ],
            defaultSubcommand: PlayCommand.self)
    }
}
