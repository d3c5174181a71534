import Foundation
import Testing

@testable import QuizStore

/// The importer hands the errors a page words in its reader's language as values (a JSON item's field, a bsdgames
/// index line, a topic the file names itself, a column named by its place), with the command line's English
/// message unchanged beside them.
@Suite struct ImportItemProblemTests {
    /// The first problem of `text` previewed as `file`, its value and its English line.
    static func first(
        _ text: String, file: String, format: ImportFormat? = nil, topic: String? = nil
    ) throws -> ImportProblem {
        try #require(Importer.preview(Data(text.utf8), file: file, format: format, topic: topic).problems.first)
    }

    @Test func aJSONItemsFieldIsAValue() throws {
        let iquiz = try Self.first(
            #"[{"title": "Space", "questions": [{"text": "Red?", "answer": "5", "answers": ["Mars", "Venus"]}]}]"#,
            file: "q.json")
        #expect(iquiz.fileProblem == .item(.answerNumber(answers: 2)))
        #expect(iquiz.description == "q.json: $[0].questions[0].answer: must be a number from 1 to 2")
        let opentdb = try Self.first(#"{"response_code": 5, "results": []}"#, file: "o.json")
        #expect(opentdb.fileProblem == .item(.responseCode(5)))
        #expect(
            opentdb.description
                == "o.json: $.response_code: is 5 (Rate Limit): too many requests; wait 5 seconds between requests")
        let missing = try Self.first(#"[{"questions": []}]"#, file: "m.json", format: .iquiz)
        #expect(missing.fileProblem == .item(.missing))
        #expect(missing.field == "title")
        let year = try Self.first(#"{"events": [{"text": "Moon", "year": "soon"}]}"#, file: "onthisday-07-20.json")
        #expect(year.fileProblem == .item(.notAYear))
        #expect(
            year.description == "onthisday-07-20.json: $.events[0].year: must be a year such as 1969, -44 or \"44 BC\"")
    }

    @Test func aBSDIndexLineAndDataFileAreValues() throws {
        let line = try Self.first("africa:country\n", file: "index")
        #expect(line.fileProblem == .bsdIndexLine)
        #expect(line.description == "index:1: must read datafile:category1:category2..., e.g. capitals:country:capital")
        let data = try Self.first("africa:country:capital\n", file: "/nonexistent-tiltquiz/index")
        #expect(data.fileProblem == .bsdDataFile(path: "africa", name: "africa"))
        #expect(
            data.description
                == "index:1: field \"datafile\": names africa, which cannot be read (also looked for africa next to the "
                + "index)")
    }

    @Test func aTopicTheFileNamesItselfIsAValue() throws {
        let gift = try Self.first(
            "$CATEGORY: Space\n\n::Q1:: Red planet? {=Mars ~Venus}\n", file: "s.gift", topic: "Astronomy")
        #expect(gift.fileProblem == .topicInCategories)
        #expect(gift.description.hasPrefix("s.gift:1: puts every question under a $CATEGORY line"))
        let kahoot = try Self.first(
            "Title,Space Quiz\nQuestion,Answer 1,Answer 2,Answer 3,Answer 4,Time limit,Correct answer(s)\n"
                + "Red planet?,Mars,Venus,,,20,1\n", file: "k.csv", format: .kahoot, topic: "Astronomy")
        #expect(kahoot.fileProblem == .topicInTitle("Space Quiz"))
        #expect(kahoot.description.hasPrefix("k.csv:1: names its topic \"Space Quiz\" in its title row"))
    }

    /// A column without a name is `column 2` on the command line, and its place as a value for a page.
    @Test func aColumnWithoutANameCarriesItsPlace() throws {
        let quote = try Self.first("topic,question,correct,wrong1\nSpace,\"Red?,Mars,Venus\n", file: "q.csv")
        #expect(quote.column == 2)
        #expect(
            quote.description
                == "q.csv:2: field \"column 2\": a quoted field starts here but its closing quote is missing")
        let unnamed = try Self.first("topic,,question,correct,wrong1\n", file: "h.csv", format: .csv)
        #expect(unnamed.column == 2)
        let named = try Self.first("topic,question,correct,wrong1\nSpace,,Mars,Venus\n", file: "e.csv")
        #expect(named.column == nil)
        #expect(named.field == "question")
        let long = String(repeating: "x", count: 2001)
        let extra = try Self.first("topic,question,correct,wrong1\nSpace,Red?,Mars,Venus,\(long)\n", file: "l.csv")
        #expect(extra.column == 5)
        #expect(extra.field == "column 5")
    }
}
