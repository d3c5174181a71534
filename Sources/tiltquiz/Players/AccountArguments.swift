import ArgumentParser
import QuizApp
import QuizCore

/// `NAME` and the store's flags: the account a command acts on, named by username, player's name or '#ID'.
struct AccountTarget: ParsableArguments {
    @Argument(help: ArgumentHelp(HelpWords["help.account.player"]))
    var player: String

    @OptionGroup var store: StoreOptions
}

/// A command whose only input is an `AccountTarget`: it hands the player and the store's location to one library
/// call, so the command declares its configuration and that call, and `run` is written once here.
protocol AccountActionCommand: ParsableCommand {
    /// The player and `--config`, `--data`.
    var target: AccountTarget { get }
    /// The library call the command makes.
    static var action: (String, StoreLocation) throws -> Void { get }
}

extension AccountActionCommand {
    func run() throws {
        try Self.action(target.player, target.store.location)
    }
}

/// `NAME`: the username of an account being made (`players register`, `admin add-user`), its rule in the help.
struct NewUsername: ParsableArguments {
    @Argument(help: ArgumentHelp(HelpWords.text("help.new_username.name", HelpWords.usernameRule)))
    var name: String
}
