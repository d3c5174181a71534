import ArgumentParser
import Foundation
import QuizConfig
import QuizNetwork
import QuizStore

/// `tiltquiz packs check [--json]`: checks the pack URL now and says what changed, or why nothing could.
struct PacksCheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Download the pack URL now and import what changed; exits non-zero when the check fails.")

    @Flag(help: "Print one JSON object: url, outcome (imported, notModified, failed), added, updated, removed, ...")
    var json = false

    /// `--config`, in the store's options with `--data`.
    private var config: ConfigOptions { store.config }

    @OptionGroup var store: StoreOptions

    /// What `--json` prints.
    struct Report: Encodable {
        var url: String
        var outcome: String
        var line: String
        var added: [String] = []
        var updated: [String] = []
        var removed: [String] = []
        var unchanged = 0
        var problem: String?
    }

    func run() throws {
        let settings = try config.load().config
        let database = try store.following(settings).open()
        let (url, _) = try storeCommand { () throws(StoreError) in
            try LivePackLibrary.urlInForce(database: database, settings: settings.packSource)
        }
        guard let url else {
            throw CommandFailure(
                "no pack URL is set: set one with tiltquiz packs url URL, or packs.url in the config")
        }
        let agent = UserAgent.packs(version: TiltQuiz.configuration.version)
        let check = PackCheck(database: database, transfer: HTTPTransfer(limits: .packDownload, userAgent: agent))
        let outcome = check.run(url: url)
        var report = Report(url: url, outcome: "imported", line: outcome.line)
        switch outcome {
        case .imported(let changes):
            (report.added, report.updated, report.removed, report.unchanged) =
                (changes.added, changes.updated, changes.removed, changes.unchanged)
        case .notModified: report.outcome = "notModified"
        case .failed(let problem):
            report.outcome = "failed"
            report.problem = problem
        }
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            print(String(decoding: try encoder.encode(report), as: UTF8.self))
        } else if report.problem == nil {
            print("\(url): \(outcome.line)")
        }
        if let problem = report.problem {
            throw CommandFailure(json ? "the check failed" : problem)
        }
    }
}

/// `tiltquiz packs scores send`: sends the queued scores now, whatever their retry time.
struct PacksScoresCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scores", abstract: "Send the finished games queued for the score server.",
        subcommands: [PacksScoresSendCommand.self])
}

/// `tiltquiz packs scores send`.
struct PacksScoresSendCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "send", abstract: "Send every queued score now; exits non-zero when some stay queued.")

    @OptionGroup var store: StoreOptions

    func run() throws {
        let database = try store.open(installBundledPacks: false)
        let agent = UserAgent.packs(version: TiltQuiz.configuration.version)
        let sender = ScoreSender(database: database, transfer: HTTPTransfer(limits: .scoreUpload, userAgent: agent))
        // Every waiting score, whatever its retry time: the operator asked for it now.
        let report = sender.sendDue(at: .distantFuture)
        for line in report.lines { print(line) }
        print(
            "\(report.delivered.count) sent, \(report.dropped.count) dropped (refused by the server), "
                + "\(report.deferred.count) still queued.")
        if !report.deferred.isEmpty { throw CommandFailure("\(report.deferred.count) scores could not be sent yet") }
    }
}
