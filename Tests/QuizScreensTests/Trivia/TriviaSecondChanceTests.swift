import Foundation
import QuizCore
import Testing

@testable import QuizScreens

/// The Second Chance offer: Enter presses the highlighted button (the offer
/// itself), Esc or N declines, and both buttons read at one size. On every
/// trivia screen the button that says "Enter" is the highlighted one.
extension SceneRenderingTests {
    static let offerSizes = [(320, 240), (480, 800), (1280, 720)]

    /// From home to the offer: a wrong answer to the first question, and the card's second to appear.
    static func reachOffer(_ rig: TriviaSceneRig) {
        rig.reachAnswers()
        let wrong = rig.scene.game.round!.options.firstIndex { !$0.isCorrect }!
        rig.press("\(wrong + 1)")
        rig.run(for: 1)
    }

    @Test(arguments: offerSizes)
    func enterOnTheOfferTakesTheHighlightedSecondChance(width: Int, height: Int) throws {
        let rig = try TriviaSceneRig(width: width, height: height)
        defer { rig.close() }
        Self.reachOffer(rig)
        #expect(rig.scene.screenName == "secondchance")
        try rig.shoot("secondchance")
        #expect(Self.hint("Enter", follows: "Second Chance", in: rig.texts), "\(rig.words)")
        #expect(Self.hint("Esc", follows: "No thanks", in: rig.texts), "\(rig.words)")
        rig.press("enter")
        #expect(rig.scene.game.screen == .answering, "Enter takes the offer, the highlighted button")
        #expect(rig.scene.game.round?.secondChance == .accepted)
    }

    @Test func escapeOrNDeclineTheOffer() throws {
        for key in ["escape", "n"] {
            let rig = try TriviaSceneRig()
            defer { rig.close() }
            Self.reachOffer(rig)
            rig.press(key)
            #expect(rig.scene.screenName == "result-wrong", "\(key) declines")
        }
    }

    @Test func inAKioskThatKeepsEscapeNoThanksSaysN() throws {
        let rig = try TriviaSceneRig()
        defer { rig.close() }
        rig.scene.isInKiosk = true
        Self.reachOffer(rig)
        #expect(Self.hint("N", follows: "No thanks", in: rig.texts), "\(rig.words)")
    }

    @Test(arguments: offerSizes)
    func bothButtonsOfTheOfferReadAtOneSize(width: Int, height: Int) throws {
        let rig = try TriviaSceneRig(width: width, height: height)
        defer { rig.close() }
        Self.reachOffer(rig)
        let labels = rig.texts.filter { ["Second Chance", "No thanks"].contains($0.text) }
        #expect(labels.count == 2, "\(rig.words)")
        #expect(Set(labels.map(\.pixels)).count == 1, "\(labels)")
    }

    /// Buttons drawn together at one size (`PillFit`'s shared size): a label that fits alone only without its
    /// icon is not drawn smaller with the icon back when the size is shared (Second Chance, with its key S,
    /// read smaller than No thanks at 480x800).
    @Test func aSharedSizeIsTheSizeEveryButtonIsDrawnAt() throws {
        let rig = try TriviaSceneRig(width: 480, height: 800)
        defer { rig.close() }
        let rects = rig.scene.layout.cardButtons(2)
        let readable = rig.scene.layout.readablePixels
        let labels: [(String, String, Bool)] = [("No thanks", "Enter", false), ("Second Chance", "S", true)]
        let alone = zip(labels, rects).map { label, rect in
            PillFit.fit(label.0, keyHint: label.1, hasIcon: label.2, in: rect, painter: rig.painter, readable: readable)
        }
        let shared = try #require(alone.map(\.style.pixelsDouble).min())
        for (label, rect) in zip(labels, rects) {
            let fit = PillFit.fit(
                label.0, keyHint: label.1, hasIcon: label.2, in: rect, painter: rig.painter, largestPixels: shared,
                readable: readable)
            #expect(fit.style.pixelsDouble == shared, "\(label.0): \(fit) beside \(alone)")
        }
    }

    /// Every trivia button: it names Enter exactly when it is drawn highlighted, so Enter never means a
    /// button the player does not see as the main one.
    @Test func theButtonThatSaysEnterIsTheHighlightedOne() throws {
        let rig = try TriviaSceneRig()
        defer { rig.close() }
        let view = TriviaView(scene: rig.scene, layout: rig.scene.layout, time: 0)
        let buttons: [TriviaButton] = [
            .playNow, .topics, .shop, .pass, .play, .playAgain, .quit, .retryTopic, .refill, .secondChance,
            .noThanks, .gotIt,
        ]
        for button in buttons {
            let label = view.label(for: button, rig.painter.catalog)
            #expect(label.primary == (label.key == "Enter"), "\(button): \(label)")
        }
    }
}
