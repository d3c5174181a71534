import ArgumentParser
import Foundation
import QuizCore
import QuizStore

/// `tiltquiz import FILE...`: brings question and event files into the store.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract:
            "Import questions or events: our CSV, iQuiz, Open Trivia DB, Wikipedia On this day, Kahoot (.xlsx or CSV), GIFT, bsdgames quiz.",
        discussion: """
            Every file is read and checked first; then all of them are written in one transaction, so an \
            error writes nothing, and every problem is listed by file, line (a spreadsheet's row) and field. \
            Questions already in the store (same text and answer) are skipped and counted. \
            Questions the game cannot play (GIFT essays and other types, rows with several correct answers) are \
            skipped with a warning naming the file, line and field, and counted.
            """)

    @Argument(help: "Files to import (for bsdgames quiz, its index file).")
    var files: [String]

    @Option(
        help:
            "The format, when detection from the content is not wanted: \(ImportFormat.allCases.map(\.rawValue).joined(separator: ", "))."
    )
    var format: ImportFormat?

    @Option(
        help: ArgumentHelp(
            "The topic of questions whose file names none: every Kahoot question (instead of \"Kahoot\"), and GIFT "
                + "questions before any $CATEGORY line (instead of the file's name). Our CSV, iQuiz, Open Trivia DB, "
                + "bsdgames quiz and On this day files name their own topics (or have none) and refuse it.",
            valueName: "name"))
    var topic: String?

    @Option(help: "Record the imported content as a pack with this name.")
    var pack: String?

    @Flag(help: "Check the files and report the counts without writing anything.")
    var dryRun = false

    @OptionGroup var store: StoreOptions

    func validate() throws {
        if let topic, topic.allSatisfy(\.isWhitespace) { throw ValidationError("--topic must name a topic") }
    }

    func run() throws {
        let database = try store.open()
        let bar = ProgressBar(label: "Importing")
        let summary: ImportSummary
        let topic = topic?.trimmingCharacters(in: .whitespacesAndNewlines)
        do {
            summary = try database.importFiles(files, format: format, topic: topic, packName: pack, dryRun: dryRun) {
                done, total in
                bar.show(done, of: total)
            }
        } catch {
            throw CommandFailure(error)
        }
        for warning in summary.warnings { FileHandle.standardError.write(Data("warning: \(warning)\n".utf8)) }
        let verb = dryRun ? "Would import" : "Imported"
        print(
            "\(verb) \(Counted.text(summary.questions, "question")) and \(Counted.text(summary.events, "event")) "
                + "from \(Counted.text(summary.files, "file")); \(Counted.text(summary.duplicates, "duplicate")) "
                + "skipped, \(summary.skipped) unsupported skipped, \(Counted.text(summary.warnings.count, "warning"))."
        )
    }
}

extension ImportFormat: ExpressibleByArgument {}
extension ExportKind: ExpressibleByArgument {}
extension ExportFormat: ExpressibleByArgument {}

/// `tiltquiz export KIND FILE`: questions, players, answers, purchases or games (finished and kiosk-reset) as CSV or JSON.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Export questions, players (name and email), answers, purchases or games.",
        discussion: "CSV cells that a spreadsheet would run as a formula are neutralised with a leading quote.")

    @Argument(help: "What to export: \(ExportKind.allCases.map(\.rawValue).joined(separator: ", ")).")
    var kind: ExportKind

    @Argument(help: "The file to write (replaced atomically).")
    var file: String

    @Option(help: "csv or json.")
    var format: ExportFormat = .csv

    @OptionGroup var store: StoreOptions

    func run() throws {
        let database = try store.open()
        do {
            let count = try database.export(kind, to: file, format: format)
            print("Wrote \(count) \(count == 1 ? String(kind.rawValue.dropLast()) : kind.rawValue) to \(file).")
        } catch {
            throw CommandFailure(error)
        }
    }
}

