import ArgumentParser
import QuizApp
import QuizStore

/// `tiltquiz import FILE...`: brings question and event files into the store.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract:
            "Import questions or events: our CSV, iQuiz, Open Trivia DB, Wikipedia On this day, Kahoot (.xlsx or CSV), GIFT, bsdgames quiz.",
        discussion: ImportRun.discussion)

    @Argument(help: "Files to import (for bsdgames quiz, its index file).")
    var files: [String]

    @Option(
        help:
            "The format, when detection from the content is not wanted: \(ImportFormat.allCases.map(\.rawValue).joined(separator: ", "))."
    )
    var format: ImportFormat?

    @Option(help: ArgumentHelp(ImportRun.topicHelp, valueName: "name"))
    var topic: String?

    @Option(help: ArgumentHelp(ImportRun.languageHelp, valueName: "code"))
    var language: String?

    @Option(help: "Record the imported content as a pack with this name.")
    var pack: String?

    @Flag(help: "Check the files and report the counts without writing anything.")
    var dryRun = false

    @OptionGroup var store: StoreOptions

    /// The flags, as the import they ask for.
    var importRun: ImportRun {
        var run = ImportRun(
            files: files, format: format, topic: topic, pack: pack, dryRun: dryRun, location: store.location)
        run.language = language
        return run
    }

    func validate() throws {
        try refuse(importRun.flagProblem(OperatorCatalog.of(store.location)))
    }

    func run() throws {
        try importRun.run()
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
        try ExportRun.run(kind, to: file, format: format, location: store.location)
    }
}

/// `tiltquiz content stats`: what the store holds.
struct ContentCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "content", abstract: "Report on the content in the store.", subcommands: [Stats.self])

    /// `tiltquiz content stats [--json]`.
    struct Stats: StoreReportCommand {
        static let configuration = CommandConfiguration(
            commandName: "stats", abstract: "Count questions, events, packs and players.")
        static var action: (Bool, StoreLocation) throws -> Void { ContentRun.stats(json:location:) }

        @Flag(help: "Print one JSON object.")
        var json = false

        @OptionGroup var store: StoreOptions
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
        try ContentRun.backup(to: file, location: store.location)
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
        try StoreCheckRun.run(repair: repair, location: store.location)
    }
}
