import Foundation
import TestSupport
import Testing

/// The tests' PostgreSQL servers end with the test process: the shared one (`SharedPostgres`) is stopped and its
/// folder removed when the process exits, and a server of a process that is killed (SIGKILL, nothing of it runs
/// after) is killed with it. Each case runs in a child test process (an exit test) that prints the server's PID
/// and folder.
@Suite struct PostgresClusterTests {
    /// The PID and folder a child printed (`pid folder`).
    static func printed(_ result: ExitTest.Result?) throws -> (pid: pid_t, folder: String) {
        let words = String(decoding: try #require(result).standardOutputContent, as: UTF8.self).split(separator: " ")
        let pid = try #require(words.first.flatMap { pid_t($0) }, "\(words)")
        return (pid, String(try #require(words.last)))
    }

    /// Whether `pid` ends within 10 s.
    static func ends(_ pid: pid_t) async throws -> Bool {
        for _ in 0..<200 {
            if kill(pid, 0) != 0 && errno == ESRCH { return true }
            try await Task.sleep(for: .milliseconds(50))
        }
        return false
    }

    /// `pid folder` on standard output, written at once.
    static func say(_ cluster: PostgresCluster) throws {
        let pid = try #require(cluster.serverID)
        FileHandle.standardOutput.write(Data("\(pid) \(cluster.folder)".utf8))
    }

    @Test func theSharedServerIsStoppedAndItsFolderRemovedAtExit() async throws {
        let result = await #expect(processExitsWith: .success, observing: [\.standardOutputContent]) {
            try PostgresClusterTests.say(try await SharedPostgres.cluster())
            exit(0)
        }
        let (pid, folder) = try Self.printed(result)
        #expect(try await Self.ends(pid))
        #expect(!FileManager.default.fileExists(atPath: folder))
    }

    @Test func aKilledProcessTakesItsServerWithIt() async throws {
        let result = await #expect(processExitsWith: .signal(SIGKILL), observing: [\.standardOutputContent]) {
            try PostgresClusterTests.say(try await SharedPostgres.cluster())
            kill(getpid(), SIGKILL)
        }
        let (pid, folder) = try Self.printed(result)
        #expect(try await Self.ends(pid), "postgres \(pid) outlived its killed test process")
        // Nothing of the killed process ran to remove it.
        #expect(FileManager.default.fileExists(atPath: folder + "/data"))
        try? FileManager.default.removeItem(atPath: folder)
    }
}
