import Foundation
import QuizConfig
import QuizCore
import QuizStore
import Synchronization
import TestSupport

@testable import QuizNetwork

/// A data folder with its store, removed when the value goes away; `reopen()` is a restart.
final class DataFolderFixture {
    private let folder = TemporaryFolder(prefix: "tiltquiz-network-")
    var path: String { folder.path }
    private(set) var database: QuizDatabase

    init() throws {
        database = try QuizDatabase(path: QuizDatabase.file(inDirectory: folder.path))
    }

    /// A new store over the same file, as after a restart.
    func reopen() throws {
        database = try QuizDatabase(path: QuizDatabase.file(inDirectory: path))
    }

    func player(_ name: String) throws -> PlayerRef {
        try PlayerDirectory(database: database).newPlayer(named: name)
    }
}

/// Limits low enough for fast tests: 1 s idle, 3 s in all, 5 MB, 5 redirects.
let fastLimits = HTTPLimits(connectSeconds: 1, totalSeconds: 3, maximumBytes: 5_000_000, maximumRedirects: 5)

/// A check of the store's packs with test limits.
func packCheck(_ database: QuizDatabase) -> PackCheck {
    PackCheck(
        database: database, transfer: HTTPTransfer(limits: fastLimits, userAgent: UserAgent.packs(version: "9.9")))
}

/// Everything a player sees of the quiz packs: list, and each pack's questions and answers.
func everythingShown(_ database: QuizDatabase) throws -> [String: [String]] {
    var shown: [String: [String]] = [:]
    for pack in try database.quizPacks(forPlayer: nil) {
        shown[pack.title] = try database.quizPackQuestions(packID: pack.id).map { question in
            question.text + " → " + question.answers.map(\.text).joined(separator: " | ")
                + " ✓\(question.correctIndex)"
        }
    }
    return shown
}

/// Collects a library's log lines.
final class LogLines: Sendable {
    private let lines = Mutex<[String]>([])

    func add(_ line: String) { lines.withLock { $0.append(line) } }

    var all: [String] { lines.withLock { $0 } }
}
