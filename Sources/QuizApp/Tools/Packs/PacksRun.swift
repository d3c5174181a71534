import Foundation
import QuizConfig
import QuizCore
import QuizFlows
import QuizNetwork
import QuizStore
import QuizText

/// The `tiltquiz packs` commands: the quiz packs mode's URL, its checks, its packs and its score uploads. Their lines
/// in the operator's catalog; why a check or an upload failed in the network's and the importer's English words.
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

    /// Why `packs url` refuses its arguments: a URL to keep and `--clear` ask for opposite things; nil otherwise.
    public static func urlProblem(_ url: String?, clear: Bool) -> String? {
        clear && url != nil ? "give a URL or --clear, not both" : nil
    }

    public static func url(_ url: String?, clear: Bool, location: StoreLocation) throws {
        let (settings, path) = try location.loadConfig()
        let words = try OperatorCatalog.named(settings.languages.language.rawValue)
        let database = try location.following(settings).open(installBundledPacks: false)
        let stored = OperatorSettingsStore(database: database)
        if clear {
            try storeCommand { () throws(StoreError) in try stored.set(.packURL, to: nil) }
            print(words["cli.packs_url_forgotten"])
        } else if let url {
            if let problem = PackSourceSettings.urlProblem(url) {
                throw CommandFailure(words, "cli.packs_url_refused", ["url": url, "problem": problem])
            }
            try storeCommand { () throws(StoreError) in
                try stored.set(.packURL, to: url)
                try database.forgetPackFeedValidators(url: url)
            }
            print(words.plural("cli.packs_url_set", count: settings.packSource.checkMinutes, ["url": url]))
            return
        }
        let (inForce, origin) = try storeCommand { () throws(StoreError) in
            try LivePackLibrary.urlInForce(database: database, settings: settings.packSource)
        }
        switch origin {
        case .stored: print(words.text("cli.packs_url_stored", ["url": inForce ?? ""]))
        case .config:
            if let path {
                print(words.text("cli.packs_url_config", ["url": inForce ?? "", "path": path]))
            } else {
                print(words.text("cli.packs_url_config_default", ["url": inForce ?? ""]))
            }
        case .none: print(words["cli.packs_url_none"])
        }
    }

    public static func list(json: Bool, location: StoreLocation) throws {
        let words = try OperatorCatalog.of(location)
        let database = try location.open()
        let packs = try storeCommand { () throws(StoreError) in try database.quizPackListing() }
        if json {
            print(try JSONText.encode(packs, format: [.prettyPrinted, .sortedKeys, .iso8601Dates]))
            return
        }
        guard !packs.isEmpty else {
            print(words["cli.packs_none"])
            return
        }
        let titleWidth = min(30, packs.map(\.title.count).max() ?? 5)
        let idWidth = packs.map(\.id.count).max() ?? 2
        let counts = packs.map { words.plural("cli.import_questions", count: $0.questions) }
        let countWidth = max(13, counts.map(\.count).max() ?? 0)
        for (pack, questions) in zip(packs, counts) {
            let title = pack.title.count > 30 ? pack.title.prefix(29) + "…" : Substring(pack.title)
            print(
                title.padding(toLength: titleWidth, withPad: " ", startingAt: 0) + "  "
                    + pack.id.padding(toLength: idWidth, withPad: " ", startingAt: 0) + "  "
                    + questions.padding(toLength: countWidth, withPad: " ", startingAt: 0) + "  "
                    + words.text("cli.packs_updated", ["time": timestamp(pack.updatedAt, words)]))
        }
    }

    public static func check(json: Bool, location: StoreLocation) throws {
        let settings = try location.loadConfig().config
        let words = try OperatorCatalog.named(settings.languages.language.rawValue)
        let database = try location.following(settings).open()
        let (url, _) = try storeCommand { () throws(StoreError) in
            try LivePackLibrary.urlInForce(database: database, settings: settings.packSource)
        }
        guard let url else { throw CommandFailure(words, "cli.packs_no_url") }
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
        } else if case .imported(let changes) = outcome {
            print(words.text("cli.packs_checked", ["url": url, "changes": changes.screenText.string(in: words)]))
        } else if case .notModified = outcome {
            print(words.text("cli.packs_not_modified", ["url": url]))
        }
        if case .failed(let failedURL, let problem) = outcome {
            if json { throw CommandFailure(words, "cli.packs_check_failed_json") }
            if case .recorded(let kept) = problem { throw CommandFailure(kept) }
            throw CommandFailure(words, "cli.packs_check_failed", ["url": failedURL, "problem": problem.english])
        }
    }

    public static func sendScores(location: StoreLocation) throws {
        let words = try OperatorCatalog.of(location)
        let database = try location.open(installBundledPacks: false)
        let agent = UserAgent.packs(version: AppVersion.current)
        let sender = ScoreSender(database: database, transfer: HTTPTransfer(limits: .scoreUpload, userAgent: agent))
        // Every waiting score, whatever its retry time: the operator asked for it now.
        let report = sender.sendDue(at: .distantFuture)
        for line in report.lines { print(line) }
        print(
            words.text(
                "cli.packs_scores_sent",
                [
                    "sent": words.number(report.delivered.count), "dropped": words.number(report.dropped.count),
                    "queued": words.number(report.deferred.count),
                ]))
        if !report.deferred.isEmpty {
            throw CommandFailure(words, "cli.packs_scores_waiting", count: report.deferred.count)
        }
    }
}
