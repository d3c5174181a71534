import Foundation
import QuizCore

/// The JSON line printed when a headless (or `--exit-when-done`) game ends:
/// `{"mode":"tilt","score":3,"total":5,"answers":[{"question":"tf-001",...}]}`.
struct TrueFalseSummary {
    let game: TrueFalseGame
    /// The board and streak after the last round, when the game reads them.
    var afterGame: AfterGameBoard?

    func json() -> String {
        let answers = game.answers.map { answer -> String in
            let fields = [
                "\"question\":\(JSONText.string(answer.question.id))",
                "\"text\":\(JSONText.string(answer.question.statement))",
                "\"chosen\":\(answer.chosen)",
                "\"correct\":\(answer.question.answer)",
                "\"right\":\(answer.isRight)",
                "\"at\":\(JSONText.number(answer.at))",
                "\"via\":\(JSONText.string(answer.via.rawValue))",
            ]
            return "{" + fields.joined(separator: ",") + "}"
        }
        return "{\"mode\":\"tilt\",\"score\":\(game.score),\"total\":\(game.round.count),"
            + "\"answers\":[\(answers.joined(separator: ","))]"
            + (afterGame.map { "," + $0.summaryJSON } ?? "") + "}"
    }
}

/// Small helpers to write JSON by hand with a fixed key order.
public enum JSONText {
    /// A JSON string literal.
    public static func string(_ text: String) -> String {
        let data = (try? JSONSerialization.data(withJSONObject: [text], options: [.withoutEscapingSlashes])) ?? Data()
        let array = String(decoding: data, as: UTF8.self)
        return String(array.dropFirst().dropLast())
    }

    /// A number rounded to hundredths, printed without binary noise (3.2, 0.5, 12.0).
    public static func number(_ value: Double) -> String {
        let hundredths = (value * 100).rounded()
        let whole = Int(hundredths) / 100
        let fraction = abs(Int(hundredths)) % 100
        let sign = hundredths < 0 && whole == 0 ? "-" : ""
        if fraction == 0 { return "\(sign)\(whole).0" }
        if fraction % 10 == 0 { return "\(sign)\(whole).\(fraction / 10)" }
        return String(format: "%@%d.%02d", sign, whole, fraction)
    }
}
