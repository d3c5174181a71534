import Foundation
import QuizCore
import TestSupport
import Testing

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

    static func parse(_ stdout: String) throws -> GameSummary { try JSONSummary.only(GameSummary.self, in: stdout) }
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

    /// Runs `play --headless` on this panel with `arguments` (the mode, seed, language...), its data in
    /// `folder/data` and `input` turned to the panel, and expects it to end well; the folder of its screenshots.
    func play(
        _ arguments: [String], input: String, in folder: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> String {
        let shots = folder + "/shots"
        let result = try Tool.run(
            ["play", "--headless", "--data", folder + "/data", "--screenshots", shots]
                + ["--input", try script(input, in: folder)] + arguments + self.arguments)
        #expect(result.status == 0, "\(result.stderr)", sourceLocation: sourceLocation)
        return shots
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
            guard case .object(var step) = try JSONValue.parse(String(line)) else { continue }
            for key in ["tap", "touch"] {
                if case .array(let point) = step[key], point.count == 2,
                    case .number(let x) = point[0], case .number(let y) = point[1]
                {
                    step[key] = .array([.number(JSONNumber(1 - y.double)), .number(x)])
                }
            }
            // The game's right (+x) is the panel's down (+y), and so on round.
            let panelSwipe = ["right": "down", "down": "left", "left": "up", "up": "right"]
            if case .string(let swipe) = step["swipe"] { step["swipe"] = .string(panelSwipe[swipe] ?? swipe) }
            lines.append(JSONText.write(.object(step)))
        }
        let turned = folder + "/script-r90.jsonl"
        Tool.write(ScriptedInput.text(lines), to: turned)
        return turned
    }
}
