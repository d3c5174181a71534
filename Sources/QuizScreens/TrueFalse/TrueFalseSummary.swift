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
