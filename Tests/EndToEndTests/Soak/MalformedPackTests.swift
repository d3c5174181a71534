import Foundation
import TestSupport
import Testing

@testable import QuizStore

/// Bad input in the bundled content: 1,000 broken copies each of the
/// true/false pack, the events pack and a trivia CSV, installed the way
/// the game installs its packs at start. Each must install or fail with a
/// clear line naming the file, and a failure must leave the store as it was.
@Suite(.serialized) struct MalformedPackTests {
    static let packs = Tool.root + "/assets/packs"

    @Test(arguments: ["true-false.json", "history-events.json", "trivia/space.csv"])
    func brokenBundledPacksFailClearlyAndWriteNothing(pack: String) throws {
        let count = Soak.count(short: 100, full: 1000)
        var mutator = FileMutator(seed: Soak.seed("malformed pack \(pack)") ^ UInt64(pack.utf8.count))
        let sample = try Data(contentsOf: URL(fileURLWithPath: Self.packs + "/" + pack))
        let other = try Data(contentsOf: URL(fileURLWithPath: Self.packs + "/true-false.json"))
        let database = try QuizDatabase()
        let installer = PackInstaller(database: database)
        let folder = Tool.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let name = (pack as NSString).lastPathComponent
        var rejected = 0
        var failures: [String] = []
        for index in 0..<count {
            let run = folder + "/\(index)"
            let target = run + "/" + pack
            try FileManager.default.createDirectory(
                atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try mutator.mutate(sample, other: other).write(to: URL(fileURLWithPath: target))
            let before = try MalformedImportTests.fingerprint(database)
            do {
                try installer.installPacks(inDirectory: run)
            } catch {
                rejected += 1
                let message = error.description
                if !MalformedImportTests.isClear(message, naming: [name, "trivia/" + name]) {
                    failures.append("unclear message: \(message.prefix(300))")
                }
                if try MalformedImportTests.fingerprint(database) != before {
                    failures.append("a failed install of \(pack) changed the store")
                }
            }
            try? FileManager.default.removeItem(atPath: run)
        }
        Soak.report("malformed pack \(pack): \(count) files, \(rejected) rejected, \(failures.count) failures")
        #expect(failures.isEmpty, "\(failures.prefix(5).joined(separator: "\n"))")
    }
}
