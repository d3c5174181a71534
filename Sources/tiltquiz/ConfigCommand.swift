import ArgumentParser
import QuizApp

/// `tiltquiz config`: checks the config file, and makes the admin PIN's hash for it.
struct ConfigCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "config",
        abstract: "Check the config file, or hash an admin PIN for it.",
        discussion: ConfigRun.discussion,
        subcommands: [ConfigCheckCommand.self, ConfigHashPinCommand.self])
}

/// `tiltquiz config check [FILE]`: prints `FILE: OK`, or every problem with its line and a non-zero exit.
struct ConfigCheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check a config file (default: the one the game would read).")

    @Argument(help: "The config file to check.")
    var file: String?

    func run() throws {
        try ConfigRun.check(file)
    }
}

/// `tiltquiz config hash-pin`: prints the `pin_hash` line for a PIN, to paste under `admin:`.
struct ConfigHashPinCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "hash-pin",
        abstract: "Print the admin pin_hash line for a PIN of 4 to 12 digits.",
        discussion: ConfigRun.hashPINDiscussion)

    @Option(help: "The PIN (it shows in shell history and the process list; prefer standard input).")
    var pin: String?

    func run() throws {
        try ConfigRun.hashPIN(pin)
    }
}

/// `--config FILE` for the commands that run the game.
struct ConfigOptions: ParsableArguments {
    @Option(
        name: .customLong("config"),
        help: ArgumentHelp(
            "The config file (default: $XDG_CONFIG_HOME/tiltquiz/config.yaml, else /etc/tiltquiz/config.yaml).",
            valueName: "file"))
    var file: String?
}
