import QuizConfig
import QuizStore
import TestSupport
import Testing

/// How the shop is paid for follows the config's `credits` section: free
/// play charges nothing, coin mode takes the configured key's coins, and in
/// operator mode only the operator adds credits (a coin key does nothing).
extension TriviaGameTests {
    /// Writes a config file with `credits` and returns its path.
    static func creditsConfig(_ credits: String) -> String {
        let path = Tool.temporaryFolder() + "/config.yaml"
        Tool.write("credits:\n" + credits, to: path)
        return path
    }

    /// Opens the shop on the question and tries to buy items 2, 3 and 4 ($0.99 each).
    static let threePurchases: [(Double, String)] = [(6.5, "b"), (6.6, "2"), (6.7, "3"), (6.8, "4"), (6.9, "escape")]

    @Test func freePlayGivesShopItemsWithoutCharging() throws {
        let summary = try Self.play(Self.threePurchases, config: Self.creditsConfig("  mode: free\n")).summary
        #expect(summary.purchases.map(\.item) == ["freezeTime", "jumpIt", "peoplesChoice"])
        // The ledger keeps the list price; the provider says nobody paid it.
        #expect(summary.purchases.allSatisfy { $0.provider == "freePlay" && $0.priceCents == 99 })
    }

    @Test func freePlayIsTheDefaultWithoutAConfigFile() throws {
        let summary = try Self.play(Self.threePurchases, config: nil).summary
        #expect(summary.purchases.map(\.provider) == ["freePlay", "freePlay", "freePlay"])
    }

    @Test func inCoinModeTheConfiguredKeyAddsItsCredits() throws {
        // Key 9 adds 2 credits ($2.00): two items at $0.99, not three; 0 is no coin here.
        let config = Self.creditsConfig("  mode: coin\n  coin_key: \"9\"\n  per_coin: 2\n")
        let summary = try Self.play([(6.0, "0"), (6.2, "9")] + Self.threePurchases, config: config).summary
        #expect(summary.purchases.map(\.item) == ["freezeTime", "jumpIt"])
        #expect(summary.purchases.allSatisfy { $0.provider == "credits" && $0.priceCents == 99 })
    }

    @Test func inOperatorModeACoinKeyAddsNothing() throws {
        let config = Self.creditsConfig("  mode: operator\n  coin_key: \"0\"\n")
        let summary = try Self.play([(6.0, "0"), (6.2, "0")] + Self.threePurchases, config: config).summary
        #expect(summary.purchases.isEmpty, "only the operator grants credits")
    }
}

/// The credits mode an admin keeps in the store, over the config file's: `tiltquiz settings credits` sets it,
/// says which applies, and the next game plays by it.
extension TriviaGameTests {
    @Test func aCreditsModeSetInTheStoreWinsOverTheConfigFilesAtTheNextGame() throws {
        let folder = Tool.temporaryFolder()
        let config = Self.creditsConfig("  mode: free\n  coin_key: \"9\"\n  per_coin: 2\n")
        let data = ["--data", folder + "/data", "--config", config]
        let shown = try Tool.run(["settings", "credits"] + data)
        #expect(shown.status == 0, "\(shown.stderr)")
        #expect(shown.stdout == "credits: free (the config file's credits.mode)\n")
        let wrong = try Tool.run(["settings", "credits", "tokens"] + data)
        #expect(wrong.status != 0)
        #expect(wrong.stderr.contains("credits mode: \"tokens\" is not a credits mode; use free, operator, coin"))
        let set = try Tool.run(["settings", "credits", "coin"] + data)
        #expect(set.stdout == "credits: coin (set in the web admin, over the config file's free)\n")
        // Key 9 adds 2 credits: two items at $0.99, not three, where free play would have given all three.
        let summary = try Self.play([(6.2, "9")] + Self.threePurchases, config: config, folder: folder).summary
        #expect(summary.purchases.map(\.item) == ["freezeTime", "jumpIt"])
        #expect(summary.purchases.allSatisfy { $0.provider == "credits" })
        let back = try Tool.run(["settings", "credits", "config"] + data)
        #expect(back.stdout == "credits: free (the config file's credits.mode)\n")
    }

    @Test func theStoreKnowsTheConfigFilesCreditsModes() {
        #expect(OperatorSettingsStore.creditModes == CreditMode.allCases.map(\.rawValue))
    }

    @Test func configCheckSaysTheCreditsModeIsADefaultAnAdminMayChange() throws {
        let coin = Self.creditsConfig("  mode: coin\n")
        let checked = try Tool.run(["config", "check", coin])
        #expect(
            checked.stdout
                == "\(coin): OK\nCredits: coin (credits.mode), unless an admin set another in the web admin's "
                + "/settings; `tiltquiz settings credits` says which applies\n")
        let free = Self.creditsConfig("  mode: free\n")
        #expect(
            try Tool.run(["config", "check", free]).stdout == "\(free): OK\n", "free play off a kiosk says nothing")
    }
}
