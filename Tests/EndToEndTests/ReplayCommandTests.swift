import Foundation
import TestSupport
import Testing

/// `tiltquiz replay FILE --json` prints the pipeline's events.
@Suite struct ReplayCommandTests {
    @Test func aCleanLeftTiltCalibratesClimbsAndCommits() throws {
        let folder = Tool.temporaryFolder()
        Tool.write(TraceBuilder(tilts: [.init(start: 1.0, left: true)], duration: 3).text(), to: folder + "/t.jsonl")
        let result = try Tool.run(["replay", folder + "/t.jsonl", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let events = result.stdout.split(separator: "\n").map { line -> [String: Any] in
            (try? JSONObjects.read(line)) as? [String: Any] ?? [:]
        }
        let kinds = events.map { event -> String in
            let name = event["event"] as? String ?? "?"
            if let stage = event["stage"] as? Int { return "\(name)\(stage)" }
            return name
        }
        #expect(kinds == ["calibrated", "stage1", "stage2", "stage3", "commit", "neutral"])
        #expect(events[4]["side"] as? String == "left")
        let lenient = try Tool.run(["replay", folder + "/t.jsonl", "--json", "--profile", "lenient"])
        #expect(lenient.status == 0)
        #expect(lenient.stdout.contains("\"commit\""))
    }

    /// Most of systemd's hwdb matrices start with a minus sign, which must not read as an option.
    @Test func aMountMatrixStartingWithAMinusIsAValue() throws {
        let folder = Tool.temporaryFolder()
        Tool.write(TraceBuilder(tilts: [.init(start: 1.0, left: true)], duration: 3).text(), to: folder + "/t.jsonl")
        let result = try Tool.run(
            ["replay", folder + "/t.jsonl", "--json", "--mount-matrix", "-1, 0, 0; 0, -1, 0; 0, 0, 1"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("\"commit\""))
    }
}
