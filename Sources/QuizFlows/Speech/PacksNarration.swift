import Foundation
import QuizCore

/// What the quiz packs mode says: the pack the focus is on, each question with its number, text and numbered
/// answers and how to submit, the answer screen (right or wrong, the right answer), the score at the end, the
/// player's best score of each pack, the operator's Settings (the URL, where it was set, how the last check went,
/// the focused button), and the pack URL as it is typed.
public enum PacksNarration {
    /// The packs mode's screens as the narration tells them apart.
    public enum Stage: Equatable, Sendable {
        /// The list, with the focus on pack `focused` (nil: on the toolbar).
        case list(focused: Int?)
        case question, answer, finished
        /// The player's scores: the best game of each pack played.
        case scores(PackScoreBoard)
        /// The pack URL's keyboard.
        case typingURL(TextKeyboard)
        /// Settings: the pack URL's status, the focused button's label key, the line about a check, the clock.
        case settings(PackSourceStatus, focus: String?, notice: ScreenText?, now: Date)
    }

    /// The best games said on the scores screen, from the top (the screen scrolls through the rest).
    static let rowsSaid = 5

    public static func screen(_ stage: Stage, packs: [QuizPackEntry], round: PackRound?) -> SpokenScreen? {
        switch stage {
        case .list(let focused):
            guard let focused, packs.indices.contains(focused) else {
                return SpokenScreen(key: "packs-list", lines: [SpokenPhrases.packsList(count: packs.count)])
            }
            return SpokenScreen(
                key: "packs-list-\(focused)",
                lines: [SpokenPhrases.pack(focused + 1, of: packs.count, title: packs[focused].title)])
        case .question:
            guard let round else { return nil }
            let answers = round.question.answers.enumerated().map {
                SpokenPhrases.option($0.offset + 1, $0.element.text)
            }
            return SpokenScreen(
                key: "pack-question-\(round.packID)-\(round.index)",
                lines: [SpokenPhrases.questionNumber(round.index + 1, of: round.total), .verbatim(round.question.text)]
                    + answers + [SpokenPhrases.packsHint])
        case .answer:
            guard let round, case .answer(_, let right) = round.stage else { return nil }
            let question = round.question
            return SpokenScreen(
                key: "pack-answer-\(round.packID)-\(round.index)",
                lines: [
                    right ? SpokenPhrases.right : SpokenPhrases.wrong,
                    SpokenPhrases.rightAnswerWas(question.correctIndex + 1, question.correctAnswer.text),
                ])
        case .finished:
            guard let round else { return nil }
            return SpokenScreen(
                key: "pack-finished-\(round.packID)",
                lines: [SpokenPhrases.gameOver(score: round.rightCount, total: round.total)])
        case .scores(let board):
            let best = board.best.prefix(rowsSaid).map { game in
                ScreenText(
                    "speech.pack_score",
                    [
                        "pack": .verbatim(game.packTitle),
                        "score": .text(
                            ScreenText(
                                "wcf.score_of",
                                ["score": .number(game.score.right), "total": .number(game.score.total)]
                            )),
                    ])
            }
            return SpokenScreen(
                key: "packs-scores",
                lines: [ScreenText("quizpacks.your_scores"), ScreenText("quizpacks.best_per_pack")]
                    + (best.isEmpty ? [ScreenText("quizpacks.finish_to_see_best")] : best))
        case .typingURL(let keyboard):
            return KeyboardNarration.typing(keyboard)
        case .settings(let status, let focus, let notice, let now):
            return SpokenScreen(
                key: "packs-settings", lines: settingsLines(status, now: now) + [ScreenText("speech.pages_hint")],
                focus: (notice.map { [$0] } ?? []) + (focus.map { [ScreenText($0)] } ?? []))
        }
    }

    /// Settings as drawn: the title, the URL (or that there is none), where it was set, and how the last check
    /// went (under way, when it succeeded and what it changed, or why it failed).
    static func settingsLines(_ status: PackSourceStatus, now: Date) -> [ScreenText] {
        var lines = [
            ScreenText("quizpacks.settings_title"),
            ScreenText(
                "speech.field",
                [
                    "label": .key("quizpacks.url"),
                    "value": status.url.map { .verbatim($0) } ?? .key("quizpacks.url_none"),
                ]),
        ]
        switch status.origin {
        case .stored: lines.append(ScreenText("quizpacks.url_set_here"))
        case .config: lines.append(ScreenText("quizpacks.url_from_config"))
        case .none: lines.append(ScreenText("quizpacks.url_set_one"))
        }
        if status.checking { lines.append(ScreenText("quizpacks.checking_url", ["url": .verbatim(status.url ?? "")])) }
        if let success = status.lastSuccess {
            lines.append(ScreenText("quizpacks.last_checked", ["when": .text(PacksClock.said(success, now: now))]))
            if let change = status.lastChange { lines.append(change.screenText) }
        } else if status.url != nil, !status.checking {
            lines.append(ScreenText("quizpacks.not_checked"))
        }
        if let problem = status.lastProblem {
            lines.append(ScreenText("quizpacks.check_failed", ["problem": .text(problem.screenText)]))
        }
        return lines
    }
}
