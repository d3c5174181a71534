/// A note of the importer that leaves the import going, as a value: the web admin's preview words it in its
/// reader's language (`ImportNoteWords`, the `web.import_note_*` and `web.import_skip_*` keys), the command line in
/// English (`words`, which is the `ImportWarning`'s message).
public enum ImportNote: Equatable, Sendable {
    /// The file holds no question or event.
    case nothingToImport
    /// A question or event left out, and why.
    case skipped(ImportSkip)
    /// An iQuiz topic's icon that is not a name such as `star`, left out.
    case badIcon(name: String)

    /// The command line's words: "skipped: GIFT essay question".
    public var words: String {
        switch self {
        case .nothingToImport: "holds nothing to import"
        case .skipped(let reason): "skipped: " + reason.words
        case .badIcon(let name):
            "icon \"\(name)\" skipped: an icon is a name such as star (letters, digits and \"-\")"
        }
    }
}

/// Why a question or event of a file is left out of the import.
public enum ImportSkip: Equatable, Sendable {
    /// A GIFT block without answers in braces.
    case giftDescription
    case giftWithoutText
    case giftEssay
    case giftNumerical
    case giftMatching
    case giftShortAnswer
    /// A GIFT answer list with text before its first `=` or `~`.
    case giftTextBeforeAnswers
    case giftEmptyAnswer
    /// A GIFT question giving partial credit for several answers.
    case giftPartialCredit
    /// A GIFT multiple-choice question with no right answer.
    case giftNoRightAnswer
    /// A GIFT multiple-choice question with `wrong` wrong answers, not 1 to `limit`.
    case giftWrongCount(wrong: Int, limit: Int)
    /// Several answers marked correct (these).
    case severalCorrect([String])
    /// A Kahoot question whose every answer is marked correct.
    case everyAnswerCorrect
    /// A bsdgames quiz line with `fields` fields, its index naming `categories`.
    case tooManyFields(fields: Int, categories: Int)
    /// A bsdgames quiz line whose `category` has no other value in `file` to be a wrong answer.
    case noOtherAnswer(category: String, file: String)
    /// An "On this day" entry without a year.
    case entryWithoutYear
    /// An "On this day" feed's `count` entries of `list` (births, deaths, holidays).
    case otherEntries(count: Int, list: String)

    /// The command line's words, after "skipped: ".
    public var words: String {
        switch self {
        case .giftDescription: "GIFT description (no answers in braces)"
        case .giftWithoutText: "a GIFT question without text"
        case .giftEssay: "GIFT essay question"
        case .giftNumerical: "GIFT numerical question"
        case .giftMatching: "GIFT matching question"
        case .giftShortAnswer: "GIFT short-answer question"
        case .giftTextBeforeAnswers: "a GIFT answer list with text before its first = or ~"
        case .giftEmptyAnswer: "a GIFT question with an empty answer"
        case .giftPartialCredit: "GIFT multiple-answer question (partial credit)"
        case .giftNoRightAnswer: "a GIFT multiple-choice question needs exactly one right answer (has none)"
        case .giftWrongCount(let wrong, let limit):
            "a GIFT multiple-choice question needs 1 to \(limit) wrong answers (has \(wrong))"
        case .severalCorrect(let answers):
            "\(answers.count) answers are marked correct (\(Self.quoted(answers))); a TiltQuiz question has one right "
                + "answer"
        case .everyAnswerCorrect: "every answer is marked correct"
        case .tooManyFields(let fields, let categories): "\(fields) fields but the index names \(categories) categories"
        case .noOtherAnswer(let category, let file): "no other \(category) in \(file) to use as a wrong answer"
        case .entryWithoutYear: "an entry without a year"
        case .otherEntries(let count, let list): "\(count) \(list) entries (only events and selected are used)"
        }
    }

    /// `"a", "b"`: answers as the note lists them.
    public static func quoted(_ answers: [String]) -> String {
        answers.map { "\"\($0)\"" }.joined(separator: ", ")
    }
}

extension ImportWarning {
    /// `note` at `location`, its message the note's English words; a skipped item is counted as one.
    init(location: ImportLocation, field: String? = nil, _ note: ImportNote) {
        var skips = false
        if case .skipped = note { skips = true }
        self.init(location: location, field: field, message: note.words, skipsItem: skips, note: note)
    }
}
