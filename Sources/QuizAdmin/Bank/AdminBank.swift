import Foundation
import QuizStore

/// Where the web admin reads and changes questions: this device's SQLite store (`StoreBank`) or, with a `fleet`
/// in the config, the fleet's bank in PostgreSQL (`FleetBank`). The question pages (`QuestionsRoutes`) ask only
/// this for the list, a question, its answers' figures, the edit, the retire and the put back.
///
/// A question is named by `key`: the store's number ("12") or the fleet's uid; `QuestionsRoutes` puts it in the
/// page's addresses percent-encoded.
protocol AdminBank: Sendable {
    /// Whether it is this device's store, which also adds questions, exports them as CSV, and keeps their free
    /// power-ups (the device's trivia settings).
    var isDevice: Bool { get }
    /// The topics to filter by, A to Z, with their questions in play counted.
    func topics() async throws -> [BankChoice]
    /// The languages the bank's questions are written in (codes, A to Z), for the list's language filter.
    func languages() async throws -> [String]
    /// The questions `filter` matches, `limit` from `offset`, and how many match.
    func questions(_ filter: BankFilter, limit: Int, offset: Int) async throws -> BankPage
    /// The question `key` names; nil when there is none (or `key` is not one of this bank's keys).
    func question(_ key: String) async throws -> BankEntry?
    /// The answers recorded for `entry`: right, wrong, and each option's picks (People's Choice).
    func figures(_ entry: BankEntry) async throws -> QuestionStatistics
    /// Whether `entry` was ever answered or reported (then a removal retires it; never answered, the store
    /// deletes it). The fleet never deletes: its devices may hold answers it has not been sent yet.
    func hasHistory(_ entry: BankEntry) async throws -> Bool
    /// The badge codes the form suggests.
    func badgeCodes() async throws -> [String]
    /// Rewrites `entry` with `draft` (checked by `QuestionDraft.problems` first: `BankRefusal.problems`; refused
    /// with `BankDuplicate` when another of the bank's questions has the same text and right answer), and, where
    /// the form offers one (`!isDevice`), sets its `status` (nil: unchanged).
    func edit(_ entry: BankEntry, _ draft: QuestionDraft, status: QuestionStatus?) async throws
    /// Takes `entry` out of play: retired, or (the store's, never answered) deleted.
    func remove(_ entry: BankEntry) async throws -> QuestionBank.Removal
    /// Puts a retired `entry` back in play.
    func restore(_ entry: BankEntry) async throws
}

/// An edit refused because another question of the bank (`key`) has the same text and right answer, as
/// `QuestionDraft.fingerprint` compares them: both banks refuse it alike, and the form says so with the other's key.
struct BankDuplicate: Error, Equatable, Sendable {
    let key: String
}

/// What the questions' list is filtered by, the same in both banks; nil: any.
struct BankFilter: Equatable, Sendable {
    /// Text the question or its right answer holds (any case).
    var search = ""
    /// A `BankChoice`'s key: the store's topic number, the fleet's topic name.
    var topic: String?
    var status: QuestionStatus?
    var kind: QuestionRecord.Kind?
    /// A language code ("en").
    var language: String?
}

/// A topic the list can be filtered by.
struct BankChoice: Equatable, Sendable {
    /// What the filter's address carries: the store's topic number, or the fleet's topic name.
    var key: String
    var name: String
    /// Its questions in play.
    var count: Int
}

/// One row of the questions' list.
struct BankRow: Equatable, Sendable {
    var key: String
    var topic: String
    var text: String
    var correct: String
    var status: QuestionStatus
    /// Answers recorded for it.
    var answers: Int
}

/// A page of the questions' list and how many match in all.
struct BankPage: Sendable {
    var rows: [BankRow]
    var total: Int
}

/// One question as its page shows it and the form edits it.
struct BankEntry: Equatable, Sendable {
    var key: String
    var uid: String
    var kind: QuestionRecord.Kind
    var status: QuestionStatus
    /// Its language's code ("en").
    var language: String
    var draft: QuestionDraft

    var retired: Bool { status == .retired }
}
