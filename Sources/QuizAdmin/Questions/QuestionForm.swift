import Foundation
import QuizCore
import QuizStore

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

    /// The template's values for `draft`, the bank's topics and badges as suggestions, and `problems` by field.
    /// `forPlay`: a submission's acceptance, which needs `AnswerLimits.wrongDealt` wrong answers (the legend says so).
    static func values(
        _ draft: QuestionDraft, topics: [BankTopic], badges: [String], problems: [DraftProblem] = [],
        forPlay: Bool = false
    ) -> [String: Any] {
        let wrong: [[String: Any]] = (0..<AnswerLimits.wrongKept).map { index in
            [
                "name": "wrong\(index + 1)", "number": index + 1,
                "value": index < draft.wrong.count ? draft.wrong[index] : "",
            ]
        }
        let powerUps: [[String: Any]] = PowerUp.allCases.map { powerUp in
            [
                "name": "powerUp-\(powerUp.rawValue)", "title": powerUp.title,
                "checked": draft.powerUps.contains(powerUp),
            ]
        }
        return [
            "topic": draft.topic, "question": draft.text, "correct": draft.correct, "wrong": wrong,
            "explanation": draft.explanation, "badge": draft.badge, "powerUps": powerUps,
            "maxLength": QuestionDraft.maxLength,
            "topics": topics.map { ["name": $0.name] }, "badges": badges.map { ["code": $0] },
            "wrongLegend": forPlay
                ? "\(AnswerLimits.wrongDealt) to \(AnswerLimits.wrongKept): trivia shows \(AnswerLimits.wrongDealt + 1) "
                    + "answers, the right one and \(AnswerLimits.wrongDealt) wrong ones"
                : "1 to \(AnswerLimits.wrongKept)",
            "problems": problems.map { ["field": $0.field, "message": $0.message] }, "hasProblems": !problems.isEmpty,
        ]
    }
}
