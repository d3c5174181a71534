import QuizCore
import Testing

@testable import QuizScreens

/// The trivia layout: tap targets of at least 40 px at 800x480, in both orientations, and nothing off screen or
/// overlapping (9 mm on a panel of known density: `TapTargetSizeTests`).
@Suite struct TriviaLayoutTests {
    /// Small, tall, handheld and kiosk screens, in both orientations.
    static let sizes = [
        Size(width: 320, height: 240), Size(width: 240, height: 320), Size(width: 800, height: 480),
        Size(width: 480, height: 800), Size(width: 1280, height: 720), Size(width: 1920, height: 1080),
        Size(width: 1080, height: 1920),
    ]

    static let game = TriviaGame(topics: [TriviaTopic(id: 1, name: "Space", total: 3)], seed: 1)

    func targets(_ layout: TriviaLayout) -> [Rect] {
        layout.answerButtons(count: 4) + layout.powerUpButtons + layout.footButtons(2) + layout.footButtons(3)
            + layout.cardButtons(2) + [layout.heart, layout.shopClose]
            + layout.shopRows(count: ShopItem.catalog.count).map(layout.buyButton(in:))
    }

    /// Attract mode's call to play across the top covers the top bar (the heart and points mean nothing in a
    /// demo) and leaves the timer bar whole: it once hid the bar's top and the top of its seconds.
    @Test(arguments: sizes)
    func attractsCallCoversTheTopBarAndNotTheTimer(size: Size) {
        let layout = TriviaLayout(size: size)
        #expect(layout.callToActionHeight >= layout.topBar.maxY, "the top bar shows under the call at \(size)")
        let secondsTop = layout.timerBar.midY - layout.timerBar.height * 1.6 / 2
        #expect(layout.callToActionHeight <= min(layout.timerBar.y, secondsTop), "the timer is covered at \(size)")
    }

    @Test(arguments: [Size(width: 800, height: 480), Size(width: 480, height: 800)])
    func tapTargetsAreAtLeast40PixelsAt800x480(size: Size) {
        let layout = TriviaLayout(size: size)
        for rect in targets(layout) {
            #expect(rect.height >= 40, "\(rect) is too short at \(size)")
            #expect(rect.width >= 40, "\(rect) is too narrow at \(size)")
        }
    }

    @Test(arguments: sizes)
    func everythingFitsOnScreenWithoutOverlapping(size: Size) {
        let layout = TriviaLayout(size: size)
        #expect(layout.questionBox.height >= 2.5 * Theme.minimumTextPixels, "two lines of question at \(size)")
        for rect in targets(layout) {
            #expect(rect.x >= 0 && rect.y >= 0 && rect.maxX <= size.width + 0.5 && rect.maxY <= size.height + 0.5)
        }
        let answers = layout.answerButtons(count: 4)
        let powerUps = layout.powerUpButtons
        #expect(layout.questionBox.maxY <= answers.map(\.y).min() ?? 0)
        #expect((answers.map(\.maxY).max() ?? 0) <= (powerUps.map(\.y).min() ?? 0))
        #expect(layout.timerBar.y >= layout.topBar.maxY)
        for (index, rect) in (answers + powerUps).enumerated() {
            for other in (answers + powerUps).dropFirst(index + 1) {
                let apart = rect.maxX <= other.x || other.maxX <= rect.x || rect.maxY <= other.y || other.maxY <= rect.y
                #expect(apart, "\(rect) overlaps \(other) at \(size)")
            }
        }
    }

    /// Portrait stacks the answers, except on a screen too short to keep the question above them.
    @Test func portraitAnswersStackWhenTheQuestionStillFits() {
        #expect(TriviaLayout(size: Size(width: 480, height: 800)).answersInRows)
        #expect(TriviaLayout(size: Size(width: 1080, height: 1920)).answersInRows)
        #expect(!TriviaLayout(size: Size(width: 240, height: 320)).answersInRows)
        #expect(!TriviaLayout(size: Size(width: 800, height: 480)).answersInRows)
    }

    @Test func everyScreenHasItsButtons() {
        let layout = TriviaLayout(size: Size(width: 800, height: 480))
        #expect(layout.buttons(for: Self.game).map(\.0) == [.shop, .playNow])
    }
}

/// Trivia inside the home screen: its own home offers a way back.
@Suite struct TriviaHomeButtonTests {
    @Test func triviasHomeHasAHomeButtonOnlyWhenThereAreOtherGames() {
        let game = TriviaGame(
            topics: [TriviaTopic(id: 1, name: "Space", total: 3, answered: 0, answeredRight: 0)], seed: 1)
        let size = Size(width: 1280, height: 720)
        #expect(TriviaLayout(size: size).buttons(for: game).map(\.0) == [.shop, .playNow])
        let buttons = TriviaLayout(size: size, offersHome: true).buttons(for: game)
        #expect(buttons.map(\.0) == [.quit, .shop, .playNow])
        #expect(TriviaLayout(size: size, offersHome: true).initialFocus(for: game, count: buttons.count) == 2)
    }
}
