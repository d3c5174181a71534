import Foundation
import GRDB
import QuizCore
import QuizStore
import TestSupport
import TestSupportStore
import Testing

/// The store's faults a user can meet, through the binary: a store that
/// cannot be written, a damaged one (caught at start, repaired by `check
/// --repair`), an empty one, and a second game on the same data folder.
@Suite(.serialized) struct StoreFaultTests {
    /// A data folder with a store that one headless Tilt True/False round filled.
    func playedStore() throws -> (folder: String, data: String) {
        let folder = Tool.temporaryFolder()
        let data = folder + "/data"
        Tool.write(SoakScripts.text(SoakScripts.tilt(rounds: 1, seed: 3)), to: folder + "/round.jsonl")
        let result = try Tool.run(play(data: data, folder: folder))
        #expect(result.status == 0, "\(result.stderr)")
        // A clean exit checked the store and sealed it; the faults below break the seal.
        #expect(FileManager.default.fileExists(atPath: data + "/tiltquiz.sqlite.sealed"))
        return (folder, data)
    }

    func play(data: String, folder: String) -> [String] {
        [
            "play", "--mode", "tilt", "--headless", "--data", data, "--seed", "1", "--input", folder + "/round.jsonl",
            "--no-sound",
        ]
    }

    func answers(_ data: String) throws -> Int {
        return try StoreFile.read(data) { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM answer") ?? 0 }
    }

    /// Overwrites whole pages of the database file with bytes from a fixed seed.
    func overwrite(pages: [Int], of path: String) throws {
        let handle = try #require(FileHandle(forUpdatingAtPath: path))
        defer { try? handle.close() }
        var random = SeededRandom(seed: 99)
        for page in pages {
            try handle.seek(toOffset: UInt64((page - 1) * 4096))
            handle.write(Data((0..<4096).map { _ in UInt8(truncatingIfNeeded: random.next()) }))
        }
    }

    @Test func aReadOnlyStoreIsRefusedWithItsPathAndANonZeroExit() throws {
        let (folder, data) = try playedStore()
        for file in try FileManager.default.contentsOfDirectory(atPath: data) {
            chmod(data + "/" + file, 0o444)
        }
        chmod(data, 0o555)
        defer { chmod(data, 0o755) }
        // Root writes whatever the modes say: run as nobody then, as the "another user".
        let arguments = play(data: data, folder: folder)
        let result: Tool.Result
        if getuid() == 0 {
            chmod(folder, 0o755)
            chmod(folder + "/round.jsonl", 0o644)
            // The build folder may sit where nobody cannot reach (a clone under /root): run a copy, with its assets.
            let app = folder + "/app"
            try FileManager.default.createDirectory(atPath: app, withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: Tool.executable, toPath: app + "/tiltquiz")
            try FileManager.default.copyItem(atPath: Tool.root + "/assets", toPath: app + "/assets")
            result = try Tool.run(
                ["--reuid=65534", "--regid=65534", "--clear-groups", app + "/tiltquiz"] + arguments,
                launcher: "/usr/bin/setpriv")
        } else {
            result = try Tool.run(arguments)
        }
        #expect(result.status != 0)
        #expect(result.stderr.contains(data + "/tiltquiz.sqlite"), "\(result.stderr)")
        #expect(result.stderr.contains("cannot be written"), "\(result.stderr)")
        #expect(try answers(data) == 5, "the earlier round is still there")
    }

    @Test func damagedPagesStopTheGameAtStartAndRepairBringsTheRestBack() throws {
        let (folder, data) = try playedStore()
        let path = data + "/tiltquiz.sqlite"
        let pages = Int((try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int ?? 0) / 4096)
        // Eight pages of the tables' data spread over the file; not the schema's own pages (with those
        // gone nothing says what the tables were, and the repair says so and leaves the file as it was).
        let schema = try DatabaseQueue(path: path).read { db in
            Set(try Int.fetchAll(db, sql: "SELECT pageno FROM dbstat WHERE name = 'sqlite_schema'"))
        }
        let damaged = (1...8).map { eighth in
            var page = pages * eighth / 9
            while schema.contains(page) { page += 1 }
            return page
        }
        try overwrite(pages: damaged, of: path)

        let refused = try Tool.run(play(data: data, folder: folder))
        #expect(refused.status == 3, "\(refused.stderr)")
        #expect(refused.stderr.contains(path), "\(refused.stderr)")
        #expect(refused.stderr.contains("tiltquiz check --repair"), "\(refused.stderr)")
        #expect(refused.stdout.isEmpty, "nothing played on a damaged store")

        let check = try Tool.run(["check", "--data", data])
        #expect(check.status == 1)
        #expect(check.stderr.contains("is damaged"), "\(check.stderr)")

        let repair = try Tool.run(["check", "--repair", "--data", data])
        #expect(repair.status == 0, "\(repair.stderr)")
        #expect(repair.stdout.contains("Rebuilt \(path) from what could be read"), "\(repair.stdout)")
        let kept = try FileManager.default.contentsOfDirectory(atPath: data).filter { $0.contains(".damaged-") }
        #expect(kept.count == 1, "a copy of the damaged file is kept: \(kept)")
        #expect(try Tool.run(["check", "--data", data]).status == 0)
        let questions = try DatabaseQueue(path: path).read { db in
            try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM question") ?? 0
        }
        #expect(questions > 100, "most questions came back: \(questions)")

        let again = try Tool.run(play(data: data, folder: folder))
        #expect(again.status == 0, "\(again.stderr)")
    }

    @Test func garbageInAnIndexPageIsCaughtBeforePlay() throws {
        let (folder, data) = try playedStore()
        let path = data + "/tiltquiz.sqlite"
        let root = try DatabaseQueue(path: path).read { db in
            try Int.fetchOne(
                db,
                sql: """
                    SELECT rootpage FROM sqlite_master WHERE type = 'index' AND tbl_name = 'option'
                    ORDER BY rootpage LIMIT 1
                    """)
        }
        try overwrite(pages: [try #require(root)], of: path)
        let before = try answers(data)
        let refused = try Tool.run(play(data: data, folder: folder))
        #expect(refused.status == 3, "\(refused.stderr)")
        #expect(refused.stderr.contains("is damaged"), "\(refused.stderr)")
        #expect(try answers(data) == before, "no answer recorded on the damaged store")
    }

    @Test func checkTellsAnEmptyOrMissingStoreFromASoundOne() throws {
        let folder = Tool.temporaryFolder()
        let missing = try Tool.run(["check", "--data", folder + "/nothing"])
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("there is no database there"), "\(missing.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder + "/nothing/tiltquiz.sqlite"), "check creates nothing")

        try FileManager.default.createDirectory(atPath: folder + "/empty", withIntermediateDirectories: true)
        Tool.write("", to: folder + "/empty/tiltquiz.sqlite")
        let empty = try Tool.run(["check", "--data", folder + "/empty"])
        #expect(empty.status == 1)
        #expect(empty.stderr.contains("no tables at all"), "\(empty.stderr)")

        let (_, data) = try playedStore()
        let sound = try Tool.run(["check", "--data", data])
        #expect(sound.status == 0)
        #expect(sound.stdout.contains("5 answer rows"), "\(sound.stdout)")
    }

    @Test func aSecondGameOnTheSameDataFolderIsRefused() throws {
        let (folder, data) = try playedStore()
        let lock = try GameLock(directory: data)
        let second = try Tool.run(play(data: data, folder: folder))
        #expect(second.status == 1)
        #expect(
            second.stderr.contains("another TiltQuiz game (process \(getpid())) is already playing"), "\(second.stderr)"
        )
        // Commands that do not play share the store.
        #expect(try Tool.run(["check", "--data", data]).status == 0)
        _ = lock
    }
}
