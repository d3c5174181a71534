import Foundation
import ProcessLifecycle

/// Runs the built `tiltquiz` executable the way a user does: with arguments, an environment of the test's own
/// (no config of the machine's user, no sound device) and its output captured.
public enum Tool {
    /// The repository root.
    public static let root = Repository.root

    /// The `tiltquiz` binary beside the test bundle.
    public static var executable: String {
        let folder = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
        let beside = folder.appendingPathComponent("tiltquiz").path
        if FileManager.default.isExecutableFile(atPath: beside) { return beside }
        // `swift test` may run the bundle from elsewhere: fall back to the build folder.
        return root + "/.build/debug/tiltquiz"
    }

    /// What a run printed and how it ended.
    public struct Result: Sendable {
        public var status: Int32
        public var stdout: String
        public var stderr: String

        public init(status: Int32, stdout: String, stderr: String) {
            (self.status, self.stdout, self.stderr) = (status, stdout, stderr)
        }
    }

    /// A `tiltquiz` started and not yet waited for: a test can act while it runs (write a file its script waits
    /// for, make requests), then `finish` it.
    public final class Running: @unchecked Sendable {
        /// The child process.
        public let process: Process
        /// Its standard output and error, for a test that reads them while it runs (`finish` reads the rest).
        public let out: Pipe
        public let err: Pipe

        init(process: Process, out: Pipe, err: Pipe) {
            self.process = process
            self.out = out
            self.err = err
        }

        /// Waits for the run to end, killing it after `timeout` seconds. The timeout is a hang guard, never a
        /// timing: the default is many times the slowest quiet run of a command (a few seconds of a debug build),
        /// so a machine other work keeps busy still passes.
        public func finish(timeout: Double = 300) -> Result {
            let process = self.process
            let watchdog = DispatchWorkItem { [weak process] in
                if let process, process.isRunning { kill(process.processIdentifier, SIGKILL) }
            }
            DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: watchdog)
            let outData = out.fileHandleForReading.readDataToEndOfFile()
            let errData = err.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            watchdog.cancel()
            return Result(
                status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                stderr: String(decoding: errData, as: UTF8.self))
        }
    }

    /// Starts `tiltquiz` with `arguments` (or `launcher` with them, which runs `tiltquiz` itself); `input`, when
    /// given, is its standard input.
    public static func start(
        _ arguments: [String], environment: [String: String] = [:], launcher: String? = nil, input: String? = nil,
        directory: String? = nil
    ) throws -> Running {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: launcher ?? executable)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        var env = ProcessInfo.processInfo.environment
        env["SDL_AUDIODRIVER"] = "dummy"
        // No config of the machine's user leaks in: a test that wants one says so.
        env["XDG_CONFIG_HOME"] = temporaryFolder()
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        let stdin = Pipe()
        if input != nil { process.standardInput = stdin }
        try DyingChild.run(process)
        if let input {
            stdin.fileHandleForWriting.write(Data(input.utf8))
            try stdin.fileHandleForWriting.close()
        }
        return Running(process: process, out: out, err: err)
    }

    /// Runs `tiltquiz` with `arguments` to its end (see `start` and `Running.finish`).
    public static func run(
        _ arguments: [String], environment: [String: String] = [:], timeout: Double = 300, launcher: String? = nil,
        input: String? = nil, directory: String? = nil
    ) throws -> Result {
        try start(arguments, environment: environment, launcher: launcher, input: input, directory: directory)
            .finish(timeout: timeout)
    }

    /// Plays headless: writes `script` (JSON lines, see `ScriptedInput`) to `scriptFile` and runs
    /// `play --headless --input scriptFile` with `arguments`.
    public static func play(_ arguments: [String], script: [String], scriptFile: String) throws -> Result {
        write(ScriptedInput.text(script), to: scriptFile)
        return try run(["play", "--headless"] + arguments + ["--input", scriptFile])
    }

    /// A new empty folder under the system's temporary folder.
    public static func temporaryFolder() -> String { TemporaryFolder.make(prefix: "tiltquiz-e2e-") }

    /// Writes `text` to the file at `path`.
    public static func write(_ text: String, to path: String) {
        _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
    }
}
