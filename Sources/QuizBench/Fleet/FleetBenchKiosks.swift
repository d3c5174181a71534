import Foundation
import QuizApp
import QuizCore
import QuizFleet
import QuizStore

/// 20 kiosks pushing a day of games at once.
struct PushFigures: Encodable, Sendable {
    var kiosks: Int
    /// Results pushed (each with its 10 answers; the kiosks' players first), and all changes pushed.
    var results: Int
    var changes: Int
    var seconds: Double
    var resultsPerSecond: Double
    var changesPerSecond: Double
    /// The question banks the kiosks sent as they joined (migration 8: once per device, its whole bank, at the
    /// head of its outbox), pushed at once before the timed push and not in its figures, and how long that took.
    var bankChanges: Int
    var bankSeconds: Double
}

/// A kiosk that was off for that day, catching up.
struct CatchUpFigures: Encodable, Sendable {
    /// The hall's results it missed, the changes it pulled and applied, and what it pushed of its own.
    var missedResults: Int
    var pulled: Int
    var applied: Int
    var pushed: Int
    var seconds: Double
}

/// The kiosks' real stores (SQLite, as a data folder holds them), each joined to the fleet with its day of play
/// in its outbox, and the late kiosk, joined with the year already pulled (its cursor at the loaded log's end).
struct FleetBenchKiosks: Sendable {
    let server: FleetBenchServer
    let size: FleetBench.Size
    let journals: [FleetJournal]
    /// The kiosk that was off while the others pushed.
    let late: FleetJournal

    init(server: FleetBenchServer, folder: String, size: FleetBench.Size) throws {
        self.server = server
        self.size = size
        guard let today = CalendarDay(FleetBenchLoad.today) else { throw CommandFailure("the bench's today") }
        var journals: [FleetJournal] = []
        for kiosk in 1...size.kiosks {
            let store = try Self.store(PathText.join(folder, "kiosk-\(kiosk)"), size: size, players: 10)
            // Each game with 10 answers, over the kiosk's 10 players, on the hall's last day.
            try BenchmarkData.addGames(store, count: size.gamesPerKiosk, days: 1, lastDay: today)
            let journal = FleetJournal(database: store)
            try journal.join()
            journals.append(journal)
        }
        self.journals = journals
        let lateStore = try Self.store(PathText.join(folder, "kiosk-late"), size: size, players: 1)
        late = FleetJournal(database: lateStore)
        let device = try late.join()
        guard let id = device.deviceID else { throw CommandFailure("the late kiosk has no device id") }
        let kiosk = server.kiosk
        let hello = try FleetBench.blocking {
            try await kiosk.run { try await FleetServerCalls($0).hello(device: id, kiosk: "late") }
        }
        try BenchmarkData.setFleetCursor(lateStore, to: hello.lastLog)
    }

    /// A new store with the bench's topics and questions (`bench-1`... as the loaded answers name them) and
    /// `players` players with 10 answers per game the kiosk will play.
    private static func store(_ folder: String, size: FleetBench.Size, players: Int) throws -> QuizDatabase {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let store = try QuizDatabase(path: QuizDatabase.file(inDirectory: folder))
        try BenchmarkData.populate(
            store, topics: 10, questions: size.questions, players: players,
            answers: players == 1 ? 0 : size.gamesPerKiosk * 10)
        return store
    }

