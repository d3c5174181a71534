import Foundation
import ProcessLifecycle
import TestSupport

/// Runs `tiltquiz` inside an umockdev testbed (`umockdev-run`), to the end or in the background.
///
/// The command runs in its own session (`setsid --wait`), so a test that
/// gives up kills umockdev-run and tiltquiz together with SIGKILL. A small shell
/// wrapper inside the testbed writes `$UMOCKDEV_DIR` and tiltquiz's pid to
/// files, so the test can change sysfs attributes, remove a device node or
/// send tiltquiz a signal while it runs.
final class UmockdevRun {
    static let fixtures = Tool.root + "/Tests/EndToEndTests/Fixtures/umockdev"
    static let umockdevRun = "/usr/bin/umockdev-run"

    /// True when umockdev is installed (`make test` installs it).
    static var isAvailable: Bool { FileManager.default.isExecutableFile(atPath: umockdevRun) }

    /// What the testbed holds.
    struct Testbed {
        /// `.umockdev` device descriptions.
        var devices: [String] = []
        /// Device node to `.ioctl` file.
        var ioctls: [String: String] = [:]
        /// Device node to evemu `.events` file.
        var events: [String: String] = [:]
        /// Shell run inside the testbed before tiltquiz (`$UMOCKDEV_DIR` is set).
        var prelude = ""
    }

    /// Where stdout, stderr and the testbed's path go.
    let folder: String
    let process = Process()

    /// Starts `tiltquiz arguments` in the testbed; `unprivileged` drops root to nobody first (root reads any node).
    init(_ testbed: Testbed, _ arguments: [String], unprivileged: Bool = false) throws {
        folder = Tool.temporaryFolder()
        chmod(folder, 0o777)
        var command = ["/usr/bin/setsid", "--wait"]
        if unprivileged, geteuid() == 0 {
            command += ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups", "--"]
        }
        // setsid forks, and umockdev-run starts the game: each is tied to the one that starts it.
        command += DyingChild.tied([Self.umockdevRun])
        for device in testbed.devices { command += ["-d", device] }
        for (node, file) in testbed.ioctls.sorted(by: { $0.key < $1.key }) { command += ["-i", "\(node)=\(file)"] }
        for (node, file) in testbed.events.sorted(by: { $0.key < $1.key }) { command += ["-e", "\(node)=\(file)"] }
        let script = """
            echo "$UMOCKDEV_DIR" > '\(folder)/testbed'; echo $$ > '\(folder)/pid'; \(testbed.prelude)
            exec \(DyingChild.tied(["\"$0\""]).joined(separator: " ")) "$@"
            """
        command += ["--", "/bin/sh", "-c", script, Tool.executable] + arguments
        process.executableURL = URL(fileURLWithPath: command[0])
        process.arguments = Array(command.dropFirst())
        var environment = ProcessInfo.processInfo.environment
        environment["SDL_AUDIODRIVER"] = "dummy"
        process.environment = environment
        _ = FileManager.default.createFile(atPath: folder + "/stdout", contents: nil)
        _ = FileManager.default.createFile(atPath: folder + "/stderr", contents: nil)
        process.standardOutput = FileHandle(forWritingAtPath: folder + "/stdout")
        process.standardError = FileHandle(forWritingAtPath: folder + "/stderr")
        try DyingChild.run(process)
    }

    deinit {
        kill()
        if let testbed { try? FileManager.default.removeItem(atPath: testbed) }
    }

    /// Runs to the end and returns what it printed.
    static func run(
        _ testbed: Testbed, _ arguments: [String], unprivileged: Bool = false, timeout: Double = 90
    ) throws -> Tool.Result {
        try UmockdevRun(testbed, arguments, unprivileged: unprivileged).finish(timeout: timeout)
    }

    /// `$UMOCKDEV_DIR` once the testbed is up.
    var testbed: String? {
        (try? String(contentsOfFile: folder + "/testbed", encoding: .utf8))?
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// tiltquiz's pid (the wrapper shell execs it).
    var toolPID: pid_t? {
        (try? String(contentsOfFile: folder + "/pid", encoding: .utf8))
            .flatMap { pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    }

    /// Waits (polling every 20 ms) until `condition` holds; false after `timeout` seconds or when the run ended first.
    @discardableResult
    func wait(timeout: Double = 60, until condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if condition() { return true }
            if !process.isRunning { return condition() }
            usleep(20_000)
        }
        return false
    }

    /// The lines of a text file, as JSON objects where they parse.
    static func jsonLines(_ path: String) -> [[String: Any]] {
        let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").compactMap {
            (try? JSONObjects.read($0)) as? [String: Any]
        }
    }

    /// Waits for the run to end (killing it after `timeout` seconds) and returns what it printed.
    func finish(timeout: Double = 90) -> Tool.Result {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning, Date() < deadline { usleep(20_000) }
        kill()
        process.waitUntilExit()
        return Tool.Result(
            status: process.terminationStatus,
            stdout: (try? String(contentsOfFile: folder + "/stdout", encoding: .utf8)) ?? "",
            stderr: (try? String(contentsOfFile: folder + "/stderr", encoding: .utf8)) ?? "")
    }

    /// SIGKILL to the whole session (SIGTERM may be blocked in children of the test runner).
    func kill() {
        guard process.isRunning else { return }
        // setsid forks when it leads a process group already: the session is then its child's.
        if let pid = toolPID, case let group = getpgid(pid), group > 1 { Glibc.kill(-group, SIGKILL) }
        Glibc.kill(-process.processIdentifier, SIGKILL)
        Glibc.kill(process.processIdentifier, SIGKILL)
    }
}
