import Foundation
import ProcessLifecycle
import TestSupport
import Testing

/// The game in a real X11 window under Xvfb, driven by xdotool as a player
/// at a keyboard: hold Left long enough and the question is answered TRUE.
@Suite(.serialized) struct RealWindowTests {
    @Test func holdingLeftInARealWindowAnswersTrue() throws {
        let window = try WindowedGame()
        defer { window.stop() }
        try window.start([
            "play", "--mode", "tilt", "--tilt", "keys", "--size", "800x480", "--questions", "1", "--exit-when-done",
            "--no-sound", "--seed", "3", "--data", window.folder + "/data", "--screenshots", window.shots,
        ])
        _ = try window.focus()
        try window.waitFor("001-title.png")
        try window.xdotool(["key", "Return"])
        try window.waitFor("002-question.png")
        try window.xdotool(["keydown", "Left"])
        try window.waitFor("003-reveal.png")
        try window.xdotool(["keyup", "Left"])
        try window.xdotool(["key", "Return"])

        let summary = try window.summaryOnceLeft()
        #expect(summary.answers.count == 1)
        #expect(summary.answers.first?.chosen == true, "Left held = TRUE")
        #expect(summary.answers.first?.via == "tilt")
        #expect(FileManager.default.fileExists(atPath: window.shots + "/004-gameover.png"))
    }

    /// A mouse dragged across the window is a swipe: right submits the chosen answer, left gives the pack up.
    @Test func aMouseDragInARealWindowSwipesThroughAPack() throws {
        let window = try WindowedGame()
        defer { window.stop() }
        try window.start([
            "play", "--pack", "quiz-science", "--size", "800x480", "--no-sound", "--data", window.folder + "/data",
            "--screenshots", window.shots,
        ])
        let id = try window.focus()
        try window.waitFor("001-pack-question.png")
        try window.xdotool(["key", "1"])
        // 400 px of 800 to the right, 20 px down: a swipe right (Submit).
        func drag(from start: Int, to end: Int) throws {
            try window.xdotool(["mousemove", "--window", id, String(start), "300"])
            try window.xdotool(["mousedown", "1"])
            try window.xdotool(["mousemove", "--window", id, String((start + end) / 2), "310"])
            try window.xdotool(["mousemove", "--window", id, String(end), "320"])
            try window.xdotool(["mouseup", "1"])
        }
        try drag(from: 200, to: 600)
        try window.waitFor("002-pack-answer.png")
        try drag(from: 600, to: 200)
        try window.waitFor("003-packs.png")
        try window.xdotool(["key", "Escape"])

        window.waitToLeave()
        #expect(!window.process.isRunning, "Escape on the list leaves")
    }
}

/// What a real-window test drives: an Xvfb server, a folder for the game's data, config and screenshots, and
/// `tiltquiz` started in a window on that server. `stop` ends the game (SIGKILL, if it is still running) and the
/// server.
final class WindowedGame {
    let server: VirtualDisplay
    /// The test's folder.
    let folder: String
    /// The game; it runs once `start` started it.
    let process = Process()
    /// The game's standard output.
    let output = Pipe()

    /// A new server whose screen is `screen` (WIDTHxHEIGHT) pixels, and the test's `folder`.
    init(screen: String = "1024x768", folder: String = Tool.temporaryFolder()) throws {
        server = try VirtualDisplay.start(screen: screen)
        self.folder = folder
    }

    /// Where the game writes its screenshots when a test gives it `--screenshots shots`.
    var shots: String { folder + "/shots" }

    /// Starts `tiltquiz` with `arguments` in a window on the server's display. With `videoDriver` nil, SDL (and
    /// the game's config) choose the driver, with no Wayland display to find; with `stderr`, the game's errors go
    /// to that file; `environment` comes last (SDL's audio driver is `dummy` unless it says otherwise).
    func start(
        _ arguments: [String], videoDriver: String? = "x11", stderr: String? = nil, environment: [String: String] = [:]
    ) throws {
        process.executableURL = URL(fileURLWithPath: Tool.executable)
        process.arguments = arguments
        var variables = ProcessInfo.processInfo.environment
        variables["DISPLAY"] = server.display
        variables["SDL_VIDEODRIVER"] = videoDriver
        if videoDriver == nil { variables["WAYLAND_DISPLAY"] = nil }
        variables["SDL_AUDIODRIVER"] = "dummy"
        for (key, value) in environment { variables[key] = value }
        process.environment = variables
        process.standardOutput = output
        if let stderr {
            Tool.write("", to: stderr)
            process.standardError = FileHandle(forWritingAtPath: stderr)
        } else {
            process.standardError = FileHandle.nullDevice
        }
        try DyingChild.run(process)
    }

