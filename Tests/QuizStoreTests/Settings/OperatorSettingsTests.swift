import Foundation
import GRDB
import QuizCore
import Testing

@testable import QuizStore

/// The operator's trivia settings: the JSON file's checks (each error names
/// its JSON path), and the store keeping them all or nothing.
@Suite struct OperatorSettingsTests {
    static let example =
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path + "/deploy/trivia-settings.example.json"

    func problem(_ json: String) -> String? {
        do {
            _ = try TriviaOperatorSettings.parse(json, file: "s.json")
            return nil
        } catch {
            return error.description
        }
    }

    /// A database with two multiple-choice questions.
    func database() throws -> QuizDatabase {
        let database = try QuizDatabase()
        try database.insertQuestions(
            ["Who painted the Mona Lisa?", "What is the capital of Peru?"].map { text in
                QuestionRecord(kind: .multipleChoice, topic: "Art", text: text, correct: "R", wrong: ["A", "B", "C"])
            })
        return database
    }

    @Test func anEmptyObjectKeepsEveryDefault() throws {
        #expect(try TriviaOperatorSettings.parse("{}", file: "s.json") == .defaults)
        #expect(TriviaOperatorSettings.defaults.answerRewards.map(\.grant) == [PowerUpGrant(.freezeTime)])
    }

    /// No messages of the operator's: the game's own, worded in each player's language (issue 37). A store that kept
    /// the game's former English list reads it back as the game's own; the operator's own are kept as written.
    @Test func withoutMessagesOfTheOperatorsTheGamesOwnAreShown() throws {
        #expect(TriviaOperatorSettings.defaults.rightMessages.isEmpty)
        #expect(!TriviaOperatorSettings.defaults.json.contains("rightMessages"), "left out, as a file that names none")
        let former =
            #"{"rightMessages": ["Brilliant!", "Nailed it!", "Spot on!", "You know your stuff!", "Great answer!"]}"#
        #expect(try TriviaOperatorSettings.parse(former, file: "s.json").rightMessages.isEmpty)
        let some = #"{"rightMessages": ["Brilliant!", "Spot on!"]}"#
        #expect(try TriviaOperatorSettings.parse(some, file: "s.json").rightMessages == ["Brilliant!", "Spot on!"])
        let lines = TriviaSettingsLines(.defaults)
        #expect(lines.messages.isEmpty)
        #expect(try lines.parse().get().rightMessages.isEmpty, "an empty box is the game's own, not a problem")
    }

    @Test func whatIsWrittenIsWhatIsReadBack() throws {
        let text = try String(contentsOfFile: Self.example, encoding: .utf8)
        let settings = try TriviaOperatorSettings.parse(text, file: Self.example)
        #expect(settings.badges.count == 3)
        #expect(settings.milestoneRewards.map(\.milestone) == [.silver, .gold])
        #expect(try TriviaOperatorSettings.parse(settings.json, file: "again") == settings)
    }

