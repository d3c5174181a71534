import QuizCore
import QuizFlows

/// What a trivia session did, for the JSON summary printed at the end of a
/// headless (or `--exit-when-done`) game.
struct TriviaSessionLog {
    /// One question that ended: answered, timed out or jumped.
    struct Entry {
        var uid: String
        var text: String
        var result: TriviaAnswerResult
        var chosen: String?
        /// Seconds since the start when it ended.
        var at: Double
        var points: Int
        /// Seconds left on the timer when it ended (0 for a time-out).
        var remaining: Double
        var options: [TriviaOption]
        /// The message above "Your score" after a right answer.
        var message: String?
        /// `voice` for an answer given by a voice command; nil otherwise (keys and taps are not told apart).
        var via: String?
    }

    var entries: [Entry] = []
    var powerUps: [PowerUp] = []
    var purchases: [PurchaseRecord] = []
    var topic: String?

    mutating func answered(_ record: TriviaAnswerRecord, round: TriviaRound?, at time: Double, via: String? = nil) {
        guard let round else { return }
        let remaining = record.result == .timeout ? 0 : max(0, round.timer?.remaining(at: time) ?? 0)
        entries.append(
            Entry(
                uid: round.question.uid, text: round.question.text, result: record.result,
                chosen: round.options.first { $0.id == record.optionID }?.text, at: time, points: record.points,
                remaining: remaining, options: round.options,
                // The operator's words as written, else the game's own message by its catalog key.
                message: round.message ?? round.gameMessage.map { TriviaWords.gameMessageKeys[$0] },
                via: record.result == .timeout ? nil : via))
    }

    var points: Int { entries.reduce(0) { $0 + $1.points } }

    func json(game: TriviaGame, lives: Int, afterGame: AfterGameBoard? = nil) -> String {
        let answers = entries.map { entry -> String in
            let options = entry.options.map { "{\"text\":\(JSONText.string($0.text)),\"correct\":\($0.isCorrect)}" }
            let fields = [
                "\"question\":\(JSONText.string(entry.uid))",
                "\"text\":\(JSONText.string(entry.text))",
                "\"result\":\(JSONText.string(entry.result.rawValue))",
                "\"chosen\":" + (entry.chosen.map(JSONText.string) ?? "null"),
                "\"right\":\(entry.result == .right)",
                "\"at\":\(JSONText.number(entry.at))",
                "\"points\":\(entry.points)",
                "\"remaining\":\(JSONText.number(entry.remaining))",
                "\"options\":[\(options.joined(separator: ","))]",
                "\"message\":" + (entry.message.map(JSONText.string) ?? "null"),
            ]
            // Only a voice answer says where it came from: keys and taps are not told apart (docs/accessibility.md).
            let via = entry.via.map { [",\"via\":" + JSONText.string($0)] } ?? []
            return "{" + fields.joined(separator: ",") + via.joined() + "}"
        }
        let purchases = self.purchases.map {
            "{\"item\":\(JSONText.string($0.item.code)),\"quantity\":\($0.quantity),"
                + "\"priceCents\":\($0.priceCents),\"provider\":\(JSONText.string($0.provider.rawValue))}"
        }
        let used = powerUps.map { JSONText.string($0.rawValue) }
        let right = entries.filter { $0.result == .right }.count
        return "{\"mode\":\"trivia\",\"score\":\(right),\"total\":\(entries.count),\"points\":\(points),"
            + "\"lives\":\(lives),\"timeScale\":\(JSONText.number(game.timeScale)),"
            + "\"topic\":\(topic.map(JSONText.string) ?? "null"),"
            + "\"powerUps\":[\(used.joined(separator: ","))],\"purchases\":[\(purchases.joined(separator: ","))],"
            + "\"answers\":[\(answers.joined(separator: ","))]"
            + (afterGame.map { "," + $0.summaryJSON } ?? "") + "}"
    }
}
