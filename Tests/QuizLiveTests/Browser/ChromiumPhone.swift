import Foundation
import QuizCore
import Synchronization
import TestSupport
import Testing

/// A phone's browser for the tests: Debian's headless Chromium, started and driven over the DevTools protocol
/// by `scripts/live-phone-driver.py` through a list of steps, while the test plays the host. The script prints
/// one JSON line per step; a `signal` step's line tells the test that the page shows what it waited for, so the
/// host may act. Its output is read as it comes, on threads of its own.
final class ChromiumPhone: Sendable {
    static let driver = Tool.root + "/scripts/live-phone-driver.py"

    /// Debian's `chromium`, or nil when it is not installed.
    static let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    private let running: Tool.Running
    private let output = Mutex<(lines: [String], errors: String, open: Int)>(([], "", 2))

    /// Starts the script on `steps` (written as JSON beside the screenshots' folder) against `base`.
    init(browser: String, base: String, steps: [[String: Any]], shots: String, folder: String) throws {
        let file = folder + "/phone-steps.json"
        // Foundation writes the steps this test built for the Python driver; no JSON of the game's is read here.
        let json = try JSONSerialization.data(withJSONObject: steps, options: [.prettyPrinted, .sortedKeys])
        try json.write(to: URL(fileURLWithPath: file))
        running = try Tool.start(
            [
                "python3", Self.driver, "--base", base, "--shots", shots, "--chromium", browser, "--timeout", "90",
                file,
            ], launcher: "/usr/bin/env")
        read(running.out.fileHandleForReading, lines: true)
        read(running.err.fileHandleForReading, lines: false)
    }

    private func read(_ handle: FileHandle, lines: Bool) {
        Thread.detachNewThread { [self] in
            var pending = Data()
            while case let data = handle.availableData, !data.isEmpty {
                if !lines {
                    output.withLock { $0.errors += String(decoding: data, as: UTF8.self) }
                    continue
                }
                pending.append(data)
                while let end = pending.firstIndex(of: UInt8(ascii: "\n")) {
                    let line = String(decoding: pending[pending.startIndex..<end], as: UTF8.self)
                    pending = Data(pending[(end + 1)...])
                    output.withLock { $0.lines.append(line) }
                }
            }
            output.withLock { $0.open -= 1 }
        }
    }

    /// Everything the script printed so far: its step lines, then its errors.
    var transcript: String {
        output.withLock { ($0.lines + [$0.errors]).joined(separator: "\n") }
    }

    /// Waits for the script's `signal` step called `name`; false (with a record of what the script printed) when
    /// the script ends first or `seconds` pass, a limit for a hang, never a timing.
    func waitFor(signal name: String, seconds: Double = 45) async -> Bool {
        let wanted = "\"signal\": \(JSONText.string(name))}"
        let until = ContinuousClock.now + .seconds(seconds)
        while ContinuousClock.now < until {
            let (seen, open) = output.withLock { ($0.lines.contains { $0.hasSuffix(wanted) }, $0.open) }
            if seen { return true }
            if open == 0 { break }
            try? await Task.sleep(for: .milliseconds(20))
        }
        Issue.record("the phone never signalled \(name): \(transcript)")
        return false
    }

    /// Waits for the script to end (killing it after `seconds`): its exit status.
    func finish(seconds: Double = 60) async -> Int32 {
        let until = ContinuousClock.now + .seconds(seconds)
        while output.withLock({ $0.open > 0 }) || running.process.isRunning {
            if ContinuousClock.now > until {
                kill(running.process.processIdentifier, SIGKILL)
                break
            }
            try? await Task.sleep(for: .milliseconds(20))
        }
        running.process.waitUntilExit()
        return running.process.terminationStatus
    }

    /// Stops the script (and so its Chromium) if it still runs: a test that failed on the host's side.
    func stop() {
        if running.process.isRunning { running.process.terminate() }
    }
}
