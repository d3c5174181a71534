import Foundation
import QuizCore
import QuizFleet
import QuizStore
import TestSupport
import TestSupportFleet
import Testing

@testable import QuizAdmin

/// What the web admin's fleet pages cost PostgreSQL in connections, counted by PostgreSQL itself: a cluster of the
/// test's own with `log_connections` and `log_disconnections` on, whose log says each session of the admin's login
/// user as it starts and ends (docs/fleet.md, "The web admin over the fleet").
@Suite(.serialized) struct FleetConnectionCountTests {
    /// The admin's pool holds at most this many connections.
    static let bound = AdminServer.fleetConnections

    @Test func pagesShareTheAdminsPoolAndStoppingTheAdminClosesIt() async throws {
        let cluster = try PostgresCluster(settings: ["log_connections": "on", "log_disconnections": "on"])
        defer { cluster.close() }
        try await FleetTestCluster.$current.withValue(FleetTestCluster(cluster)) {
            let hall = try await FleetHall.make()
            let kiosk = try HallKiosk(hall, kiosk: "hall-1")
            defer { kiosk.remove() }
            let ada = try kiosk.register("ada")
            try kiosk.game(ada, points: 300, day: LocalDate.string(for: Date(), in: TimeZone(identifier: "UTC")!))
            try await kiosk.sync.once()
            let adaID = try kiosk.fleetID(ada)
            let log = SessionLog(file: cluster.folder + "/server.log", user: hall.admin.server.user)

            try await AdminFixture.with(signedIn: .admin, fleet: hall.admin) { fixture, cookie, _ in
                // Signing in showed the dashboard, a fleet page too: the pool's first connection.
                #expect(log.opened(from: 0, to: log.events().count) == 1)
                // Then each page once, one after another: each takes the idle connection.
                var figures: [String] = []
                for path in ["/players", "/players/\(adaID)", "/", "/boards", "/questions"] {
                    let before = log.events().count
                    let page = try await fixture.get(path, cookie: cookie)
                    #expect(page.status == 200, "\(path)")
                    let opened = log.opened(from: before, to: log.events().count)
                    #expect(opened == 0, "\(path) opened \(opened) connections")
                    figures.append("\(path == "/players/\(adaID)" ? "/players/ID" : path) \(opened)")
                }
                let afterPage = log.events().count
                let paths = (0..<10).map { $0.isMultiple(of: 2) ? "/players" : "/players/\(adaID)" }
                let statuses = try await withThrowingTaskGroup(of: Int.self) { group in
                    for path in paths { group.addTask { try await fixture.get(path, cookie: cookie).status } }
                    return try await group.reduce(into: []) { $0.append($1) }
                }
                #expect(statuses == Array(repeating: 200, count: 10))
                // Ten at once share the pool: at most its connections, ever, and at once.
                let crowdOpened = log.opened(from: afterPage, to: log.events().count)
                let peak = log.peak()
                #expect(peak <= Self.bound, "\(peak) connections were open at once")
                #expect(log.opened(from: 0, to: log.events().count) <= Self.bound)
                print(
                    "fleet admin connections: \(figures.joined(separator: ", ")), "
                        + "10 pages at once \(crowdOpened), at most \(peak) open at once, "
                        + "\(log.opened(from: 0, to: log.events().count)) in all since the start")
            }
            // The admin stopped: every session of its user has ended (a socket it leaked would keep one open).
            let clock = ContinuousClock()
            let deadline = clock.now + .seconds(60)  // a bound on a busy machine, not a speed asked for
            while log.stillOpen() > 0 && clock.now < deadline { try await Task.sleep(for: .milliseconds(50)) }
            #expect(log.stillOpen() == 0, "\(log.stillOpen()) connections stayed open after the admin stopped")
        }
    }
}

/// The sessions of one user in a PostgreSQL log written with `log_connections` and `log_disconnections` (and the
/// default `log_line_prefix`, `%m [%p] `): each start and end, in the order the server wrote them.
struct SessionLog {
    let file: String
    let user: String

    struct Event: Equatable {
        var pid: Substring
        var opened: Bool
    }

    func events() -> [Event] {
        let text = (try? String(contentsOfFile: file, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").compactMap { line in
            let opened = line.contains("connection authorized: user=\(user) ")
            guard opened || (line.contains("disconnection: ") && line.contains(" user=\(user) ")),
                let start = line.firstIndex(of: "["), let end = line[start...].firstIndex(of: "]")
            else { return nil }
            return Event(pid: line[line.index(after: start)..<end], opened: opened)
        }
    }

    /// The sessions started between the `from`th and the `to`th event.
    func opened(from: Int, to: Int) -> Int {
        events()[from..<to].filter(\.opened).count
    }

    /// The most sessions open at once.
    func peak() -> Int {
        var open = Set<Substring>()
        var most = 0
        for event in events() {
            if event.opened { open.insert(event.pid) } else { open.remove(event.pid) }
            most = max(most, open.count)
        }
        return most
    }

    /// The sessions started and not ended.
    func stillOpen() -> Int {
        var open = Set<Substring>()
        for event in events() {
            if event.opened { open.insert(event.pid) } else { open.remove(event.pid) }
        }
        return open.count
    }
}
