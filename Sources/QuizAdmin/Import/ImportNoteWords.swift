import QuizStore
import QuizText

/// The importer's notes in the web admin reader's language: a file with nothing to import, a question or event
/// left out and why (a GIFT essay, several answers marked correct, ...), an iQuiz icon left out. Answers, column,
/// category and list names stay as the file has them.
enum ImportNoteWords {
    static func text(_ note: ImportNote, _ words: Catalog) -> String {
        switch note {
        case .nothingToImport: words["web.import_note_nothing"]
        case .skipped(let reason): words.text("web.import_note_skipped", ["reason": skip(reason, words)])
        case .badIcon(let name): words.text("web.import_note_icon", ["name": name])
        }
    }

    static func skip(_ reason: ImportSkip, _ words: Catalog) -> String {
        switch reason {
        case .giftDescription: words["web.import_skip_gift_description"]
        case .giftWithoutText: words["web.import_skip_gift_no_text"]
        case .giftEssay: words["web.import_skip_gift_essay"]
        case .giftNumerical: words["web.import_skip_gift_numerical"]
        case .giftMatching: words["web.import_skip_gift_matching"]
        case .giftShortAnswer: words["web.import_skip_gift_short_answer"]
        case .giftTextBeforeAnswers: words["web.import_skip_gift_text_before_answers"]
        case .giftEmptyAnswer: words["web.import_skip_gift_empty_answer"]
        case .giftPartialCredit: words["web.import_skip_gift_partial_credit"]
        case .giftNoRightAnswer: words["web.import_skip_gift_no_right_answer"]
        case .giftWrongCount(let wrong, let limit):
            words.text("web.import_skip_gift_wrong_count", ["limit": String(limit), "wrong": String(wrong)])
        case .severalCorrect(let answers):
            words.plural(
                "web.import_skip_several_correct", count: answers.count, ["answers": ImportSkip.quoted(answers)])
        case .everyAnswerCorrect: words["web.import_skip_every_answer_correct"]
        case .tooManyFields(let fields, let categories):
            words.plural("web.import_skip_too_many_fields", count: fields, ["categories": String(categories)])
        case .noOtherAnswer(let category, let file):
            words.text("web.import_skip_no_other_answer", ["category": category, "file": file])
        case .entryWithoutYear: words["web.import_skip_no_year"]
        case .otherEntries(let count, let list):
            words.plural("web.import_skip_other_entries", count: count, ["list": list])
        }
    }
}
