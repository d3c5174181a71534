/// Why the import refuses an item of a JSON document (an Open Trivia DB response, an iQuiz document, an "On this
/// day" feed) or one of its fields, as values: the web admin's preview words it in its reader's language
/// (`ImportItemWords`, the `web.import_item_*` keys), the command line in English (`words`, which is the
/// `ImportError`'s message). Where (the JSON path) and the field (the item's key) are the error's.
public enum ImportItemProblem: Equatable, Sendable {
    /// A value that must be an object (a question, a quiz, the document).
    case notAnObject
    /// A required key absent or null.
    case missing
    /// A value that must be a list.
    case notAList
    /// A value that must be a string.
    case notAString
    /// A string that is empty or only spaces.
    case empty
    /// Open Trivia DB's `response_code` that is no number.
    case notANumber
    /// Open Trivia DB's `response_code` other than 0: the API gave no questions, and the code says why.
    case responseCode(Int)
    /// A field that is not valid in the encoding the API used for the response (`html`, `url3986`, `urlLegacy`,
    /// `base64`, as the API's `encode=` names them).
    case notEncoded(encoding: String)
    /// A boolean question's right answer that is neither True nor False.
    case notTrueOrFalse
    /// A multiple-choice question's wrong answers: none, or more than `limit`.
    case wrongAnswerCount(limit: Int)
    /// A wrong answer that repeats the right one (this one).
    case repeatsCorrect(String)
    /// A question type that is neither `multiple` nor `boolean` (this one).
    case unknownType(String)
    /// Fewer answers than `least`.
    case tooFewAnswers(least: Int)
    /// `count` answers, more than one right and `wrongLimit` wrong ones.
    case tooManyAnswers(count: Int, wrongLimit: Int)
    /// The right answer's number is not one of the `answers` answers.
    case answerNumber(answers: Int)
    /// The right answer listed twice (this one).
    case rightAnswerTwice(String)
    /// An "On this day" feed that is no object.
    case notAFeed
    /// An "On this day" feed with neither an `events` nor a `selected` list.
    case noEventList
    /// A `date` that is no `MM-DD`.
    case notADate
    /// An event's year that is no year.
    case notAYear

    /// Why, in English (after the file, JSON path and field): the command line's words.
    public var words: String {
        switch self {
        case .notAnObject: "must be an object"
        case .missing: "is missing"
        case .notAList: "must be a list"
        case .notAString: "must be a string"
        case .empty: "must not be empty"
        case .notANumber: "must be a number"
        case .responseCode(let code): Self.meaning(of: code)
        case .notEncoded(let encoding): "is not valid \(encoding) text"
        case .notTrueOrFalse: "must be True or False for a boolean question"
        case .wrongAnswerCount(let limit): "must hold 1 to \(limit) answers"
        case .repeatsCorrect(let answer): "repeats the correct answer \"\(answer)\""
        case .unknownType(let type): "must be \"multiple\" or \"boolean\", not \"\(type)\""
        case .tooFewAnswers(let least): "must hold at least \(least) answers"
        case .tooManyAnswers(let count, let wrongLimit):
            "holds \(count) answers; at most \(wrongLimit + 1) fit (1 right and \(wrongLimit) wrong)"
        case .answerNumber(let answers): "must be a number from 1 to \(answers)"
        case .rightAnswerTwice(let answer): "lists the right answer \"\(answer)\" twice"
        case .notAFeed: "must be an object with an \"events\" list"
        case .noEventList: "has no \"events\" or \"selected\" list"
        case .notADate: "must be a date like \"07-20\""
        case .notAYear: "must be a year such as 1969, -44 or \"44 BC\""
        }
    }

    /// The Open Trivia DB API's documented meaning of a non-zero `response_code`.
    static func meaning(of code: Int) -> String {
        switch code {
        case 1: "is 1 (No Results): the API had not enough questions for the query; ask for fewer"
        case 2: "is 2 (Invalid Parameter): the query was not valid"
        case 3: "is 3 (Token Not Found): the session token does not exist; request a new one"
        case 4: "is 4 (Token Empty): the session token has returned every question for the query; reset it"
        case 5: "is 5 (Rate Limit): too many requests; wait 5 seconds between requests"
        default: "is \(code), which Open Trivia DB does not document; the response holds no usable questions"
        }
    }
}
