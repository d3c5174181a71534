import Foundation
import ProcessLifecycle
import TestSupport

/// Runs a system command (dpkg-deb, systemd-analyze, sh) for the deployment
/// tests, in its own session so a command that hangs is killed with all its
/// children (SIGKILL) after `timeout` seconds.
enum Command {
    static func run(
        _ executable: String, _ arguments: [String], in folder: String? = nil, timeout: Double = 600
    ) throws -> Tool.Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/setsid")
        // setsid forks (Foundation makes the child a group leader): the program is tied to setsid in turn.
        process.arguments = ["--wait"] + DyingChild.tied([executable] + arguments)
        if let folder { process.currentDirectoryURL = URL(fileURLWithPath: folder) }
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try DyingChild.run(process)
        // setsid runs the command as the leader of a new process group: kill the group.
        let group = process.processIdentifier
        let watchdog = DispatchWorkItem { [weak process] in
            if let process, process.isRunning { kill(-group, SIGKILL) }
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: watchdog)
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        watchdog.cancel()
        return Tool.Result(
            status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self))
    }

    /// The full path of `name` on PATH, or nil when it is not installed.
    static func which(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/sbin:/usr/bin:/sbin:/bin"
        for folder in path.split(separator: ":") {
            let candidate = "\(folder)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }
}
