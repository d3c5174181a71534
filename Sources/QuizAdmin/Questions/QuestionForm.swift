import Foundation
import QuizCore
import QuizStore
import QuizText

/// The question form (add, edit, and a submission's acceptance): its fields read into a `QuestionDraft`, and the
/// draft (with its problems by field) written back as the template's values.
enum QuestionForm {
    /// The draft a posted form describes: topic, question, correct, wrong1...wrong5, explanation, badge, and a
    /// `powerUp-<name>` box per free power-up.
    static func draft(_ form: FormFields) -> QuestionDraft {
        QuestionDraft(
            topic: form["topic"] ?? "", text: form["question"] ?? "", correct: form["correct"] ?? "",
            wrong: (1...AnswerLimits.wrongKept).map { form["wrong\($0)"] ?? "" },
            explanation: form["explanation"] ?? "",
            badge: form["badge"] ?? "", powerUps: PowerUp.allCases.filter { form["powerUp-\($0.rawValue)"] != nil })
    }

    /// The template's values for `draft`, the bank's topic names and badges as suggestions, and `problems` by
    /// field. `forPlay`: a submission's acceptance, which needs `AnswerLimits.wrongDealt` wrong answers (the legend
    /// says so). `powerUpFields`: the free power-ups, which a device's trivia settings keep and the fleet's form
    /// does not edit (the badge is both forms').
    static func values(
        _ draft: QuestionDraft, topics: [String], badges: [String], problems: [DraftProblem] = [],
        forPlay: Bool = false, powerUpFields: Bool = true, words: Catalog
    ) -> [String: Any] {
        let wrong: [[String: Any]] = (0..<AnswerLimits.wrongKept).map { index in
            [
                "name": "wrong\(index + 1)", "number": index + 1,
                "value": index < draft.wrong.count ? draft.wrong[index] : "",
            ]
        }
        let powerUps: [[String: Any]] = PowerUp.allCases.map { powerUp in
            [
                "name": "powerUp-\(powerUp.rawValue)", "title": words[powerUp.titleKey],
                "checked": draft.powerUps.contains(powerUp),
            ]
        }
        return [
            "topic": draft.topic, "question": draft.text, "correct": draft.correct, "wrong": wrong,
            "explanation": draft.explanation, "badge": draft.badge, "powerUps": powerUps,
            "maxLength": QuestionDraft.maxLength,
            "topics": topics.map { ["name": $0] }, "badges": badges.map { ["code": $0] },
            "powerUpFields": powerUpFields,
            "wrongLegend": forPlay
                ? words.text(
                    "web.wrong_legend_play",
                    [
                        "least": words.number(AnswerLimits.wrongDealt), "most": words.number(AnswerLimits.wrongKept),
                        "shown": words.number(AnswerLimits.wrongDealt + 1),
                    ])
                : words.text("web.wrong_legend", ["most": words.number(AnswerLimits.wrongKept)]),
            "problems": problems.map { ["field": fieldName($0.field, words), "message": message($0.reason, words)] },
            "hasProblems": !problems.isEmpty,
        ]
    }

    /// A form field's name as its label says it ("wrong2": "Wrong answer 2").
    static func fieldName(_ field: String, _ words: Catalog) -> String {
        if field.hasPrefix("wrong"), let number = Int(field.dropFirst(5)) {
            return words.text("web.wrong_answer_number", ["number": words.number(number)])
        }
        let keys = [
            "topic": "web.topic", "question": "web.question", "correct": "web.right_answer",
            "explanation": "web.explanation", "badge": "web.badge", "powerUps": "web.free_power_ups",
            "wrong": "web.wrong_answers",
        ]
        return keys[field].map { words[$0] } ?? field
    }

    /// Why a field is refused, in `words`' language.
    static func message(_ reason: DraftProblem.Reason, _ words: Catalog) -> String {
        switch reason {
        case .empty: words["web.draft_empty"]
        case .noWrongAnswer: words["web.draft_no_wrong"]
        case .tooManyWrongAnswers(let most): words.plural("web.draft_too_many_wrong", count: most)
        case .tooLong(let most): words.plural("web.draft_too_long", count: most)
        case .repeats(let answer): words.text("web.draft_repeats", ["answer": answer])
        case .badBadgeCode: words["web.draft_bad_badge"]
        case .otherTopic(let other): words.text("web.draft_other_topic", ["topic": other])
        case .tooFewWrongAnswers(let least, let given):
            words.plural(
                "web.draft_too_few_wrong", count: least,
                ["shown": words.number(least + 1), "given": words.number(given)])
        case .powerUpsOutOfPlay: words["web.draft_power_ups_retired"]
        case .duplicate(let other): words.text("web.question_duplicate", ["id": String(other)])
        }
    }
}
