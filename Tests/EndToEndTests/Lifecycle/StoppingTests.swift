import Foundation
import ProcessLifecycle
import TestSupport
import Testing

/// SIGTERM (`systemctl stop`) and SIGINT (Ctrl-C) stop every long command at once, and cleanly: a game, a
/// kiosk too, saves, checkpoints and seals its store and exits 0.
@Suite struct StoppingTests {
    /// A kiosk that answered two statements by touch and is then left alone (the script holds until a file
    /// that never comes), stopped by `signal`: status 0, the store sealed, both answers in it.
    @Test(arguments: [SIGTERM, SIGINT])
    func aKioskStopsCleanlyOnASignal(signal: Int32) throws {
        let run = KioskRun()
        let journal = run.folder + "/journal.jsonl"
        let script = [
            #"{"t": 0.5, "key": "enter"}"#, #"{"t": 2.0, "tap": \#(KioskTests.tapTrue)}"#,
            #"{"t": 3.0, "key": "enter"}"#, #"{"t": 4.0, "tap": \#(KioskTests.tapFalse)}"#,
            #"{"t": 5.0, "until": "\#(run.folder)/never"}"#,
        ]
        Tool.write(ScriptedInput.text(script), to: run.folder + "/script.jsonl")
        let game = try RunningTool([
            "play", "--headless", "--mode", "tilt", "--seed", "1", "--config", run.folder + "/config.yaml", "--data",
            run.folder + "/data", "--input", run.folder + "/script.jsonl", "--journal", journal,
        ])
        // Both answers committed: the game is at the hold, with its handlers long in place.
        try RunningTool.waitFor("two answers in \(journal)") {
            ((try? String(contentsOfFile: journal, encoding: .utf8)) ?? "").split(separator: "\n").count >= 2
        }
        let ended = try game.stop(with: signal)
        #expect(ended.status == 0, "\(ended.stderr)")
        #expect(ended.reason == .exit, "ended by its own exit, not killed by the signal")
        #expect(FileManager.default.fileExists(atPath: run.folder + "/data/tiltquiz.sqlite.sealed"))
        let summary = try GameSummary.parse(ended.stdout.split(separator: "\n").first.map(String.init) ?? "")
        #expect(summary.answers.map(\.chosen) == [true, false])
        #expect(try run.export("answers").map { $0["chosen"] ?? "" } == ["true", "false"], "nothing lost")
    }

    /// A game that is not a kiosk, stopped while it waits: the same clean end.
    @Test(arguments: [SIGTERM, SIGINT])
    func aHeadlessGameStopsCleanlyOnASignal(signal: Int32) throws {
        let folder = Tool.temporaryFolder()
        Tool.write(#"{"t": 1.0, "until": "\#(folder)/never"}"# + "\n", to: folder + "/script.jsonl")
        let game = try RunningTool([
            "play", "--headless", "--mode", "tilt", "--data", folder + "/data", "--input", folder + "/script.jsonl",
        ])
        // The store's lock is taken after the handlers are in place.
        try RunningTool.waitFor("the game's lock") {
            FileManager.default.fileExists(atPath: folder + "/data/tiltquiz.lock")
        }
        let ended = try game.stop(with: signal)
        #expect(ended.status == 0 && ended.reason == .exit, "\(ended.stderr)")
        #expect(FileManager.default.fileExists(atPath: folder + "/data/tiltquiz.sqlite.sealed"))
    }

    /// A kiosk in a real window (Xvfb), as systemd runs it, stopped by SIGTERM once its window is up: the same
    /// clean end, though the kiosk ignores the window's quit event.
    @Test func aKioskInAWindowStopsCleanlyOnSIGTERM() throws {
        let run = KioskRun()
        let window = try WindowedGame(folder: run.folder)
        defer { window.stop() }
        try window.start(
            ["play", "--mode", "tilt", "--config", run.folder + "/config.yaml", "--data", run.folder + "/data"])
        _ = try window.focus()
        let game = window.process
        kill(game.processIdentifier, SIGTERM)
        let guardKill = DispatchWorkItem { [weak game] in
            if let game, game.isRunning { kill(game.processIdentifier, SIGKILL) }
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + 10, execute: guardKill)
        _ = window.output.fileHandleForReading.readDataToEndOfFile()
        game.waitUntilExit()
        guardKill.cancel()
        #expect(game.terminationReason == .exit && game.terminationStatus == 0)
        #expect(FileManager.default.fileExists(atPath: run.folder + "/data/tiltquiz.sqlite.sealed"))
    }

    /// The web admin stops on Ctrl-C as on SIGTERM (`AdminCommandTests` stops it with SIGTERM).
    @Test func theWebAdminStopsOnSIGINT() throws {
        let server = try AdminServeProcess(data: Tool.temporaryFolder() + "/data")
        defer { server.stop() }
        let started = Date()
        kill(server.process.processIdentifier, SIGINT)
        server.process.waitUntilExit()
        #expect(server.process.terminationReason == .exit && server.process.terminationStatus == 0, "\(server.log())")
        #expect(Date().timeIntervalSince(started) < 5, "a hang guard: it stops in well under a second")
    }
}

/// A `tiltquiz` started in the background (`Tool.start`: through `DyingChild`, no user config, no sound device),
/// stopped by a signal.
struct RunningTool {
    private let running: Tool.Running
    /// The child process.
    var process: Process { running.process }

    init(_ arguments: [String]) throws { running = try Tool.start(arguments) }

    struct Ended {
        var status: Int32
        var reason: Process.TerminationReason
        var stdout: String
        var stderr: String
    }

    /// Sends `signal` and waits for the end (SIGKILL after 10 s: a hang guard, not a timing).
    func stop(with signal: Int32) throws -> Ended {
        kill(process.processIdentifier, signal)
        let result = running.finish(timeout: 10)
        return Ended(
            status: result.status, reason: process.terminationReason, stdout: result.stdout, stderr: result.stderr)
    }

    /// Waits until `done` holds, checking every 20 ms; fails after 60 s (a hang guard).
    static func waitFor(_ what: String, _ done: () -> Bool) throws {
        let deadline = Date().addingTimeInterval(60)
        while !done() {
            guard Date() < deadline else { throw SummaryError(message: "timed out waiting for \(what)") }
            Thread.sleep(forTimeInterval: 0.02)
        }
    }
}
