import ArgumentParser
import QuizApp

/// `tiltquiz packs check [--json]`: checks the pack URL now and says what changed, or why nothing could.
struct PacksCheckCommand: StoreReportCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Download the pack URL now and import what changed; exits non-zero when the check fails.")
    static var action: (Bool, StoreLocation) throws -> Void { PacksRun.check(json:location:) }

    @Flag(help: "Print one JSON object: url, outcome (imported, notModified, failed), added, updated, removed, ...")
    var json = false

    @OptionGroup var store: StoreOptions
}

/// `tiltquiz packs scores send`: sends the queued scores now, whatever their retry time.
struct PacksScoresCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scores", abstract: "Send the finished games queued for the score server.",
        subcommands: [PacksScoresSendCommand.self])
}

/// `tiltquiz packs scores send`.
struct PacksScoresSendCommand: StoreActionCommand {
    static let configuration = CommandConfiguration(
        commandName: "send", abstract: "Send every queued score now; exits non-zero when some stay queued.")
    static var action: (StoreLocation) throws -> Void { PacksRun.sendScores(location:) }

    @OptionGroup var store: StoreOptions
}
