import QuizCore

/// What trivia's screens say: the topic landed on, the question then its options with the numbers their keys
/// have, the timer's marks, the result (right or wrong, the right answer, the points), the topic's progress and
/// medal, and an empty purse of lives. Overlays (the shop, a power-up's explanation) say nothing yet.
public enum TriviaNarration {
    /// The screen on view at `gameSeconds` (the timer's marks read it).
    public static func screen(of game: TriviaGame, at gameSeconds: Double) -> SpokenScreen {
        switch game.screen {
        case .home:
            return SpokenScreen(key: "trivia-home", lines: [SpokenPhrases.triviaHome])
        case .spinning:
            return SpokenScreen(key: "trivia-spinning", lines: [SpokenPhrases.spinning])
        case .topicChosen:
            return SpokenScreen(
                key: "trivia-topic-\(game.topicID ?? 0)",
                lines: [SpokenPhrases.topicChosen(game.currentTopic?.name ?? "")])
        case .loadingQuestion:
            return SpokenScreen(key: "trivia-loading", lines: [])
        case .questionIntro, .answering, .secondChanceOffer:
            return question(game, at: gameSeconds)
        case .result(let kind):
            return result(kind, game)
        case .progress:
            guard let topic = game.currentTopic else { return SpokenScreen(key: "trivia-progress", lines: []) }
            let medal = topic.medal.map { SpokenPhrases.medal($0) }
            return SpokenScreen(
                key: "trivia-progress-\(topic.id)",
                lines: [SpokenPhrases.progress(topic: topic.name, percent: topic.percentRight)]
                    + [medal].compactMap { $0 })
        case .noLives:
            return SpokenScreen(key: "trivia-no-lives", lines: [SpokenPhrases.noLives])
        }
    }

    /// The question alone during its intro; its options once they are in; the offer of a Second Chance. One
    /// key for the intro and the answers, so the options follow the question without cutting it.
    private static func question(_ game: TriviaGame, at gameSeconds: Double) -> SpokenScreen {
        guard let round = game.round else { return SpokenScreen(key: "trivia-question", lines: []) }
        let attempt = round.isSecondAttempt ? "-again" : ""
        let key = "trivia-question-\(round.question.id)\(attempt)"
        if game.screen == .secondChanceOffer {
            return SpokenScreen(key: key + "-offer", lines: [SpokenPhrases.secondChance])
        }
        var lines = [ScreenText.verbatim(round.question.text)]
        guard game.screen == .answering else { return SpokenScreen(key: key, lines: lines) }
        for (index, option) in round.options.enumerated() where round.answerableOptions.contains(option) {
            lines.append(SpokenPhrases.option(index + 1, option.text))
        }
        return SpokenScreen(key: key, lines: lines, secondsLeft: game.timeRemaining(at: gameSeconds))
    }

    private static func result(_ kind: TriviaResultKind, _ game: TriviaGame) -> SpokenScreen {
        guard let round = game.round else { return SpokenScreen(key: "trivia-result", lines: []) }
        var lines: [ScreenText]
        switch kind {
        case .right: lines = [SpokenPhrases.right]
        case .wrong: lines = [SpokenPhrases.wrong]
        case .timeUp: lines = [SpokenPhrases.timeUp]
        case .jumped: lines = [SpokenPhrases.jumped]
        }
        if let shown = round.revealedOptionID, let index = round.options.firstIndex(where: { $0.id == shown }) {
            lines.append(SpokenPhrases.rightAnswerWas(index + 1, round.options[index].text))
        }
        if kind == .right { lines.append(SpokenPhrases.points(round.points)) }
        return SpokenScreen(key: "trivia-result-\(round.question.id)", lines: lines)
    }
}
