import Foundation
import Testing

@testable import QuizStore

@Suite struct BSDQuizFormatTests {
    /// The sample index names Debian's absolute path; the data file is found next to the index instead.
    @Test func readsTheSampleThroughItsIndex() throws {
        let batch = try ImportFixtures.batch("bsdgames-quiz/index")
        #expect(batch.format == .bsdquiz)
        #expect(batch.warnings.isEmpty)
        #expect(batch.questions.count == 10)
        let source = "bsdgames quiz(6): capitals-sample"
        let location = ImportLocation(file: "capitals-sample", line: 1)
        #expect(
            Array(batch.questions.prefix(2)) == [
                ImportedQuestion(
                    kind: .multipleChoice, topic: "Country / capital", text: "What is the capital of France?",
                    correct: "Paris", wrong: ["Sarajevo", "Berlin", "Lisboa", "Tokyo"], source: source,
                    location: location),
                ImportedQuestion(
                    kind: .trueFalse, topic: "Country / capital", text: "The capital of France is Sarajevo.",
                    correct: "false", wrong: [], explanation: "The capital of France is Paris.", source: source,
                    location: location),
            ])
        let choices = batch.questions.filter { $0.kind == .multipleChoice }
        #expect(choices.map(\.correct) == ["Paris", "Tokyo", "Berlin", "Lisboa", "Sarajevo"])
        #expect(choices.last?.text == "What is the capital of Bosnia and Herzegovina?")
        #expect(choices.last?.location.line == 5)
        #expect(choices.allSatisfy { !$0.wrong.contains($0.correct) && Set($0.wrong).count == 4 })
        #expect(try ImportFixtures.batch("bsdgames-quiz/index") == batch, "imports must be repeatable")
    }

    @Test(arguments: [
        ("Lisbo[a|n]", "Lisboa"), ("Bosnia{ and Herzegovina}", "Bosnia and Herzegovina"),
        ("{G{eorge} }Washington", "George Washington"), ("1789-{17}97", "1789-1797"), ("1801-{{18}0}9", "1801-1809"),
        ("Hen[ry|] [II|2]", "Henry II"), ("Ed[w[ard|]|] [I|1]", "Edward I"), ("N'Djamena|Ndjamena", "N'Djamena"),
        ("C[^o|o^|o]te d'Ivoire", "Cote d'Ivoire"), ("Yaound['e|e'|e]", "Yaounde"),
        ("K[o|o\u{8}/|/\u{8}o]benhavn", "Kobenhavn"), ("To be{,} or not to be{\\:}", "To be, or not to be:"),
        ("count{ry}", "country"), ("[N|n]one{ (1841-5)}", "None (1841-5)"), ("", ""),
    ])
    func patternsReadAsTheirFullestPlainForm(pattern: String, readable: String) {
        #expect(BSDQuizPattern.readable(pattern) == readable)
    }

    /// Found by the soak: thousands of `[` in a broken file overflowed the stack.
    @Test func groupsNestedAbsurdlyDeepAreAnErrorNotACrash() throws {
        let deep = String(repeating: "[", count: 20_000)
        let files = ["/quiz/index": "caps:country:capital\n", "/quiz/caps": "France:Par\(deep)is\n"]
        let failure = #expect(throws: ImportError.self) {
            try Importer.parse(
                Data(files["/quiz/index", default: ""].utf8), file: "index", directory: "/quiz", format: nil
            ) { files[$0].map { Data($0.utf8) } }
        }
        #expect(failure?.description == "caps:1: nests { } and [ ] groups more than 32 deep; is the file broken?")
        #expect(BSDQuizPattern.readable("a" + deep + "b").hasPrefix("a"), "deep groups read as text, no crash")
    }

    @Test func linesContinueAfterABackslashAndSplitAtUnescapedColons() {
        let lines = BSDQuizPattern.logicalLines("a:\\\nb\nc\\\\\nd:e\\:f")
        #expect(lines.map(\.line) == [1, 3, 4])
        #expect(lines.map(\.text) == ["a:b", "c\\\\", "d:e\\:f"])
        #expect(BSDQuizPattern.fields("d:e\\:f") == ["d", "e\\:f"])
    }

    @Test func relativeIndexPathsAndOddLinesAreHandled() throws {
        let files = [
            "/quiz/index": "# comment\nsub/elements:symbol:number:name\n",
            "/quiz/sub/elements": "H:1:Hydrogen\nHe:2:Helium\nLi:3:Lithium:extra\n:4:\nB:5\n",
        ]
        let batch = try Importer.parse(
            Data(files["/quiz/index", default: ""].utf8), file: "index", directory: "/quiz", format: nil
        ) { files[$0].map { Data($0.utf8) } }
        #expect(batch.questions.map(\.topic).allSatisfy { $0 == "Symbol / number / name" })
        let choices = batch.questions.filter { $0.kind == .multipleChoice }
        #expect(
            choices.map(\.text) == [
                "What is the number of H?", "What is the number of He?", "What is the number of B?",
                "What is the name of H?", "What is the name of He?",
            ])
        #expect(choices.map(\.wrong.count) == [3, 3, 3, 1, 1])
        #expect(batch.warnings.map(\.description) == ["elements:3: skipped: 4 fields but the index names 3 categories"])
    }

    @Test func aColumnWithOneAnswerGivesNoQuestions() throws {
        let files = ["/q/index": "same:a:b\n", "/q/same": "x:1\ny:1\n"]
        let batch = try Importer.parse(
            Data(files["/q/index", default: ""].utf8), file: "index", directory: "/q", format: .bsdquiz
        ) { files[$0].map { Data($0.utf8) } }
        #expect(batch.questions.isEmpty)
        #expect(
            batch.warnings.map(\.description).first == "same:1: skipped: no other b in same to use as a wrong answer")
    }

    @Test(arguments: [
        (
            "nowhere/missing:a:b\n",
            "index:1: field \"datafile\": names nowhere/missing, which cannot be read (also looked for missing next to the index)"
        ),
        ("\nonly:one\n", "index:2: must read datafile:category1:category2..., e.g. capitals:country:capital"),
        ("file:a:{}\n", "index:1: must read datafile:category1:category2..., e.g. capitals:country:capital"),
    ])
    func badIndexesNameTheLine(index: String, message: String) throws {
        let folder = try ImportScratchFolder()
        let path = try folder.write("index", index)
        #expect(throws: ImportError.self) { try Importer.read(path: path, format: .bsdquiz) }
        do {
            _ = try Importer.read(path: path, format: .bsdquiz)
        } catch {
            #expect(error.description == message)
        }
    }

    @Test func statementsEndWithOneFullStop() {
        #expect(BSDQuizFormat.statement("capital", "France", "Paris") == "The capital of France is Paris.")
        #expect(BSDQuizFormat.statement("next", "Who?", "Me!") == "The next of Who? is Me!")
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/usr/share/games/bsdgames/quiz/index")))
    func readsDebiansInstalledQuizData() throws {
        let batch = try Importer.read(path: "/usr/share/games/bsdgames/quiz/index", format: nil)
        #expect(batch.questions.count > 1000)
        #expect(batch.questions.contains { $0.text == "What is the capital of Denmark?" && $0.correct == "Copenhagen" })
    }
}
