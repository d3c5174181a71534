import Testing

@testable import QuizCore

/// The shop's rules the scene used to decide: which item a number key buys,
/// and a purchase refused while the store cannot keep it.
struct ShopKeysAndRefusalTests {
    @Test func numberKeysBuyTheCatalogueInOrder() {
        #expect(ShopItem.forKey("1") == ShopItem.catalog[0])
        #expect(ShopItem.forKey(String(ShopItem.catalog.count)) == ShopItem.catalog.last)
        #expect(ShopItem.forKey("0") == nil)
        #expect(ShopItem.forKey(String(ShopItem.catalog.count + 1)) == nil)
        #expect(ShopItem.forKey("b") == nil)
    }

    @Test func aPurchaseTheStoreCannotKeepIsRefusedBeforeTheRules() {
        let buy = TriviaAction.purchaseTapped(.lifeRefill, at: at(0))
        #expect(buy.refusal(canSave: false) == .purchaseRefused(.lifeRefill, .storeCannotSave))
        #expect(buy.refusal(canSave: true) == nil)
        // Only purchases wait for the store: the rest of the game goes on.
        #expect(TriviaAction.shopTapped.refusal(canSave: false) == nil)
        #expect(TriviaAction.passTapped(at: at(0)).refusal(canSave: false) == nil)
    }
}
