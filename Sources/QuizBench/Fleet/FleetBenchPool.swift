import Foundation
import LocalPostgres
import QuizApp
import QuizCore
import QuizFleet

/// Devices connected at once through PgBouncer in transaction pooling.
struct PoolFigures: Encodable, Sendable {
    var devices: Int
    /// PgBouncer's own count (`SHOW POOLS`, `cl_active`) of the kiosk user's clients while all were connected,
    /// and of its server connections then (at most `poolSize`).
    var clientsAtOnce: Int
    var serverConnections: Int
    var poolSize: Int
    /// Calls made (hello, then each round a push of a game and a pull), the calls that failed and the first
    /// failure's line, the lines of PgBouncer's log with an error or a warning.
    var calls: Int
    var errors: Int
    var firstError: String?
    var logProblems: Int
    /// The results that reached `fleet.result`, of the `devices` x rounds pushed.
    var resultsArrived: Int
    var resultsPushed: Int
    var seconds: Double
}

/// Every device its own `FleetConnection` (a postgres-nio client, as a kiosk's sync has) through one PgBouncer
/// in transaction pooling with `poolSize` server connections: each says hello, all wait until every one has,
/// PgBouncer is asked how many clients it holds, then each pushes a game (a player the first time, a result and
/// its 10 answers) and pulls the change log's tail, round after round. The fleet's calls are unnamed statements,
/// each its own transaction (FleetServerCalls), which is what transaction pooling can carry.
enum FleetBenchPool {
    static let poolSize = 20

    static func run(_ server: FleetBenchServer, size: FleetBench.Size) async throws -> PoolFigures {
        let bouncer: PgBouncer
        do {
            bouncer = try PgBouncer(
                in: server.cluster, mode: .transaction, poolSize: poolSize, maxClients: 4 * size.poolDevices + 50,
                users: [server.kioskUser])
        } catch {
            throw CommandFailure("the fleet bench's PgBouncer did not start: \(error)")
        }
        defer { bouncer.stop() }
        let before = try await server.owner.run { try await $0.integer("SELECT count(*) FROM fleet.result") }
        let connection = try server.kiosk(port: bouncer.port)
        let connected = FleetBenchGate(expected: size.poolDevices + 1)
        let counted = FleetBenchGate(expected: size.poolDevices + 1)
        let start = Stopwatch.now()
        let (outcomes, pools) = try await withThrowingTaskGroup(of: DeviceOutcome.self) { group in
            for index in 0..<size.poolDevices {
                group.addTask {
                    let together = FleetBenchOnce {
                        await connected.arrive()
                        await counted.arrive()
                    }
                    // A device that hangs (a connection never answered) counts as a failure, and lets the
                    // others on.
                    let outcome = await withTaskGroup(of: DeviceOutcome?.self) { race in
                        race.addTask {
                            await device(index, connection: connection, rounds: size.poolRounds) {
                                await together.run()
                            }
                        }
                        race.addTask {
                            try? await Task.sleep(for: .seconds(300))
                            return nil
                        }
                        let first = await race.next() ?? nil
                        race.cancelAll()
                        return first
                    }
                    await together.run()
                    return outcome ?? DeviceOutcome(calls: 0, failures: ["device \(index + 1) did not finish in 300 s"])
                }
            }
            await connected.arrive()
            let pools = try? showPools(bouncer, user: server.kioskUser.name)
            await counted.arrive()
            var outcomes: [DeviceOutcome] = []
            for try await outcome in group { outcomes.append(outcome) }
            return (outcomes, pools)
        }
        let seconds = Stopwatch.now() - start
        let after = try await server.owner.run { try await $0.integer("SELECT count(*) FROM fleet.result") }
        let failures = outcomes.flatMap(\.failures)
        return PoolFigures(
            devices: size.poolDevices, clientsAtOnce: pools?.clients ?? 0, serverConnections: pools?.servers ?? 0,
            poolSize: poolSize, calls: outcomes.map(\.calls).reduce(0, +), errors: failures.count,
            firstError: failures.first, logProblems: bouncer.problems().count, resultsArrived: Int(after - before),
            resultsPushed: size.poolDevices * size.poolRounds, seconds: seconds)
    }

