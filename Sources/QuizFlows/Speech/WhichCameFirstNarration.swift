import QuizCore

/// What "Which came first?" says: its title, each question's number and both cards' texts with their numbers,
/// the reveal (right or wrong, the card that came first and both years), the score at the end, its About, and a
/// day without a game, and the list of earlier days by its focused day (its date and score, or Play).
public enum WhichCameFirstNarration {
    /// The screen on view; `languageNotice` the splash's line when the events are not in the player's language,
    /// said after the title.
    public static func screen(of flow: WhichCameFirstFlow, languageNotice: ScreenText? = nil) -> SpokenScreen? {
        switch flow.screen {
        case .splash:
            return SpokenScreen(
                key: "wcf-splash", lines: [SpokenPhrases.whichCameFirstTitle] + [languageNotice].compactMap { $0 })
        case .question:
            guard let game = flow.game, game.questions.indices.contains(game.current) else { return nil }
            let question = game.questions[game.current]
            let cards = question.cards.enumerated().map { SpokenPhrases.option($0.offset + 1, $0.element.text) }
            return SpokenScreen(
                key: "wcf-question-\(game.current)",
                lines: [SpokenPhrases.whichCameFirstQuestion(game.current + 1, of: game.questions.count)] + cards
                    + [SpokenPhrases.whichCameFirstHint])
        case .reveal:
            guard let game = flow.game, let chosen = game.answers.last else { return nil }
            let question = game.questions[game.current]
            let earlier = question.earlierCard
            let later = 1 - earlier
            return SpokenScreen(
                key: "wcf-reveal-\(game.current)",
                lines: [
                    chosen == earlier ? SpokenPhrases.right : SpokenPhrases.wrong,
                    SpokenPhrases.cameFirst(card: earlier + 1, year: question.cards[earlier].year),
                    SpokenPhrases.cameLater(card: later + 1, year: question.cards[later].year),
                ])
        case .result:
            guard let game = flow.game, game.isFinished else { return nil }
            return SpokenScreen(
                key: "wcf-result", lines: [SpokenPhrases.gameOver(score: game.score, total: game.questions.count)])
        case .about:
            return SpokenScreen(key: "wcf-about", lines: [ScreenText("wcf.about_title"), ScreenText("wcf.about")])
        case .notAvailable(let day):
            let today = day == flow.day ? [ScreenText("wcf.today_not_available")] : []
            return SpokenScreen(
                key: "wcf-not-available-\(day)",
                lines: today + [ScreenText("wcf.too_few_events"), SpokenPhrases.randomEarlierDay])
        case .earlierDays:
            let index = { if case .day(let at) = flow.focus { return at } else { return 0 } }()
            guard flow.earlierDays.indices.contains(index) else {
                return SpokenScreen(key: "wcf-days", lines: [ScreenText("wcf.earlier_days")])
            }
            let entry = flow.earlierDays[index]
            let row = ScreenText("speech.wcf_day", ["date": .date(entry.day), "status": .text(entry.status)])
            return SpokenScreen(
                key: "wcf-days-\(index)",
                lines: [
                    ScreenText(
                        "speech.list_row",
                        [
                            "number": .number(index + 1), "total": .number(flow.earlierDays.count),
                            "label": .text(row),
                        ]), ScreenText("speech.wcf_days_hint"),
                ])
        }
    }
}
