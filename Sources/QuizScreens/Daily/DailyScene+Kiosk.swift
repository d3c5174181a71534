import QuizCore

extension DailyScene: KioskPlayable {
    public var modeName: String { GameMode.daily.rawValue }

    /// A game is under way while a question or its answer is on view.
    public var isPlaying: Bool { screen == .question || screen == .reveal }

    public var progress: RoundProgress {
        guard let game else { return RoundProgress(answered: 0, right: 0, roundLength: nil) }
        return RoundProgress(answered: game.answers.count, right: game.rightCount, roundLength: game.questions.count)
    }

    /// Back to the first screen at once: the attempt is saved with the time left, and Continue takes it up.
    public func stepTowardTitle(at time: Double) -> Bool {
        closeFeedback(at: time)
        if screen != .home { back(at: time) }
        return true
    }
}

/// What a Daily Challenge session did, for the JSON summary of a headless (or `--exit-when-done`) game: the
/// screen it ended on, the last attempt's date, number, whether it is ranked, its time scale, score and questions (the
/// options in the dealt order, the right one, the choice, the seconds left and the points), the clock of the
/// question on view, the rank today, and every attempt played.
struct DailySummary {
    /// One attempt played (or left part way).
    struct Game {
        let game: DailyGame
        let number: Int
    }

    let scene: DailyScene

    func json() -> String {
        var fields = [
            "\"mode\":\"daily\"", "\"screen\":\(JSONText.string(scene.screenName))", "\"day\":\"\(scene.day)\"",
            "\"play\":\(JSONText.string(scene.playLabel.key))",
        ]
        if let last = scene.log.last {
            fields += [
                "\"number\":\(last.number)",
                "\"ranked\":\(last.number == 1 && last.game.timeScalePercent <= TimeScale.standardPercent)",
                "\"timeScale\":\(JSONText.number(Double(last.game.timeScalePercent) / 100))",
                "\"score\":\(last.game.score)",
                "\"right\":\(last.game.rightCount)", "\"answered\":\(last.game.answers.count)",
                "\"questions\":"
                    + Self.questions(
                        last.game, byVoice: last.number == scene.attemptNumber ? scene.answeredByVoice : []),
            ]
        }
        if scene.screen == .question {
            fields.append("\"secondsLeft\":\(scene.secondsLeft(at: scene.lastTime))")
            fields.append("\"clockSeconds\":\(scene.clockSeconds)")
        }
        if let row = scene.player.flatMap({ scene.board.row(of: $0.id) }) {
            fields.append("\"rank\":\(row.rank)")
        }
        fields.append("\"players\":\(scene.board.players)")
        if let streak = scene.streakAfter { fields.append("\"streak\":\(streak)") }
        let games = scene.log.map { entry in
            "{\"day\":\"\(entry.game.day)\",\"number\":\(entry.number),\"score\":\(entry.game.score),"
                + "\"answered\":\(entry.game.answers.count),\"finished\":\(entry.game.isFinished)}"
        }
        fields.append("\"games\":[\(games.joined(separator: ","))]")
        return "{" + fields.joined(separator: ",") + "}"
    }

    static func questions(_ game: DailyGame, byVoice: Set<Int> = []) -> String {
        let items = game.questions.enumerated().map { index, question in
            let options = question.options.map(JSONText.string).joined(separator: ",")
            var text =
                "{\"uid\":\(JSONText.string(question.uid)),\"topic\":\(JSONText.string(question.topic)),"
                + "\"text\":\(JSONText.string(question.text)),\"options\":[\(options)],\"correct\":\(question.correct)"
            if index < game.answers.count {
                let answer = game.answers[index]
                text +=
                    ",\"choice\":\(answer.choice.map(String.init) ?? "null"),\"secondsLeft\":\(answer.secondsLeft),"
                    + "\"points\":\(answer.points)"
                if byVoice.contains(index) { text += ",\"via\":\"voice\"" }
            }
            return text + "}"
        }
        return "[" + items.joined(separator: ",") + "]"
    }
}
