import Foundation
import QuizText
import Testing

@testable import QuizAdmin
@testable import QuizStore

/// The importer's notes, given to the web admin as values: each worded by its own keys in every language, English's
/// words the command line's, and a preview's note in German.
@Suite struct NoteWordsTests {
    /// One of each reason a question or event is skipped for; `index` fails to compile when a case is added, and
    /// `everyNoteIsSampled` fails when the list misses one.
    static let skips: [ImportSkip] = [
        .giftDescription, .giftWithoutText, .giftEssay, .giftNumerical, .giftMatching, .giftShortAnswer,
        .giftTextBeforeAnswers, .giftEmptyAnswer, .giftPartialCredit, .giftNoRightAnswer,
        .giftWrongCount(wrong: 6, limit: 5), .severalCorrect(["a", "b"]), .severalCorrect(["a", "b", "c"]),
        .everyAnswerCorrect, .tooManyFields(fields: 4, categories: 2),
        .noOtherAnswer(category: "capital", file: "capitals"),
        .entryWithoutYear, .otherEntries(count: 1, list: "births"), .otherEntries(count: 12, list: "deaths"),
    ]

    static let notes: [ImportNote] = [.nothingToImport, .badIcon(name: "Big Star!")] + skips.map(ImportNote.skipped)

    static func index(_ skip: ImportSkip) -> Int {
        switch skip {
        case .giftDescription: 0
        case .giftWithoutText: 1
        case .giftEssay: 2
        case .giftNumerical: 3
        case .giftMatching: 4
        case .giftShortAnswer: 5
        case .giftTextBeforeAnswers: 6
        case .giftEmptyAnswer: 7
        case .giftPartialCredit: 8
        case .giftNoRightAnswer: 9
        case .giftWrongCount: 10
        case .severalCorrect: 11
        case .everyAnswerCorrect: 12
        case .tooManyFields: 13
        case .noOtherAnswer: 14
        case .entryWithoutYear: 15
        case .otherEntries: 16
        }
    }

    static func index(_ note: ImportNote) -> Int {
        switch note {
        case .nothingToImport: 0
        case .skipped: 1
        case .badIcon: 2
        }
    }

    @Test func everyNoteIsSampled() {
        #expect(Set(Self.skips.map(Self.index)) == Set(0...16))
        #expect(Set(Self.notes.map(Self.index)) == Set(0...2))
    }

    /// Each note, in each language: no key shown as itself, and no English left (names and answers stay).
    @Test(arguments: TranslatedWords.languages)
    func everyNoteHasItsWordsInEveryLanguage(language: String) {
        let english = AdminWords.languages.catalog("en")
        for note in Self.notes {
            let text = TranslatedWords.expect(note, in: language, ImportNoteWords.text).text
            #expect(!text.contains("skipped:"), "\(language) \(note): English")
            if case .skipped(let skip) = note {
                #expect(!text.contains(ImportNoteWords.skip(skip, english)), "\(language) \(note): English reason")
            }
        }
    }

    /// The catalog's English says what the command line says, word for word.
    @Test func englishIsTheCommandLinesWords() {
        let english = AdminWords.languages.catalog("en")
        for note in Self.notes {
            #expect(ImportNoteWords.text(note, english) == note.words)
        }
    }

    /// A preview's note carries its value, and the page words it; its English is the command line's.
    @Test func aPreviewsNoteIsWordedInTheReadersLanguage() throws {
        let german = AdminWords.languages.catalog("de")
        let preview = Importer.preview(
            Data("Write about rivers. {}\n\nKept? {T}\n".utf8), file: "q.gift", format: .gift)
        let note = try #require(preview.problems.first)
        #expect(note.note == .skipped(.giftEssay))
        #expect(note.message == "skipped: GIFT essay question")
        #expect(!note.refusesRow)
        #expect(ImportRowWords.message(note, german) == "übersprungen: GIFT-Aufsatzfrage")
    }
}