    /// Every kiosk connects, says hello and sends its question bank (what a kiosk sends once, as it joins: the
    /// head of its outbox since migration 8, timed apart), then all push the rest of their outboxes, the day's
    /// players, games and answers, at once (in batches of `FleetSync.batchSize`, as `FleetSync.once` pushes,
    /// acknowledging each answer); timed from the first push to the last answer. The server must then hold each
    /// result once.
    func pushAtOnce() async throws -> PushFigures {
        let before = try await server.owner.run { try await $0.integer("SELECT count(*) FROM fleet.result") }
        let gate = FleetBenchGate(expected: journals.count)
        let clock = FleetBenchClock()
        let bankClock = FleetBenchClock()
        let kiosk = server.kiosk
        let totals = try await withThrowingTaskGroup(of: (bank: Int, day: Int).self) { group in
            for (index, journal) in journals.enumerated() {
                group.addTask {
                    try await kiosk.run { client in
                        let calls = FleetServerCalls(client)
                        let device: UUID
                        let bank: Int
                        do {
                            guard let id = try journal.state().deviceID else {
                                throw CommandFailure("kiosk \(index + 1) has no device id")
                            }
                            device = id
                            _ = try await calls.hello(device: device, kiosk: "hall-\(index + 1)")
                            bank = try await Self.pushBank(journal, calls: calls, device: device, clock: bankClock)
                        } catch {
                            await gate.arrive()
                            throw error
                        }
                        await gate.arrive()
                        await clock.start()
                        var pushed = 0
                        while true {
                            let batch = try journal.pending(limit: FleetSync.batchSize)
                            guard let last = batch.last?.seq else { break }
                            let high = try await calls.push(device: device, changes: batch)
                            guard high >= last else {
                                throw CommandFailure("kiosk \(index + 1)'s push stopped at \(high)")
                            }
                            try journal.acknowledge(through: high)
                            pushed += batch.count
                        }
                        await clock.end()
                        return (bank, pushed)
                    }
                }
            }
            var sum = (bank: 0, day: 0)
            for try await kiosk in group { sum = (sum.bank + kiosk.bank, sum.day + kiosk.day) }
            return sum
        }
        let changes = totals.day
        let seconds = await clock.seconds
        let bankSeconds = totals.bank > 0 ? await bankClock.seconds : 0
        let after = try await server.owner.run { try await $0.integer("SELECT count(*) FROM fleet.result") }
        let results = size.kiosks * size.gamesPerKiosk
        guard after - before == Int64(results) else {
            throw CommandFailure("the server holds \(after - before) of the \(results) results the kiosks pushed")
        }
        return PushFigures(
            kiosks: journals.count, results: results, changes: changes, seconds: seconds,
            resultsPerSecond: Double(results) / seconds, changesPerSecond: Double(changes) / seconds,
            bankChanges: totals.bank, bankSeconds: bankSeconds)
    }

    /// Pushes the question changes at the head of `journal`'s outbox (its bank, queued as it joined), in batches
    /// of `FleetSync.batchSize`, timed on `clock`; returns how many.
    private static func pushBank(
        _ journal: FleetJournal, calls: FleetServerCalls, device: UUID, clock: FleetBenchClock
    ) async throws -> Int {
        var pushed = 0
        while true {
            let bank = Array(try journal.pending(limit: FleetSync.batchSize).prefix { $0.change.kind == .question })
            guard let last = bank.last?.seq else { return pushed }
            await clock.start()
            let high = try await calls.push(device: device, changes: bank)
            await clock.end()
            guard high >= last else { throw CommandFailure("a kiosk's question bank stopped at \(high)") }
            try journal.acknowledge(through: high)
            pushed += bank.count
        }
    }

    /// The late kiosk's `FleetSync.once`, timed: hello, its own outbox pushed, the day it missed pulled and applied.
    func catchUp(pushed: PushFigures) async throws -> CatchUpFigures {
        let sync = FleetSync(journal: late, connection: server.kiosk, kiosk: "late")
        let start = Stopwatch.now()
        let report = try await sync.once()
        let seconds = Stopwatch.now() - start
        // Every change of the day: the kiosks' players, results and answers.
        guard report.pulled >= pushed.changes else {
            throw CommandFailure("the late kiosk pulled \(report.pulled) of the day's \(pushed.changes) changes")
        }
        return CatchUpFigures(
            missedResults: pushed.results, pulled: report.pulled, applied: report.applied, pushed: report.pushed,
            seconds: seconds)
    }
}

/// Lets a number of tasks on once all of them have arrived.
actor FleetBenchGate {
    private let expected: Int
    private var arrived = 0
    private var waiting: [CheckedContinuation<Void, Never>] = []

    init(expected: Int) { self.expected = expected }

    /// Returns once `expected` tasks have called it.
    func arrive() async {
        arrived += 1
        guard arrived < expected else {
            for waiter in waiting { waiter.resume() }
            waiting = []
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }
}

/// The first start and the last end of tasks working at once.
actor FleetBenchClock {
    private var first: Double?
    private var last: Double?

    func start() { first = min(first ?? .infinity, Stopwatch.now()) }
    func end() { last = max(last ?? 0, Stopwatch.now()) }
    var seconds: Double { max((last ?? 0) - (first ?? 0), 1e-9) }
}
