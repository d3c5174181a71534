import Foundation
import TestSupport
import Testing

@testable import QuizFleet

/// A sync runs on one connection of its own, and a server that lets a device in and then falls silent (a network
/// gone quiet: no reply, no reset) cuts the sync off at its limit with one line, losing nothing. Before, a sync
/// opened a connection to hear a refusal's reason and then a `PostgresClient` pool; a server that stopped between
/// the two left the pool waiting up to a minute for a connection while the device's status said nothing (a hall
/// test's kiosk waited past its two-minute guard in CI).
@Suite(.fleetCluster) struct FleetSyncSilenceTests {
    @Test func aSyncOpensOneConnection() async throws {
        let hall = try await FleetTestHall()
        let proxy = try SilencingProxy(to: FleetTestCluster.shared().cluster.port)
        defer { proxy.stop() }
        let device = try await FleetTestStore(
            kiosk: "hall-1", connection: hall.database.user(in: FleetSchema.kioskRole, port: proxy.port))
        try device.play(try device.register("Ada"), points: 10)
        let first = try await device.sync.once()
        #expect(first.pushed == 2, "the player and the result")
        #expect(proxy.connections == 1)
        try await device.sync.once()
        #expect(proxy.connections == 2)
    }

    @Test(.timeLimit(.minutes(2)))
    func aServerThatFallsSilentCutsTheSyncOffAtItsLimitAndLosesNothing() async throws {
        let hall = try await FleetTestHall()
        let proxy = try SilencingProxy(to: FleetTestCluster.shared().cluster.port)
        defer { proxy.stop() }
        let device = try await FleetTestStore(
            kiosk: "hall-1", connection: hall.database.user(in: FleetSchema.kioskRole, port: proxy.port))
        let ada = try device.register("Ada")
        try device.play(ada, points: 10)
        try await device.sync.once()

        try device.play(ada, points: 5)
        proxy.silence()
        // Only this sync has the short limit: a sync that is answered may take longer than a second on a busy
        // machine.
        let hurried = FleetTestStore(device, connection: device.sync.connection, limit: .seconds(1))
        let failure = await #expect(throws: FleetSyncFailure.self) { try await hurried.sync.once() }
        #expect(failure?.line == "cannot connect to PostgreSQL at 127.0.0.1:\(proxy.port): no answer within 1 s")
        #expect(proxy.silenced >= 1, "the server's replies were held back")
        let cut = try device.journal.state()
        #expect(cut.lastProblem == failure?.line && cut.outboxLength == 1)

        proxy.speak()
        try await device.sync.once()
        let state = try device.journal.state()
        #expect(state.outboxLength == 0 && state.lastProblem == nil)
        let other = try await hall.device("hall-2")
        try await other.sync.once()
        #expect(try other.board() == ["Ada 15"])
    }
}

/// A `LoopbackProxy` that counts the connections made through it and, once told to `silence`, passes nothing the
/// server sends back on any connection after the device's next statement (`fleet.hello`): the device hears
/// neither a reply nor a reset.
final class SilencingProxy: Sendable {
    private let proxy: LoopbackProxy
    private let state: State
    private static let hello = Array("fleet.hello".utf8)

    private final class State: @unchecked Sendable {
        let lock = NSLock()
        var quiet = false
        var connections = 0
        var silenced = 0
    }

    /// The port the proxy listens on.
    var port: Int { proxy.port }

    /// Listens on a free loopback port, forwarding each connection to 127.0.0.1:`upstream`.
    init(to upstream: Int) throws {
        let state = State()
        self.state = state
        proxy = try LoopbackProxy(to: upstream, backlog: 16) { link, direction, chunk in
            switch direction {
            case .toServer:
                if link.mark("counted") { state.lock.withLock { state.connections += 1 } }
                if link.saw(Self.hello, in: chunk, going: .toServer), state.lock.withLock({ state.quiet }) {
                    link.mark("silent")
                }
                return .pass
            case .toClient:
                guard link.has("silent") else { return .pass }
                state.lock.withLock { state.silenced += 1 }
                return .drop
            }
        }
    }

    /// From the next hello on, the server's replies are held back.
    func silence() { state.lock.withLock { state.quiet = true } }

    /// New connections are answered again.
    func speak() { state.lock.withLock { state.quiet = false } }

    /// Connections made through the proxy so far.
    var connections: Int { state.lock.withLock { state.connections } }

    /// Chunks of the server's replies held back.
    var silenced: Int { state.lock.withLock { state.silenced } }

    /// Stops listening and closes every connection.
    func stop() { proxy.stop() }
}
