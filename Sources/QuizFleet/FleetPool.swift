import Logging
import PostgresNIO
import Synchronization

/// A bounded pool of connections to the fleet's PostgreSQL, kept open between uses: the web admin holds one for
/// its lifetime, and every fleet page's reads and changes run on a connection it lends (docs/fleet.md, "The web
/// admin over the fleet").
///
/// At most `maximum` connections are open at once, however many pages are asked at the same moment: a page past
/// them waits for one to come back. A connection is opened only when none is idle, and one idle for `idleTimeout`
/// is closed by `run`. Each is a `PostgresConnection` opened by `FleetConnection.connect`, which fails at once with
/// PostgreSQL's or the network's reason (refused, a wrong password, no such database, no TLS): a page names it,
/// where postgres-nio's `PostgresClient` pool retries quietly and fails its waiting queries after a minute
/// without the cause. A connection the server closed (a restart, `pg_terminate_backend`) is dropped when it is
/// next lent, and one whose work failed is closed rather than lent again.
///
/// `run()` runs for the pool's life (the web admin runs it as a service beside its HTTP server); when it ends,
/// cancelled or at a graceful shutdown, the pool closes every connection and lends no more. postgres-nio's shared
/// event loops carry the connections: the pool starts no thread of its own.
public final class FleetPool: Sendable {
    /// Where and as whom it connects.
    public let connection: FleetConnection
    /// The most connections open at once.
    public let maximum: Int
    /// How long a connection may stay idle before `run` closes it.
    public let idleTimeout: Duration

    private let state = Mutex(State())

    /// `maximum` at least 1.
    public init(_ connection: FleetConnection, maximum: Int, idleTimeout: Duration = .seconds(60)) {
        precondition(maximum >= 1, "a pool holds at least one connection")
        self.connection = connection
        self.maximum = maximum
        self.idleTimeout = idleTimeout
    }

    /// Runs `body` with a new pool of `connection`, then shuts the pool down, whether `body` returned or threw.
    public static func with<Result: Sendable>(
        _ connection: FleetConnection, maximum: Int, _ body: (FleetPool) async throws -> Result
    ) async throws -> Result {
        let pool = FleetPool(connection, maximum: maximum)
        do {
            let result = try await body(pool)
            await pool.shutdown()
            return result
        } catch {
            await pool.shutdown()
            throw error
        }
    }

    /// The server it connects to.
    public var server: FleetServer { connection.server }

    /// Runs `work` on a connection of the pool (waiting for one while `maximum` are lent), then gives it back; a
    /// failure `work` or the connection meets that a user can cause comes out as a `FleetFailure`.
    public func run<Result: Sendable>(_ work: (FleetSession) async throws -> Result) async throws -> Result {
        let lent: PostgresConnection
        do {
            lent = try await lend()
        } catch {
            throw connection.failure(error)
        }
        do {
            let result = try await work(FleetSession(lent))
            await giveBack(lent, reusable: true)
            return result
        } catch {
            // Whatever state the failure left it in (rows not read, a statement cut short), it is not lent again.
            await giveBack(lent, reusable: false)
            throw connection.failure(error)
        }
    }

    /// Closes idle connections past `idleTimeout` until the task is cancelled, then shuts the pool down.
    public func run() async {
        let every = min(idleTimeout, .seconds(5))
        while !Task.isCancelled {
            do { try await Task.sleep(for: every) } catch { break }
            let now = ContinuousClock.now
            let stale = state.withLock { state in
                let (old, kept) = (
                    state.idle.filter { now - $0.since >= idleTimeout },
                    state.idle.filter { now - $0.since < idleTimeout }
                )
                state.idle = kept
                return old.map(\.connection)
            }
            for connection in stale { await Self.close(connection) }
        }
        await shutdown()
    }

    /// Closes every connection, idle or lent (work still running on one fails), and fails every page waiting for
    /// one; the pool lends no more (`FleetFailure.poolClosed`).
    public func shutdown() async {
        let (connections, waiters) = state.withLock { state in
            state.closed = true
            let connections = state.idle.map(\.connection) + state.lent.values
            let waiters = state.waiters
            state.idle = []
            state.waiters = []
            return (connections, waiters)
        }
        for waiter in waiters { waiter.continuation.resume(throwing: FleetFailure.poolClosed(address: server.address)) }
        for connection in connections { await Self.close(connection) }
    }

    /// How many connections are open (idle, lent or being opened), and how many were opened since the start.
    public var counts: (open: Int, opened: Int) {
        state.withLock { ($0.open, $0.opened) }
    }

    // MARK: Lending

    private struct Idle {
        var connection: PostgresConnection
        var since: ContinuousClock.Instant
    }

    /// What a page waiting for a connection is given: one given back, or the room to open one.
    private enum Grant {
        case connection(PostgresConnection)
        case room
    }

    private struct Waiter {
        var id: Int
        var continuation: CheckedContinuation<Grant, any Error>
    }

    private struct State {
        var idle: [Idle] = []
        var lent: [ObjectIdentifier: PostgresConnection] = [:]
        /// Connections being opened.
        var opening = 0
        var waiters: [Waiter] = []
        var closed = false
        var nextID = 0
        var opened = 0

