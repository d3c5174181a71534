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
