import Foundation
import QuizCore

/// A topic as the question bank lists it: its active questions counted.
public struct BankTopic: Equatable, Sendable {
    public var id: Int64
    public var name: String
    public var questions: Int
}

/// One row of the questions' list.
public struct BankQuestionRow: Equatable, Sendable {
    public var id: Int64
    public var topic: String
    public var text: String
    public var correct: String
    public var status: QuestionStatus
    /// Answers recorded for it, every mode.
    public var answers: Int
}

/// A page of the questions' list and how many match in all.
public struct BankQuestionPage: Equatable, Sendable {
    public var questions: [BankQuestionRow]
    public var total: Int
}

/// One question as the admin edits it.
public struct BankQuestion: Equatable, Sendable {
    public var id: Int64
    public var uid: String
    public var kind: QuestionRecord.Kind
    public var status: QuestionStatus
    /// The language it is written in (a code: "en").
    public var language: String
    public var draft: QuestionDraft
}

/// What a moderator writes for a question: the form's fields, checked by `problems`.
public struct QuestionDraft: Equatable, Sendable {
    public var topic: String
    public var text: String
    public var correct: String
    /// One to `AnswerLimits.wrongKept` wrong answers (empty fields left out); a submission accepted into play
    /// needs `AnswerLimits.wrongDealt` (`playProblems`).
    public var wrong: [String]
    public var explanation: String
    /// A badge code the player earns answering it right; "" for none.
    public var badge: String
    /// Power-ups given (one of them, at random) for a right answer: the settings' question rewards.
    public var powerUps: [PowerUp]

    public init(
        topic: String, text: String, correct: String, wrong: [String], explanation: String = "", badge: String = "",
        powerUps: [PowerUp] = []
    ) {
        let trim = { (text: String) in text.trimmingCharacters(in: .whitespacesAndNewlines) }
        self.topic = trim(topic)
        self.text = trim(text)
        self.correct = trim(correct)
        self.wrong = wrong.map(trim).filter { !$0.isEmpty }
        self.explanation = trim(explanation)
        self.badge = trim(badge)
        self.powerUps = powerUps
    }

    /// The longest text a field takes.
    public static let maxLength = 500

    /// What makes two questions the same one, for the bank's refusal of a second: their text and right answer in
    /// lower case, letters and digits only, accents folded (the store's `question.fingerprint`). The fleet's bank,
    /// which keeps no such column, compares its questions' texts and right answers by this.
    public static func fingerprint(text: String, correct: String) -> String {
        Fingerprint.question(text: text, correct: correct)
    }

    /// What is wrong with the draft, by field ("wrong2" for the second wrong answer); empty when it can be saved.
    public var problems: [DraftProblem] {
        var found: [DraftProblem] = []
        for (field, value) in [("topic", topic), ("question", text), ("correct", correct)] where value.isEmpty {
            found.append(DraftProblem(field: field, reason: .empty))
        }
        if wrong.isEmpty {
            found.append(DraftProblem(field: "wrong1", reason: .noWrongAnswer))
        }
        if wrong.count > AnswerLimits.wrongKept {
            found.append(DraftProblem(field: "wrong", reason: .tooManyWrongAnswers(most: AnswerLimits.wrongKept)))
        }
        let fields = [("topic", topic), ("question", text), ("correct", correct), ("explanation", explanation)]
        for (field, value) in fields + wrong.enumerated().map({ ("wrong\($0.offset + 1)", $0.element) })
        where value.count > Self.maxLength {
            found.append(DraftProblem(field: field, reason: .tooLong(most: Self.maxLength)))
        }
        let answers = [correct.lowercased()] + wrong.map { $0.lowercased() }
        for index in 1..<answers.count where answers[..<index].contains(answers[index]) {
            found.append(DraftProblem(field: "wrong\(index)", reason: .repeats(wrong[index - 1])))
        }
        if !badge.isEmpty,
            badge.count > 40 || !badge.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "-_".contains($0)) })
        {
            found.append(DraftProblem(field: "badge", reason: .badBadgeCode))
        }
        return found
    }

    /// What keeps the draft from joining play as a player's accepted submission, beyond `problems`: the topic
    /// "Other" (where a player puts a question that fits none; a public topic of that name would join the trivia
    /// home) and fewer wrong answers than trivia deals beside the right one (`AnswerLimits.wrongDealt`).
    public var playProblems: [DraftProblem] {
        var found: [DraftProblem] = []
        if topic.lowercased() == QuestionSubmission.otherTopic.lowercased() {
            found.append(DraftProblem(field: "topic", reason: .otherTopic(QuestionSubmission.otherTopic)))
        }
        if wrong.count < AnswerLimits.wrongDealt {
            let needed = AnswerLimits.wrongDealt
            found.append(
                DraftProblem(
                    field: "wrong\(wrong.count + 1)", reason: .tooFewWrongAnswers(least: needed, given: wrong.count)))
        }
        return found
    }

    var record: QuestionRecord {
        QuestionRecord(
            kind: .multipleChoice, topic: topic, text: text, correct: correct, wrong: wrong, explanation: explanation,
            badge: badge.isEmpty ? nil : badge)
    }
}

