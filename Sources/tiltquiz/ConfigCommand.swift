import ArgumentParser
import QuizApp

/// `tiltquiz config`: checks the config file, and makes the admin PIN's hash for it.
struct ConfigCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "config",
            abstract: HelpWords["help.config.abstract"],
            discussion: HelpWords["help.config.discussion"],
            subcommands: [ConfigCheckCommand.self, ConfigHashPinCommand.self])
    }
}

/// `tiltquiz config check [FILE]`: prints `FILE: OK`, or every problem with its line and a non-zero exit.
struct ConfigCheckCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "check", abstract: HelpWords["help.config.check.abstract"])
    }

    @Argument(help: ArgumentHelp(HelpWords["help.config.check.file"]))
    var file: String?

    func run() throws {
        try ConfigRun.check(file)
    }
}

/// `tiltquiz config hash-pin`: prints the `pin_hash` line for a PIN, to paste under `admin:`.
struct ConfigHashPinCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "hash-pin",
            abstract: HelpWords["help.config.hash_pin.abstract"],
            discussion: HelpWords["help.config.hash_pin.discussion"])
    }

    @Option(help: ArgumentHelp(HelpWords["help.config.hash_pin.pin"]))
    var pin: String?

    func run() throws {
        try ConfigRun.hashPIN(pin)
    }
}

/// `--config FILE` for the commands that run the game.
struct ConfigOptions: ParsableArguments {
    @Option(name: .customLong("config"), help: ArgumentHelp(HelpWords["help.config_file.file"], valueName: "file"))
    var file: String?
}
