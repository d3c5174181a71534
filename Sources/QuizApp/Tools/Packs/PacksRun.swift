import Foundation
import QuizConfig
import QuizCore
import QuizNetwork
import QuizStore

/// The `tiltquiz packs` commands: the quiz packs mode's URL, its checks, its packs and its score uploads.
public enum PacksRun {
    /// What `--json` prints.
    struct CheckReport: Encodable {
        var url: String
        var outcome: String
        var line: String
        var added: [String] = []
        var updated: [String] = []
        var removed: [String] = []
        var unchanged = 0
        var problem: String?
    }

    public static func url(_ url: String?, clear: Bool, location: StoreLocation) throws {
        let (settings, path) = try location.loadConfig()
        let database = try location.following(settings).open(installBundledPacks: false)
        let stored = OperatorSettingsStore(database: database)
        if clear {
            try storeCommand { () throws(StoreError) in try stored.set(.packURL, to: nil) }
            print("The stored pack URL is forgotten.")
        } else if let url {
            if let problem = PackSourceSettings.urlProblem(url) {
                throw CommandFailure("the pack URL \"\(url)\" \(problem)")
            }
            try storeCommand { () throws(StoreError) in
                try stored.set(.packURL, to: url)
                try database.forgetPackFeedValidators(url: url)
            }
            print(
                "Pack URL set to \(url); `tiltquiz packs check` downloads it now, the game at start and every "
                    + Counted.text(settings.packSource.checkMinutes, "minute") + ".")
            return
        }
        let (inForce, origin) = try storeCommand { () throws(StoreError) in
            try LivePackLibrary.urlInForce(database: database, settings: settings.packSource)
        }
        switch origin {
        case .stored: print("\(inForce ?? "") (kept in the store: set with tiltquiz packs url or in the game)")
        case .config: print("\(inForce ?? "") (the config's packs.url in \(path ?? "the config file"))")
        case .none:
            print(
                "No pack URL: only the bundled starter quizzes. Set one with tiltquiz packs url URL, "
                    + "or packs.url in the config.")
        }
    }

    public static func list(json: Bool, location: StoreLocation) throws {
        let database = try location.open()
        let packs = try storeCommand { () throws(StoreError) in try database.quizPackListing() }
        if json {
            print(try JSONText.encode(packs, format: [.prettyPrinted, .sortedKeys, .iso8601Dates]))
            return
        }
        guard !packs.isEmpty else {
            print("No quiz packs.")
            return
        }
        let titleWidth = min(30, packs.map(\.title.count).max() ?? 5)
        let idWidth = packs.map(\.id.count).max() ?? 2
        for pack in packs {
            let title = pack.title.count > 30 ? pack.title.prefix(29) + "…" : Substring(pack.title)
            let questions = "\(pack.questions) question\(pack.questions == 1 ? "" : "s")"
            print(
                title.padding(toLength: titleWidth, withPad: " ", startingAt: 0) + "  "
                    + pack.id.padding(toLength: idWidth, withPad: " ", startingAt: 0) + "  "
                    + questions.padding(toLength: 13, withPad: " ", startingAt: 0) + "  updated "
                    + timestamp(pack.updatedAt))
        }
    }

    public static func check(json: Bool, location: StoreLocation) throws {
        let settings = try location.loadConfig().config
        let database = try location.following(settings).open()
        let (url, _) = try storeCommand { () throws(StoreError) in
            try LivePackLibrary.urlInForce(database: database, settings: settings.packSource)
        }
        guard let url else {
            throw CommandFailure(
                "no pack URL is set: set one with tiltquiz packs url URL, or packs.url in the config")
        }
        let agent = UserAgent.packs(version: AppVersion.current)
        let check = PackCheck(database: database, transfer: HTTPTransfer(limits: .packDownload, userAgent: agent))
        let outcome = check.run(url: url)
        var report = CheckReport(url: url, outcome: "imported", line: outcome.line)
        switch outcome {
        case .imported(let changes):
            (report.added, report.updated, report.removed, report.unchanged) =
                (changes.added, changes.updated, changes.removed, changes.unchanged)
        case .notModified: report.outcome = "notModified"
        case .failed:
            report.outcome = "failed"
            report.problem = outcome.line
        }
        if json {
            print(try JSONText.encode(report, format: [.prettyPrinted, .sortedKeys]))
        } else if report.problem == nil {
            print("\(url): \(outcome.line)")
        }
        if let problem = report.problem {
            throw CommandFailure(json ? "the check failed" : problem)
        }
    }

    public static func sendScores(location: StoreLocation) throws {
        let database = try location.open(installBundledPacks: false)
        let agent = UserAgent.packs(version: AppVersion.current)
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
