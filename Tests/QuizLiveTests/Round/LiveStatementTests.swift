import QuizCore
import QuizText
import TestSupport
import Testing

@testable import QuizLive

/// A true/false statement in a live round: the round keeps its answers as the store names them, and each reader
/// (the big screen, every phone) words true and false in its own language.
@Suite("Live round: true/false statements in each reader's language")
struct LiveStatementTests {
    static let folder = CatalogFolder(assets: Tool.root + "/assets")
    static let statement = try! LiveQuestion(
        text: "The Moon is bigger than the Earth.", options: ["True", "False"], rightOption: 1, isStatement: true)

    @Test func aStatementsAnswersAreWordedInTheReadersLanguage() throws {
        #expect(Self.statement.options(in: try Self.folder.catalog("en")) == ["True", "False"])
        #expect(Self.statement.options(in: try Self.folder.catalog("de")) == ["Wahr", "Falsch"])
        #expect(Self.statement.options(in: try Self.folder.catalog("ar")) == ["صح", "خطأ"])
        let choice = try LiveQuestion(text: "Largest planet?", options: ["Mars", "Jupiter"], rightOption: 1)
        #expect(choice.options(in: try Self.folder.catalog("de")) == ["Mars", "Jupiter"])
    }

    @Test func aStatementHasTwoAnswers() {
        #expect(throws: LiveQuestionError.statementOptions(3)) {
            try LiveQuestion(text: "Is it?", options: ["True", "False", "Maybe"], rightOption: 0, isStatement: true)
        }
    }

    /// The question message says which questions are statements, so that a phone words their answers.
    @Test func theQuestionMessageSaysItIsAStatement() throws {
        var round = LiveFixtures.round(["Ana"])
        let choice = try LiveQuestion(text: "Largest planet?", options: ["Mars", "Jupiter"], rightOption: 1)
        _ = round.reduce(.start(questions: [Self.statement, choice], at: 0))
        let token = LiveFixtures.token(1)
        let first = try Self.members(
            LiveMessages.state(of: round, for: token, at: 1, language: nil, leaderboard: round.leaderboard))
        #expect(first["statement"] == .bool(true))
        #expect(first["options"] == .array(["True", "False"].map(JSONValue.string)))
        _ = round.reduce(.answer(token: token, question: 0, option: 1, at: 2))
        _ = round.reduce(.next(at: 3))
        let second = try Self.members(
            LiveMessages.state(of: round, for: token, at: 4, language: nil, leaderboard: round.leaderboard))
        #expect(second["statement"] == .bool(false))
    }

    /// Every phone page carries its language's words for true and false.
    @Test func thePhonePageCarriesTheWordsForTrueAndFalse() throws {
        let block = PhoneWords(catalog: try Self.folder.catalog("fr")).scriptBlock
        guard case .object(let lines) = try Self.members(block)["lines"] else {
            Issue.record("no lines in \(block)")
            return
        }
        #expect(lines["true"] == .string("Vrai") && lines["false"] == .string("Faux"))
    }

    /// A JSON object's members; none when `text` is not an object.
    static func members(_ text: String) throws -> [String: JSONValue] {
        guard case .object(let members) = try JSONValue.parse(text) else { return [:] }
        return members
    }
}
