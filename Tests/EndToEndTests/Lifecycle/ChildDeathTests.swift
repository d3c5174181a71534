import Foundation
import ProcessLifecycle
import Testing

/// What a test starts dies with the test run, also when the run is killed: children start through
/// `die-with-parent` (`DyingChild`), which has the kernel kill them with their parent.
@Suite struct ChildDeathTests {
    /// A shell starts `sleep` through the launcher, and a second `sleep` plainly; the shell is killed with
    /// SIGKILL. The first is gone at once; the second, which nothing ties to its parent, lives on.
    @Test func aChildStartedThroughTheLauncherDiesWithItsKilledParent() throws {
        let launcher = try #require(DyingChild.launcher, "die-with-parent is built beside the tests")
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/bin/sh")
        shell.arguments = ["-c", "'\(launcher)' $$ sleep 600 & echo $!; sleep 600 & echo $!; wait"]
        let out = Pipe()
        shell.standardOutput = out
        try DyingChild.run(shell)
        let pids = try Self.lines(2, from: out).compactMap { Int32($0) }
        try #require(pids.count == 2)
        let (tied, loose) = (pids[0], pids[1])
        defer { kill(loose, SIGKILL) }
        try RunningTool.waitFor("the tied sleep to run") { Self.command(of: tied) == "sleep" }
        // Not waited for: Foundation learns of an exit when every process holding its status socket has
        // closed it, and the loose sleep holds it until the end of this test.
        kill(shell.processIdentifier, SIGKILL)
        try RunningTool.waitFor("the tied sleep to end with its parent") { !Self.isAlive(tied) }
        #expect(Self.isAlive(loose), "a child started plainly outlives its parent: the launcher is what ties them")
    }

    /// `tiltquiz bench` starts its game through the launcher too: killing the bench ends the game.
    @Test func aBenchsGameDiesWithTheBench() throws {
        let bench = try RunningTool(["bench", "--only", "idle", "--quick"])
        var game: Int32?
        try RunningTool.waitFor("the bench's game") {
            game = Self.children(of: bench.process.processIdentifier).first
            return game != nil
        }
        let child = try #require(game)
        defer { kill(child, SIGKILL) }
        // Not waited for (see above): the game would hold the bench's status socket if it lived on.
        kill(bench.process.processIdentifier, SIGKILL)
        try RunningTool.waitFor("the bench's game to end with it") { !Self.isAlive(child) }
    }

    /// The first `count` lines a pipe carries.
    static func lines(_ count: Int, from pipe: Pipe) throws -> [String] {
        var text = ""
        while text.split(separator: "\n").count < count {
            let chunk = pipe.fileHandleForReading.availableData
            guard !chunk.isEmpty else { break }
            text += String(decoding: chunk, as: UTF8.self)
        }
        return text.split(separator: "\n").map(String.init)
    }

    /// Alive and not a zombie (a container's first process may never reap one).
    static func isAlive(_ pid: Int32) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return false }
        return stat[stat.index(close, offsetBy: 2)] != "Z"
    }

    /// The program name of `pid` (`comm`), if it is running.
    static func command(of pid: Int32) -> String? {
        (try? String(contentsOfFile: "/proc/\(pid)/comm", encoding: .utf8))?.trimmingCharacters(in: .newlines)
    }

    /// The children of every thread of `pid`.
    static func children(of pid: Int32) -> [Int32] {
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
        return tasks.flatMap { task in
            ((try? String(contentsOfFile: "/proc/\(pid)/task/\(task)/children", encoding: .utf8)) ?? "")
                .split(separator: " ").compactMap { Int32($0) }
        }
    }
}
