import Foundation
import QuizCore

/// Moodle GIFT text: blocks separated by blank lines, `//` comment lines, `$CATEGORY:` lines.
///
/// Only true/false and single-answer multiple choice are imported; essay, numerical, matching, short answer,
/// description and multiple-answer (partial credit) questions are skipped with a warning naming their line.
/// The topic is the last part of the latest `$CATEGORY:` path ("$course$/Trivia/Geography" → "Geography"),
/// or before any category `import --topic`, else the file name without extension. See `GIFTQuestion` for the
/// question rules.
enum GIFTFormat {
    /// `topic` (`import --topic`) is the topic of the questions before any `$CATEGORY:` line; a file with none
    /// there refuses it.
    static func parse(_ text: String, file: String, topic given: String? = nil) throws(ImportError) -> ImportBatch {
        let stem = PathText.stem(of: file)
        var topic = given ?? (stem.isEmpty ? "GIFT" : stem)
        var batch = ImportBatch(format: .gift)
        var block: [String] = []
        var blockLine = 0
        // The first `$CATEGORY:` line that named a topic; the questions before it take `given`.
        var firstCategoryLine: Int?
        var questionsWithoutCategory = 0

        func flush() throws(ImportError) {
            defer { block = [] }
            guard !block.isEmpty else { return }
            let location = ImportLocation(file: file, line: blockLine)
            switch try GIFTQuestion.parse(block.joined(separator: "\n"), location: location) {
            case .question(let question):
                if firstCategoryLine == nil { questionsWithoutCategory += 1 }
                batch.questions.append(
                    ImportedQuestion(
                        kind: question.kind, topic: topic, text: question.text, correct: question.correct,
                        wrong: question.wrong, explanation: question.explanation, feedback: question.feedback,
                        location: location))
            case .skipped(let reason):
                batch.warnings.append(.skipped(reason, at: location))
            case .severalCorrect(let answers):
                batch.warnings.append(.severalCorrect(answers, at: location, field: "answers"))
            }
        }

        for (index, line) in ImportText.lines(text).enumerated() {
            let trimmed = ImportText.trimmed(line)
            if trimmed.hasPrefix("//") { continue }
            if trimmed.isEmpty {
                try flush()
                continue
            }
            if trimmed.hasPrefix("$CATEGORY:") {
                try flush()
                if let name = categoryName(String(trimmed.dropFirst("$CATEGORY:".count))) {
                    topic = name
                    if firstCategoryLine == nil { firstCategoryLine = index + 1 }
                }
                continue
            }
            if block.isEmpty { blockLine = index + 1 }
            block.append(line)
        }
        try flush()
        if given != nil, questionsWithoutCategory == 0, !batch.questions.isEmpty, let firstCategoryLine {
            throw ImportError(location: ImportLocation(file: file, line: firstCategoryLine), .topicInCategories)
        }
        return batch
    }

    /// The last named part of a category path, without `$course$`-style prefixes.
    static func categoryName(_ path: String) -> String? {
        path.split(separator: "/")
            .map(ImportText.trimmed)
            .filter { !$0.isEmpty && !($0.hasPrefix("$") && $0.hasSuffix("$")) }
            .last
    }
}

/// Escape-aware helpers for GIFT text: `\` escapes `~ = # { } :` and itself; `\n` is a line break.
enum GIFTText {
    static let escapable: Set<Character> = ["~", "=", "#", "{", "}", ":", "\\"]

    /// Offsets in `characters` of `target` where it is not escaped.
    static func unescapedOffsets(of target: Character, in characters: [Character]) -> [Int] {
        var offsets: [Int] = []
        var index = 0
        while index < characters.count {
            if characters[index] == "\\" {
                index += 2
                continue
            }
            if characters[index] == target { offsets.append(index) }
            index += 1
        }
        return offsets
    }

    /// `text` split at every unescaped `separator` (escapes are kept for a later `unescape`).
    static func split(_ text: String, at separator: Character) -> [String] {
        let characters = Array(text)
        var parts: [String] = []
        var start = 0
        for offset in unescapedOffsets(of: separator, in: characters) {
            parts.append(String(characters[start..<offset]))
            start = offset + 1
        }
        parts.append(String(characters[start...]))
        return parts
    }

    /// Whether `text` holds `target` unescaped.
    static func contains(_ text: String, _ target: Character) -> Bool {
        !unescapedOffsets(of: target, in: Array(text)).isEmpty
    }

    /// Removes escapes and trims the result.
    static func unescape(_ text: String) -> String {
        var result = ""
        var iterator = text.makeIterator()
        while let character = iterator.next() {
            guard character == "\\", let next = iterator.next() else {
                result.append(character)
                continue
            }
            if next == "n" {
                result.append("\n")
            } else {
                if !escapable.contains(next) { result.append("\\") }
                result.append(next)
            }
        }
        return ImportText.trimmed(result)
    }
}
