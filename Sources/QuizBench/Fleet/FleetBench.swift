import Foundation
import LocalPostgres
import QuizApp
import QuizFleet

/// The fleet at scale (`tiltquiz bench --only fleet`, docs/performance.md): a PostgreSQL cluster of its own on
/// loopback, loaded with a year of a hall (players, their results and answers, the board totals, the Daily
/// Challenges and the change log, set-based in SQL); then the boards the game shows, timed through the admin's
/// calls; 20 kiosks pushing a day of games at once through the devices' calls; a kiosk that was off for that day
/// catching up with `FleetSync.once`; 200 devices at once through a PgBouncer in transaction pooling; and a
/// kiosk's frames while its `FleetSyncRunner` syncs against the same frames while it does not, in turns.
enum FleetBench {
    /// How big a run is.
    struct Size: Sendable {
        /// Players loaded; each has `resultsPerPlayer` results over `days` days, each result 10 answers.
        var players: Int
        var days = 365
        var resultsPerPlayer = 100
        /// Questions the answers name (`bench-1`...), as every kiosk's store has them.
        var questions = 1000
        /// Kiosks pushing at once, and the games each pushes: together the hall's day the late kiosk missed.
        var kiosks: Int
        var gamesPerKiosk: Int
        /// Queries per board.
        var boardQueries: Int
        /// Devices connected through PgBouncer at once, and the push-and-pull rounds each makes.
        var poolDevices: Int
        var poolRounds: Int
        /// Turns of syncing and not syncing for the frames, and the seconds of each phase.
        var frameRounds: Int
        var phaseSeconds: Double

        var results: Int { players * resultsPerPlayer }

        /// The size (10,000 players: 1M results, 10M answers); `players` makes it smaller.
        static func full(players: Int = 10_000, devices: Int = 200) -> Size {
            Size(
                players: players, kiosks: 20, gamesPerKiosk: 250, boardQueries: 300, poolDevices: devices,
                poolRounds: 5,
                frameRounds: 10, phaseSeconds: 3)
        }

        /// The size `tiltquiz bench` asks for: `full`, or `quick`, with the players and devices given.
        static func asked(players: Int?, devices: Int?, quick: Bool) -> Size {
            var size = quick ? Size.quick : .full()
            if let players { size.players = players }
            if let devices { size.poolDevices = devices }
            return size
        }

        /// `--quick`: a tenth of the players, the same kiosks and devices, fewer queries and turns.
        static let quick = Size(
            players: 1000, kiosks: 20, gamesPerKiosk: 250, boardQueries: 100, poolDevices: 200, poolRounds: 2,
            frameRounds: 3, phaseSeconds: 2)

        /// The smallest run that still does every step (QuizBenchTests).
        static let tiny = Size(
            players: 30, days: 30, questions: 50, kiosks: 3, gamesPerKiosk: 10, boardQueries: 5, poolDevices: 8,
            poolRounds: 2, frameRounds: 1, phaseSeconds: 0.5)
    }

    struct Figures: Encodable {
        var load: LoadFigures
        var boards: BoardFigures
        var push: PushFigures
        var catchUp: CatchUpFigures
        /// Nil when no device was asked for (`--fleet-devices 0`).
        var pool: PoolFigures?
        var frames: FrameFigures
    }

    /// Measures every step on a new cluster, stopped and removed at the end.
    static func run(size: Size) throws -> Figures {
        let cluster: PostgresCluster
        do {
            cluster = try PostgresCluster(settings: FleetBenchServer.settings)
        } catch {
            throw CommandFailure("the fleet bench's PostgreSQL did not start: \(error)")
        }
        defer { cluster.stop() }
        return try BenchFolder.with(purpose: "fleet") { folder in
            let server = try FleetBenchServer(cluster: cluster, folder: folder)
            let load = try blocking { try await FleetBenchLoad.run(server, size: size) }
            let boards = try blocking { try await FleetBenchBoards.run(server, size: size) }
            let kiosks = try FleetBenchKiosks(server: server, folder: folder, size: size)
            let push = try blocking { try await kiosks.pushAtOnce() }
            let catchUp = try blocking { try await kiosks.catchUp(pushed: push) }
            let pool = size.poolDevices > 0 ? try blocking { try await FleetBenchPool.run(server, size: size) } : nil
            let frames = try FleetBenchFrames.run(kiosks: kiosks, size: size)
            return Figures(load: load, boards: boards, push: push, catchUp: catchUp, pool: pool, frames: frames)
        }
    }

    /// Runs `work` on a task of its own and blocks this thread until it ends: the bench's parts are measured one
    /// after the other, and the frames are drawn on the calling thread as the game draws them on its own.
    static func blocking<Result: Sendable>(_ work: @escaping @Sendable () async throws -> Result) throws -> Result {
        let outcome = Outcome<Result>()
        let done = DispatchSemaphore(value: 0)
        Task.detached {
            do {
                outcome.value = .success(try await work())
            } catch {
                outcome.value = .failure(error)
            }
            done.signal()
        }
        done.wait()
        guard let value = outcome.value else {
            throw CommandFailure("a step of the fleet bench ended without a result")
        }
        return try value.get()
    }

    /// A task's outcome, written once before the semaphore that its reader waits for.
    private final class Outcome<Value>: @unchecked Sendable {
        var value: Result<Value, any Error>?
    }
}
