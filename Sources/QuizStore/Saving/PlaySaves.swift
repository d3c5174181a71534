import Foundation
import QuizCore

/// Every save of play goes through here, whatever the mode: answers, rounds,
/// purchases, credits, awards, abandoned games. A save that fails because of
/// the storage (a full disk, a read-only file, an I/O error) is never
/// dropped: it waits, in order, and is tried again every few seconds until
/// the store takes it, while `problem` tells the screen what is wrong.
/// A save the store refuses for another reason (a conflict with another
/// writer) is reported and counted as lost. Reads that fail are reported
/// and answered with nothing, and play goes on.
///
/// Saves still waiting when the process dies are lost: the screen says so
/// while they wait, and a headless run that had any exits non-zero.
///
/// It also folds the WAL into the database file now and then (a passive
/// checkpoint every `checkpointSeconds` of play), so the WAL stays small,
/// and erases expired leads every `retentionSeconds` of play (`keepLeads`).
public final class PlaySaves: SavingStatus {
    /// A save not yet in the store, with what it is for the messages.
    struct Pending {
        let label: String
        let body: () throws(StoreError) -> CommittedRows
        /// Already counted in `failedSaves`.
        var failedOnce = false
    }

    public let database: QuizDatabase
    /// Told of every transaction's new rows once it has committed (`tiltquiz play --journal`).
    public var journal: CommitJournal?
    /// Seconds between two tries of the saves waiting (game time).
    public var retrySeconds = 3.0
    /// Seconds of play between two scheduled checkpoints.
    public var checkpointSeconds = 300.0
    /// Seconds of play between two erasures of expired leads: a day.
    public var retentionSeconds = 86_400.0
    /// The storage problem in force, nil while saving works.
    public private(set) var problem: StoreError?
    /// Saves that failed at least once in this run (written later or not).
    public private(set) var failedSaves = 0
    /// Saves the store refused for good.
    public private(set) var lostSaves = 0
    /// Where messages go (stderr; tests collect them).
    public var report: (String) -> Void = { ProgramMessage.write($0) }
    private var pending: [Pending] = []
    private var lastTry = -Double.infinity
    private var lastCheckpoint = 0.0
    private var reportedReads: Set<String> = []
    private var retention: (rule: LeadRetention, clock: () -> Date)?
    private var retentionDue: Double?

    public init(database: QuizDatabase) {
        self.database = database
    }

    /// The storage problem in force, as the screens name it.
    public var storageProblem: StorageProblem? { problem?.storageProblem }

    /// Saves waiting for the store.
    public var waiting: Int { pending.count }

    /// Whether a new action can be saved now: no problem and nothing waiting.
    /// Actions that cannot be undone or repeated (purchases) wait for this.
    public var canSave: Bool { problem == nil && pending.isEmpty }

    /// The store's state in a few words, for the admin menu: "saving, 12.4 GB
    /// free", or "cannot save: the disk is full (3 saves waiting)".
    public var statusLine: String {
        let free = database.freeBytes().map { ", \(Self.size($0)) free" } ?? ""
        guard let problem else { return "saving\(free)" }
        let what = problem.storageProblem?.explanation ?? "\(problem)"
        return "cannot save: \(what) (\(pending.count) waiting\(free))"
    }

    /// Below this many free bytes a game warns at start.
    public static let lowSpaceBytes: Int64 = 64 * 1024 * 1024

    /// The start-up warning for `freeBytes` free beside the store, nil when there is room (or it is unknown).
    public static func lowSpaceWarning(freeBytes: Int64?) -> String? {
        guard let freeBytes, freeBytes < lowSpaceBytes else { return nil }
        return "Low disk space: \(size(freeBytes)) free for the game's store"
    }

    /// "1 save was", "3 saves were".
    public static func count(_ number: Int, _ one: String, _ many: String) -> String {
        Counted.text(number, one, plural: many)
    }

