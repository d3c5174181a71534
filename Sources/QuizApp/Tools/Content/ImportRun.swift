import Foundation
import QuizCore
import QuizStore
import QuizText

/// `tiltquiz import FILE...`: the files read and checked, then written in one transaction, and the counts printed.
public struct ImportRun {
    public var files: [String]
    public var format: ImportFormat?
    /// The topic of questions whose file names none.
    public var topic: String?
    /// The language of questions whose file names none (`--language`); nil: English.
    public var language: String?
    /// Record the imported content as a pack with this name.
    public var pack: String?
    public var dryRun: Bool
    public var location: StoreLocation

    public init(
        files: [String], format: ImportFormat?, topic: String?, pack: String?, dryRun: Bool, location: StoreLocation
    ) {
        (self.files, self.format, self.topic, self.pack) = (files, format, topic, pack)
        (self.dryRun, self.location) = (dryRun, location)
    }

    /// What the import refuses before it reads a file, as the line in `words` (the operator's catalog) that says
    /// why; nil when it can run: a topic of white space only, a language that is not a code.
    public func flagProblem(_ words: Catalog) -> String? {
        if let topic, topic.allSatisfy(\.isWhitespace) {
            return words["cli.import_topic_empty"]
        }
        if let language, !ContentLanguage.isCode(language) {
            return words.text("cli.import_language_not_code", ["language": language])
        }
        return nil
    }

    /// Its lines in the operator's catalog; the importer's warnings are its own English words.
    public func run() throws {
        let words = try OperatorCatalog.of(location)
        let database = try location.open()
        let bar = ProgressBar(label: words["cli.import_progress"])
        let summary: ImportSummary
        let topic = topic?.trimmingCharacters(in: .whitespacesAndNewlines)
        do {
            summary = try database.importFiles(
                files, format: format, topic: topic, language: language, packName: pack, dryRun: dryRun
            ) {
                done, total in
                bar.show(done, of: total)
            }
        } catch {
            throw CommandFailure(error)
        }
        for warning in summary.warnings {
            FileHandle.standardError.write(Data((words.text("cli.import_warning", ["warning": warning]) + "\n").utf8))
        }
        print(
            words.text(
                dryRun ? "cli.import_would" : "cli.import_done",
                [
                    "questions": words.plural("cli.import_questions", count: summary.questions),
                    "events": words.plural("cli.import_events", count: summary.events),
                    "files": words.plural("cli.import_files", count: summary.files),
                    "duplicates": words.plural("cli.import_duplicates", count: summary.duplicates),
                    "unsupported": words.number(summary.skipped),
                    "warnings": words.plural("cli.import_warnings", count: summary.warnings.count),
                ]))
    }
}

/// `tiltquiz export KIND FILE`: questions, players, answers, purchases or games as CSV or JSON.
public enum ExportRun {
    public static func run(_ kind: ExportKind, to file: String, format: ExportFormat, location: StoreLocation) throws {
        let words = try OperatorCatalog.of(location)
        let database = try location.open()
        do {
            let count = try database.export(kind, to: file, format: format)
            print(words.plural(wroteKey(kind), count: count, ["file": file]))
        } catch {
            throw CommandFailure(error)
        }
    }

    /// The line that says how many of `kind` were written.
    static func wroteKey(_ kind: ExportKind) -> String {
        switch kind {
        case .questions: "cli.export_questions"
        case .players: "cli.export_players"
        case .answers: "cli.export_answers"
        case .purchases: "cli.export_purchases"
        case .games: "cli.export_games"
        case .live: "cli.export_live"
        }
    }
}

/// `tiltquiz content stats` and `tiltquiz backup FILE`.
public enum ContentRun {
    /// What the store holds, as lines or one JSON object.
    public static func stats(json: Bool, location: StoreLocation) throws {
        let words = try OperatorCatalog.of(location)
        let stats = try commandStep { try location.open().contentStats() }
        if json {
            print((try? JSONText.encode(stats, format: [.sortedKeys, .escapingSlashes])) ?? "")
            return
        }
        print(
            words.text(
                "cli.stats_questions",
                [
                    "total": words.number(stats.questions.total), "true_false": words.number(stats.questions.trueFalse),
                    "multiple_choice": words.number(stats.questions.multipleChoice),
                ]))
        for (topic, count) in stats.questions.byTopic.sorted(by: { $0.key < $1.key }) {
            print("  \(topic): \(words.number(count))")
        }
        print(words.text("cli.stats_events", ["count": words.number(stats.events)]))
        print(words.text("cli.stats_packs", ["count": words.number(stats.packs)]))
        print(words.text("cli.stats_players", ["count": words.number(stats.players)]))
    }

    /// A consistent copy of the live database in `file`.
    public static func backup(to file: String, location: StoreLocation) throws {
        let words = try OperatorCatalog.of(location)
        try commandStep { try location.open(installBundledPacks: false).backup(to: file) }
        print(words.text("cli.backup_done", ["file": file]))
    }
}
