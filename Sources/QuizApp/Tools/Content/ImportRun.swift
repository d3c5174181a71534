import Foundation
import QuizCore
import QuizStore

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

    /// What the import refuses before it reads a file, as the line that says why; nil when it can run: a topic
    /// of white space only, a language that is not a code.
    public var flagProblem: String? {
        if let topic, topic.allSatisfy(\.isWhitespace) {
            return "--topic must name a topic"
        }
        if let language, !ContentLanguage.isCode(language) {
            return "--language \(language): not a language code such as de"
        }
        return nil
    }

    public func run() throws {
        let database = try location.open()
        let bar = ProgressBar(label: "Importing")
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
        for warning in summary.warnings { FileHandle.standardError.write(Data("warning: \(warning)\n".utf8)) }
        let verb = dryRun ? "Would import" : "Imported"
        print(
            "\(verb) \(Counted.text(summary.questions, "question")) and \(Counted.text(summary.events, "event")) "
                + "from \(Counted.text(summary.files, "file")); \(Counted.text(summary.duplicates, "duplicate")) "
                + "skipped, \(summary.skipped) unsupported skipped, \(Counted.text(summary.warnings.count, "warning"))."
        )
    }
}

/// `tiltquiz export KIND FILE`: questions, players, answers, purchases or games as CSV or JSON.
public enum ExportRun {
    public static func run(_ kind: ExportKind, to file: String, format: ExportFormat, location: StoreLocation) throws {
        let database = try location.open()
        do {
            let count = try database.export(kind, to: file, format: format)
            print("Wrote \(count) \(count == 1 ? String(kind.rawValue.dropLast()) : kind.rawValue) to \(file).")
        } catch {
            throw CommandFailure(error)
        }
    }
}

/// `tiltquiz content stats` and `tiltquiz backup FILE`.
public enum ContentRun {
    /// What the store holds, as lines or one JSON object.
    public static func stats(json: Bool, location: StoreLocation) throws {
        let stats: ContentStats
        do {
            stats = try location.open().contentStats()
        } catch let failure as CommandFailure {
            throw failure
        } catch {
            throw CommandFailure("\(error)")
        }
        if json {
            print((try? JSONText.encode(stats, format: [.sortedKeys, .escapingSlashes])) ?? "")
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

    /// A consistent copy of the live database in `file`.
    public static func backup(to file: String, location: StoreLocation) throws {
        do {
            try location.open(installBundledPacks: false).backup(to: file)
        } catch let failure as CommandFailure {
            throw failure
        } catch {
            throw CommandFailure("\(error)")
        }
        print("Backed up to \(file).")
    }
}