    @Test func mistakesAreNamedByTheirJSONPath() {
        #expect(problem(#"{"rightMesages": ["Hi"]}"#)?.contains(#"$.rightMesages: is not a setting here"#) == true)
        #expect(
            problem(#"{"rewards": {"correctAnswers": [{"after": 1, "powerUp": "freeze"}]}}"#)
                == "s.json: $.rewards.correctAnswers[0].powerUp: must be one of freezeTime, jumpIt, peoplesChoice, halfOff"
        )
        #expect(
            problem(#"{"rewards": {"correctAnswers": [{"after": 0, "powerUp": "jumpIt"}]}}"#)
                == "s.json: $.rewards.correctAnswers[0].after: must be a whole number from 1 to 100000")
        #expect(problem(#"{"rightMessages": []}"#) == "s.json: $.rightMessages: must not be an empty list")
        #expect(
            problem(#"{"rightMessages": ["\#(String(repeating: "a", count: 41))"]}"#)
                == "s.json: $.rightMessages[0]: has 41 characters; use at most 40")
        #expect(
            problem(#"{"rewards": {"milestones": [{"at": "platinum", "powerUp": "jumpIt"}]}}"#)?
                .hasSuffix("must be one of bronze, silver, gold, ninety, hundred") == true)
        #expect(
            problem(#"{"rewards": {"badges": [{"code": "a", "title": "A", "answered": 3, "correct": 2}]}}"#)?
                .contains("needs exactly one of") == true)
        #expect(
            problem(#"{"rewards": {"badges": [{"code": "A b", "title": "A", "answered": 3}]}}"#)?
                .contains("$.rewards.badges[0].code: must be lower-case letters") == true)
        let twice = #"{"code": "a", "title": "A", "answered": 3}"#
        #expect(
            problem(#"{"rewards": {"badges": [\#(twice), \#(twice)]}}"#)?.contains("repeats the badge code") == true)
        #expect(problem("{").map { $0.hasPrefix("s.json:1: is not valid JSON") } == true)
    }

    @Test func savedSettingsDriveTheRulesWithQuestionsFoundByText() throws {
        let database = try database()
        let store = OperatorSettingsStore(database: database)
        let settings = try TriviaOperatorSettings.parse(
            #"""
            {"rightMessages": ["Bravo!"],
             "rewards": {"correctAnswers": [{"after": 2, "powerUp": "jumpIt", "count": 3, "repeat": true}],
                         "questions": [{"question": "Who painted the Mona Lisa?", "powerUps": ["halfOff"]}],
                         "milestones": [{"at": "bronze", "powerUp": "peoplesChoice"}],
                         "badges": [{"code": "peru", "title": "Andes expert", "question": "What is the capital of Peru?"},
                                    {"code": "five", "title": "Five right", "correct": 5}]}}
            """#, file: "s.json")
        try store.save(settings, file: "s.json")
        #expect(try store.hasStoredTrivia())
        let (rules, missing) = try store.triviaSettings(freePlay: true)
        #expect(missing.isEmpty)
        #expect(rules.freePlay)
        #expect(rules.rightMessages == ["Bravo!"])
        #expect(
            rules.rewards.correctAnswerRewards == [
                CorrectAnswerReward(correctAnswers: 2, grant: PowerUpGrant(.jumpIt, count: 3), repeats: true)
            ])
        let ids = try database.read { db in
            try Int64.fetchAll(db, sql: "SELECT id FROM question ORDER BY text DESC")  // Who painted..., What is...
        }
        #expect(rules.rewards.questionRewards == [ids[0]: [.halfOff]])
        #expect(rules.rewards.milestoneRewards == [.bronze: [PowerUpGrant(.peoplesChoice)]])
        #expect(
            rules.rewards.badgeRules == [
                BadgeRule(code: "peru", title: "Andes expert", trigger: .questionCorrect(ids[1])),
                BadgeRule(code: "five", title: "Five right", trigger: .correct(5)),
            ])
        let title = try database.read { db in
            try String.fetchOne(db, sql: "SELECT title FROM badge WHERE code = 'peru'")
        }
        #expect(title == "Andes expert", "the badge's title is the operator's")
        try store.resetTrivia()
        #expect(try store.trivia() == .defaults)
    }

    @Test func aQuestionNotInTheStoreRefusesTheWholeFile() throws {
        let database = try database()
        let store = OperatorSettingsStore(database: database)
        let settings = try TriviaOperatorSettings.parse(
            #"{"rightMessages": ["Yes!"], "rewards": {"questions": [{"question": "Who?", "powerUps": ["jumpIt"]}]}}"#,
            file: "s.json")
        #expect(throws: StoreError.self) { try store.save(settings, file: "s.json") }
        #expect(try !store.hasStoredTrivia(), "nothing was saved")
        #expect(try store.missingQuestions(in: settings) == ["Who?"])
    }

    @Test func aRetiredQuestionIsSkippedWhenTheGameStarts() throws {
        let database = try database()
        let store = OperatorSettingsStore(database: database)
        let settings = try TriviaOperatorSettings.parse(
            #"{"rewards": {"questions": [{"question": "Who painted the Mona Lisa?", "powerUps": ["jumpIt"]}]}}"#,
            file: "s.json")
        try store.save(settings, file: "s.json")
        try database.write { db in try db.execute(sql: "UPDATE question SET status = 'retired'") }
        let (rules, missing) = try store.triviaSettings(freePlay: false)
        #expect(missing == ["Who painted the Mona Lisa?"])
        #expect(rules.rewards.questionRewards.isEmpty)
    }
}