    /// Ends the game if it still runs, then the server.
    func stop() {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        server.stop()
    }

    /// Waits for the game's window and gives it the keyboard; its id.
    func focus() throws -> String {
        let window = try server.xdotool(["search", "--sync", "--name", "^TiltQuiz$"]).split(separator: "\n").first
        let id = try #require(window.map(String.init), "the game's window appeared")
        try xdotool(["windowfocus", "--sync", id])
        return id
    }

    /// Runs xdotool against the server's display; what it printed.
    @discardableResult func xdotool(_ arguments: [String]) throws -> String { try server.xdotool(arguments) }

    /// Waits (up to 120 s of real time: a hang guard) for the screenshot `name` in `shots`.
    func waitFor(_ name: String) throws {
        let path = shots + "/" + name
        let deadline = Date().addingTimeInterval(120)
        while !FileManager.default.fileExists(atPath: path) {
            guard Date() < deadline else { throw SummaryError(message: "timed out waiting for \(path)") }
            Thread.sleep(forTimeInterval: 0.05)
        }
    }

    /// Waits for the game to leave by itself, up to 120 s of real time (a hang guard).
    func waitToLeave() {
        let deadline = Date().addingTimeInterval(120)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
    }

    /// The summary the game prints once it has left by itself (`--exit-when-done`).
    func summaryOnceLeft() throws -> GameSummary {
        waitToLeave()
        #expect(!process.isRunning, "the game left after game over (--exit-when-done)")
        return try GameSummary.parse(String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self))
    }
}

/// An Xvfb server on a free display number, for tests that need a real window.
struct VirtualDisplay {
    let display: String
    let process: Process

    /// A server whose one screen is `screen` (WIDTHxHEIGHT) pixels, with no window manager.
    static func start(screen: String = "1024x768") throws -> VirtualDisplay {
        guard let xvfb = which("Xvfb"), which("xdotool") != nil else {
            throw SummaryError(message: "Xvfb and xdotool are needed: run `make test`, which installs them")
        }
        for number in 90..<140 where !inUse(number) {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: xvfb)
            process.arguments = [":\(number)", "-screen", "0", screen + "x24", "-nolisten", "tcp"]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try DyingChild.run(process)
            let deadline = Date().addingTimeInterval(60)
            while process.isRunning && Date() < deadline {
                // Ours once its socket is there and the lock names it: suites run at once, and a server another
                // one started on the same number a moment earlier has a socket too (this one then gives up).
                if FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)"),
                    lockOwner(number) == process.processIdentifier
                {
                    return VirtualDisplay(display: ":\(number)", process: process)
                }
                Thread.sleep(forTimeInterval: 0.05)
            }
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        }
        throw SummaryError(message: "could not start Xvfb on any display from :90 to :139")
    }

    /// The process id the lock file of display `number` names, if any.
    static func lockOwner(_ number: Int) -> Int32? {
        let text = (try? String(contentsOfFile: "/tmp/.X\(number)-lock", encoding: .utf8)) ?? ""
        return Int32(text.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// Whether display `number` belongs to a live X server. A socket and lock
    /// left by a server that was killed (its PID gone) are removed, so dead
    /// runs do not use up the numbers.
    static func inUse(_ number: Int) -> Bool {
        let socket = "/tmp/.X11-unix/X\(number)"
        let lock = "/tmp/.X\(number)-lock"
        let files = FileManager.default
        guard files.fileExists(atPath: socket) || files.fileExists(atPath: lock) else { return false }
        let text = (try? String(contentsOfFile: lock, encoding: .utf8)) ?? ""
        if let pid = Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)), pid > 0,
            kill(pid, 0) == 0 || errno != ESRCH
        {
            return true
        }
        try? files.removeItem(atPath: socket)
        try? files.removeItem(atPath: lock)
        return files.fileExists(atPath: socket) || files.fileExists(atPath: lock)
    }

    /// Stops the server. SIGKILL, because a child started by the test
    /// runner may inherit a mask that blocks SIGTERM.
    func stop() {
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    /// Runs xdotool against this display and returns what it printed.
    func xdotool(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: VirtualDisplay.which("xdotool") ?? "/usr/bin/xdotool")
        process.arguments = arguments
        process.environment = ["DISPLAY": display]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try DyingChild.run(process)
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw SummaryError(message: "xdotool \(arguments.joined(separator: " ")) failed")
        }
        return String(decoding: data, as: UTF8.self)
    }

    static func which(_ name: String) -> String? {
        for folder in ["/usr/bin", "/usr/local/bin", "/bin"] {
            let path = folder + "/" + name
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return nil
    }
}
