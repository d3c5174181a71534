import Foundation
import ProcessLifecycle
import TestSupport
import Testing

/// The game in a real X11 window under Xvfb, driven by xdotool as a player
/// at a keyboard: hold Left long enough and the question is answered TRUE.
@Suite(.serialized) struct RealWindowTests {
    @Test func holdingLeftInARealWindowAnswersTrue() throws {
        let server = try VirtualDisplay.start()
        defer { server.stop() }
        let folder = Tool.temporaryFolder()
        let shots = folder + "/shots"

        let (game, output) = try Self.startGame(
            [
                "play", "--mode", "tilt", "--tilt", "keys", "--size", "800x480", "--questions", "1",
                "--exit-when-done", "--no-sound", "--seed", "3", "--data", folder + "/data", "--screenshots", shots,
            ], on: server)
        defer { if game.isRunning { kill(game.processIdentifier, SIGKILL) } }
        _ = try Self.focusWindow(on: server)
        try waitFor(shots + "/001-title.png")
        _ = try server.xdotool(["key", "Return"])
        try waitFor(shots + "/002-question.png")
        _ = try server.xdotool(["keydown", "Left"])
        try waitFor(shots + "/003-reveal.png")
        _ = try server.xdotool(["keyup", "Left"])
        _ = try server.xdotool(["key", "Return"])

        let summary = try Self.summaryOnceLeft(game, output: output)
        #expect(summary.answers.count == 1)
        #expect(summary.answers.first?.chosen == true, "Left held = TRUE")
        #expect(summary.answers.first?.via == "tilt")
        #expect(FileManager.default.fileExists(atPath: shots + "/004-gameover.png"))
    }

    /// A mouse dragged across the window is a swipe: right submits the chosen answer, left gives the pack up.
    @Test func aMouseDragInARealWindowSwipesThroughAPack() throws {
        let server = try VirtualDisplay.start()
        defer { server.stop() }
        let folder = Tool.temporaryFolder()
        let shots = folder + "/shots"
        let (game, _) = try Self.startGame(
            [
                "play", "--pack", "quiz-science", "--size", "800x480", "--no-sound", "--data", folder + "/data",
                "--screenshots", shots,
            ], on: server)
        defer { if game.isRunning { kill(game.processIdentifier, SIGKILL) } }
        let id = try Self.focusWindow(on: server)
        try waitFor(shots + "/001-pack-question.png")
        _ = try server.xdotool(["key", "1"])
        // 400 px of 800 to the right, 20 px down: a swipe right (Submit).
        func drag(from start: Int, to end: Int) throws {
            _ = try server.xdotool(["mousemove", "--window", id, String(start), "300"])
            _ = try server.xdotool(["mousedown", "1"])
            _ = try server.xdotool(["mousemove", "--window", id, String((start + end) / 2), "310"])
            _ = try server.xdotool(["mousemove", "--window", id, String(end), "320"])
            _ = try server.xdotool(["mouseup", "1"])
        }
        try drag(from: 200, to: 600)
        try waitFor(shots + "/002-pack-answer.png")
        try drag(from: 600, to: 200)
        try waitFor(shots + "/003-packs.png")
        _ = try server.xdotool(["key", "Escape"])

        let deadline = Date().addingTimeInterval(120)
        while game.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        #expect(!game.isRunning, "Escape on the list leaves")
    }

    /// Starts `tiltquiz` with `arguments` in a window on `server`'s display; the process and its stdout.
    /// With `videoDriver` nil, SDL (and the game's config) choose the driver, with no Wayland display to find;
    /// with `stderr`, the game's errors go to that file.
    static func startGame(
        _ arguments: [String], on server: VirtualDisplay, videoDriver: String? = "x11", stderr: String? = nil
    ) throws -> (Process, Pipe) {
        let game = Process()
        game.executableURL = URL(fileURLWithPath: Tool.executable)
        game.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = server.display
        environment["SDL_VIDEODRIVER"] = videoDriver
        if videoDriver == nil { environment["WAYLAND_DISPLAY"] = nil }
        environment["SDL_AUDIODRIVER"] = "dummy"
        game.environment = environment
        let output = Pipe()
        game.standardOutput = output
        if let stderr {
            Tool.write("", to: stderr)
            game.standardError = FileHandle(forWritingAtPath: stderr)
        } else {
            game.standardError = FileHandle.nullDevice
        }
        try DyingChild.run(game)
        return (game, output)
    }

    /// The summary the game prints once it has left by itself (`--exit-when-done`; waited for up to 120 s of
    /// real time, a hang guard).
    static func summaryOnceLeft(_ game: Process, output: Pipe) throws -> GameSummary {
        let deadline = Date().addingTimeInterval(120)
        while game.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        #expect(!game.isRunning, "the game left after game over (--exit-when-done)")
        return try GameSummary.parse(String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self))
    }

    /// Waits for the game's window and gives it the keyboard; its id.
    static func focusWindow(on server: VirtualDisplay) throws -> String {
        let window = try server.xdotool(["search", "--sync", "--name", "^TiltQuiz$"]).split(separator: "\n").first
        let id = try #require(window.map(String.init), "the game's window appeared")
        _ = try server.xdotool(["windowfocus", "--sync", id])
        return id
    }

    /// Waits (up to 120 s of real time: a hang guard) for a screenshot the game writes.
    func waitFor(_ path: String) throws {
        let deadline = Date().addingTimeInterval(120)
        while !FileManager.default.fileExists(atPath: path) {
            guard Date() < deadline else { throw SummaryError(message: "timed out waiting for \(path)") }
            Thread.sleep(forTimeInterval: 0.05)
        }
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
