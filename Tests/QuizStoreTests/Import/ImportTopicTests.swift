import Foundation
import Testing

@testable import QuizStore

/// `import --topic`: the topic of questions whose file names none, refused where it would name none.
@Suite struct ImportTopicTests {
    @Test func kahootQuestionsGoInTheTopicGiven() throws {
        let batch = try Importer.read(
            path: ImportFixtures.path("kahoot-quiz-template.csv"), format: nil, topic: "Oceans")
        #expect(batch.questions.map(\.topic) == ["Oceans", "Oceans"])
        let plain = try ImportFixtures.batch("kahoot-quiz-template.csv")
        #expect(plain.questions.map(\.topic) == ["Kahoot", "Kahoot"])
    }

    @Test func aKahootTitleRowRefusesIt() {
        let text = ",Quiz title:,Planets\nQuestion,Answer 1,Answer 2,Correct\nRed?,Mars,Venus,1\n"
        #expect(
            topicFailure(text, file: "k.csv")
                == "k.csv:1: names its topic \"Planets\" in its title row, so --topic would name none; leave out "
                + "--topic or change the title")
    }

    @Test func giftQuestionsBeforeAnyCategoryTakeItAndLaterOnesKeepTheirCategory() throws {
        let text = "Loose? {T}\n\n$CATEGORY: $course$/Space\n\nFiled? {F}\n"
        let batch = try Importer.parse(Data(text.utf8), file: "g.gift", format: nil, topic: "Odds and ends")
        #expect(batch.questions.map(\.topic) == ["Odds and ends", "Space"])
        let plain = try importText(text, file: "g.gift", format: nil)
        #expect(plain.questions.map(\.topic) == ["g", "Space"])
    }

    @Test func aGIFTFileWithEveryQuestionUnderACategoryRefusesIt() throws {
        let text = try String(contentsOfFile: ImportFixtures.path("quiz.gift"), encoding: .utf8)
        #expect(
            topicFailure(text, file: "quiz.gift")
                == "quiz.gift:2: puts every question under a $CATEGORY line, which names its topic, so --topic would "
                + "name none; leave out --topic or remove the $CATEGORY lines")
    }

    @Test(arguments: [
        ("pack.csv", "is our CSV, which takes no --topic: its topic column names each question's topic"),
        (
            "iquiz-questions.json",
            "is iQuiz JSON, which takes no --topic: each quiz's title is the topic of its questions"
        ),
        (
            "opentdb-api-response-default.json",
            "is Open Trivia DB JSON, which takes no --topic: each question's category is its topic"
        ),
        (
            "wikimedia-onthisday-events-07-20.json",
            "is Wikipedia \"On this day\" JSON, which takes no --topic: it holds dated events, which have no topic"
        ),
        (
            "bsdgames-quiz/index",
            "is a bsdgames quiz index, which takes no --topic: the index's category names are the topic"
        ),
    ])
    func formatsWithTheirOwnTopicsRefuseIt(file: String, message: String) throws {
        let folder = try ImportScratchFolder()
        let path =
            file == "pack.csv"
            ? try folder.write("pack.csv", "topic,question,correct,wrong1\nA,B?,C,D\n") : ImportFixtures.path(file)
        let name = (path as NSString).lastPathComponent
        #expect(
            throws: ImportError(
                location: ImportLocation(file: name),
                message: message + " (--topic is for Kahoot spreadsheet and Moodle GIFT files)")
        ) {
            try Importer.read(path: path, format: nil, topic: "Mine")
        }
    }

    /// The error importing `text` with `--topic Mine` gives, or nil.
    private func topicFailure(_ text: String, file: String) -> String? {
        do {
            _ = try Importer.parse(Data(text.utf8), file: file, format: nil, topic: "Mine")
            return nil
        } catch {
            return error.description
        }
    }
}
