import ArgumentParser
import QuizApp

/// `tiltquiz settings show|set|reset|credits`: the operator's trivia settings in
/// the database (the messages after a right answer, the reward rules, lives,
/// the answer timer and passes a day), and the credits mode over the config file's.
struct SettingsCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "settings",
            abstract: HelpWords["help.settings.abstract"],
            subcommands: [Show.self, Set.self, Reset.self, SettingsCreditsCommand.self])
    }

    /// Prints the settings in force as the JSON `set` reads.
    struct Show: StoreActionCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(commandName: "show", abstract: HelpWords["help.settings.show.abstract"])
        }
        static var action: (StoreLocation) throws -> Void { SettingsRun.show(location:) }

        @OptionGroup var store: StoreOptions
    }

    /// Validates a settings file and stores it, all or nothing.
    struct Set: ParsableCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(commandName: "set", abstract: HelpWords["help.settings.set.abstract"])
        }

        @Argument(help: ArgumentHelp(HelpWords["help.settings.set.file"]))
        var file: String

        @Flag(help: ArgumentHelp(HelpWords["help.settings.set.dry_run"]))
        var dryRun = false

        @OptionGroup var store: StoreOptions

        func run() throws {
            try SettingsRun.set(file, dryRun: dryRun, location: store.location)
        }
    }

    /// Back to the defaults.
    struct Reset: StoreActionCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(commandName: "reset", abstract: HelpWords["help.settings.reset.abstract"])
        }
        static var action: (StoreLocation) throws -> Void { SettingsRun.reset(location:) }

        @OptionGroup var store: StoreOptions
    }
}
