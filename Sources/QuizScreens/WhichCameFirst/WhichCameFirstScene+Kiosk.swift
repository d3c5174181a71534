import QuizCore
import QuizFlows

extension WhichCameFirstScene: KioskPlayable {
    public var modeName: String { GameMode.whichCameFirst.rawValue }

    /// A game is under way while a question or its answer is on view.
    public var isPlaying: Bool { screen == .question || screen == .reveal }

    public var progress: RoundProgress {
        guard let game else { return RoundProgress(answered: 0, right: 0, roundLength: nil) }
        return RoundProgress(answered: game.answers.count, right: game.score, roundLength: game.questions.count)
    }

    /// Back to the splash at once: every answer is already saved, and "Continue playing" takes it up again.
    public func stepTowardTitle(at time: Double) -> Bool {
        if screen != .splash { back(at: time) }
        return true
    }
}

/// What a "Which came first?" session did, for the JSON summary of a headless (or `--exit-when-done`) game:
/// the screen it ended on and each game played, with its questions' two events, the card chosen, the earlier
/// card and whether the answer was right.
struct WhichCameFirstSummary {
    let scene: WhichCameFirstScene

    func json() -> String {
        let games = scene.flow.log.map(Self.json)
        var fields = ["\"mode\":\"which-came-first\"", "\"screen\":\(JSONText.string(scene.screenName))"]
        if case .notAvailable(let day) = scene.screen { fields.append("\"unavailable\":\"\(day)\"") }
        if let last = scene.flow.log.last {
            fields += [
                "\"day\":\"\(last.game.day)\"", "\"kind\":\"\(last.kind.rawValue)\"", "\"score\":\(last.game.score)",
                "\"total\":\(last.game.questions.count)",
                "\"questions\":" + Self.questions(last.game),
            ]
        }
        fields.append("\"games\":[\(games.joined(separator: ","))]")
        return "{" + fields.joined(separator: ",") + "}"
    }

    static func json(_ entry: WhichCameFirstFlow.PlayedGame) -> String {
        "{\"day\":\"\(entry.game.day)\",\"kind\":\"\(entry.kind.rawValue)\",\"score\":\(entry.game.score),"
            + "\"answered\":\(entry.game.answers.count),\"total\":\(entry.game.questions.count)}"
    }

    static func questions(_ game: WhichCameFirstGame) -> String {
        let items = game.questions.enumerated().map { index, question in
            let events = question.cards.map { "{\"text\":\(JSONText.string($0.text)),\"year\":\($0.year)}" }
            let chosen = index < game.answers.count ? "\(game.answers[index])" : "null"
            let right = index < game.answers.count ? "\(game.answers[index] == question.earlierCard)" : "null"
            return "{\"events\":[\(events.joined(separator: ","))],\"chosen\":\(chosen),"
                + "\"earlier\":\(question.earlierCard),\"right\":\(right)}"
        }
        return "[" + items.joined(separator: ",") + "]"
    }
}
