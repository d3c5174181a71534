import ArgumentParser
import QuizApp

/// `tiltquiz packs check [--json]`: checks the pack URL now and says what changed, or why nothing could.
struct PacksCheckCommand: StoreReportCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "check", abstract: HelpWords["help.packs.check.abstract"])
    }
    static var action: (Bool, StoreLocation) throws -> Void { PacksRun.check(json:location:) }

    @Flag(help: ArgumentHelp(HelpWords["help.packs.check.json"]))
    var json = false

    @OptionGroup var store: StoreOptions
}

/// `tiltquiz packs scores send`: sends the queued scores now, whatever their retry time.
struct PacksScoresCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "scores", abstract: HelpWords["help.packs.scores.abstract"],
            subcommands: [PacksScoresSendCommand.self])
    }
}

/// `tiltquiz packs scores send`.
struct PacksScoresSendCommand: StoreActionCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "send", abstract: HelpWords["help.packs.scores.send.abstract"])
    }
    static var action: (StoreLocation) throws -> Void { PacksRun.sendScores(location:) }

    @OptionGroup var store: StoreOptions
}
