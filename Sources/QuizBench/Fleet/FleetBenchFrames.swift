import Foundation
import QuizApp
import QuizCore
import QuizFleet
import QuizScreens
import QuizStore
import Synchronization

/// A kiosk's frames while it syncs and while it does not, in the same run.
struct FrameFigures: Encodable, Sendable {
    /// Frame times, wall clock (the sync's threads and PostgreSQL compete for the same cores).
    var syncing: Timing
    var notSyncing: Timing
    /// Syncing p99 over not-syncing p99 (target <= 1.05).
    var p99Ratio: Double
    /// Syncs that completed, and that failed, while the frames were drawn.
    var syncs: Int
    var failedSyncs: Int
    var rounds: Int
    var framesPerPhase: Int
    /// Games the rest of the hall pushed a second meanwhile (each pulled by the kiosk's syncs).
    var hallGamesPerSecond: Int
}

/// Trivia's question screen drawn at 60 frames a second in real time (1280x720, software renderer, SDL's dummy
/// driver) on this thread, as the game's loop draws it, in turns: a phase with the late kiosk's
/// `FleetSyncRunner` syncing every second (as `fleet.sync_seconds: 1` makes `tiltquiz play` sync), and a
/// phase without. In both, the rest of the hall pushes games through the server, and the kiosk's store saves a
/// game each second on another thread, so only the sync differs.
enum FleetBenchFrames {
    static let frameSeconds = 1.0 / 60
    static let hallGamesPerSecond = 10

    static func run(kiosks: FleetBenchKiosks, size: FleetBench.Size) throws -> FrameFigures {
        let rig = try FrameBench.openRig()
        defer { rig.close() }
        guard let fixture = ScreenFixture.all.first(where: { $0.name == "triviaQuestion" }) else {
            throw CommandFailure("the fleet bench's screen, triviaQuestion, is not among the bench's screens")
        }
        let hall = Task.detached { try await background(kiosks) }
        defer { hall.cancel() }
        let framesPerPhase = Int((size.phaseSeconds / frameSeconds).rounded())
        let syncs = SyncCount()
        var syncing: [Double] = []
        var notSyncing: [Double] = []
        try BenchFolder.with(purpose: "fleet-frames") { folder in
            let world = try ScreenWorld(folder: folder, assets: try FrameBench.assets(), sounds: rig.sounds)
            for round in 0..<size.frameRounds {
                let driver = try fixture.prepare(world).driver
                rig.drawWholeFrame(driver.scene, at: driver.time)
                for withSync in round % 2 == 0 ? [true, false] : [false, true] {
                    let runner =
                        withSync
                        ? FleetSyncRunner(
                            FleetSync(journal: kiosks.late, connection: kiosks.server.kiosk, kiosk: "late"), every: 1
                        ) { outcome in
                            syncs.note(outcome)
                        } : nil
                    var next = Stopwatch.now()
                    for _ in 0..<framesPerPhase {
                        let scene = driver.scene
                        let time = driver.time
                        let spent = Stopwatch.milliseconds { rig.drawFrame(scene, at: time) }
                        if withSync { syncing.append(spent) } else { notSyncing.append(spent) }
                        driver.run(seconds: frameSeconds)
                        next += frameSeconds
                        let wait = next - Stopwatch.now()
                        if wait > 0 { usleep(UInt32(wait * 1e6)) }
                    }
                    runner?.stopAndWait(limit: .seconds(30))
                }
            }
        }
        hall.cancel()
        if case .failure(let error) = FleetBench.waitFor(hall) { throw error }
        let (done, failed) = syncs.counts.withLock { ($0.done, $0.failed) }
        guard done > 0 else { throw CommandFailure("the kiosk completed no sync while its frames were drawn") }
        let with = Timing(of: syncing)
        let without = Timing(of: notSyncing)
        return FrameFigures(
            syncing: with, notSyncing: without, p99Ratio: with.p99Ms / max(without.p99Ms, 1e-6), syncs: done,
            failedSyncs: failed, rounds: size.frameRounds, framesPerPhase: framesPerPhase,
            hallGamesPerSecond: hallGamesPerSecond)
    }

    /// Until cancelled: the hall's other kiosks push `hallGamesPerSecond` games a second (a device of their
    /// own, through the server's push), and the late kiosk saves a game of its own each second.
    static func background(_ kiosks: FleetBenchKiosks) async throws {
        guard let today = CalendarDay(FleetBenchLoad.today) else { return }
        let store = kiosks.late.database
        do {
            try await hall(kiosks, store: store, today: today)
        } catch  where Task.isCancelled {
            // Stopped in the middle of a push: the connection closed under it.
        }
    }

    private static func hall(_ kiosks: FleetBenchKiosks, store: QuizDatabase, today: CalendarDay) async throws {
        try await kiosks.server.kiosk.run { client in
            let calls = FleetServerCalls(client)
            let device = UUID()
            let player = UUID()
            var seq: Int64 = 0
            func next(_ kind: FleetKind, _ body: String) -> FleetOutgoing {
                seq += 1
                return FleetOutgoing(seq: seq, change: FleetChange(id: UUID(), kind: kind, player: player, body: body))
            }
            _ = try await calls.hello(device: device, kiosk: "hall-rest")
            _ = try await calls.push(device: device, changes: [next(.player, FleetBenchBodies.player("The hall"))])
            var tick = 0
            while !Task.isCancelled {
                var game = [next(.result, FleetBenchBodies.result(points: 500))]
                for question in 1...10 { game.append(next(.answer, FleetBenchBodies.answer(question: question))) }
                _ = try await calls.push(device: device, changes: game)
                tick += 1
                if tick % hallGamesPerSecond == 0 {
                    try BenchmarkData.addGames(store, count: 1, days: 1, lastDay: today)
                }
                try? await Task.sleep(for: .milliseconds(1000 / hallGamesPerSecond))
            }
        }
    }
}

/// The syncs that ended while the frames were drawn, counted on the runner's task.
final class SyncCount: Sendable {
    let counts = Mutex((done: 0, failed: 0))

    func note(_ outcome: Result<FleetSyncReport, FleetSyncFailure>) {
        counts.withLock {
            if case .success = outcome { $0.done += 1 } else { $0.failed += 1 }
        }
    }
}

extension FleetBench {
    /// Blocks this thread until `task` ends; its outcome.
    static func waitFor(_ task: Task<Void, any Error>) -> Result<Void, any Error> {
        do {
            try blocking { try await task.value }
            return .success(())
        } catch is CancellationError {
            return .success(())
        } catch {
            return .failure(error)
        }
    }
}
