import Foundation
import PostgresNIO
import QuizCore
import TestSupportFleet
import Testing

@testable import QuizFleet

/// A device as the server sees it: its id and the seq of its next outbox change; makes changes as a device's
/// outbox holds them.
struct FleetTestDevice {
    let id = UUID()
    private(set) var seq: Int64 = 0

    /// The next outbox change: `kind` with `body` (JSON), for `player`.
    mutating func change(
        _ kind: FleetKind, id: UUID = UUID(), player: UUID?, stamp: FleetStamp? = nil, _ body: String
    ) -> FleetOutgoing {
        seq += 1
        return FleetOutgoing(
            seq: seq, change: FleetChange(id: id, kind: kind, player: player, stamp: stamp, body: body))
    }

    /// A stamp of this device at `milliseconds` since 1970.
    func stamp(_ milliseconds: Int64, counter: Int32 = 0) -> FleetStamp {
        FleetStamp(milliseconds: milliseconds, counter: counter, device: id.uuidString.lowercased())
    }
}

/// Bodies of each kind, as FleetKind lists their keys.
enum FleetTestBody {
    static func player(_ name: String, username: String? = nil) -> String {
        let username = username.map { ",\"username\":\"\($0)\"" } ?? ""
        return "{\"name\":\"\(name)\"\(username),\"avatar\":\"fox\",\"passwordHash\":\"h\","
            + "\"createdAt\":\"2026-12-02T10:00:00.000Z\"}"
    }

    static func result(
        points: Int, date: String = "2026-12-02", mode: String = "classic", topic: String? = nil, ranked: Bool = true
    ) -> String {
        let topic = topic.map { ",\"topic\":\"\($0)\"" } ?? ""
        return "{\"mode\":\"\(mode)\",\"score\":\(points / 10),\"total\":10,\"points\":\(points),"
            + "\"completedAt\":\"\(date)T12:00:00.000Z\",\"localDate\":\"\(date)\"\(topic),\"ranked\":\(ranked)}"
    }

    static func answer(question: String = "q-1", option: Int = 2) -> String {
        "{\"question\":\"\(question)\",\"option\":\(option),\"result\":\"right\",\"points\":100,\"secondsTaken\":2.5,"
            + "\"mode\":\"classic\",\"answeredAt\":\"2026-12-02T12:00:00.000Z\"}"
    }

    static func daily(_ date: String, score: Int) -> String {
        "{\"date\":\"\(date)\",\"score\":\(score),\"completedAt\":\"\(date)T09:00:00.000Z\"}"
    }

    static func follow(_ follower: UUID, _ followee: UUID) -> String {
        "{\"follower\":\"\(follower.uuidString.lowercased())\",\"followee\":\"\(followee.uuidString.lowercased())\"}"
    }
}

extension FleetTestDatabase {
    /// A database of the test cluster with the fleet's schema installed and Ana registered by a new device (its
    /// seq 1): the device, to push more, and Ana's id.
    static func withAna() async throws -> (FleetTestDatabase, FleetTestDevice, ana: UUID) {
        let database = try await FleetTestCluster.shared().database()
        try await database.install()
        var device = FleetTestDevice()
        let ana = UUID()
        let player = device.change(.player, id: ana, player: ana, FleetTestBody.player("Ana"))
        #expect(try await database.calls { try await $0.push(device: device.id, changes: [player]) } == 1)
        return (database, device, ana)
    }

    /// The first column of `sql`'s first row as an integer (a count), read as the owner.
    func integer(_ sql: String) async throws -> Int {
        try await owner.run { client in
            for try await value in try await client.query(PostgresQuery(unsafeSQL: sql)).decode(Int.self) {
                return value
            }
            return 0
        }
    }

    /// The first column of `sql`'s rows as text (NULL as "null"), read as the owner.
    func texts(_ sql: String) async throws -> [String] {
        try await owner.run { client in
            var texts: [String] = []
            for try await value in try await client.query(PostgresQuery(unsafeSQL: sql)).decode(String?.self) {
                texts.append(value ?? "null")
            }
            return texts
        }
    }

    /// Every change after `after`, pulled by `device` in pages of `page`.
    func pullAll(_ device: UUID, after: Int64 = 0, page: Int = 100) async throws -> [FleetIncoming] {
        try await calls { calls in
            var all: [FleetIncoming] = []
            var cursor = after
            while true {
                let changes = try await calls.pull(device: device, after: cursor, max: page)
                guard let last = changes.last else { return all }
                all += changes
                cursor = last.logID
            }
        }
    }
}
