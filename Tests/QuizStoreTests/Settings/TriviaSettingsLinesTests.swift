import Foundation
import QuizCore
import Testing

@testable import QuizStore

/// The web admin's settings form: the settings written as lines read back the
/// same, and the store saves a form only when every line and question is right.
@Suite struct TriviaSettingsLinesTests {
    @Test func theExampleSettingsWrittenAsLinesReadBackTheSame() throws {
        let text = try String(contentsOfFile: OperatorSettingsTests.example, encoding: .utf8)
        let settings = try TriviaOperatorSettings.parse(text, file: "example")
        let lines = TriviaSettingsLines(settings)
        #expect(lines.everyRight == "1 freezeTime\n5 jumpIt repeat")
        #expect(lines.perMedal == "silver halfOff\ngold peoplesChoice x2")
        #expect(
            lines.badges.hasPrefix("first-ten | Ten answered | answered 10\nsharp | Twenty-five right | correct 25"))
        #expect(try lines.parse().get() == settings)
        #expect(try TriviaSettingsLines(.defaults).parse().get() == .defaults)
    }

    @Test func theStoreSavesAFormOnlyWhenItsQuestionsAreThere() throws {
        let database = try OperatorSettingsTests().database()
        let store = OperatorSettingsStore(database: database)
        var lines = TriviaSettingsLines(.defaults)
        lines.perQuestion = "halfOff, jumpIt: Who painted the Mona Lisa?"
        lines.badges = "peru | Peru | question What is the capital of Chile?"
        guard case .failure(let problems) = try store.save(lines: lines) else {
            Issue.record("a badge for a question not in the store was saved")
            return
        }
        #expect(
            problems.messages == [
                "Badges: peru: no active multiple-choice question has the uid or text \"What is the capital of Chile?\" "
                    + "(see the questions' list)"
            ])
        #expect(try store.hasStoredTrivia() == false)
        lines.badges = "peru | Peru | question What is the capital of Peru?"
        let saved = try store.save(lines: lines).get()
        #expect(try store.trivia() == saved)
        #expect(saved.questionRewards.map(\.powerUps) == [[.halfOff, .jumpIt]])
        let rules = try store.triviaSettings(freePlay: false)
        #expect(rules.missing.isEmpty)
        #expect(rules.settings.rewards.badgeRules.map(\.code) == ["peru"])
    }
}

/// The limits on the settings form and in the JSON file: checked, named, kept and read back.
@Suite struct TriviaLimitsSettingsTests {
    @Test func theFormsLimitsAreCheckedAndNamed() {
        var lines = TriviaSettingsLines(.defaults)
        lines.lives = "0"
        lines.minutesPerLife = "ten"
        lines.answerSeconds = "5"
        lines.passesPerDay = ""
        guard case .failure(let problems) = lines.parse() else {
            Issue.record("bad limits were accepted")
            return
        }
        #expect(
            problems.messages == [
                "Lives: \"0\" is not allowed; write a whole number from 1 to 9",
                "Minutes per life: \"ten\" is not allowed; write a whole number from 1 to 1440",
                "Answer timer seconds: \"5\" is not allowed; write a whole number from 20 to 120",
                "Passes a day: is empty; write a whole number from 0 to 20",
            ])
    }

    @Test func theFormsLimitsAreSavedAndDriveTheRules() throws {
        let database = try OperatorSettingsTests().database()
        let store = OperatorSettingsStore(database: database)
        var lines = TriviaSettingsLines(.defaults)
        #expect(lines.lives == "3" && lines.minutesPerLife == "60" && lines.answerSeconds == "40")
        #expect(lines.passesPerDay == "5")
        lines.lives = " 5 "
        lines.minutesPerLife = "15"
        lines.answerSeconds = "20"
        lines.passesPerDay = "0"
        let saved = try store.save(lines: lines).get()
        let expected = TriviaLimits(lives: 5, secondsPerLife: 900, answerSeconds: 20, passesPerDay: 0)
        #expect(saved.limits == expected)
        #expect(try store.trivia().limits == expected)
        #expect(try store.triviaSettings(freePlay: false).settings.limits == expected)
        #expect(TriviaSettingsLines(try store.trivia()).minutesPerLife == "15")
    }

    @Test func theJSONFilesLimitsAreCheckedByPathAndReadBack() throws {
        let tests = OperatorSettingsTests()
        #expect(
            tests.problem(#"{"limits": {"lives": 10}}"#)
                == "s.json: $.limits.lives: must be a whole number from 1 to 9")
        #expect(
            tests.problem(#"{"limits": {"answerSeconds": 19}}"#)
                == "s.json: $.limits.answerSeconds: must be a whole number from 20 to 120")
        #expect(tests.problem(#"{"limits": {"minutesPerLife": 0}}"#)?.contains("$.limits.minutesPerLife") == true)
        #expect(tests.problem(#"{"limits": {"passesPerDay": 21}}"#)?.contains("$.limits.passesPerDay") == true)
        #expect(tests.problem(#"{"limits": {"life": 3}}"#)?.contains("$.limits.life: is not a setting here") == true)
        let partial = try TriviaOperatorSettings.parse(#"{"limits": {"answerSeconds": 30}}"#, file: "s.json")
        #expect(partial.limits == TriviaLimits(lives: 3, secondsPerLife: 3600, answerSeconds: 30, passesPerDay: 5))
        #expect(try TriviaOperatorSettings.parse(partial.json, file: "again") == partial)
        #expect(try TriviaOperatorSettings.parse("{}", file: "s.json").limits == .defaults)
    }

    @Test func theCreditsModeIsKeptOverTheConfigFilesAndForgotten() throws {
        let store = OperatorSettingsStore(database: try QuizDatabase())
        #expect(
            try store.creditsInForce(configMode: "coin")
                == CreditsInForce(mode: "coin", configMode: "coin", isStoreOverride: false))
        #expect(
            try store.setCreditsOverride("tokens")?.hasPrefix(
                "\"tokens\" is not a credits mode; use free, operator, coin") == true)
        #expect(try store.stored(.credits) == nil)
        #expect(try store.setCreditsOverride("free") == nil)
        let inForce = try store.creditsInForce(configMode: "coin")
        #expect(inForce == CreditsInForce(mode: "free", configMode: "coin", isStoreOverride: true))
        #expect(inForce.description == "free (set in the web admin, over the config file's coin)")
        #expect(try store.setCreditsOverride(nil) == nil)
        #expect(try store.creditsInForce(configMode: "coin").description == "coin (the config file's credits.mode)")
    }
}
