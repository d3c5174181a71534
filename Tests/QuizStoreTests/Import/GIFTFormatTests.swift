import Foundation
import Testing

@testable import QuizStore

@Suite struct GIFTFormatTests {
    @Test func readsTheSample() throws {
        let file = "quiz.gift"
        let batch = try ImportFixtures.batch(file)
        #expect(batch.format == .gift)
        #expect(
            batch.questions == [
                ImportedQuestion(
                    kind: .trueFalse, topic: "Geography", text: "The Nile flows into the Mediterranean Sea.",
                    correct: "true", wrong: [], feedback: ["", ""], location: ImportLocation(file: file, line: 4)),
                // {FALSE#if wrong#if right}: each said after its answer (option 0 is the right one), not as the
                // explanation that is said either way.
                ImportedQuestion(
                    kind: .trueFalse, topic: "Geography", text: "Mount Everest is in the Andes.", correct: "false",
                    wrong: [], feedback: ["Correct, it is in the Himalayas.", "Wrong - it is in the Himalayas."],
                    location: ImportLocation(file: file, line: 6)),
                ImportedQuestion(
                    kind: .multipleChoice, topic: "Geography", text: "Which ocean is the largest?", correct: "Pacific",
                    wrong: ["Atlantic", "Indian", "Arctic"],
                    explanation: "The Pacific covers about a third of the Earth's surface.",
                    feedback: ["Yes.", "No.", "", ""], location: ImportLocation(file: file, line: 8)),
                ImportedQuestion(
                    kind: .multipleChoice, topic: "Geography", text: "Which expression is true: 2 + 2 = ?",
                    correct: "4",
                    wrong: ["5", "22"], feedback: ["", "", ""], location: ImportLocation(file: file, line: 16)),
            ])
        #expect(
            batch.warnings == [
                ImportWarning(
                    location: ImportLocation(file: file, line: 18),
                    message: "skipped: GIFT multiple-answer question (partial credit)", skipsItem: true)
            ])
    }

    @Test(arguments: [
        ("Write about rivers. {}", "GIFT essay question"),
        ("How far? {#42:2}", "GIFT numerical question"),
        ("Match. {=a -> 1 =b -> 2}", "GIFT matching question"),
        ("Capital of France? {=Paris =paris}", "GIFT short-answer question"),
        ("Just some text to read.", "GIFT description (no answers in braces)"),
        ("None right? {~a ~b}", "a GIFT multiple-choice question needs exactly one right answer (has none)"),
        ("Too many? {=a ~b ~c ~d ~e ~f ~g}", "a GIFT multiple-choice question needs 1 to 5 wrong answers (has 6)"),
        ("Empty? {=a ~}", "a GIFT question with an empty answer"),
        ("::only a title:: {T}", "a GIFT question without text"),
        ("Odd? {x ~a =b}", "a GIFT answer list with text before its first = or ~"),
    ])
    func unsupportedQuestionsAreSkippedWithAWarning(block: String, reason: String) throws {
        let batch = try importText("// header\n\n\(block)\n\nKept? {T}\n", file: "q.gift", format: .gift)
        #expect(batch.questions.map(\.text) == ["Kept?"])
        #expect(
            batch.warnings == [
                ImportWarning(
                    location: ImportLocation(file: "q.gift", line: 3), message: "skipped: \(reason)", skipsItem: true)
            ])
    }

    @Test func severalRightAnswersAreSkippedNamingThem() throws {
        let text = "Two right? {=a ~%100%b ~c}\n\nKept? {T}\n"
        let batch = try importText(text, file: "q.gift", format: .gift)
        #expect(batch.questions.map(\.text) == ["Kept?"])
        #expect(
            batch.warnings.map(\.description) == [
                "q.gift:1: field \"answers\": skipped: 2 answers are marked correct (\"a\", \"b\"); "
                    + "a TiltQuiz question has one right answer"
            ])
        #expect(batch.warnings.map(\.skipsItem) == [true])
    }

    @Test func handlesMissingWordsWeightsCommentsHTMLAndLowerCaseTrueFalse() throws {
        let text = """
            // no category yet: the topic is the file name
            ::mw:: The {~cat =dog ~cow} barks loudly.

            // a comment inside the block is dropped
            Which is right?{
            // still the same question
            ~%-50%wrong one
            ~%100%right one#Well done.
            }

            [html]<b>Bold</b> &amp; true?{t#not really}

            $CATEGORY: $course$/Top/Animals
            Cats \\{purr\\}?{TRUE####General note.}
            """
        let batch = try importText(text, file: "animals quiz.gift", format: nil)
        #expect(batch.questions.map(\.topic) == ["animals quiz", "animals quiz", "animals quiz", "Animals"])
        #expect(
            batch.questions.map(\.text) == [
                "The _____ barks loudly.", "Which is right?", "Bold & true?", "Cats {purr}?",
            ])
        #expect(batch.questions.map(\.correct) == ["dog", "right one", "true", "true"])
        #expect(batch.questions.map(\.wrong) == [["cat", "cow"], ["wrong one"], [], []])
        #expect(batch.questions.map(\.explanation) == ["", "", "", "General note."])
        #expect(
            batch.questions.map(\.feedback) == [["", "", ""], ["Well done.", ""], ["", "not really"], ["", ""]])
        #expect(batch.questions.map(\.location.line) == [2, 5, 11, 14])
    }

    @Test func trueFalseFeedbackIsForAWrongAnswerThenARightOneWhicheverIsTrue() throws {
        let text = "T? {TRUE#Not so: it is true.#Yes, true.}\n\nF? {F#Not so: it is false.#Yes, false.####Note.}\n"
        let batch = try importText(text, file: "q.gift", format: .gift)
        #expect(
            batch.questions.map(\.feedback) == [
                ["Yes, true.", "Not so: it is true."], ["Yes, false.", "Not so: it is false."],
            ])
        #expect(batch.questions.map(\.explanation) == ["", "Note."])
    }

    @Test func anUnclosedBraceIsAnErrorNamingItsLine() {
        let text = "Fine? {T}\n\n::q:: Which\nocean? {\n=Pacific\n~Atlantic\n"
        #expect(
            importFailure(text, file: "q.gift", format: .gift)
                == "q.gift:4: field \"answers\": the answer list opened with { is never closed with }")
    }

    @Test func categoryNamesDropMoodlePrefixes() {
        #expect(GIFTFormat.categoryName(" $course$/Trivia/Geography ") == "Geography")
        #expect(GIFTFormat.categoryName("$system$/") == nil)
        #expect(GIFTFormat.categoryName("Space") == "Space")
    }

    @Test func escapesAreRemovedOnlyWhereGIFTDefinesThem() {
        #expect(GIFTText.unescape(##"a\:b\~c\=d\#e\{f\}g\\h\ni\q"##) == "a:b~c=d#e{f}g\\h\ni\\q")
        #expect(GIFTText.split(##"a#b\#c#d"##, at: "#") == ["a", ##"b\#c"##, "d"])
    }
}
