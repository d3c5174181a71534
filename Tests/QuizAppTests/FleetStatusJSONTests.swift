import Foundation
import QuizCore
import Testing

@testable import QuizApp

/// `fleet status --json` is written by the game's one JSON writer (`JSONText`) with the bytes `JSONEncoder` wrote
/// before: keys sorted, slashes escaped, a problem's kind nested as its cases encode.
struct FleetStatusJSONTests {
    @Test func theStatusObjectKeepsTheBytesJSONEncoderWrote() throws {
        let problem = FleetProblem.unreachable(address: "db.example:5432", reason: .hostNotFound(host: "db.example"))
        var report = FleetStatusRun.Report(
            deviceID: "5a0b5004-8370-42c4-9b29-00439795cfe1", joined: true, kioskID: "hall-a",
            server: "kiosk@db.example:5432/hall", sslMode: "require", outbox: 3, cursor: 42,
            lastPush: "2026-12-07T09:00:00Z", lastPull: nil, lastProblem: "cannot connect to db/hall",
            lastProblemKind: problem, lastProblemAt: "2026-12-07T09:01:00Z", reachable: false,
            serverProblem: "cannot connect", serverProblemKind: problem, schemaVersion: 11, lag: -1, refused: 2,
            lastRefusal: "#7 answer: no such question")
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let json = try FleetStatusRun.json(report)
        #expect(json == String(decoding: try encoder.encode(report), as: UTF8.self))
        #expect(json.contains(#""server":"kiosk@db.example:5432\/hall""#))
        (report.deviceID, report.lastProblemKind, report.serverProblemKind, report.refused) = (nil, nil, nil, nil)
        #expect(try FleetStatusRun.json(report) == String(decoding: try encoder.encode(report), as: UTF8.self))
    }
}
