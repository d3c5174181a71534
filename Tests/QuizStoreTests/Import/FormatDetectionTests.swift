import Foundation
import Testing

@testable import QuizStore

@Suite struct FormatDetectionTests {
    @Test(arguments: [
        ("iquiz-questions.json", ImportFormat.iquiz), ("kahoot-quiz-template.csv", .kahoot),
        ("opentdb-api-response-default.json", .opentdb), ("opentdb-api-response-base64.json", .opentdb),
        ("opentdb-api-response-url3986.json", .opentdb), ("opentdb-api-response-urlLegacy.json", .opentdb),
        ("opentdb-api-response-token-empty.json", .opentdb), ("quiz.gift", .gift),
        ("wikimedia-onthisday-events-07-20.json", .onthisday), ("wikimedia-onthisday-all-shape.json", .onthisday),
        ("bsdgames-quiz/index", .bsdquiz),
    ])
    func detectsEverySample(name: String, format: ImportFormat) throws {
        #expect(ImportFormat.detect(data: try ImportFixtures.data(name), fileName: name) == format)
    }

    @Test(arguments: [
        ("\u{FEFF}Topic,Question,Correct,Wrong1\n", "pack.csv", ImportFormat?.some(.csv)),
        ("\"topic\",\"question\",\"correct\"\n", "anything.txt", .csv),
        (
            "Intro text\n\n,Question - max 120,Answer 1 - max 75,Answer 2,Time limit,Correct answer(s)\n", "k.csv",
            .kahoot
        ),
        ("Is it? {T}\n", "notes.txt", .gift),
        ("$CATEGORY: Space\n", "notes.txt", .gift),
        ("Pick {~a =b}\n", "notes.txt", .gift),
        ("any text\n", "questions.gift", .gift),
        ("{\"results\": [], \"response_code\"", "o.json", .opentdb),
        ("{\"events\": [{\"text\": ", "o.json", .onthisday),
        ("{\"events\": [{\"text\": \"no year\"}]}", "o.json", nil),
        ("[1, 2]", "o.json", nil),
        ("{\"a\": 1}", "o.json", nil),
        ("africa:Africa{n}:cap{ital}\n", "index", .bsdquiz),
        ("africa:Africa{n}:cap{ital}\n", "not-an-index", nil),
        ("just, some, text\n", "x.csv", nil),
        ("   \n", "x.csv", nil),
        ("", "x.csv", nil),
    ])
    func detectsByContentWithTheNameAsAHint(text: String, name: String, format: ImportFormat?) {
        #expect(ImportFormat.detect(data: Data(text.utf8), fileName: name) == format)
    }

    @Test func aCSVWithInvalidUTF8IsStillDetectedSoTheErrorCanNameTheLine() {
        let data = Data("topic,question,correct,wrong1\nA,B,C,".utf8) + Data([0xFF])
        #expect(ImportFormat.detect(data: data, fileName: "p.csv") == .csv)
        #expect(
            importFailure(data, file: "p.csv", format: nil)
                == "p.csv:2: is not valid UTF-8 (byte 0xFF at column 7); save the file as UTF-8")
    }
}
