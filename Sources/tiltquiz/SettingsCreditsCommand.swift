import ArgumentParser
import QuizApp

/// `tiltquiz settings credits [MODE]`: the credits mode in force and where it
/// comes from, or sets one over the config file's (`config`: follow the config
/// file again). The kiosk reads it when a player's game starts.
struct SettingsCreditsCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "credits",
            abstract: HelpWords["help.settings.credits.abstract"],
            discussion: HelpWords["help.settings.credits.discussion"])
    }

    @Argument(help: ArgumentHelp(HelpWords["help.settings.credits.mode"]))
    var mode: String?

    @OptionGroup var store: StoreOptions

    func run() throws {
        try SettingsRun.credits(mode, location: store.location)
    }
}
