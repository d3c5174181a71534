import Foundation
import TestSupport
import TestSupportFleet
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
        let proxy = try Self.silencingProxy()
        defer { proxy.stop() }
        let device = try await hall.device("hall-1", port: proxy.port)
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
        let proxy = try Self.silencingProxy()
        defer { proxy.stop() }
        let device = try await hall.device("hall-1", port: proxy.port)
        let ada = try device.register("Ada")
        try device.play(ada, points: 10)
        try await device.sync.once()

        try device.play(ada, points: 5)
        proxy.arm()
        // Only this sync has the short limit: a sync that is answered may take longer than a second on a busy
        // machine.
        let hurried = FleetTestStore(device, connection: device.sync.connection, limit: .seconds(1))
        let failure = await #expect(throws: FleetSyncFailure.self) { try await hurried.sync.once() }
        #expect(failure?.line == "cannot connect to PostgreSQL at 127.0.0.1:\(proxy.port): no answer within 1 s")
        #expect(proxy.stopped >= 1, "the server's replies were held back")
        let cut = try device.journal.state()
        #expect(cut.lastProblem == failure?.line && cut.outboxLength == 1)

        proxy.disarm()
        try await device.sync.once()
        let state = try device.journal.state()
        #expect(state.outboxLength == 0 && state.lastProblem == nil)
        let other = try await hall.device("hall-2")
        try await other.sync.once()
        #expect(try other.board() == ["Ada 15"])
    }

    /// A proxy in front of the test's PostgreSQL that, armed, holds back every reply after a device's hello.
    static func silencingProxy() throws -> ReplyProxy {
        try ReplyProxy(to: FleetTestCluster.shared().cluster.port, at: "fleet.hello", then: .drop, once: false)
    }
}
