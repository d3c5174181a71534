import QuizCore

/// One refused line (or number) of the web admin's settings form: its section, line and why, as values. The web
/// admin words it in its reader's language (`SettingsProblemWords`, the `web.settings_problem_*` keys); `message`
/// and `description` say it in English, for logs and tests.
public struct SettingsLineProblem: Equatable, Sendable, CustomStringConvertible {
    /// The form's sections: five blocks of lines and four numbers.
    public enum Section: CaseIterable, Equatable, Sendable {
        case messages, everyRight, perQuestion, perMedal, badges, lives, minutesPerLife, answerSeconds, passesPerDay

        /// The section's name in English, as the form's label says it.
        public var name: String {
            switch self {
            case .messages: "Right-answer messages"
            case .everyRight: "Every N right"
            case .perQuestion: "Per question"
            case .perMedal: "Per medal"
            case .badges: "Badges"
            case .lives: "Lives"
            case .minutesPerLife: "Minutes per life"
            case .answerSeconds: "Answer timer seconds"
            case .passesPerDay: "Passes a day"
            }
        }
    }

    /// Why a line or number is refused.
    public enum Reason: Equatable, Sendable {
        /// A right-answer message longer than `limit` characters (it is the result screen's headline).
        case messageTooLong(characters: Int, limit: Int)
        /// A section pasted with more than `limit` lines.
        case tooManyLines(lines: Int, limit: Int)
        /// A number field that is not a whole number in `range` (`typed` is "" when empty, clipped when long).
        case notInRange(typed: String, range: ClosedRange<Int>)
        /// An Every N right line that does not start with a count in `range`.
        case badRightCount(typed: String, range: ClosedRange<Int>)
        /// A Per question line without its colon.
        case noColon
        /// A Per question line with nothing after its colon.
        case noQuestionAfterColon
        /// A Per question line with no power-up before its colon.
        case noPowerUpBeforeColon
        /// A Per medal line that does not start with a medal.
        case notAMedal(String)
        /// A word where a power-up goes.
        case notAPowerUp(String)
        /// A grant without its power-up.
        case noPowerUp
        /// What follows a power-up is not `x1` to `x99` (this text).
        case badGrantCount(String)
        /// A badge line that is not `CODE | TITLE | WHAT EARNS IT`.
        case badgeShape
        /// A badge code that is not 1 to 40 lower-case letters, digits and dashes.
        case badBadgeCode(String)
        /// A badge title empty or longer than 60 characters.
        case badBadgeTitle
        /// `correct N` or `answered N` (`kind`) without a whole number from 1 to 100000 (`trigger` is the part).
        case badBadgeCount(trigger: String, kind: String)
        /// What earns the badge is none of the three.
        case badBadgeTrigger(String)
        /// Two badges with one code.
        case repeatedBadgeCode(String)
        /// No active multiple-choice question has this uid or text (`badge`: the badge that names it).
        case noSuchQuestion(String, badge: String?)
    }

    public var section: Section
    /// The line (1-based) of a block's section; nil for the section as a whole or a number.
    public var line: Int?
    public var reason: Reason

    public init(_ section: Section, line: Int?, _ reason: Reason) {
        self.section = section
        self.line = line
        self.reason = reason
    }

    /// The power-ups a line may name, as the form takes them.
    public static var powerUpWords: String { PowerUp.allCases.map(\.rawValue).joined(separator: ", ") }
    /// The medals a Per medal line may start with.
    public static var medalWords: String { TopicMilestone.allCases.map(\.word).joined(separator: ", ") }
    /// The counts an Every N right line and a badge's `correct N` take.
    public static let countRange = 1...100_000

    /// Why, in English (after the section and line).
    public var message: String {
        switch reason {
        case .messageTooLong(let characters, let limit):
            "has \(characters) characters; use at most \(limit) (it is the result screen's headline)"
        case .tooManyLines(let lines, let limit): "has \(lines) lines; at most \(limit)"
        case .notInRange(let typed, let range):
            (typed.isEmpty ? "is empty" : "\"\(typed)\" is not allowed")
                + "; write a whole number from \(range.lowerBound) to \(range.upperBound)"
        case .badRightCount(let typed, let range):
            "starts with \"\(typed)\"; start with the number of right answers, \(range.lowerBound) to "
                + "\(range.upperBound), such as 5 jumpIt x2 repeat"
        case .noColon: "needs power-ups, a colon, then the question, such as halfOff, jumpIt: QUESTION"
        case .noQuestionAfterColon: "names no question after the colon"
        case .noPowerUpBeforeColon: "names no power-up before the colon"
        case .notAMedal(let typed): "starts with \"\(typed)\"; start with a medal: \(Self.medalWords)"
        case .notAPowerUp(let word): "\"\(word)\" is not a power-up; use \(Self.powerUpWords)"
        case .noPowerUp: "names no power-up; use \(Self.powerUpWords)"
        case .badGrantCount(let typed):
            "has \"\(typed)\" after the power-up; write how many as x1 to x99 (then repeat, for Every N right)"
        case .badgeShape: "needs CODE | TITLE | WHAT EARNS IT, such as ten-right | Ten right | correct 10"
        case .badBadgeCode(let code): "the code \"\(code)\" must be 1 to 40 lower-case letters, digits and dashes"
        case .badBadgeTitle: "the title must have 1 to 60 characters"
        case .badBadgeCount(let trigger, let kind):
            "\"\(trigger)\" needs a whole number from \(Self.countRange.lowerBound) to \(Self.countRange.upperBound) "
                + "after \(kind)"
        case .badBadgeTrigger(let trigger):
            "\"\(trigger)\" must be correct N (N right), answered N (N answered) or question UID-OR-TEXT"
        case .repeatedBadgeCode(let code): "repeats the badge code \"\(code)\"; give each badge its own"
        case .noSuchQuestion(let question, let badge):
            (badge.map { "\($0): " } ?? "")
                + "no active multiple-choice question has the uid or text \"\(question)\" (see the questions' list)"
        }
    }

    /// `Badges, line 4: repeats the badge code "a"; give each badge its own`.
    public var description: String { section.name + (line.map { ", line \($0)" } ?? "") + ": " + message }
}