    /// Bytes as a person reads them: 850 KB, 12.4 MB, 3.1 GB.
    public static func size(_ bytes: Int64) -> String {
        let units = ["bytes", "KB", "MB", "GB", "TB"]
        var value = Double(bytes)
        var unit = 0
        while value >= 1000, unit < units.count - 1 {
            value /= 1000
            unit += 1
        }
        return unit == 0 ? "\(bytes) bytes" : String(format: value < 10 ? "%.1f %@" : "%.0f %@", value, units[unit])
    }

    /// Runs `body` in its turn: now when nothing waits, else after the saves
    /// before it. `label` names it in messages ("an answer").
    public func save(_ label: String, _ body: @escaping () throws(StoreError) -> CommittedRows) {
        pending.append(Pending(label: label, body: body))
        if pending.count == 1 { flush() }
    }

    /// A read for play (a question, the scores): nil, reported once per message, when it fails.
    public func read<T>(_ body: () throws(StoreError) -> T) -> T? {
        do {
            return try body()
        } catch {
            let message = "could not read the store: \(error)"
            if reportedReads.insert(message).inserted { report(message) }
            return nil
        }
    }

    /// Called as the game runs: tries the waiting saves again every
    /// `retrySeconds`, and checkpoints every `checkpointSeconds`.
    public func tick(at time: Double) {
        if !pending.isEmpty, time - lastTry >= retrySeconds {
            lastTry = time
            flush()
        }
        if canSave, time - lastCheckpoint >= checkpointSeconds {
            lastCheckpoint = time
            try? database.checkpoint()
        }
        if retention != nil {
            let due = retentionDue ?? time + retentionSeconds
            retentionDue = due
            if time >= due {
                retentionDue = time + retentionSeconds
                eraseExpiredLeads()
            }
        }
    }

    /// Erases the leads `rule` says have expired now, and again every
    /// `retentionSeconds` of play (counted from the first `tick`), each time
    /// as a save: a storage failure keeps it waiting and tries it again.
    /// `clock` tells the wall-clock time that leads' ages count to.
    public func keepLeads(_ rule: LeadRetention, clock: @escaping () -> Date = Date.init) {
        retention = (rule, clock)
        eraseExpiredLeads()
    }

    private func eraseExpiredLeads() {
        guard let (rule, clock) = retention else { return }
        save("the erasure of expired leads") { () throws(StoreError) in
            try rule.eraseExpired(at: clock())
            return CommittedRows()
        }
    }

    /// One last try, at exit: true when nothing is left unsaved.
    @discardableResult
    public func finish() -> Bool {
        flush()
        if !pending.isEmpty {
            let labels = pending.map(\.label)
            let count = Self.count(labels.count, "save was", "saves were")
            report("\(count) lost at exit (\(summary(labels))): \(problem.map { "\($0)" } ?? "")")
        }
        return pending.isEmpty && lostSaves == 0
    }

    /// Writes the waiting saves in order, stopping at the first storage failure.
    private func flush() {
        while let next = pending.first {
            do {
                let rows = try next.body()
                pending.removeFirst()
                if !rows.isEmpty { journal?.note(rows) }
                if let old = problem {
                    problem = nil
                    report("the store takes saves again (after: \(old))")
                }
            } catch {
                guard error.storageProblem != nil else {
                    pending.removeFirst()
                    lostSaves += 1
                    report("\(next.label) was not saved: \(error)")
                    continue
                }
                if !next.failedOnce { failedSaves += 1 }
                pending[0].failedOnce = true
                if problem != error {
                    let advice = error.storageProblem?.advice ?? ""
                    report("\(next.label) could not be saved and will be tried again: \(error); \(advice)")
                }
                problem = error
                return
            }
        }
    }

    private func summary(_ labels: [String]) -> String {
        var counts: [String: Int] = [:]
        for label in labels { counts[label, default: 0] += 1 }
        return counts.keys.sorted().map { "\(counts[$0] ?? 0) × \($0)" }.joined(separator: ", ")
    }
}
