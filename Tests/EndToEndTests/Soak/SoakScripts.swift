import Foundation
import QuizCore
import TestSupport

/// Scripted play for the soak: title/play cycles of each mode, as JSON Lines
/// for `tiltquiz play --input`. Attract mode slots in as one more step of a cycle.
enum SoakScripts {
    struct Line {
        var time: Double
        var key: String
        var down: Bool?

        var json: String {
            let held = down.map { ", \"down\": \($0)" } ?? ""
            return "{\"t\": \(String(format: "%.2f", time)), \"key\": \"\(key)\"\(held)}"
        }
    }

    static func text(_ lines: [Line]) -> String {
        ScriptedInput.text(lines.map(\.json))
    }

    /// Tilt True/False: `rounds` rounds of 5, each answered by holding Left or
    /// Right (chosen with `seed`), Next with Enter, then back to the title and
    /// Play again. About 19.5 s of game time a round.
    static func tilt(rounds: Int, seed: UInt64) -> [Line] {
        var random = SeededRandom(seed: seed)
        var lines = [Line(time: 0.5, key: "enter")]
        var time = 0.5
        for _ in 0..<rounds {
            for _ in 0..<5 {
                let side = random.below(2) == 0 ? "left" : "right"
                time += 1.0
                lines.append(Line(time: time, key: side, down: true))
                time += 1.1
                lines.append(Line(time: time, key: side, down: false))
                time += 1.5
                lines.append(Line(time: time, key: "enter"))
            }
            time += 1.0
            lines.append(Line(time: time, key: "escape"))  // game over -> title
            time += 1.0
            lines.append(Line(time: time, key: "enter"))  // title -> a new round
        }
        return lines
    }

    /// Seconds of game time one trivia cycle takes.
    static let triviaCycleSeconds = 22.0

    /// Trivia: `cycles` questions, each with a coin, a refill when the lives
    /// ran out, Freeze Time and Half Off (explained, used, or the store when
    /// none is left), an answer, a purchase on the progress screen, and every
    /// fourth cycle back home. Answers come late so the round is saved mid-question. A wrong answer's
    /// Second Chance is declined (N): one taken answers the question again, which the audit's
    /// "answered twice" would count.
    static func trivia(cycles: Int, start: Double = 0.5) -> [Line] {
        var lines: [Line] = []
        for cycle in 0..<cycles {
            let c = start + Double(cycle) * triviaCycleSeconds
            let steps: [(Double, String)] = [
                (0.0, "enter"), (0.2, "0"), (0.4, "r"), (3.8, "enter"), (6.5, "f"), (6.7, "escape"), (9.0, "h"),
                (9.2, "escape"), (15.0, "1"), (15.1, "2"), (15.3, "n"), (15.5, "enter"), (21.0, "b"), (21.2, "2"),
                (21.4, "escape"),
            ]
            lines += steps.map { Line(time: c + $0.0, key: $0.1) }
            if cycle % 4 == 3 { lines.append(Line(time: c + 21.6, key: "escape")) }
        }
        return lines
    }
}
