import QuizCore

/// What Tilt True/False's screens say: the title, each statement with its number, the reveal (right or wrong,
/// the answer, the explanation) and the score at game over.
public enum TrueFalseNarration {
    /// `languageNotice`: the title's line when the statements are not in the player's language, said after it.
    public static func screen(of game: TrueFalseGame, languageNotice: ScreenText? = nil) -> SpokenScreen {
        switch game.screen {
        case .title:
            return SpokenScreen(
                key: "truefalse-title", lines: [SpokenPhrases.trueFalseTitle] + (languageNotice.map { [$0] } ?? []))
        case .question:
            let number = game.answers.count + 1
            guard let question = game.currentQuestion else { return SpokenScreen(key: "truefalse-question", lines: []) }
            return SpokenScreen(
                key: "truefalse-question-\(number)-\(question.id)",
                lines: [
                    SpokenPhrases.statementNumber(number, of: game.round.count), .verbatim(question.statement),
                    SpokenPhrases.tiltHint,
                ])
        case .reveal:
            guard let answer = game.answers.last else { return SpokenScreen(key: "truefalse-reveal", lines: []) }
            let question = answer.question
            let feedback = answer.isRight ? question.rightFeedback : question.wrongFeedback
            let own = [feedback, question.explanation].filter { !$0.isEmpty }.map(ScreenText.verbatim)
            let lines = [
                answer.isRight ? SpokenPhrases.right : SpokenPhrases.wrong, SpokenPhrases.statementWas(question.answer),
            ]
            return SpokenScreen(key: "truefalse-reveal-\(game.answers.count)", lines: lines + own)
        case .gameOver:
            return SpokenScreen(
                key: "truefalse-over",
                lines: [SpokenPhrases.gameOver(score: game.score, total: game.round.count)])
        }
    }
}
