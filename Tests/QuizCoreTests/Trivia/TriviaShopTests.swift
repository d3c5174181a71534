import Testing

@testable import QuizCore

/// The shop: the seed's items and prices as a credits ledger, free play,
/// and credits from coins or the operator.
@Suite struct TriviaShopTests {
    @Test func theCatalogHasTheSeedsQuantitiesAndPrices() {
        let rows = ShopItem.catalog.map { "\($0.code) \($0.quantity) \($0.priceCents)" }
        #expect(
            rows == [
                "secondChance 1 99", "freezeTime 5 99", "jumpIt 3 99", "peoplesChoice 3 99", "halfOff 3 99",
                "lifeRefill 1 99", "retryTopic 1 499",
            ])
    }

    @Test func buyingAPowerUpSpendsCreditsAndAddsThePack() {
        var game = TriviaFixtures.game(player: TriviaPlayer(inventory: [.freezeTime: 1], creditsCents: 250))
        _ = game.reduce(.shopTapped)
        let before = game
        let effects = game.reduce(.purchaseTapped(.powerUp(.freezeTime), at: at(1)))
        let record = PurchaseRecord(item: .powerUp(.freezeTime), provider: .credits)
        #expect(record.quantity == 5 && record.priceCents == 99)
        #expect(effects == [.recordPurchase(record), .changeCredits(by: -99), .changeInventory(.freezeTime, by: 5)])
        var expected = before
        expected.player.creditsCents = 151
        expected.player.inventory = [.freezeTime: 6]
        #expect(game == expected, "the shop stays open for more")

        _ = game.reduce(.purchaseTapped(.powerUp(.halfOff), at: at(2)))
        #expect(game.player.inventory == [.freezeTime: 6, .halfOff: 3])
        #expect(game.player.creditsCents == 52)
    }

    @Test func withoutEnoughCreditsNothingIsBought() {
        var game = TriviaFixtures.game(player: TriviaPlayer(creditsCents: 98))
        let before = game
        for powerUp in PowerUp.allCases {
            let effects = game.reduce(.purchaseTapped(.powerUp(powerUp), at: at(1)))
            #expect(effects == [.purchaseRefused(.powerUp(powerUp), .notEnoughCredits)])
        }
        #expect(game == before)
    }

    @Test func freePlayRecordsThePurchaseWithoutCharging() {
        var game = TriviaFixtures.game(settings: TriviaSettings(freePlay: true))
        let before = game
        let effects = game.reduce(.purchaseTapped(.powerUp(.jumpIt), at: at(1)))
        let record = PurchaseRecord(item: .powerUp(.jumpIt), provider: .freePlay)
        #expect(effects == [.recordPurchase(record), .changeInventory(.jumpIt, by: 3)])
        var expected = before
        expected.player.inventory = [.jumpIt: 3]
        #expect(game == expected)
        #expect(record.priceCents == 99, "the ledger keeps the list price; the provider says nothing was paid")
    }

    @Test func creditsComeFromCoinsAndTheOperator() {
        var game = TriviaFixtures.game()
        #expect(
            game.reduce(.creditsAdded(cents: 100, from: .coin)) == [
                .recordCredits(cents: 100, from: .coin), .changeCredits(by: 100),
            ])
        #expect(
            game.reduce(.creditsAdded(cents: 500, from: .operatorGrant)) == [
                .recordCredits(cents: 500, from: .operatorGrant), .changeCredits(by: 500),
            ])
        let before = game
        #expect(game.reduce(.creditsAdded(cents: 0, from: .coin)).isEmpty)
        #expect(game.reduce(.creditsAdded(cents: -5, from: .coin)).isEmpty)
        var expected = TriviaFixtures.game()
        expected.player.creditsCents = 600
        #expect(game == expected)
        #expect(game == before)
        #expect(CreditSource.operatorGrant.rawValue == "operator")
    }

    @Test func theShopIsAnOverlayThatNeverPausesTheQuestion() {
        var game = TriviaFixtures.game(player: TriviaPlayer(creditsCents: 99))
        game.reachAnswering(TriviaFixtures.question(301, topicID: 3))
        #expect(game.reduce(.shopTapped) == [.overlayChanged(.shop)])
        _ = game.reduce(.purchaseTapped(.powerUp(.halfOff), at: at(10)))
        #expect(game.timeRemaining(at: 45) == 0)
        let effects = game.reduce(.tick(at: at(45)))
        #expect(effects.prefix(2) == [.screenChanged(.secondChanceOffer), .overlayChanged(nil)])
        #expect(game.overlay == nil)
        #expect(game.player.owned(.halfOff) == 3)
    }
}
