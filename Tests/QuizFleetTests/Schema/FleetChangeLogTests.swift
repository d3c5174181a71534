import Foundation
import QuizCore
import TestSupportFleet
import Testing

@testable import QuizFleet

/// The change log: a cursor walk hands out every change once, in id order, while devices push at the same time.
@Suite(.fleetCluster) struct FleetChangeLogTests {
    /// Two devices push batches of results and answers at once while a third walks the log with its cursor; then
    /// it walks to the end. Every change is pulled exactly once: no row committed behind the cursor was skipped
    /// (answers go into their table before the push has the change log's lock, their log rows under it).
    @Test func twoPushersAtOnceAndACursorWalkSeeEveryChangeOnce() async throws {
        let database = try await FleetTestCluster.shared().database()
        try await database.install()
        var devices = [FleetTestDevice(), FleetTestDevice()]
        var batches: [[[FleetOutgoing]]] = [[], []]
        for index in devices.indices {
            for _ in 0..<15 {
                batches[index].append(
                    (0..<8).map { step in
                        step % 2 == 0
                            ? devices[index].change(.result, player: nil, FleetTestBody.result(points: 10))
                            : devices[index].change(.answer, player: nil, FleetTestBody.answer(option: step % 4))
                    })
            }
        }
        let walker = UUID()
        let pulled = try await database.owner.run { client in
            let calls = FleetServerCalls(client)
            return try await withThrowingTaskGroup(of: [FleetIncoming].self) { group in
                for (device, batches) in zip(devices, batches) {
                    group.addTask {
                        for batch in batches { _ = try await calls.push(device: device.id, changes: batch) }
                        return []
                    }
                }
                var walked: [FleetIncoming] = []
                var cursor: Int64 = 0
                // While they push: pages of 7 after the cursor.
                for _ in 0..<20 {
                    let page = try await calls.pull(device: walker, after: cursor, max: 7)
                    walked += page
                    cursor = page.last?.logID ?? cursor
                }
                try await group.waitForAll()
                while true {
                    let page = try await calls.pull(device: walker, after: cursor, max: 7)
                    guard let last = page.last else { break }
                    walked += page
                    cursor = last.logID
                }
                return walked
            }
        }
        let pushed = Set(batches.joined().joined().map(\.change.id))
        #expect(pushed.count == 240)
        #expect(pulled.count == 240)
        #expect(Set(pulled.map(\.change.id)) == pushed)
        #expect(zip(pulled, pulled.dropFirst()).allSatisfy { $0.logID < $1.logID })
        #expect(try await database.integer("SELECT count(*) FROM fleet.change_log") == 240)
    }

    /// `after` and `max` page the log; the device's cursor on the server is the last `after` it gave.
    @Test func pullPagesByAfterAndMax() async throws {
        let database = try await FleetTestCluster.shared().database()
        try await database.install()
        var device = FleetTestDevice()
        let changes = (0..<25).map { _ in device.change(.answer, player: nil, FleetTestBody.answer()) }
        let pages = try await database.calls { calls in
            _ = try await calls.push(device: device.id, changes: changes)
            var pages: [[Int64]] = []
            var cursor: Int64 = 0
            repeat {
                pages.append(try await calls.pull(device: device.id, after: cursor, max: 10).map(\.logID))
                cursor = pages.last?.last ?? cursor
            } while !(pages.last?.isEmpty ?? true)
            return pages
        }
        #expect(pages == [Array(1...10), Array(11...20), Array(21...25), []])
        #expect(try await database.integer("SELECT pulled_log FROM fleet.device") == 25)
        let middle = try await database.calls { try await $0.pull(device: device.id, after: 12, max: 3) }
        #expect(middle.map(\.logID) == [13, 14, 15])
        #expect(middle.map(\.change.id) == changes[12..<15].map(\.change.id))
        #expect(middle.allSatisfy { $0.change.kind == .answer && $0.change.body.contains("\"question\": \"q-1\"") })
    }
}
