import Foundation
import QuizApp
import QuizConfig
import QuizCore

/// A kiosk day in miniature, in real time: the real binary in a window on
/// SDL's offscreen driver (the renderer it picks there) played by a script
/// every two minutes — a Tilt True/False kiosk left idle into attract mode
/// in between, or trivia left on its last screen with the lives' countdown
/// ("Full in 59:09", a new text every second) — watched from outside every
/// few seconds: anonymous memory and PSS (`/proc/PID/smaps_rollup`), open
/// descriptors, threads and CPU time. The trend of anonymous memory after the
/// warm-up (5 minutes, or a quarter of a shorter run) is the figure a day of
/// growth is read from.
public enum LongRunBench {
    /// What the run plays.
    public enum Mode: String, Encodable, CaseIterable, Sendable {
        case tilt, trivia
    }

    struct Figures: Encodable {
        var mode: Mode
        var minutes: Double
        var samples: Int
        var warmupMinutes: Double
        /// Least-squares slope of anonymous memory after the warm-up, MB per minute.
        var anonymousTrendMBPerMinute: Double
        var anonymousFirstMB: Double
        var anonymousLastMB: Double
        var pssPeakMB: Double
        var fdsMin: Int
        var fdsMax: Int
        var threadsMin: Int
        var threadsMax: Int
        var cpuPercent: Double
        var games: Int
    }

    /// One look at the child.
    struct Sample {
        var minute: Double
        var anonymousMB: Double
        var pssMB: Double
        var fds: Int
        var threads: Int
    }

    /// Seconds between two scripted games.
    static let gameEverySeconds = 120.0

    static func run(minutes: Double, mode: Mode) throws -> Figures {
        try BenchFolder.with { folder in
            let games = Int(minutes * 60 / gameEverySeconds)
            let config: String
            let script: String
            switch mode {
            case .tilt:
                config = try kioskConfig()
                script = kioskScript(games: games, minutes: minutes)
            case .trivia:
                config = ""
                script = triviaScript(games: games, minutes: minutes)
            }
            let configFile = PathText.join(folder, "config.yaml")
            let scriptFile = PathText.join(folder, "script.jsonl")
            try config.write(toFile: configFile, atomically: true, encoding: .utf8)
            try script.write(toFile: scriptFile, atomically: true, encoding: .utf8)
            let child = BenchChild(
                BenchChild.playArguments(
                    mode: mode.rawValue, data: PathText.join(folder, "data"),
                    ["--config", configFile, "--input", scriptFile]),
                videoDriver: "offscreen")
            try child.start()
            defer { child.stop() }
            let interval = minutes >= 10 ? 10.0 : 5.0
            let start = Stopwatch.now()
            var samples: [Sample] = []
            var firstCPU: (seconds: Double, at: Double)?
            var lastCPU: (seconds: Double, at: Double)?
            while Stopwatch.now() - start < minutes * 60 {
                Thread.sleep(forTimeInterval: interval)
                let now = Stopwatch.now()
                guard child.process.isRunning, let sample = look(child.pid, minute: (now - start) / 60) else {
                    throw CommandFailure(
                        "the long run's game ended after \(Int(now - start)) s (tiltquiz play in \(folder))")
                }
                samples.append(sample)
                if let cpu = child.cpuSeconds() {
                    if firstCPU == nil { firstCPU = (cpu, now) }
                    lastCPU = (cpu, now)
                }
            }
            let warmup = min(5, minutes / 4)
            let settled = samples.filter { $0.minute >= warmup }
            var cpu = 0.0
            if let first = firstCPU, let last = lastCPU, last.at > first.at {
                cpu = (last.seconds - first.seconds) / (last.at - first.at) * 100
            }
            return Figures(
                mode: mode, minutes: minutes, samples: samples.count, warmupMinutes: warmup,
                anonymousTrendMBPerMinute: MemoryBench.slope(settled.map { ($0.minute, $0.anonymousMB) }),
                anonymousFirstMB: settled.first?.anonymousMB ?? 0, anonymousLastMB: settled.last?.anonymousMB ?? 0,
                pssPeakMB: samples.map(\.pssMB).max() ?? 0, fdsMin: samples.map(\.fds).min() ?? 0,
                fdsMax: samples.map(\.fds).max() ?? 0, threadsMin: samples.map(\.threads).min() ?? 0,
                threadsMax: samples.map(\.threads).max() ?? 0, cpuPercent: cpu, games: games)
        }
    }

    /// A kiosk that goes into attract mode after 10 idle seconds.
    static func kioskConfig() throws -> String {
        let hash = try AdminPIN.hash(
            pin: "2468", salt: PINHash.makeSalt(), iterations: PINHash.allowedIterations.lowerBound)
        return """
            kiosk: true
            admin:
              pin_hash: \(hash)
            timeouts:
              idle_seconds: 10
              reset_seconds: 60
            attract:
              seconds_per_screen: 8
            """
    }

    /// Every `gameEverySeconds`, a round of five answered by holding Left or
    /// Right and going on with Enter, then idle into attract mode; a last
    /// wait keeps the game running to the end of the run.
    static func kioskScript(games: Int, minutes: Double) -> String {
        var lines: [String] = []
        for game in 0..<games {
            var time = 30 + Double(game) * gameEverySeconds
            lines.append(#"{"t": \#(time), "tap": [0.5, 0.5]}"#)
            time += 1
            lines.append(#"{"t": \#(time), "key": "enter"}"#)
            for question in 0..<5 {
                let side = question % 2 == 0 ? "left" : "right"
                time += 1.5
                lines.append(#"{"t": \#(time), "key": "\#(side)", "down": true}"#)
                time += 1.2
                lines.append(#"{"t": \#(time), "key": "\#(side)", "down": false}"#)
                time += 2
                lines.append(#"{"t": \#(time), "key": "enter"}"#)
            }
        }
        lines.append(#"{"t": \#(minutes * 60 + 60), "wait": true}"#)
        return lines.joined(separator: "\n") + "\n"
    }

    /// Every `gameEverySeconds`, trivia from its last screen: Play (again), the
    /// spinner's Play, the first answer, then N (a second chance declined) and on through what follows
    /// (the result) back to the screen with the lives' countdown;
    /// a game without lives left stops at the screen that says when the next comes.
    static func triviaScript(games: Int, minutes: Double) -> String {
        var lines: [String] = []
        for game in 0..<games {
            var time = 20 + Double(game) * gameEverySeconds
            for (wait, key) in [(0.0, "enter"), (3.5, "enter"), (3.0, "1"), (3.0, "n"), (3.0, "enter")] {
                time += wait
                lines.append(#"{"t": \#(time), "key": "\#(key)"}"#)
            }
        }
        lines.append(#"{"t": \#(minutes * 60 + 60), "wait": true}"#)
        return lines.joined(separator: "\n") + "\n"
    }

    /// The child's memory, descriptors and threads now; nil once it is gone.
    static func look(_ pid: Int32, minute: Double) -> Sample? {
        guard let fds = try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/fd") else { return nil }
        let rollup = "/proc/\(pid)/smaps_rollup"
        return Sample(
            minute: minute, anonymousMB: ProcessMemory.field("Anonymous:", in: rollup),
            pssMB: ProcessMemory.field("Pss:", in: rollup), fds: fds.count,
            threads: Int(ProcessMemory.field("Threads:", in: "/proc/\(pid)/status") * 1024))
    }
}
