import Foundation
import GRDB
import QuizCore
import Testing

@testable import QuizStore

/// The one precedence rule of operator settings, key by key: with nothing
/// stored and no config value the default is in force, a config value beats
/// the default, and a stored value beats the config's; forgetting the stored
/// value brings the config's back. And a store written by an older build reads.
@Suite struct SettingPrecedenceTests {
    @Test func theRuleItself() {
        #expect(
            SettingInForce.resolve(stored: nil, config: nil, default: 1) == SettingInForce(value: 1, origin: .default))
        #expect(SettingInForce.resolve(stored: nil, config: 2, default: 1) == SettingInForce(value: 2, origin: .config))
        #expect(SettingInForce.resolve(stored: 3, config: 2, default: 1) == SettingInForce(value: 3, origin: .stored))
        #expect(SettingInForce.resolve(stored: 3, config: nil, default: 1) == SettingInForce(value: 3, origin: .stored))
        #expect(
            SettingInForce<String?>.resolve(stored: nil, config: nil) == SettingInForce(value: nil, origin: .default))
        #expect(
            SettingInForce<String?>.resolve(stored: "s", config: "c") == SettingInForce(value: "s", origin: .stored))
    }

    @Test func credits() throws {
        let store = OperatorSettingsStore(database: try QuizDatabase())
        /// The mode in force over the config file's `config`, as the key reads it and as `creditsInForce` tells it.
        func expectInForce(config: String?, _ mode: String, _ origin: SettingOrigin) throws {
            #expect(
                try store.inForce(.credits, config: config, default: "free")
                    == SettingInForce(value: mode, origin: origin))
            #expect(
                try store.creditsInForce(configMode: config)
                    == CreditsInForce(mode: mode, configMode: config, isStoreOverride: origin == .stored))
        }
        try expectInForce(config: nil, "free", .default)
        try expectInForce(config: "operator", "operator", .config)
        #expect(try store.setCreditsOverride("coin") == nil)
        try expectInForce(config: "operator", "coin", .stored)
        #expect(try store.setCreditsOverride("gold") != nil)
        #expect(try store.stored(.credits) == "coin")
        try store.set(.credits, to: nil)
        #expect(try store.inForce(.credits, config: "operator", default: "free").origin == .config)
    }

    @Test func packURL() throws {
        let store = OperatorSettingsStore(database: try QuizDatabase())
        #expect(try store.inForce(.packURL, config: nil) == SettingInForce(value: nil, origin: .default))
        #expect(
            try store.inForce(.packURL, config: "https://config.example/packs")
                == SettingInForce(value: "https://config.example/packs", origin: .config))
        try store.set(.packURL, to: "https://stored.example/packs")
        #expect(
            try store.inForce(.packURL, config: "https://config.example/packs")
                == SettingInForce(value: "https://stored.example/packs", origin: .stored))
        #expect(try store.stored(.packURL) == "https://stored.example/packs")
        try store.set(.packURL, to: nil)
        #expect(try store.inForce(.packURL, config: "https://config.example/packs").origin == .config)
    }

    @Test func trivia() throws {
        let store = OperatorSettingsStore(database: try QuizDatabase())
        // Trivia's settings have no config file key: the defaults, else the stored document.
        #expect(
            try store.inForce(.trivia, config: nil, default: .defaults)
                == SettingInForce(value: .defaults, origin: .default))
        #expect(try store.trivia() == .defaults)
        var settings = TriviaOperatorSettings.defaults
        settings.rightMessages = ["Yes/no!"]
        #expect(try store.inForce(.trivia, config: settings, default: .defaults).origin == .config)
        try store.save(settings, file: "s.json")
        #expect(
            try store.inForce(.trivia, config: nil, default: .defaults)
                == SettingInForce(value: settings, origin: .stored))
        #expect(try store.trivia() == settings)
        try store.resetTrivia()
        #expect(try store.hasStoredTrivia() == false)
    }

    /// Rows as builds before the typed keys wrote them (JSONSerialization's pretty, sorted, slash-escaped
    /// document; JSON strings) read as they did, and what the typed API writes is the same bytes.
    @Test func anOlderStoreStillReads() throws {
        let database = try QuizDatabase()
        let oldTrivia = """
            {
              "limits" : {
                "answerSeconds" : 30,
                "lives" : 4,
                "minutesPerLife" : 30,
                "passesPerDay" : 2
              },
              "rewards" : {
                "badges" : [

                ],
                "correctAnswers" : [
                  {
                    "after" : 3,
                    "count" : 1,
                    "powerUp" : "freezeTime",
                    "repeat" : true
                  }
                ],
                "milestones" : [

                ],
                "questions" : [

                ]
              },
              "rightMessages" : [
                "Right\\/on!"
              ]
            }
            """
        try database.write { db in
            for (key, value) in [
                ("trivia", oldTrivia), ("credits", #""coin""#), ("packs.url", #""https:\/\/old.example\/p""#),
            ] {
                try db.execute(
                    sql: "INSERT INTO setting (key, value, updatedAt) VALUES (?, ?, CURRENT_TIMESTAMP)",
                    arguments: [key, value])
            }
        }
        let store = OperatorSettingsStore(database: database)
        let trivia = try store.trivia()
        #expect(trivia.rightMessages == ["Right/on!"])
        #expect(trivia.limits.lives == 4)
        #expect(
            trivia.answerRewards == [
                TriviaOperatorSettings.AnswerReward(after: 3, grant: PowerUpGrant(.freezeTime, count: 1), repeats: true)
            ])
        #expect(try store.stored(.credits) == "coin")
        #expect(try store.stored(.packURL) == "https://old.example/p")
        // Written again, the document is the same bytes.
        #expect(trivia.json == oldTrivia)
        try store.save(trivia, file: "s.json")
        let row = try database.read { db in
            try String.fetchOne(db, sql: "SELECT value FROM setting WHERE key = 'trivia'")
        }
        #expect(row == oldTrivia)
    }
}