    struct DeviceOutcome: Sendable {
        var calls = 0
        var failures: [String] = []
    }

    /// One device: hello, `together` (every device connected), then `rounds` of a push and a pull. A failure is
    /// counted and the device goes on; `together` is always called once.
    static func device(
        _ index: Int, connection: FleetConnection, rounds: Int, together: @Sendable () async -> Void
    ) async -> DeviceOutcome {
        var outcome = DeviceOutcome()
        var waited = false
        let device = UUID()
        let player = UUID()
        do {
            try await connection.run { client in
                let calls = FleetServerCalls(client)
                let hello = try await calls.hello(device: device, kiosk: "pool-\(index + 1)")
                outcome.calls += 1
                waited = true
                await together()
                var seq: Int64 = 0
                func next(_ kind: FleetKind, _ body: String) -> FleetOutgoing {
                    seq += 1
                    return FleetOutgoing(
                        seq: seq, change: FleetChange(id: UUID(), kind: kind, player: player, body: body))
                }
                for round in 0..<rounds {
                    var batch = round == 0 ? [next(.player, FleetBenchBodies.player("Pool \(index + 1)"))] : []
                    batch.append(next(.result, FleetBenchBodies.result(points: 100 * (round + 1))))
                    for question in 1...10 { batch.append(next(.answer, FleetBenchBodies.answer(question: question))) }
                    do {
                        _ = try await calls.push(device: device, changes: batch)
                        _ = try await calls.pull(device: device, after: hello.lastLog, max: 100)
                    } catch {
                        outcome.failures.append(String(describing: error))
                    }
                    outcome.calls += 2
                }
            }
        } catch {
            outcome.failures.append(String(describing: error))
        }
        if !waited { await together() }
        return outcome
    }

    /// PgBouncer's `SHOW POOLS` for `user`: its clients (`cl_active` + `cl_waiting`) and its server connections.
    static func showPools(_ bouncer: PgBouncer, user: String) throws -> (clients: Int, servers: Int) {
        guard let pool = try bouncer.showPools().first(where: { $0["user"] == user }) else {
            throw CommandFailure("SHOW POOLS has no pool of \(user)")
        }
        func sum(_ names: [String]) -> Int { names.compactMap { pool[$0].flatMap { Int($0) } }.reduce(0, +) }
        return (
            sum(["cl_active", "cl_waiting"]), sum(["sv_active", "sv_idle", "sv_used", "sv_tested", "sv_login"])
        )
    }
}

/// Runs its work once, however many times it is asked to.
actor FleetBenchOnce {
    private var work: (@Sendable () async -> Void)?

    init(_ work: @escaping @Sendable () async -> Void) { self.work = work }

    func run() async {
        guard let work else { return }
        self.work = nil
        await work()
    }
}

/// Change bodies as a device's outbox writes them (docs/fleet.md, "What is synced, and as what").
enum FleetBenchBodies {
    static let time = "\(FleetBenchLoad.today)T12:00:00.000Z"

    static func player(_ name: String) -> String {
        "{\"name\":\"\(name)\",\"avatar\":\"fox\",\"passwordHash\":\"bench\",\"createdAt\":\"\(time)\"}"
    }

    static func result(points: Int) -> String {
        "{\"mode\":\"trivia\",\"score\":\(points / 100),\"total\":10,\"points\":\(points),\"completedAt\":\"\(time)\","
            + "\"localDate\":\"\(FleetBenchLoad.today)\",\"ranked\":true}"
    }

    static func answer(question: Int) -> String {
        "{\"question\":\"bench-\(question)\",\"option\":0,\"result\":\"right\",\"points\":100,\"secondsTaken\":2.5,"
            + "\"mode\":\"trivia\",\"answeredAt\":\"\(time)\"}"
    }
}
