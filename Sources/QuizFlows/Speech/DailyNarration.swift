import QuizCore

/// What the Daily Challenge says: how it goes, each question with its number, text and numbered options (and
/// the timer's marks), the reveal (right, wrong or time's up, the right answer, the points), the score, and a
/// day without a set (why, as the screen says it).
public enum DailyNarration {
    /// The Daily Challenge's screens as the narration tells them apart.
    public enum Stage: Equatable, Sendable {
        case home, question, reveal, result
        /// No set today: the packs in play hold too few questions.
        case unavailable
    }

    /// The screen on view: `game` the attempt under way, `secondsLeft` its question's clock; `languageNotice` the
    /// home's line when the questions are not in the player's language, said after it.
    public static func screen(
        _ stage: Stage, of game: DailyGame?, secondsLeft: Double, languageNotice: ScreenText? = nil
    ) -> SpokenScreen? {
        switch stage {
        case .home:
            return SpokenScreen(
                key: "daily-home", lines: [SpokenPhrases.dailyHome] + [languageNotice].compactMap { $0 })
        case .question:
            guard let game, game.questions.indices.contains(game.current) else { return nil }
            let question = game.questions[game.current]
            let options = question.options.enumerated().map { SpokenPhrases.option($0.offset + 1, $0.element) }
            return SpokenScreen(
                key: "daily-question-\(game.current)",
                lines: [SpokenPhrases.questionNumber(game.current + 1, of: game.questions.count)]
                    + [.verbatim(question.text)] + options,
                secondsLeft: secondsLeft)
        case .reveal:
            guard let game, let answer = game.answers.last else { return nil }
            let question = game.questions[game.answers.count - 1]
            let verdict =
                answer.choice == nil
                ? SpokenPhrases.timeUp : answer.choice == question.correct ? SpokenPhrases.right : SpokenPhrases.wrong
            var lines = [verdict]
            if question.options.indices.contains(question.correct) {
                lines.append(SpokenPhrases.rightAnswerWas(question.correct + 1, question.options[question.correct]))
            }
            if answer.points > 0 { lines.append(SpokenPhrases.points(answer.points)) }
            return SpokenScreen(key: "daily-reveal-\(game.answers.count)", lines: lines)
        case .result:
            guard let game else { return nil }
            return SpokenScreen(
                key: "daily-result",
                lines: [SpokenPhrases.dailyScore(game.score, right: game.rightCount, of: game.questions.count)])
        case .unavailable:
            return SpokenScreen(
                key: "daily-unavailable",
                lines: [
                    ScreenText("daily.unavailable", ["count": .number(DailyDeal.questionsPerDay)]),
                    ScreenText("speech.enter_goes_back"),
                ])
        }
    }
}
