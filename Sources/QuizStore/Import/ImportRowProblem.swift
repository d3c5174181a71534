/// Why the import refuses a row of a row format (our CSV, Kahoot's spreadsheet), as values: the web admin's
/// preview, and its page of an import refused once written (a `translates` that does not fit), word it in its
/// reader's language (`ImportRowWords`, the `web.import_row_*` keys), the command line in English (`words`, which
/// is the `ImportError`'s message). The field (a column of the file) is the error's.
public enum ImportRowProblem: Equatable, Sendable {
    /// More filled fields than the header names columns.
    case tooManyFields(fields: Int, columns: Int)
    /// A cell longer than `limit` characters.
    case tooLong(characters: Int, limit: Int)
    case empty
    /// A wrong answer left out before a later one (`filled`, the last column given).
    case gapBefore(filled: String)
    /// Neither a wrong answer nor TRUE or FALSE as the right one.
    case noWrongAnswer
    /// A wrong answer repeats an earlier answer (this one).
    case repeatsAnswer(String)
    /// Feedback for an answer not given (`answer`, that answer's column).
    case feedbackWithoutAnswer(answer: String)
    /// A language that is not a code such as `de`.
    case notALanguageCode(String)
    /// Wrong answers on a row whose kind is true/false.
    case wrongAnswersForTrueFalse
    /// A true/false row whose right answer is neither TRUE nor FALSE.
    case notTrueOrFalse
    /// A multiple-choice row without wrong answers.
    case noWrongForMultipleChoice
    /// A kind that is none of trueFalse, multipleChoice or empty.
    case unknownKind
    /// The uid of an earlier line (`line`).
    case repeatsUID(String, line: Int)
    /// Fewer answers than `least`.
    case tooFewAnswers(least: Int)
    /// The correct answers are not numbers from 1 to `answers`.
    case notAnswerNumbers(answers: Int)
    /// A correct answer's number names an empty answer.
    case namesEmptyAnswer(Int)
    /// `translates` names the row's own uid.
    case translatesItself(uid: String)
    /// `translates` names a uid no stored or imported question has. This and the next four are found once the
    /// import is written (`QuizDatabase.translationProblems`).
    case translatesUnknown(uid: String)
    /// `translates` names a question that translates `root` itself.
    case translatesATranslation(uid: String, root: String)
    /// `translates` names a question of the other kind: a multiple-choice one for a statement (`rowIsStatement`),
    /// or a statement for a multiple-choice question.
    case translatesOtherKind(uid: String, rowIsStatement: Bool)
    /// `translates` names a statement of the other answer (`namedIsTrue`, the named one's).
    case translatesOtherAnswer(uid: String, namedIsTrue: Bool)
    /// `translates` names a question with `wrong` wrong answers, this row having `rowWrong`.
    case translatesOtherAnswerCount(uid: String, wrong: Int, rowWrong: Int)

    /// Why, in English (after the file, line and field): the command line's words.
    public var words: String {
        switch self {
        case .tooManyFields(let fields, let columns):
            "has \(fields) fields, more than the header's columns (\(columns))"
        case .tooLong(let characters, let limit): "is \(characters) characters long; at most \(limit) fit"
        case .empty: "must not be empty"
        case .gapBefore(let filled): "must not be empty when \(filled) is filled"
        case .noWrongAnswer: "must not be empty (or make correct TRUE or FALSE for a true/false question)"
        case .repeatsAnswer(let answer): "repeats the answer \"\(answer)\""
        case .feedbackWithoutAnswer(let answer): "must be empty when \(answer) is (feedback for an answer not given)"
        case .notALanguageCode(let code): "\"\(code)\" is not a language code such as \"de\""
        case .wrongAnswersForTrueFalse: "must be empty for a true/false question"
        case .notTrueOrFalse: "must be TRUE or FALSE for a true/false question"
        case .noWrongForMultipleChoice: "must not be empty for a multiple-choice question"
        case .unknownKind: "must be trueFalse, multipleChoice or empty"
        case .repeatsUID(let uid, let line): "repeats the uid \"\(uid)\" of line \(line)"
        case .tooFewAnswers(let least): "must not be empty; give at least \(least) answers"
        case .notAnswerNumbers(let answers): "must be answer numbers from 1 to \(answers), e.g. 2 or 1,3"
        case .namesEmptyAnswer(let number): "names answer \(number), which is empty"
        case .translatesItself(let uid):
            "names the row's own uid \"\(uid)\"; name the uid of the question this row translates"
        case .translatesUnknown(let uid):
            "names the uid \"\(uid)\", which no stored or imported question has; import the question it translates "
                + "first, or in the same import"
        case .translatesATranslation(let uid, let root):
            "names \"\(uid)\", which translates \"\(root)\" itself; name \"\(root)\", the question both translate"
        case .translatesOtherKind(let uid, let rowIsStatement):
            rowIsStatement
                ? "names \"\(uid)\", a multiple-choice question, but this row is a true/false statement"
                : "names \"\(uid)\", a true/false statement, but this row is a multiple-choice question"
        case .translatesOtherAnswer(let uid, let namedIsTrue):
            "names \"\(uid)\", which is \(namedIsTrue), but this row is \(!namedIsTrue); a translation has the same answer"
        case .translatesOtherAnswerCount(let uid, let wrong, let rowWrong):
            "names \"\(uid)\", which has \(wrong) wrong answers, but this row has \(rowWrong); a translation has the "
                + "same answers in the same order (correct, wrong1, wrong2, ...)"
        }
    }
}

extension ImportError {
    /// A row refused for `problem`, its message the problem's English words.
    init(location: ImportLocation, field: String?, _ problem: ImportRowProblem) {
        self.init(location: location, field: field, message: problem.words, rowProblem: problem)
    }
}
