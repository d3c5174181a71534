import QuizStore
import QuizText

/// Why the import refuses an item of a JSON document or one of its fields (Open Trivia DB's, iQuiz's, an "On this
/// day" feed's), in the web admin reader's language. Answers, types, encodings and key names stay as the file has
/// them.
enum ImportItemWords {
    static func text(_ problem: ImportItemProblem, _ words: Catalog) -> String {
        switch problem {
        case .notAnObject: words["web.import_item_not_object"]
        case .missing: words["web.import_item_missing"]
        case .notAList: words["web.import_item_not_list"]
        case .notAString: words["web.import_item_not_string"]
        case .empty: words["web.draft_empty"]
        case .notANumber: words["web.import_item_not_number"]
        case .responseCode(let code): responseCode(code, words)
        case .notEncoded(let encoding): words.text("web.import_item_not_encoded", ["encoding": encoding])
        case .notTrueOrFalse: words["web.import_item_not_true_false"]
        case .wrongAnswerCount(let limit):
            words.text("web.import_item_wrong_count", ["limit": words.number(limit)])
        case .repeatsCorrect(let answer): words.text("web.import_item_repeats_correct", ["answer": answer])
        case .unknownType(let type): words.text("web.import_item_type", ["type": type])
        case .tooFewAnswers(let least):
            words.text("web.import_item_too_few_answers", ["least": words.number(least)])
        case .tooManyAnswers(let count, let wrongLimit):
            words.text(
                "web.import_item_too_many_answers",
                [
                    "count": words.number(count), "limit": words.number(wrongLimit + 1),
                    "wrong": words.number(wrongLimit),
                ])
        case .answerNumber(let answers): words.text("web.import_item_answer_number", ["last": words.number(answers)])
        case .rightAnswerTwice(let answer): words.text("web.import_item_right_twice", ["answer": answer])
        case .notAFeed: words["web.import_item_not_feed"]
        case .noEventList: words["web.import_item_no_event_list"]
        case .notADate: words["web.import_item_not_date"]
        case .notAYear: words["web.import_item_not_year"]
        }
    }

    /// Open Trivia DB's `response_code`: the API's name for it (No Results, Rate Limit) stays as the API says it.
    static func responseCode(_ code: Int, _ words: Catalog) -> String {
        switch code {
        case 1: words["web.import_item_code_no_results"]
        case 2: words["web.import_item_code_invalid_parameter"]
        case 3: words["web.import_item_code_token_not_found"]
        case 4: words["web.import_item_code_token_empty"]
        case 5: words["web.import_item_code_rate_limit"]
        default: words.text("web.import_item_code_other", ["code": String(code)])
        }
    }
}
