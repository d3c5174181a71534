import Foundation
import TestSupport
import Testing
import TiltInput

/// Bad input in tilt traces: broken JSON Lines traces and evemu recordings
/// load or fail with a clear line naming the file; whatever loads feeds the
/// tilt pipeline without a crash; and a few go through `tiltquiz play`, which
/// must exit cleanly (0, or 1 with one line on stderr), never on a signal.
@Suite(.serialized) struct MalformedTraceTests {
    static let evemu = Tool.root + "/Tests/EndToEndTests/Fixtures/umockdev/syn-dropped.events"

    @Test func brokenTracesFailClearlyOrReplayHarmlessly() throws {
        let count = Soak.count(short: 300, full: 1000)
        var mutator = FileMutator(seed: Soak.seed("malformed traces"))
        let folder = Tool.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let jsonl = Data(TraceBuilder(tilts: [.init(start: 1.5, left: true)], duration: 4).text().utf8)
        let evemu = try Data(contentsOf: URL(fileURLWithPath: Self.evemu))
        var rejected = 0
        var failures: [String] = []
        for index in 0..<count {
            let isEvemu = index % 3 == 2
            let path = folder + "/trace-\(index)." + (isEvemu ? "events" : "jsonl")
            try mutator.mutate(isEvemu ? evemu : jsonl, other: isEvemu ? jsonl : evemu)
                .write(to: URL(fileURLWithPath: path))
            do {
                let replay = try ReplayAccelerometer.load(path: path)
                var pipeline = TiltPipeline()
                for sample in replay.allSamples { _ = pipeline.process(sample) }
            } catch {
                rejected += 1
                let message = error.description
                if !message.hasPrefix(path) || message.contains("\n") || message.count > 2000 {
                    failures.append("unclear message: \(message.prefix(300))")
                }
            }
            try? FileManager.default.removeItem(atPath: path)
        }
        Soak.report("malformed traces: \(count) files, \(rejected) rejected, \(failures.count) failures")
        #expect(failures.isEmpty, "\(failures.prefix(5).joined(separator: "\n"))")
    }

    @Test func brokenTracesAndImportsThroughTheBinaryExitCleanly() throws {
        let count = Soak.count(short: 6, full: 30)
        var mutator = FileMutator(seed: Soak.seed("malformed files through the binary"))
        let folder = Tool.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let trace = Data(TraceBuilder(tilts: [.init(start: 4, left: true)], duration: 6).text().utf8)
        let gift = try Data(contentsOf: URL(fileURLWithPath: MalformedImportTests.fixtures + "/quiz.gift"))
        let data = folder + "/data"
        var failures: [String] = []
        for index in 0..<count {
            let tracePath = folder + "/trace-\(index).jsonl"
            try mutator.mutate(trace, other: gift).write(to: URL(fileURLWithPath: tracePath))
            let played = try Tool.run([
                "play", "--mode", "tilt", "--headless", "--data", data, "--tilt", "replay:" + tracePath,
            ])
            if let problem = Self.problem(played, naming: "trace-\(index).jsonl") { failures.append(problem) }
            let giftPath = folder + "/quiz-\(index).gift"
            try mutator.mutate(gift, other: trace).write(to: URL(fileURLWithPath: giftPath))
            // A trace refused before the store opened leaves no store yet.
            let store = data + "/tiltquiz.sqlite"
            let before =
                FileManager.default.fileExists(atPath: store)
                ? try StoreAudit(path: store).count("SELECT COUNT(*) FROM question") : 0
            let imported = try Tool.run(["import", giftPath, "--data", data])
            if let problem = Self.problem(imported, naming: "quiz-\(index).gift") { failures.append(problem) }
            let after =
                FileManager.default.fileExists(atPath: store)
                ? try StoreAudit(path: store).count("SELECT COUNT(*) FROM question") : 0
            if imported.status != 0, after != before { failures.append("a failed import changed the store") }
        }
        Soak.report("malformed files through the binary: \(2 * count) runs, \(failures.count) failures")
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }

    /// Nil for a clean exit: 0, or 1 with one `tiltquiz:` line naming the file.
    static func problem(_ result: Tool.Result, naming name: String) -> String? {
        if result.status == 0 { return nil }
        let lines = result.stderr.split(separator: "\n").filter { !$0.hasPrefix("warning:") }
        if result.status == 1, lines.count == 1, lines[0].contains(name) { return nil }
        return "status \(result.status) for \(name): \(result.stderr.prefix(400))"
    }
}
