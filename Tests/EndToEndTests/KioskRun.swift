import Foundation
import TestSupport

/// A headless kiosk run of the real executable: a config file with short
/// timeouts and a real PIN hash, a script, and what the kiosk logged.
struct KioskRun {
    /// The admin PIN of every kiosk test.
    static let pin = "2468"
    /// PBKDF2-HMAC-SHA256 of "2468", salt 00 01 ... 0f, 10 000 iterations (the fewest allowed,
    /// so debug builds check it quickly); computed with Python's hashlib, independently of the game.
    static let pinHash =
        "pbkdf2-sha256$10000$000102030405060708090a0b0c0d0e0f$"
        + "1a08d6086f6dc7f66e1013d077074b647ea87f01a4a4b8c77b3c9a5ee0e6a2b1"

    /// One line of the kiosk's log.
    struct Event: Decodable, Equatable {
        var at: Double
        var event: String
        var detail: String?
    }

    private struct Summary: Decodable {
        struct Kiosk: Decodable { var events: [Event] }
        /// An answer of any mode, only counted.
        struct Answer: Decodable {}
        var kiosk: Kiosk
        /// Missing when nobody played a mode.
        var answers: [Answer]?
        var player: String?
    }

    let folder = Tool.temporaryFolder()
    var status: Int32 = -1
    var stdout = ""
    var stderr = ""
    var events: [Event] = []
    /// The Tilt True/False summary (nil for other modes).
    var summary: GameSummary?
    var answerCount = 0
    /// Who played the game the summary tells of.
    var player: String?

    /// Writes the config: `gesture` corners or chord, the timeouts and attract screens given, and `more` settings.
    init(
        gesture: String = "chord", idle: Int = 10, reset: Int = 20, secondsPerScreen: Int = 4,
        attractScreens: String? = nil, more: String = ""
    ) {
        let config = """
            kiosk: true
            admin:
              pin_hash: \(Self.pinHash)
              gesture: \(gesture)
            timeouts:
              idle_seconds: \(idle)
              reset_seconds: \(reset)
            attract:
              seconds_per_screen: \(secondsPerScreen)
            """ + (attractScreens.map { "\n  screens: \($0)" } ?? "")
        Tool.write(config + "\n" + more, to: folder + "/config.yaml")
    }

    /// Plays `script` (JSON Lines) with `extra` arguments, in `mode` (nil: the
    /// home screen of the config's modes); fills in what came out.
    mutating func play(_ script: [String], _ extra: [String] = [], mode: String? = "tilt") throws {
        Tool.write(ScriptedInput.text(script), to: folder + "/script.jsonl")
        let result = try Tool.run(
            [
                "play", "--headless", "--config", folder + "/config.yaml", "--data", folder + "/data", "--seed", "1",
                "--input", folder + "/script.jsonl",
            ] + (extra.contains("--mode") ? [] : mode.map { ["--mode", $0] } ?? []) + extra)
        status = result.status
        stdout = result.stdout
        stderr = result.stderr
        summary = try? GameSummary.parse(result.stdout)
        let common = try JSONDecoder().decode(Summary.self, from: Data(result.stdout.utf8))
        events = common.kiosk.events
        answerCount = common.answers?.count ?? 0
        player = common.player
    }

    /// The logged event names, in order.
    var names: [String] { events.map(\.event) }

    func first(_ name: String) -> Event? { events.first { $0.event == name } }

    /// Script lines that type `digits` on the keyboard from `start`, then Enter.
    static func typing(_ digits: String, from start: Double) -> [String] {
        var steps = digits.enumerated().map { index, digit in (start + Double(index) * 0.1, String(digit)) }
        steps.append((start + Double(digits.count) * 0.1, "enter"))
        return ScriptedInput.keys(steps)
    }

    /// Script lines that hold `first` from 1 s and `second` from 1.5 s with two fingers, and lift both at 7 s:
    /// the admin gesture of two corners held, where they are the corners.
    static func holdingTwo(_ first: [Double], _ second: [Double]) -> [String] {
        [
            ScriptedInput.touch(1.0, first, finger: 1, down: true),
            ScriptedInput.touch(1.5, second, finger: 2, down: true),
            ScriptedInput.touch(7.0, first, finger: 1, down: false),
            ScriptedInput.touch(7.0, second, finger: 2, down: false),
        ]
    }

    /// Script lines that hold Left + Right + Enter from `start` for `seconds`.
    static func chord(from start: Double, seconds: Double) -> [String] {
        ["left", "right", "enter"].map { ScriptedInput.key(start, $0, down: true) }
            + ["left", "right", "enter"].map { ScriptedInput.key(start + seconds, $0, down: false) }
    }

    /// Exports `kind` as JSON rows.
    func export(_ kind: String) throws -> [[String: String]] {
        let file = folder + "/" + kind + ".json"
        let result = try Tool.run(["export", kind, file, "--format", "json", "--data", folder + "/data"])
        guard result.status == 0 else { throw SummaryError(message: result.stderr) }
        let rows = try JSONObjects.read(Data(contentsOf: URL(fileURLWithPath: file)))
        // Numbers are JSON numbers: compared here as the text they print as.
        return (rows as? [[String: Any]] ?? []).map { row in row.mapValues { "\($0)" } }
    }
}
