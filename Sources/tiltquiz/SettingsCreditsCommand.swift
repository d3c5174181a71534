import ArgumentParser
import QuizApp

/// `tiltquiz settings credits [MODE]`: the credits mode in force and where it
/// comes from, or sets one over the config file's (`config`: follow the config
/// file again). The kiosk reads it when a player's game starts.
struct SettingsCreditsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "credits",
        abstract: "Show the credits mode in force, or set one over the config file's credits.mode.",
        discussion: SettingsRun.creditsDiscussion)

    @Argument(help: "free, operator, coin, or config (follow the config file); none: show the mode in force.")
    var mode: String?

    @OptionGroup var store: StoreOptions

    func run() throws {
        try SettingsRun.credits(mode, location: store.location)
    }
}
