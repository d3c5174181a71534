import Foundation
import QuizCore
import Testing

@testable import QuizScreens

/// Every shop button and power-up either acts or says why not, in one line
/// drawn over everything (the shop included) that fits the smallest screen;
/// a power-up is never spent when it can show nothing. In the serialized
/// rendering suite: SDL's state is process-wide.
extension SceneRenderingTests {
    /// Whether the frame's last texts, drawn over everything else, read `notice` whole and readably.
    static func showsNotice(_ rig: TriviaSceneRig, _ notice: String) -> Bool {
        let texts = rig.texts
        for count in 1...min(3, texts.count) {
            let lines = Array(texts.suffix(count))
            if lines.map(\.text).joined(separator: " ") == notice {
                return LayoutCheck.problems(in: lines, size: rig.size).isEmpty
            }
        }
        return false
    }

    @Test(arguments: [(320, 240), (1280, 720)])
    func everyHomeShopButtonInFreePlayActsOrSaysWhy(width: Int, height: Int) throws {
        let rig = try TriviaSceneRig(width: width, height: height)
        defer { rig.close() }
        rig.press("b")
        #expect(rig.scene.game.overlay == .shop)
        let refusals: [ShopItem: String] = [
            .secondChance: "Second Chance is offered after a wrong answer or a time-out",
            .lifeRefill: "Your lives are full: nothing to refill",
            .retryTopic: "Retry topic is on a finished topic's progress screen",
        ]
        for (index, item) in ShopItem.catalog.enumerated() {
            let before = rig.scene.game
            rig.press("\(index + 1)")
            if let refusal = refusals[item] {
                #expect(rig.scene.game == before, "\(item) changes nothing")
                #expect(rig.noticeText == refusal)
                #expect(Self.showsNotice(rig, refusal), "\(item) at \(width)x\(height): \(rig.words.suffix(3))")
                try rig.shoot("store-\(item.code)")
            } else {
                #expect(rig.scene.game.player.owned(item.powerUp!) == item.quantity, "\(item) is bought")
            }
            rig.run(for: TriviaScene.noticeSeconds)
            #expect(!rig.words.contains { refusals.values.contains($0) }, "the line fades")
        }
    }

    @Test func withOperatorCreditsAndNoneLeftTheShopSaysToAskTheOperator() throws {
        let rig = try TriviaSceneRig(width: 320, height: 240, settings: TriviaSettings(freePlay: false))
        defer { rig.close() }
        rig.scene.operatorGrantCents = 100
        rig.press("b", "2")
        let line = "Not enough credits for $0.99: ask the operator for credit"
        #expect(rig.noticeText == line)
        #expect(Self.showsNotice(rig, line), "\(rig.words.suffix(3))")
        try rig.shoot("store-operator")
        #expect(rig.scene.game.player.owned(.freezeTime) == 0)
        #expect(rig.words.contains("Credits $0.00 · ask the operator"), "the shop says where credit comes from")
    }

    @Test func withCoinsTheShopSaysToInsertOneAndAKioskDoesNotNameTheKey() throws {
        for kiosk in [false, true] {
            let rig = try TriviaSceneRig(width: 1280, height: 720, settings: TriviaSettings(freePlay: false))
            defer { rig.close() }
            rig.scene.coinSlot = CoinSlot(key: "0", cents: 100)
            rig.scene.isInKiosk = kiosk
            rig.press("b", "3")
            let line = "Not enough credits for $0.99: insert a coin" + (kiosk ? "" : " (key 0)")
            #expect(Self.showsNotice(rig, line), "\(rig.words.suffix(3))")
        }
    }

    @Test func peoplesChoiceOnAQuestionNobodyAnsweredSaysSoAndIsKept() throws {
        let player = TriviaPlayer(inventory: [.peoplesChoice: 1], explained: [.peoplesChoice])
        let rig = try TriviaSceneRig(width: 320, height: 240, player: player)
        defer { rig.close() }
        rig.reachAnswers()
        #expect(rig.scene.screenName == "question")
        rig.press("c")
        let line = "Nobody has answered this question yet: People's Choice kept"
        #expect(Self.showsNotice(rig, line), "\(rig.words.suffix(3))")
        try rig.shoot("question-no-votes")
        #expect(rig.scene.game.player.owned(.peoplesChoice) == 1)
        #expect(rig.scene.game.round?.powerUpsUsed == [])
        #expect(!rig.saving.persisted.contains { if case .recordPowerUpUse = $0 { true } else { false } })
        #expect(!rig.saving.persisted.contains(.changeInventory(.peoplesChoice, by: -1)))

        // With answers recorded, the same press shows them and spends one.
        rig.saving.votes = [10: 3, 11: 1]
        rig.press("c")
        #expect(rig.scene.game.player.owned(.peoplesChoice) == 0)
        #expect(rig.saving.persisted.contains(.changeInventory(.peoplesChoice, by: -1)))
        #expect(rig.words.contains("75%"))
        try rig.shoot("question-votes")
    }

    @Test func aNoticeGoesWithTheScreenItWasAbout() throws {
        let player = TriviaPlayer(inventory: [.peoplesChoice: 1], explained: [.peoplesChoice])
        let rig = try TriviaSceneRig(width: 320, height: 240, player: player)
        defer { rig.close() }
        rig.reachAnswers()
        rig.press("c")
        #expect(rig.scene.notice != nil)
        rig.answerRight()
        #expect(rig.scene.notice == nil, "the result is not covered by a line about the question")
    }
}

extension ShopItem {
    var powerUp: PowerUp? {
        if case .powerUp(let powerUp) = self { return powerUp }
        return nil
    }
}
