import QuizStore
import QuizText

/// A refused line of the settings form in the web admin reader's language: its section (the form's label), line
/// and reason.
enum SettingsProblemWords {
    static func text(_ problem: SettingsLineProblem, _ words: Catalog) -> String {
        let values = ["section": words[sectionKey(problem.section)], "reason": reason(problem.reason, words)]
        guard let line = problem.line else { return words.text("web.settings_problem_in", values) }
        return words.text("web.settings_problem_at_line", values.merging(["line": String(line)]) { $1 })
    }

    /// The section's label on the form.
    static func sectionKey(_ section: SettingsLineProblem.Section) -> String {
        switch section {
        case .messages: "web.right_answer_messages"
        case .everyRight: "web.every_n_right"
        case .perQuestion: "web.per_question"
        case .perMedal: "web.per_medal"
        case .badges: "web.badges"
        case .lives: "web.lives"
        case .minutesPerLife: "web.minutes_per_life"
        case .answerSeconds: "web.answer_timer_seconds"
        case .passesPerDay: "web.passes_a_day"
        }
    }

    /// Why the line is refused. The form's own words (power-ups, medals, `correct N`, `x2`) stay as typed, and so
    /// do the bounds of a number to type (`1440`, not `1,440`: the field reads digits only).
    static func reason(_ reason: SettingsLineProblem.Reason, _ words: Catalog) -> String {
        let powerUps = SettingsLineProblem.powerUpWords
        let counts = SettingsLineProblem.countRange
        switch reason {
        case .messageTooLong(let characters, let limit):
            return words.plural(
                "web.settings_problem_message_too_long", count: characters, ["limit": words.number(limit)])
        case .tooManyLines(let lines, let limit):
            return words.plural("web.settings_problem_too_many_lines", count: lines, ["limit": words.number(limit)])
        case .notInRange(let typed, let range):
            let bounds = ["min": String(range.lowerBound), "max": String(range.upperBound)]
            return typed.isEmpty
                ? words.text("web.settings_problem_number_empty", bounds)
                : words.text("web.settings_problem_number_refused", bounds.merging(["typed": typed]) { $1 })
        case .badRightCount(let typed, let range):
            return words.text(
                "web.settings_problem_right_count",
                ["typed": typed, "min": String(range.lowerBound), "max": String(range.upperBound)])
        case .noColon:
            return words["web.settings_problem_no_colon"]
        case .noQuestionAfterColon:
            return words["web.settings_problem_no_question"]
        case .noPowerUpBeforeColon:
            return words["web.settings_problem_no_power_up_before_colon"]
        case .notAMedal(let typed):
            return words.text(
                "web.settings_problem_not_a_medal", ["typed": typed, "medals": SettingsLineProblem.medalWords])
        case .notAPowerUp(let word):
            return words.text("web.settings_problem_not_a_power_up", ["typed": word, "powerUps": powerUps])
        case .noPowerUp:
            return words.text("web.settings_problem_no_power_up", ["powerUps": powerUps])
        case .badGrantCount(let typed):
            return words.text("web.settings_problem_grant_count", ["typed": typed])
        case .badgeShape:
            return words["web.settings_problem_badge_shape"]
        case .badBadgeCode(let code):
            return words.text("web.settings_problem_badge_code", ["code": code])
        case .badBadgeTitle:
            return words["web.settings_problem_badge_title"]
        case .badBadgeCount(let trigger, let kind):
            return words.text(
                "web.settings_problem_badge_count",
                [
                    "typed": trigger, "kind": kind, "min": String(counts.lowerBound), "max": String(counts.upperBound),
                ])
        case .badBadgeTrigger(let trigger):
            return words.text("web.settings_problem_badge_trigger", ["typed": trigger])
        case .repeatedBadgeCode(let code):
            return words.text("web.settings_problem_badge_repeated", ["code": code])
        case .noSuchQuestion(let question, nil):
            return words.text("web.settings_problem_no_such_question", ["question": question])
        case .noSuchQuestion(let question, let badge?):
            return words.text("web.settings_problem_badge_no_such_question", ["question": question, "code": badge])
        }
    }
}