/// One thing wrong with a draft: the field and why.
public struct DraftProblem: Equatable, Sendable, CustomStringConvertible {
    /// Why a field is refused: each page words it in its language (the web admin's `web.draft_*` keys).
    public enum Reason: Equatable, Sendable {
        case empty
        case noWrongAnswer
        case tooManyWrongAnswers(most: Int)
        case tooLong(most: Int)
        /// A wrong answer repeats an earlier answer (this one).
        case repeats(String)
        case badBadgeCode
        /// The topic is the one a player chooses when the question fits none (this name).
        case otherTopic(String)
        case tooFewWrongAnswers(least: Int, given: Int)
        /// Free power-ups on a retired question.
        case powerUpsOutOfPlay
        /// Another question (this id) has the same text and right answer.
        case duplicate(of: Int64)
    }

    public var field: String
    public var reason: Reason

    public init(field: String, reason: Reason) {
        self.field = field
        self.reason = reason
    }

    /// Why, in English (after the field's name), for the command line and logs.
    public var message: String {
        switch reason {
        case .empty: "must not be empty"
        case .noWrongAnswer: "needs at least one wrong answer"
        case .tooManyWrongAnswers(let most): "takes at most \(most) wrong answers"
        case .tooLong(let most): "is longer than \(most) characters"
        case .repeats(let answer): "repeats the answer \"\(answer)\""
        case .badBadgeCode: "must be up to 40 letters, digits, - or _ (a badge code)"
        case .otherTopic(let other):
            "is \"\(other)\", which a player chooses when the question fits no topic: choose a real one (one of the "
                + "bank's, or a new name)"
        case .tooFewWrongAnswers(let least, let given):
            "trivia shows \(least + 1) answers: give at least \(least) wrong answers (\(given) given)"
        case .powerUpsOutOfPlay: "are for questions in play: put this one back in play first"
        case .duplicate(let other): "is already in the bank with this right answer (question #\(other))"
        }
    }

    public var description: String { "\(field) \(message)" }
}

/// Why the bank refused a change.
public enum BankRefusal: Error, Equatable, Sendable, CustomStringConvertible {
    /// The draft has problems, by field.
    case problems([DraftProblem])
    /// Another question has the same text and right answer.
    case duplicate(of: Int64)
    /// No question (or submission) has this id.
    case missing(Int64)
    /// A submission already reviewed.
    case reviewed(status: String)
    /// The store failed.
    case store(String)

    public var description: String {
        switch self {
        case .problems(let list): list.map(\.description).joined(separator: "; ")
        case .duplicate(let id): "question #\(id) already has this text and right answer"
        case .missing(let id): "nothing has the number \(id)"
        case .reviewed(let status): "it was already \(status)"
        case .store(let detail): detail
        }
    }
}

/// What the game recorded for a question: answers by result, and each option's picks by position (0 the right
/// answer; People's Choice). The web admin's question page shows it for this device's store and for the fleet
/// (every device's answers in `fleet.answer`) alike.
public struct QuestionStatistics: Equatable, Sendable {
    public struct OptionPicks: Equatable, Sendable {
        public var position: Int
        public var text: String
        public var picks: Int

        public init(position: Int, text: String, picks: Int) {
            self.position = position
            self.text = text
            self.picks = picks
        }
    }

    /// Answers recorded: right, wrong, timed out or skipped.
    public var asked: Int
    public var right: Int
    public var options: [OptionPicks]

    public init(asked: Int, right: Int, options: [OptionPicks]) {
        self.asked = asked
        self.right = right
        self.options = options
    }

    /// Answers that chose an option (the People's Choice shares' whole).
    public var picked: Int { options.reduce(0) { $0 + $1.picks } }
}

/// Where a player's submitted question stands: the `submission.status` column's values.
public enum SubmissionStatus: String, Sendable, CaseIterable {
    /// Waiting for a moderator.
    case pending
    /// Added to the bank as a question.
    case accepted
    /// Kept out of the bank.
    case declined
}

/// A player's question submission as moderators review it.
public struct SubmissionRow: Equatable, Sendable {
    public var id: Int64
    public var playerName: String
    public var text: String
    public var correct: String
    public var topicName: String
    /// A `SubmissionStatus`'s raw value: "pending", "accepted" or "declined".
    public var status: String
    public var createdAt: Date
    public var reviewedAt: Date?
    public var reviewerName: String
    public var questionID: Int64?
}
