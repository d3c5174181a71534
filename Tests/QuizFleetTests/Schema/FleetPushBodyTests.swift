import Foundation
import PostgresNIO
import QuizCore
import TestSupportFleet
import Testing

@testable import QuizFleet

/// The bodies `FleetServerCalls.json` splices into a batch, which `fleet.push` casts to `jsonb` whole, on a real
/// PostgreSQL 15 (docs/fleet.md, "A change the server cannot take"): a body a lenient reader takes but `jsonb`
/// refuses goes as a JSON string, so the server keeps it in `fleet.rejected` and takes the rest of the batch, instead
/// of refusing the whole batch at every retry.
@Suite(.fleetCluster) struct FleetPushBodyTests {
    /// A Daily Challenge body that the server would take, with `extra` (a member, or nothing) after its fields.
    static func daily(_ date: String, _ extra: String = "") -> String {
        "{\"date\":\"\(date)\",\"score\":70,\"completedAt\":\"\(date)T09:00:00.000Z\"\(extra)}"
    }

    /// Bodies that `jsonb` refuses and a lenient reader (Foundation's `JSONSerialization`, or `JSONValue` as
    /// `.lenient`) may take, each a Daily Challenge the server would otherwise take, and whether it is JSON at all.
    static let refused: [(String, String)] = [
        ("\\u0000", daily("2026-11-02", #","note":"a\u0000b""#)),
        ("a lone high surrogate", daily("2026-11-03", #","note":"\ud800""#)),
        ("a lone low surrogate", daily("2026-11-04", #","note":"\udc00x""#)),
        ("a high surrogate before another escape", daily("2026-11-05", #","note":"\ud800\u0041""#)),
        ("a number at 10^131072", daily("2026-11-06", #","note":1e131072"#)),
        ("a number of 16,384 decimals", daily("2026-11-07", #","note":1e-16384"#)),
        ("16,384 written decimals", daily("2026-11-08", ",\"note\":0.\(String(repeating: "0", count: 16_383))1")),
        ("a plus sign", daily("2026-11-09", #","note":+1"#)),
        ("a leading point", daily("2026-11-10", #","note":.5"#)),
        ("a trailing point", daily("2026-11-11", #","note":1."#)),
        ("a leading zero", daily("2026-11-12", #","note":01"#)),
        ("a byte order mark", "\u{FEFF}" + daily("2026-11-13")),
        ("trailing text", daily("2026-11-14") + " x"),
        ("no JSON, with U+0000", "{\"date\":\"2026-11-15\u{0}"),
    ]

    @Test func bodiesJSONBRefusesAreKeptAndEveryOtherChangeOfTheBatchIsTaken() async throws {
        let (database, registered, ana) = try await FleetTestDatabase.withAna()
        var device = registered

        // A good Daily Challenge before each bad one, and after the last: the first of December, the 2nd...
        var changes: [FleetOutgoing] = []
        var good: [String] = []
        var bad: [(seq: Int64, name: String, body: String)] = []
        for (day, (name, body)) in Self.refused.enumerated() {
            let date = String(format: "2026-12-%02d", day + 1)
            good.append(date)
            changes.append(device.change(.daily, player: ana, FleetTestBody.daily(date, score: 40)))
            let change = device.change(.daily, player: ana, body)
            bad.append((change.seq, name, body))
            changes.append(change)
        }
        // A repeated key is taken, its last value kept, as jsonb keeps it; a scalar body is spliced as it is and
        // refused by the server for what it is.
        good.append("2026-12-28")
        changes.append(
            device.change(
                .daily, player: ana,
                #"{"date":"2026-12-28","score":10,"completedAt":"2026-12-28T09:00:00.000Z","score":40}"#))
        let scalar = device.change(.daily, player: ana, "3")
        changes.append(scalar)
        good.append("2026-12-29")
        changes.append(device.change(.daily, player: ana, FleetTestBody.daily("2026-12-29", score: 40)))

        // First each bad body alone, from another device, so that a failure names the body.
        var probe = FleetTestDevice()
        for (name, body) in Self.refused {
            let one = probe.change(.daily, player: ana, body)
            do {
                let high = try await database.calls { try await $0.push(device: probe.id, changes: [one]) }
                #expect(high == one.seq, "\(name)")
            } catch {
                Issue.record("\(name): the push failed: \(String(reflecting: error))")
            }
        }

        let high = try await database.calls { try await $0.push(device: device.id, changes: changes) }
        #expect(high == changes.last?.seq)
        #expect(
            try await database.integer("SELECT pushed_seq FROM fleet.device WHERE id = '\(device.id)'") == Int(high))
        #expect(
            try await database.texts("SELECT date::text || ' ' || score FROM fleet.daily ORDER BY date")
                == good.map { "\($0) 40" })

        let kept = try await database.texts(
            "SELECT seq || ' ' || sqlstate || ' ' || message || ' ' || (sent->'body')::text FROM fleet.rejected WHERE device = '\(device.id)' ORDER BY seq"
        )
        var expected = bad.map {
            "\($0.seq) 22023 its body is a JSON string, not an object \(JSONText.string(Self.withoutNUL($0.body)))"
        }
        expected.append("\(scalar.seq) 22023 its body is a JSON number, not an object 3")
        for (index, (got, want)) in zip(kept, expected).enumerated() {
            #expect(got == want, "\(index < bad.count ? bad[index].name : "the scalar")")
        }
        #expect(kept.count == expected.count)
        // Each kept as the store wrote it (U+0000, which no jsonb string holds, as U+FFFD), for the operator to see.
        let bodies = try await database.texts(
            "SELECT sent->>'body' FROM fleet.rejected WHERE device = '\(device.id)' AND sent->>'body' <> '3' ORDER BY seq"
        )
        #expect(bodies == bad.map { Self.withoutNUL($0.body) })
    }

    /// `text` with U+FFFD for each U+0000.
    static func withoutNUL(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map { $0 == "\u{0}" ? "\u{FFFD}" : $0 }))
    }

    /// Every text here is taken by `JSONValue.parse(_:as: .jsonb)` exactly when PostgreSQL 15 casts it to `jsonb`.
    static let texts: [String] = [
        "{}", " {\"a\": [1, 2.5, -0, 1E+5, 0e0, 1e-0, true, false, null]} ", "3", "\"x\"", "null",
        #"{"a":1,"a":2}"#, #""\ud83d\ude00""#, #""\uFFFF\uFFFE""#, #""\/\b\f\n\r\t\"\\""#, "\"é\u{7F}\"",
        "1e131071", "9.99e131071", "12e131070", "1e-16383", "123.45e-16381", "0e1073741822", "0e-16383",
        "1.5e-16382", "0.\(String(repeating: "1", count: 16_383))",
        String(repeating: "[", count: 199) + String(repeating: "]", count: 199),
        #""\u0000""#, #""a\u0000b""#, #"{"\u0000":1}"#, #""\ud800""#, #""\udc00""#, #""\ud800x""#,
        #""\ud800\ud800""#, #""\ud800\u0041""#, #""\udfff\ud800""#, "1e131072", "9.999e131071x", "1e-16384",
        "1.0e-16383", "0e-16384", "0e1073741823", "0e-1073741823", "1e1000000000", "1e99999999999999999999",
        "0.\(String(repeating: "0", count: 16_383))1", "+1", ".5", "1.", "01", "-01", "00", "-", "1e", "1e+",
        "--1", "0x10", "NaN", "Infinity", "-Infinity", "[1,]", "{\"a\":1,}", "{}x", "{} {}", "", " ", "\u{FEFF}{}",
        #""\x""#, "\"tab\there\"", "\"a\u{0}b\"", "{\"a\" 1}", "[tru]", "'a'", "{a:1}", "[1 2]",
        String(repeating: "[", count: 200) + String(repeating: "]", count: 200),
    ]

    @Test func theCheckTakesExactlyWhatJSONBTakes() async throws {
        let database = try await FleetTestCluster.shared().database()
        for text in Self.texts {
            let server = try await database.jsonbTakes(text)
            let check = (try? JSONValue.parse(text, as: .jsonb)) != nil
            #expect(
                check == server,
                "\(text.prefix(60)): the check \(check ? "takes" : "refuses") it, jsonb \(server ? "takes" : "refuses") it"
            )
        }
    }

    /// Deeper than 200 arrays or objects the check refuses what the server takes up to its stack's limit (about
    /// 14,500 arrays at the default `max_stack_depth`, about 630 objects at its least): such a body goes as a string
    /// and is kept, never spliced where it could fail the batch.
    @Test func deeperThan200TheCheckRefusesWhatTheServerStillTakes() async throws {
        let database = try await FleetTestCluster.shared().database()
        for depth in [201, 600] {
            let arrays = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
            let objects = String(repeating: "{\"a\":", count: depth) + "1" + String(repeating: "}", count: depth)
            for text in [arrays, objects] {
                #expect((try? JSONValue.parse(text, as: .jsonb)) == nil)
                #expect(try await database.jsonbTakes(text))
            }
        }
    }

    @Test func aBodyJSONBTakesGoesAsItIsAndAnyOtherAsAString() {
        #expect(FleetServerCalls.body(#" {"a":1,"a":[1e5]} "#) == #" {"a":1,"a":[1e5]} "#)
        #expect(FleetServerCalls.body("3") == "3")
        #expect(FleetServerCalls.body(#"{"a":"\u0000"}"#) == #""{\"a\":\"\\u0000\"}""#)
        #expect(FleetServerCalls.body(#"{"a":+1}"#) == #""{\"a\":+1}""#)
        #expect(FleetServerCalls.body("a\u{0}b\n/") == "\"a\u{FFFD}b\\n/\"")
        #expect(FleetServerCalls.body("") == #""""#)
    }
}

extension FleetTestDatabase {
    /// Whether PostgreSQL casts `text` (a bound parameter, as `fleet.push`'s batch is) to `jsonb`; a refusal must be
    /// a data error (class 22) or the stack's limit (54001).
    func jsonbTakes(_ text: String) async throws -> Bool {
        do {
            try await owner.run { client in
                for try await _ in try await client.query("SELECT \(text)::jsonb") {}
            }
            return true
        } catch let FleetFailure.server(_, message, sqlState) {
            #expect(sqlState.hasPrefix("22") || sqlState == "54001", "\(sqlState): \(message)")
            return false
        }
    }
}
