import Foundation
import GRDB
import TestSupport
import Testing

@testable import QuizStore

/// Bad input: at least 1,000 broken files per importer and bundled pack kind,
/// mutated from the samples, read in-process. Each must either import or
/// fail with one clear line naming the file, and a failed import (next to
/// a good file) must leave the store exactly as it was.
@Suite(.serialized) struct MalformedImportTests {
    static let fixtures = Tool.root + "/Tests/QuizStoreTests/Import/Fixtures"

    /// One importer: its name, the file name the broken copy gets, and the good samples.
    struct Target {
        var name: String
        var fileName: String
        var format: ImportFormat?
        var samples: [String]
    }

    static let importers: [Target] = [
        Target(
            name: "our CSV", fileName: "pack.csv", format: .csv, samples: [Tool.root + "/assets/packs/trivia/space.csv"]
        ),
        Target(name: "iQuiz", fileName: "iquiz.json", format: .iquiz, samples: [fixtures + "/iquiz-questions.json"]),
        Target(
            name: "Open Trivia DB", fileName: "opentdb.json", format: .opentdb,
            samples: ["default", "base64", "url3986", "urlLegacy"].map { fixtures + "/opentdb-api-response-\($0).json" }
        ),
        Target(
            name: "On this day", fileName: "onthisday-07-20.json", format: .onthisday,
            samples: [
                fixtures + "/wikimedia-onthisday-events-07-20.json", fixtures + "/wikimedia-onthisday-all-shape.json",
            ]),
        Target(
            name: "Kahoot", fileName: "kahoot.csv", format: .kahoot, samples: [fixtures + "/kahoot-quiz-template.csv"]),
        Target(
            name: "Kahoot .xlsx", fileName: "kahoot.xlsx", format: .kahoot,
            samples: [fixtures + "/kahoot-quiz-template.xlsx", fixtures + "/kahoot-shared-strings.xlsx"]),
        Target(name: "GIFT", fileName: "quiz.gift", format: .gift, samples: [fixtures + "/quiz.gift"]),
        Target(
            name: "bsdgames quiz", fileName: "index", format: .bsdquiz,
            samples: [fixtures + "/bsdgames-quiz/index", fixtures + "/bsdgames-quiz/capitals-sample"]),
    ]

    struct Tally {
        var files = 0
        var rejected = 0
        var accepted = 0
        var failures: [String] = []
    }

    @Test func brokenImportFilesFailClearlyAndWriteNothing() throws {
        let perImporter = Soak.count(short: 100, full: 1000)
        var mutator = FileMutator(seed: Soak.seed("malformed imports"))
        let database = try QuizDatabase()
        let folder = Tool.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var total = Tally()
        for target in Self.importers {
            let samples = try target.samples.map { try Data(contentsOf: URL(fileURLWithPath: $0)) }
            var tally = Tally()
            for index in 0..<perImporter {
                let run = folder + "/\(target.fileName)-\(index)"
                try FileManager.default.createDirectory(atPath: run, withIntermediateDirectories: true)
                let broken = try write(target, samples: samples, index: index, into: run, mutator: &mutator)
                let good = run + "/good.csv"
                Tool.write(
                    "topic,question,correct,wrong1\nSoak,Good question \(target.name) \(index)?,Yes,No\n", to: good)
                // Detected, next to a good file (all or nothing); or named, alone (it applies to every file).
                let detected = index % 2 == 0
                try check(
                    database, files: detected ? [good, broken] : [broken], format: detected ? nil : target.format,
                    tally: &tally)
                try? FileManager.default.removeItem(atPath: run)
            }
            Soak.report(
                "malformed \(target.name): \(tally.files) files, \(tally.rejected) rejected, "
                    + "\(tally.accepted) still importable, \(tally.failures.count) failures")
            total.files += tally.files
            total.failures += tally.failures.prefix(5).map { "\(target.name): \($0)" }
            #expect(tally.files >= perImporter)
        }
        #expect(total.failures.isEmpty, "\(total.failures.joined(separator: "\n"))")
    }

    /// Writes the broken file (for bsdgames, the index and its data file, one of them broken); returns its path.
    private func write(
        _ target: Target, samples: [Data], index: Int, into run: String, mutator: inout FileMutator
    ) throws -> String {
        let path = run + "/" + target.fileName
        if target.format == .bsdquiz {
            let brokenIndex = index % 3 == 0
            let indexText = "capitals-sample:count{ry}:cap{ital}\n"
            let data = Data(indexText.utf8)
            try (brokenIndex ? mutator.mutate(data, other: samples[1]) : data).write(to: URL(fileURLWithPath: path))
            let category = brokenIndex ? samples[1] : mutator.mutate(samples[1], other: samples[0])
            try category.write(to: URL(fileURLWithPath: run + "/capitals-sample"))
            return path
        }
        let sample = samples[index % samples.count]
        let other = Self.importers[index % Self.importers.count].samples[0]
        let otherData = (try? Data(contentsOf: URL(fileURLWithPath: other))) ?? Data()
        try mutator.mutate(sample, other: otherData).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// Imports `files`; a failure must be one clear line naming the broken file, with the store unchanged.
    private func check(_ database: QuizDatabase, files: [String], format: ImportFormat?, tally: inout Tally) throws {
        tally.files += 1
        let before = try Self.fingerprint(database)
        do {
            _ = try database.importFiles(files, format: format, packName: "soak", dryRun: false)
            tally.accepted += 1
        } catch {
            tally.rejected += 1
            let message = error.description
            let name = ((files.last ?? "") as NSString).lastPathComponent
            if !Self.isClear(message, naming: [name, "capitals-sample", "good.csv"]) {
                tally.failures.append("unclear message for \(name): \(message.prefix(300))")
            }
            if try Self.fingerprint(database) != before {
                tally.failures.append("a failed import of \(name) changed the store")
            }
        }
    }

    /// One line naming one of the files, in words (no Swift or Foundation internals); or, for a file with
    /// several bad rows, such a line and then one indented line a problem, each naming the file, capped with
    /// "… and N more problems" (`ImportPreview.refusal`).
    static func isClear(_ message: String, naming names: [String]) -> Bool {
        let internals = ["Swift.", "Foundation.", "Error Domain", "NSCocoaErrorDomain", "Optional(", "DecodingError"]
        let lines = message.split(separator: "\n", omittingEmptySubsequences: false)
        guard let first = lines.first, names.contains(where: { first.hasPrefix($0) }), lines.count <= 12 else {
            return false
        }
        let listed = lines.dropFirst().allSatisfy { line in
            line.hasPrefix("  … and ") || names.contains { line.hasPrefix("  " + $0) }
        }
        return listed && !internals.contains { message.contains($0) } && lines.allSatisfy { $0.count < 2000 }
    }

    /// Row counts and highest ids of the content tables.
    static func fingerprint(_ database: QuizDatabase) throws -> [Int64] {
        try database.read { db in
            try ["question", "option", "event", "topic", "pack", "packItem"].flatMap { table -> [Int64] in
                guard try db.tableExists(table) else { return [] }
                let row = try Row.fetchOne(db, sql: "SELECT COUNT(*), COALESCE(MAX(rowid), 0) FROM \(table)")
                return [row?[0] ?? 0, row?[1] ?? 0]
            }
        }
    }
}