/// `tiltquiz content stats`: what the store holds.
struct ContentCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "content", abstract: "Report on the content in the store.", subcommands: [Stats.self])

    /// `tiltquiz content stats [--json]`.
    struct Stats: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "stats", abstract: "Count questions, events, packs and players.")

        @Flag(help: "Print one JSON object.")
        var json = false

        @OptionGroup var store: StoreOptions

        func run() throws {
            let stats: ContentStats
            do {
                stats = try store.open().contentStats()
            } catch let failure as CommandFailure {
                throw failure
            } catch {
                throw CommandFailure("\(error)")
            }
            if json {
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.sortedKeys]
                print(String(decoding: (try? encoder.encode(stats)) ?? Data(), as: UTF8.self))
                return
            }
            print(
                "Questions: \(stats.questions.total) (\(stats.questions.trueFalse) true/false, \(stats.questions.multipleChoice) multiple choice)"
            )
            for (topic, count) in stats.questions.byTopic.sorted(by: { $0.key < $1.key }) {
                print("  \(topic): \(count)")
            }
            print("Events: \(stats.events)\nPacks: \(stats.packs)\nPlayers: \(stats.players)")
        }
    }
}

/// `tiltquiz backup FILE`: a consistent copy of the live database.
struct BackupCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "backup", abstract: "Copy the database with SQLite's online backup (safe while the game runs).")

    @Argument(help: "Where to write the copy.")
    var file: String

    @OptionGroup var store: StoreOptions

    func run() throws {
        do {
            try store.open(installBundledPacks: false).backup(to: file)
        } catch let failure as CommandFailure {
            throw failure
        } catch {
            throw CommandFailure("\(error)")
        }
        print("Backed up to \(file).")
    }
}

/// `tiltquiz check`: SQLite's integrity check of the store as it is, and
/// with `--repair` a damaged store rebuilt from what can be read.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check the database's integrity; --repair rebuilds a damaged one, keeping a copy of it.")

    @OptionGroup var store: StoreOptions

    @Flag(help: "Rebuild a damaged database from what can be read; the damaged file is kept beside it.")
    var repair = false

    func run() throws {
        let path = QuizDatabase.file(inDirectory: store.directory)
        let check: StoreCheck
        do {
            check = try StoreRepair.check(path: path)
        } catch {
            throw CommandFailure(error)
        }
        guard !check.problems.isEmpty else {
            print("The database \(path) is sound: \(Self.describe(check.rows)).")
            return
        }
        let shown = check.problems.prefix(5).joined(separator: "; ")
        let more = check.problems.count > 5 ? " (and \(check.problems.count - 5) more)" : ""
        guard repair else {
            throw CommandFailure(
                "the database \(path) is damaged: \(shown)\(more). Run `tiltquiz check --repair` (with the same "
                    + "--data) to keep a copy of it and rebuild a sound store from what can be read")
        }
        FileHandle.standardError.write(Data("tiltquiz: the database \(path) is damaged: \(shown)\(more)\n".utf8))
        let report: RepairReport
        do {
            // No game may write the store while it is rebuilt.
            let lock = try GameLock(directory: store.directory)
            report = try StoreRepair.repair(path: path)
            _ = lock
        } catch {
            throw CommandFailure(error)
        }
        var losses: [String] = []
        if report.unreadableStretches > 0 {
            losses.append(
                Counted.text(report.unreadableStretches, "damaged stretch", plural: "damaged stretches") + " skipped")
        }
        if report.orphansDropped > 0 {
            losses.append(Counted.text(report.orphansDropped, "row") + " dropped that referred to lost ones")
        }
        let lost = losses.isEmpty ? "" : " (" + losses.joined(separator: ", ") + ")"
        print("Rebuilt \(path) from what could be read: \(Self.describe(report.rows))\(lost).")
        print("The damaged file is kept at \(report.damagedCopy).")
    }

    /// "12 questions, 40 answers, ..." for the tables a player's history lives in.
    static func describe(_ rows: [String: Int]) -> String {
        StoreRepair.reportedTables.compactMap { table in rows[table].map { Counted.text($0, "\(table) row") } }
            .joined(separator: ", ")
    }
}
