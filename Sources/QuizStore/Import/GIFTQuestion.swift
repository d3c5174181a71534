import Foundation
import QuizCore

/// One GIFT question block: `[::title::] [[format]] text {answers} [more text]`.
///
/// Types follow Moodle's detection order after removing `####general feedback`: empty braces → essay;
/// `#…` → numerical; an unescaped `~` → multiple choice; `=` with `->` → matching; T, TRUE, F or FALSE
/// (any case) → true/false; anything else → short answer. Text after the braces makes a missing-word
/// question: the braces become "_____". Multiple choice needs exactly one right answer (`=`, or `~%100%`;
/// several are reported as `severalCorrect`) and 1 to 5 wrong ones (`~`, or a weight of 0 or less);
/// partial-credit weights mean a multiple-answer question, which is skipped. The explanation (said whichever
/// answer was given) is the general feedback (`####...`). Feedback for one answer stays with it: each
/// multiple-choice answer's `#...`, and true/false's `{T#if wrong#if right}`, the first said after a wrong
/// answer and the second after a right one, as Moodle shows them. `[html]` text has its tags removed and entities
/// decoded.
struct GIFTQuestion: Equatable {
    var kind: ImportedQuestion.Kind
    var text: String
    var correct: String
    var wrong: [String]
    var explanation: String
    /// By option position: 0 the right answer, then `wrong` (true/false: 1 the other answer).
    var feedback: [String]

    /// A question, or why the block was skipped.
    enum Outcome: Equatable {
        case question(GIFTQuestion)
        case skipped(ImportSkip)
        /// Multiple choice with several right answers (each `=`, or `~%100%`): the answers marked right.
        case severalCorrect([String])
    }

    static func parse(_ block: String, location: ImportLocation) throws(ImportError) -> Outcome {
        var characters = Array(block.drop { $0 == " " || $0 == "\t" })
        if characters.starts(with: [":", ":"]), let end = findTitleEnd(characters) {
            characters = Array(characters[(end + 2)...].drop { $0.isWhitespace })
        }
        var isHTML = false
        if characters.first == "[", let close = characters.firstIndex(of: "]"), close < 12 {
            let format = String(characters[1..<close]).lowercased()
            if ["html", "moodle", "plain", "markdown"].contains(format) {
                isHTML = format == "html"
                characters = Array(characters[(close + 1)...])
            }
        }
        guard let open = GIFTText.unescapedOffsets(of: "{", in: characters).first else {
            return .skipped(.giftDescription)
        }
        guard let close = GIFTText.unescapedOffsets(of: "}", in: characters).first(where: { $0 > open }) else {
            let line = (location.line ?? 1) + characters[..<open].count { $0 == "\n" }
            throw ImportError(
                location: ImportLocation(file: location.file, line: line), field: "answers", .giftBraceNotClosed)
        }
        var text = clean(String(characters[..<open]), isHTML: isHTML)
        let after = clean(String(characters[(close + 1)...]), isHTML: isHTML)
        if !after.isEmpty {
            let joiner = after.first.map { $0.isLetter || $0.isNumber } == true ? " " : ""
            text = text + " _____" + joiner + after
        }
        guard !text.isEmpty else { return .skipped(.giftWithoutText) }
        let parts = String(characters[(open + 1)..<close]).components(separatedBy: "####")
        let general = parts.count > 1 ? clean(parts[1...].joined(separator: "####"), isHTML: isHTML) : ""
        let answers = ImportText.trimmed(parts[0])
        if answers.isEmpty { return .skipped(.giftEssay) }
        if answers.hasPrefix("#") { return .skipped(.giftNumerical) }
        if GIFTText.contains(answers, "~") {
            return multipleChoice(answers, text: text, general: general, isHTML: isHTML)
        }
        if GIFTText.contains(answers, "=") && answers.contains("->") { return .skipped(.giftMatching) }
        let feedback = GIFTText.split(answers, at: "#")
        let value = ImportText.trimmed(feedback[0]).uppercased()
        guard ["T", "TRUE", "F", "FALSE"].contains(value) else { return .skipped(.giftShortAnswer) }
        let notes = feedback.dropFirst().map { clean($0, isHTML: isHTML) }
        let ifWrong = notes.first ?? ""
        let ifRight = notes.dropFirst().joined(separator: " ")
        return .question(
            GIFTQuestion(
                kind: .trueFalse, text: text, correct: value.hasPrefix("T") ? "true" : "false", wrong: [],
                explanation: general, feedback: [ifRight, ifWrong]))
    }

    /// The offset of the `::` that closes a `::title::`.
    private static func findTitleEnd(_ characters: [Character]) -> Int? {
        let colons = GIFTText.unescapedOffsets(of: ":", in: characters)
        return colons.first { $0 >= 2 && colons.contains($0 + 1) }
    }

    private static func multipleChoice(_ answers: String, text: String, general: String, isHTML: Bool) -> Outcome {
        var right: [(text: String, feedback: String)] = []
        var wrong: [(text: String, feedback: String)] = []
        let characters = Array(answers)
        let starts =
            (GIFTText.unescapedOffsets(of: "=", in: characters)
            + GIFTText.unescapedOffsets(of: "~", in: characters)).sorted()
        guard let first = starts.first, ImportText.trimmed(String(characters[..<first])).isEmpty else {
            return .skipped(.giftTextBeforeAnswers)
        }
        for (number, start) in starts.enumerated() {
            let end = number + 1 < starts.count ? starts[number + 1] : characters.count
            var body = String(characters[(start + 1)..<end])
            var weight: Double?
            if body.hasPrefix("%"), let close = body.dropFirst().firstIndex(of: "%") {
                weight = Double(body[body.index(after: body.startIndex)..<close])
                body = String(body[body.index(after: close)...])
            }
            let pieces = GIFTText.split(body, at: "#")
            let answer = clean(pieces[0], isHTML: isHTML)
            guard !answer.isEmpty else { return .skipped(.giftEmptyAnswer) }
            let isRight = characters[start] == "=" ? (weight ?? 100) > 0 : (weight ?? 0) > 0
            if let weight, weight > 0, weight < 100 {
                return .skipped(.giftPartialCredit)
            }
            let feedback = pieces.dropFirst().map { clean($0, isHTML: isHTML) }.joined(separator: " ")
            if isRight {
                right.append((answer, feedback))
            } else {
                wrong.append((answer, feedback))
            }
        }
        if right.count > 1 { return .severalCorrect(right.map(\.text)) }
        guard let correct = right.first else {
            return .skipped(.giftNoRightAnswer)
        }
        guard (1...AnswerLimits.wrongKept).contains(wrong.count) else {
            return .skipped(.giftWrongCount(wrong: wrong.count, limit: AnswerLimits.wrongKept))
        }
        return .question(
            GIFTQuestion(
                kind: .multipleChoice, text: text, correct: correct.text, wrong: wrong.map(\.text),
                explanation: general, feedback: [correct.feedback] + wrong.map(\.feedback)))
    }

    /// Unescaped, trimmed text; HTML loses its tags and entities.
    private static func clean(_ text: String, isHTML: Bool) -> String {
        let plain = GIFTText.unescape(text)
        guard isHTML else { return plain }
        let untagged = plain.replacingOccurrences(of: "<[^>]*>", with: "", options: .regularExpression)
        return ImportText.trimmed(HTMLEntities.decode(untagged))
    }
}
