import Foundation
import QuizCore

/// bsdgames `quiz(6)` data: an `index` of `datafile:category1:category2…` lines and the data files it names.
///
/// The files hold open answers, so questions are made from them. For every entry and every column k after the
/// first, with the readable forms (see `BSDQuizPattern`) of the entry's first field Q, its answer A and the
/// index's category name C for column k:
/// - multiple choice "What is the C of Q?" with answer A and up to 5 wrong answers drawn from the other
///   answers in column k of the same file;
/// - one true/false statement "The C of Q is A." or, with a false answer B drawn from the same pool,
///   "The C of Q is B." whose explanation gives the true statement.
/// The draws are seeded by Q and C (`stableHash`), so importing the same files always gives the same questions.
/// The topic is the category names joined by " / " ("Country / capital"). Empty fields ("don't ask") are
/// skipped; lines with more fields than categories are skipped with a warning.
enum BSDQuizFormat {
    /// Reads the index and its data files; `read` returns a file's bytes or nil.
    static func parse(
        index text: String, file: String, directory: String, read: (String) -> Data?
    ) throws(ImportError) -> ImportBatch {
        var batch = ImportBatch(format: .bsdquiz)
        for (number, raw) in ImportText.lines(text).enumerated() {
            let line = ImportText.trimmed(raw)
            guard !line.isEmpty, !line.hasPrefix("#") else { continue }
            let location = ImportLocation(file: file, line: number + 1)
            try checkDepth(line, at: location)
            let fields = BSDQuizPattern.fields(line)
            let categories = fields.dropFirst().map(BSDQuizPattern.readable)
            guard categories.count >= 2, !categories.contains(where: \.isEmpty) else {
                throw ImportError(location: location, .bsdIndexLine)
            }
            let path = fields[0]
            let name = PathText.name(of: path)
            let candidates = [
                PathText.isAbsolute(path) ? path : PathText.join(directory, path),
                PathText.join(directory, name),
            ]
            guard let data = candidates.lazy.compactMap(read).first else {
                throw ImportError(location: location, field: "datafile", .bsdDataFile(path: path, name: name))
            }
            let content = try ImportText.decode(data, file: name)
            try questions(from: content, file: name, categories: categories, into: &batch)
        }
        return batch
    }

    /// Groups nested absurdly deep (a broken file) are an error, not a crash.
    private static func checkDepth(_ line: String, at location: ImportLocation) throws(ImportError) {
        guard BSDQuizPattern.depth(line) <= BSDQuizPattern.maximumDepth else {
            throw ImportError(location: location, .bsdTooDeep(limit: BSDQuizPattern.maximumDepth))
        }
    }

    private static func questions(
        from text: String, file: String, categories: [String], into batch: inout ImportBatch
    ) throws(ImportError) {
        var entries: [(line: Int, fields: [String])] = []
        for logical in BSDQuizPattern.logicalLines(text) where !ImportText.trimmed(logical.text).isEmpty {
            try checkDepth(logical.text, at: ImportLocation(file: file, line: logical.line))
            let fields = BSDQuizPattern.fields(logical.text).map(BSDQuizPattern.readable)
            guard fields.count <= categories.count else {
                batch.warnings.append(
                    .skipped(
                        .tooManyFields(fields: fields.count, categories: categories.count),
                        at: ImportLocation(file: file, line: logical.line)))
                continue
            }
            entries.append((logical.line, fields + Array(repeating: "", count: categories.count - fields.count)))
        }
        let names = categories.joined(separator: " / ")
        let topic = names.prefix(1).uppercased() + names.dropFirst()
        for column in 1..<categories.count {
            var pool: [String] = []
            var seen: Set<String> = []
            for entry in entries
            where !entry.fields[column].isEmpty && seen.insert(entry.fields[column].lowercased()).inserted {
                pool.append(entry.fields[column])
            }
            let category = categories[column]
            for entry in entries where !entry.fields[0].isEmpty && !entry.fields[column].isEmpty {
                let subject = entry.fields[0]
                let answer = entry.fields[column]
                let location = ImportLocation(file: file, line: entry.line)
                var random = SeededRandom(seed: BSDQuizPattern.stableHash(subject + "\u{1F}" + category))
                let others = draw(
                    pool.filter { $0.lowercased() != answer.lowercased() }, count: AnswerLimits.wrongKept,
                    using: &random)
                guard let falseAnswer = others.first else {
                    batch.warnings.append(
                        .skipped(.noOtherAnswer(category: category, file: file), at: location))
                    continue
                }
                let source = "bsdgames quiz(6): \(file)"
                batch.questions.append(
                    ImportedQuestion(
                        kind: .multipleChoice, topic: topic, text: "What is the \(category) of \(subject)?",
                        correct: answer, wrong: others, source: source, location: location))
                let truth = statement(category, subject, answer)
                let isTrue = random.next() & 1 == 0
                batch.questions.append(
                    ImportedQuestion(
                        kind: .trueFalse, topic: topic,
                        text: isTrue ? truth : statement(category, subject, falseAnswer),
                        correct: isTrue ? "true" : "false", wrong: [], explanation: isTrue ? "" : truth, source: source,
                        location: location))
            }
        }
    }

    /// "The capital of France is Paris." (no second full stop after an answer that ends a sentence).
    static func statement(_ category: String, _ subject: String, _ answer: String) -> String {
        let sentence = "The \(category) of \(subject) is \(answer)"
        return [".", "!", "?"].contains(where: sentence.hasSuffix) ? sentence : sentence + "."
    }

    /// Up to `count` items of `pool`, in an order fixed by `random` (a partial Fisher-Yates shuffle).
    static func draw(_ pool: [String], count: Int, using random: inout SeededRandom) -> [String] {
        var items = pool
        let picks = min(count, items.count)
        for index in 0..<picks {
            items.swapAt(index, index + random.index(below: items.count - index))
        }
        return Array(items.prefix(picks))
    }
}