        var open: Int { idle.count + lent.count + opening }

        /// A connection lent from the idle ones (the most recently given back: the others may idle out), after
        /// dropping those the server closed (returned for closing).
        mutating func takeIdle(dropping closed: inout [PostgresConnection]) -> PostgresConnection? {
            while let last = idle.popLast() {
                if last.connection.isClosed {
                    closed.append(last.connection)
                    continue
                }
                lent[ObjectIdentifier(last.connection)] = last.connection
                return last.connection
            }
            return nil
        }
    }

    private func lend() async throws -> PostgresConnection {
        let id = state.withLock { state in
            state.nextID += 1
            return state.nextID
        }
        var dropped: [PostgresConnection] = []
        let grant: Grant = try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let now: Result<Grant, any Error>? = state.withLock { state in
                    if state.closed { return .failure(FleetFailure.poolClosed(address: server.address)) }
                    if Task.isCancelled { return .failure(CancellationError()) }
                    if let idle = state.takeIdle(dropping: &dropped) { return .success(.connection(idle)) }
                    if state.open < maximum {
                        state.opening += 1
                        return .success(.room)
                    }
                    state.waiters.append(Waiter(id: id, continuation: continuation))
                    return nil
                }
                if let now { continuation.resume(with: now) }
            }
        } onCancel: {
            let waiter = state.withLock { state -> Waiter? in
                guard let index = state.waiters.firstIndex(where: { $0.id == id }) else { return nil }
                return state.waiters.remove(at: index)
            }
            waiter?.continuation.resume(throwing: CancellationError())
        }
        for connection in dropped { await Self.close(connection) }
        switch grant {
        case .connection(let lent):
            return lent
        case .room:
            return try await open(id: id)
        }
    }

    /// Opens a connection in the room the caller was given; without one, the room goes to the next waiting page
    /// (which tries in turn, and hears the same reason at once while the server refuses).
    private func open(id: Int) async throws -> PostgresConnection {
        let opened: PostgresConnection
        do {
            opened = try await connection.connect(id: id)
        } catch {
            let next = state.withLock { state -> Waiter? in
                guard !state.closed, !state.waiters.isEmpty else {
                    state.opening -= 1
                    return nil
                }
                return state.waiters.removeFirst()
            }
            next?.continuation.resume(returning: .room)
            throw error
        }
        let kept = state.withLock { state -> Bool in
            state.opening -= 1
            guard !state.closed else { return false }
            state.opened += 1
            state.lent[ObjectIdentifier(opened)] = opened
            return true
        }
        guard kept else {
            await Self.close(opened)
            throw FleetFailure.poolClosed(address: server.address)
        }
        return opened
    }

    /// Takes `lent` back: to the next waiting page or the idle ones when `reusable`, else closed (and its room
    /// given to the next waiting page).
    private func giveBack(_ lent: PostgresConnection, reusable: Bool) async {
        enum Next {
            case kept
            case handed(Waiter)
            case close(room: Waiter?)
        }
        let next = state.withLock { state -> Next in
            state.lent[ObjectIdentifier(lent)] = nil
            guard reusable, !state.closed, !lent.isClosed else {
                guard !state.closed, !state.waiters.isEmpty else { return .close(room: nil) }
                state.opening += 1
                return .close(room: state.waiters.removeFirst())
            }
            guard !state.waiters.isEmpty else {
                state.idle.append(Idle(connection: lent, since: .now))
                return .kept
            }
            let waiter = state.waiters.removeFirst()
            state.lent[ObjectIdentifier(lent)] = lent
            return .handed(waiter)
        }
        switch next {
        case .kept: break
        case .handed(let waiter): waiter.continuation.resume(returning: .connection(lent))
        case .close(let room):
            // Closed first, so PostgreSQL never counts it beside the one the waiting page opens in its room.
            await Self.close(lent)
            room?.continuation.resume(returning: .room)
        }
    }

    /// Closes `connection` with a Terminate message first, as libpq ends a session (at once when it is busy or
    /// already closed).
    private static func close(_ connection: PostgresConnection) async {
        if connection.isClosed { return }
        do {
            try await connection.closeGracefully()
        } catch {
            try? await connection.close()
        }
    }
}

/// One connection lent by a `FleetPool` for a piece of work: its statements run one after another on it.
public struct FleetSession: FleetQuerying {
    let connection: PostgresConnection

    init(_ connection: PostgresConnection) { self.connection = connection }

    /// Runs `query` (an unnamed statement, as `PostgresClient.query` sends it) and returns its rows, which must be
    /// read before the next statement.
    public func query(
        _ query: PostgresQuery, logger: Logger? = nil, file: String = #fileID, line: Int = #line
    ) async throws -> PostgresRowSequence {
        try await connection.query(query, logger: logger ?? FleetConnection.silent, file: file, line: line)
    }
}

/// Where the fleet's statements run: a `PostgresClient` (each statement on a connection its pool lends) or a
/// `FleetSession` (one connection of a `FleetPool`). `FleetServerCalls` runs on either.
public protocol FleetQuerying: Sendable {
    func query(_ query: PostgresQuery, logger: Logger?, file: String, line: Int) async throws -> PostgresRowSequence
}

extension PostgresClient: FleetQuerying {}
