import ArgumentParser
import QuizApp
import QuizStore

/// `tiltquiz import FILE...`: brings question and event files into the store.
struct ImportCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "import",
            abstract: HelpWords["help.import.abstract"],
            discussion: HelpWords["help.import.discussion"])
    }

    @Argument(help: ArgumentHelp(HelpWords["help.import.files"]))
    var files: [String]

    @Option(
        help: ArgumentHelp(
            HelpWords.text(
                "help.import.format", ["formats": ImportFormat.allCases.map(\.rawValue).joined(separator: ", ")])))
    var format: ImportFormat?

    @Option(help: ArgumentHelp(HelpWords["help.import.topic"], valueName: "name"))
    var topic: String?

    @Option(help: ArgumentHelp(HelpWords["help.import.language"], valueName: "code"))
    var language: String?

    @Option(help: ArgumentHelp(HelpWords["help.import.pack"]))
    var pack: String?

    @Flag(help: ArgumentHelp(HelpWords["help.import.dry_run"]))
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
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "export",
            abstract: HelpWords["help.export.abstract"],
            discussion: HelpWords["help.export.discussion"])
    }

    @Argument(
        help: ArgumentHelp(
            HelpWords.text("help.export.kind", ["kinds": ExportKind.allCases.map(\.rawValue).joined(separator: ", ")])))
    var kind: ExportKind

    @Argument(help: ArgumentHelp(HelpWords["help.export.file"]))
    var file: String

    @Option(help: ArgumentHelp(HelpWords["help.export.format"]))
    var format: ExportFormat = .csv

    @OptionGroup var store: StoreOptions

    func run() throws {
        try ExportRun.run(kind, to: file, format: format, location: store.location)
    }
}

/// `tiltquiz content stats`: what the store holds.
struct ContentCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "content", abstract: HelpWords["help.content.abstract"], subcommands: [Stats.self])
    }

    /// `tiltquiz content stats [--json]`.
    struct Stats: StoreReportCommand {
        static var configuration: CommandConfiguration {
            CommandConfiguration(commandName: "stats", abstract: HelpWords["help.content.stats.abstract"])
        }
        static var action: (Bool, StoreLocation) throws -> Void { ContentRun.stats(json:location:) }

        @Flag(help: ArgumentHelp(HelpWords["help.content.stats.json"]))
        var json = false

        @OptionGroup var store: StoreOptions
    }
}

/// `tiltquiz backup FILE`: a consistent copy of the live database.
struct BackupCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "backup", abstract: HelpWords["help.backup.abstract"])
    }

    @Argument(help: ArgumentHelp(HelpWords["help.backup.file"]))
    var file: String

    @OptionGroup var store: StoreOptions

    func run() throws {
        try ContentRun.backup(to: file, location: store.location)
    }
}

/// `tiltquiz check`: SQLite's integrity check of the store as it is, and
/// with `--repair` a damaged store rebuilt from what can be read.
struct CheckCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "check", abstract: HelpWords["help.check.abstract"])
    }

    @OptionGroup var store: StoreOptions

    @Flag(help: ArgumentHelp(HelpWords["help.check.repair"]))
    var repair = false

    func run() throws {
        try StoreCheckRun.run(repair: repair, location: store.location)
    }
}
