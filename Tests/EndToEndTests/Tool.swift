import Foundation
import ProcessLifecycle

/// Runs the built `tiltquiz` executable the way a user does.
enum Tool {
    /// The repository root, found from this file's path.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    /// The `tiltquiz` binary beside the test bundle.
    static var executable: String {
        let folder = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
        let beside = folder.appendingPathComponent("tiltquiz").path
        if FileManager.default.isExecutableFile(atPath: beside) { return beside }
        // `swift test` may run the bundle from elsewhere: fall back to the build folder.
        return root + "/.build/debug/tiltquiz"
    }

    /// What a run printed and how it ended.
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// Runs `tiltquiz` with `arguments` (or `launcher` with them, which runs
    /// `tiltquiz` itself), killing it after `timeout` seconds; `input`, when
    /// given, is its standard input. The timeout is a hang guard, never a timing: the default is many
    /// times the slowest quiet run of a command (a few seconds of a debug build), so a machine other work
    /// keeps busy still passes.
    static func run(
        _ arguments: [String], environment: [String: String] = [:], timeout: Double = 300, launcher: String? = nil,
        input: String? = nil, directory: String? = nil
    ) throws -> Result {
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
        let watchdog = DispatchWorkItem { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: watchdog)
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        watchdog.cancel()
        return Result(
            status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self))
    }

    /// A new empty folder under the system's temporary folder.
    static func temporaryFolder() -> String {
        let path = NSTemporaryDirectory() + "tiltquiz-e2e-" + UUID().uuidString
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    static func write(_ text: String, to path: String) {
        _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
    }
}

/// The JSON summary a headless game prints.
struct GameSummary: Decodable {
    struct Answer: Decodable {
        var question: String
        var text: String
        var chosen: Bool
        var correct: Bool
        var right: Bool
        var at: Double
        var via: String
    }
    var mode: String
    var score: Int
    var total: Int
    var answers: [Answer]

    static func parse(_ stdout: String) throws -> GameSummary {
        let lines = stdout.split(separator: "\n")
        guard lines.count == 1, let line = lines.first else {
            throw SummaryError(message: "expected one JSON line, got: \(stdout)")
        }
        return try JSONDecoder().decode(GameSummary.self, from: Data(line.utf8))
    }
}

struct SummaryError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}

/// A golden run's panel: `800x480-r90` is an 800x480 panel with the picture turned 90 degrees.
struct GoldenPanel {
    var size: String
    var rotation: Int

    init(_ name: String) {
        let parts = name.split(separator: "-r")
        size = String(parts[0])
        rotation = parts.count > 1 ? Int(parts[1]) ?? 0 : 0
    }

    /// `--size` and `--rotation` for `play`.
    var arguments: [String] { ["--size", size, "--rotation", String(rotation)] }

    /// The script with its taps moved to where the game's points show on the turned panel (90 degrees:
    /// the game's (x, y) shows at the panel's (1 - y, x)) and its swipes turned the same way, written next
    /// to `folder`; the path.
    func script(_ path: String, in folder: String) throws -> String {
        guard rotation == 90 else { return path }
        var lines: [String] = []
        for line in try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n") {
            guard var step = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else { continue }
            for key in ["tap", "touch"] {
                if let point = step[key] as? [Double], point.count == 2 { step[key] = [1 - point[1], point[0]] }
            }
            // The game's right (+x) is the panel's down (+y), and so on round.
            let panelSwipe = ["right": "down", "down": "left", "left": "up", "up": "right"]
            if let swipe = step["swipe"] as? String { step["swipe"] = panelSwipe[swipe] ?? swipe }
            let data = try JSONSerialization.data(withJSONObject: step, options: [.sortedKeys])
            lines.append(String(decoding: data, as: UTF8.self))
        }
        let turned = folder + "/script-r90.jsonl"
        Tool.write(lines.joined(separator: "\n") + "\n", to: turned)
        return turned
    }
}
