import Foundation
import QuizConfig
import QuizCore
import QuizScreens
import QuizStore
import TiltInput

/// What `play` does with the store before the first frame and after the
/// last: one game per data folder, a damaged store caught (and shown, not
/// restarted in a loop), a first write to learn whether saving works, a
/// low-space warning, expired leads erased (then daily), and at the end the
/// saves flushed, the WAL folded in, the store checked and sealed
/// (`StoreSeal`), and a non-zero exit when anything could not be saved.
public struct PlayStore {
    /// Exit status of a game that cannot start because its store is damaged
    /// (the systemd units do not restart on it).
    public static let damagedExitCode: Int32 = 3

    public let database: QuizDatabase
    public let saves: PlaySaves
    /// Held until the process ends.
    public let lock: GameLock?
    /// The bytes free for the store when they are few (`PlaySaves.lowSpaceBytes`), for the start-up warning.
    public let lowFreeBytes: Int64?
    /// The data folder the store is in.
    public let folder: String

    /// Where the events' pictures are cached ("Which came first?" shows them on its cards).
    public var pictureFolder: String { PathText.join(folder, "event-images") }

    /// The data folder: `--data` when given, else the config's `data_dir`, else the default folder.
    public static func folder(data: String?, settings: KioskConfig) -> String {
        if let data { return data }
        return settings.dataDirectory.isEmpty ? QuizDatabase.defaultDirectory() : settings.dataDirectory
    }

    /// Opens the store for a game that keeps leads `leadRetentionDays` days.
    public static func open(
        directory: String, journal: CommitJournal?, leadRetentionDays: Int
    ) throws(StoreError)
        -> PlayStore
    {
        let lock = try GameLock(directory: directory)
        let database = try openChecked(directory: directory)
        let saves = PlaySaves(database: database)
        saves.journal = journal
        // A store that cannot be written is found now, and shown from the first frame.
        saves.save("the start-up check") { () throws(StoreError) in
            try database.probeWrite()
            return CommittedRows()
        }
        saves.keepLeads(LeadRetention(database: database, days: leadRetentionDays))
        let free = database.freeBytes()
        if let warning = PlaySaves.lowSpaceWarning(freeBytes: free) {
            saves.report("warning: \(warning) (\(directory))")
        }
        let low = free.flatMap { $0 < PlaySaves.lowSpaceBytes ? $0 : nil }
        return PlayStore(database: database, saves: saves, lock: lock, lowFreeBytes: low, folder: directory)
    }

    /// After the session: the last saves written if they can be, the store
    /// left as one checkpointed file, and a failure when anything was not saved.
    public func finish() throws(CommandFailure) {
        let complete = saves.finish()
        // Checked and sealed at a clean exit, so the next start need not check.
        let sound =
            (try? database.checkpoint(truncate: true)) != nil
            && (try? database.quickCheckProblems())?.isEmpty == true
        try? database.close()
        if sound, complete, let path = database.path { StoreSeal.seal(path) }
        guard saves.failedSaves == 0, complete else {
            let lost =
                complete
                ? "written later" : PlaySaves.count(saves.waiting + saves.lostSaves, "was lost", "were lost")
            let failed = PlaySaves.count(saves.failedSaves + saves.lostSaves, "save", "saves")
            throw CommandFailure(
                "\(failed) failed during the game (\(lost)): "
                    + (saves.problem.map { "\($0)" } ?? "see the lines above"))
        }
    }
}

extension PlayStore {
    /// Opens the database in `directory` for play and checks it for damage first (`PRAGMA
    /// quick_check`, skipped when the store is exactly as a clean, checked
    /// exit sealed it), then brings the bundled packs in.
    static func openChecked(directory: String) throws(StoreError) -> QuizDatabase {
        let path = QuizDatabase.file(inDirectory: directory)
        let intact = StoreSeal.isIntact(path)
        StoreSeal.breakSeal(path)
        let database = try QuizDatabase(path: path)
        if !intact { try Self.refuseDamage(database, path: path) }
        try Self.installBundled(into: database)
        return database
    }

    /// Throws `.damaged` when `quick_check` finds a problem (or cannot run for one).
    static func refuseDamage(_ database: QuizDatabase, path: String) throws(StoreError) {
        let problems: [String]
        do {
            problems = try database.quickCheckProblems()
        } catch {
            guard error.storageProblem == .damaged else { throw error }
            if case .storage(_, _, let detail) = error { throw StoreError.damaged(path: path, detail: detail) }
            throw StoreError.damaged(path: path, detail: "\(error)")
        }
        if !problems.isEmpty {
            let shown = problems.prefix(3).joined(separator: "; ")
            throw StoreError.damaged(path: path, detail: "\(problems.count) problems: \(shown)")
        }
    }
}

extension PlayStore {
    /// Brings the bundled packs and the starter quizzes in: an unchanged file writes nothing.
    public static func installBundled(into database: QuizDatabase) throws(StoreError) {
        let assets = try AssetLocator.locate()
        try PackInstaller(database: database).installPacks(
            inDirectory: PathText.join(assets, "packs"))
        try StarterQuizzes(database: database).install(from: StarterQuizzes.file(inAssets: assets))
    }

    /// Opens the store for play; a damaged one is named on stderr, shown on screen (unless
    /// `headless`, in a window made with `options`) and ends the command with `damagedExitCode`.
    public static func openForPlay(
        directory: String, journal: CommitJournal?, settings: KioskConfig, headless: Bool,
        options: () throws -> PlayOptions
    ) throws -> PlayStore {
        do {
            return try open(directory: directory, journal: journal, leadRetentionDays: settings.leads.retentionDays)
        } catch {
            guard case .damaged(let path, let detail) = error else { throw CommandFailure(error) }
            ProgramMessage.write("\(error)")
            if !headless {
                let options = try options()
                let scene = MessageScene.damagedStore(path: path, detail: detail, kiosk: settings.kiosk)
                _ = try? PlaySession(options: options, tilt: TiltFeed(source: SimulatedTilt())) { _ in scene }.run()
            }
            throw CommandFailure("the store is damaged; see the line above", exitCode: damagedExitCode)
        }
    }
}
