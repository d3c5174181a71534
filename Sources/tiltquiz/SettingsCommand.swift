import ArgumentParser
import QuizApp

/// `tiltquiz settings show|set|reset|credits`: the operator's trivia settings in
/// the database (the messages after a right answer, the reward rules, lives,
/// the answer timer and passes a day), and the credits mode over the config file's.
struct SettingsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "settings",
        abstract: "Show, set or reset the operator's trivia settings (messages, rewards, lives, timer, passes).",
        subcommands: [Show.self, Set.self, Reset.self, SettingsCreditsCommand.self])

    /// Prints the settings in force as the JSON `set` reads.
    struct Show: StoreActionCommand {
        static let configuration = CommandConfiguration(
            commandName: "show", abstract: "Print the trivia settings in force, as JSON.")
        static var action: (StoreLocation) throws -> Void { SettingsRun.show(location:) }

        @OptionGroup var store: StoreOptions
    }

    /// Validates a settings file and stores it, all or nothing.
    struct Set: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "set",
            abstract: "Check a JSON settings file and store it (keys left out keep their defaults).")

        @Argument(help: "The JSON file (see deploy/trivia-settings.example.json).")
        var file: String

        @Flag(help: "Check the file against the store without saving it.")
        var dryRun = false

        @OptionGroup var store: StoreOptions

        func run() throws {
            try SettingsRun.set(file, dryRun: dryRun, location: store.location)
        }
    }

    /// Back to the defaults.
    struct Reset: StoreActionCommand {
        static let configuration = CommandConfiguration(
            commandName: "reset", abstract: "Forget the stored settings; the defaults apply.")
        static var action: (StoreLocation) throws -> Void { SettingsRun.reset(location:) }

        @OptionGroup var store: StoreOptions
    }
}
