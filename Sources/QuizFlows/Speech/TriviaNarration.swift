import QuizCore

/// What trivia's screens say: the topic landed on, the question then its options with the numbers their keys
/// have, the timer's marks, the result (right or wrong, the right answer, the points), the topic's progress and
/// medal, an empty purse of lives; over them a power-up's explanation (what it does and what the next tap does)
/// and the shop (the credits, each item by its number key with its price).
public enum TriviaNarration {
    /// The screen on view at `gameSeconds` (the timer's marks read it); `keys` when the screen names keys (outside a
    /// kiosk). `languageNotice`: home's line when the topics are not in the player's language, said after it.
    public static func screen(
        of game: TriviaGame, at gameSeconds: Double, keys: Bool, languageNotice: ScreenText? = nil
    ) -> SpokenScreen {
        switch game.overlay {
        case .explanation(let powerUp): return explanation(powerUp, game, keys: keys)
        case .shop: return shop(game)
        case nil: break
        }
        switch game.screen {
        case .home:
            return SpokenScreen(
                key: "trivia-home", lines: [SpokenPhrases.triviaHome] + [languageNotice].compactMap { $0 })
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

    private static func explanation(_ powerUp: PowerUp, _ game: TriviaGame, keys: Bool) -> SpokenScreen {
        SpokenScreen(
            key: "trivia-explain-\(powerUp.rawValue)",
            lines: [
                ScreenText(powerUp.titleKey), ScreenText(powerUp.explanationKey),
                TriviaWords.nextTap(on: powerUp, in: game, tap: TriviaWords.tapAgain(powerUp, keys: keys)),
            ])
    }

    /// The shop: its title, the credits (or free play), then each item by the number that buys it, with its
    /// price, and how to buy or close.
    private static func shop(_ game: TriviaGame) -> SpokenScreen {
        let credits =
            game.settings.freePlay
            ? ScreenText("shop.free_play") : ScreenText("shop.credits", ["amount": .money(game.player.creditsCents)])
        var lines = [ScreenText("shop.title"), credits]
        for (index, item) in ShopItem.catalog.enumerated() {
            let line = ScreenText(
                "speech.shop_item",
                [
                    "item": .text(TriviaWords.shopName(item)),
                    "price": TriviaWords.price(item, freePlay: game.settings.freePlay),
                ])
            lines.append(ScreenText("speech.option", ["number": .number(index + 1), "text": .text(line)]))
        }
        lines.append(ScreenText("speech.shop_hint"))
        return SpokenScreen(key: "trivia-shop", lines: lines)
    }
}
