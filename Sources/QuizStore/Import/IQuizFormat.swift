import Foundation
import QuizCore

/// iQuiz JSON (UW iSchool course file): `[{title, desc, icon?, questions: [{text, answer, answers}]}]`.
///
/// `answer` is a 1-based index written as a string ("2"); a number is accepted too. The topic is the quiz's
/// title. A two-answer question whose answers are "True" and "False" becomes a true/false question. Each quiz
/// is kept as an `ImportedQuiz` too (the packs mode plays each as a pack), and each question keeps the order
/// the file lists its answers in (`answerOrder`). `icon`, optional, names one of the game's icons.
enum IQuizFormat {
    static func parse(_ text: String, file: String) throws(ImportError) -> ImportBatch {
        let root = try JSONNode.root(text, file: file)
        let topics = try root.items()
        var batch = ImportBatch(format: .iquiz)
        for topic in topics {
            let title = try topic.required("title").text()
            let first = batch.questions.count
            for question in try topic.required("questions").items() {
                batch.questions.append(try read(question, topic: title))
            }
            let description = try topic.optional("desc").map { node throws(ImportError) in
                ImportText.trimmed(try node.string())
            }
            batch.quizzes.append(
                ImportedQuiz(
                    title: title, description: description ?? "", icon: try icon(topic, batch: &batch),
                    questions: first..<batch.questions.count, location: topic.location))
        }
        if topics.count == 1, let topic = topics.first {
            batch.title = try topic.required("title").text()
            batch.description = try topic.optional("desc")?.string()
        }
        return batch
    }

    /// The quiz's icon name; one that is not a plain name (letters, digits, "-") is skipped with a warning.
    private static func icon(_ topic: JSONNode, batch: inout ImportBatch) throws(ImportError) -> String? {
        guard let node = topic.optional("icon") else { return nil }
        let name = ImportText.trimmed(try node.string())
        let allowed = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyz0123456789-")
        guard !name.isEmpty, name.count <= 40, name.lowercased().unicodeScalars.allSatisfy(allowed.contains) else {
            batch.warnings.append(
                ImportWarning(location: node.location, .badIcon(name: name)))
            return nil
        }
        return name.lowercased()
    }

    private static func read(_ node: JSONNode, topic: String) throws(ImportError) -> ImportedQuestion {
        let text = try node.required("text").text()
        let answersNode = try node.required("answers")
        var answers: [String] = []
        for answer in try answersNode.items() {
            answers.append(try answer.text())
        }
        guard answers.count >= 2 else { throw answersNode.error(.tooFewAnswers(least: 2)) }
        guard answers.count <= AnswerLimits.wrongKept + 1 else {
            throw answersNode.error(.tooManyAnswers(count: answers.count, wrongLimit: AnswerLimits.wrongKept))
        }
        let answerNode = try node.required("answer")
        guard let index = answerNode.integer, (1...answers.count).contains(index) else {
            throw answerNode.error(.answerNumber(answers: answers.count))
        }
        let correct = answers[index - 1]
        var wrong = answers
        wrong.remove(at: index - 1)
        if let duplicate = wrong.first(where: { $0.lowercased() == correct.lowercased() }) {
            throw answersNode.error(.rightAnswerTwice(duplicate))
        }
        // Option positions in the file's order: the right answer is 0, the others 1, 2... as they come.
        let order = answers.indices.map { $0 == index - 1 ? 0 : ($0 < index - 1 ? $0 + 1 : $0) }
        let isTrueFalse = Set(answers.map { $0.lowercased() }) == ["true", "false"]
        var question = ImportedQuestion(
            kind: isTrueFalse ? .trueFalse : .multipleChoice, topic: topic, text: text,
            correct: isTrueFalse ? correct.lowercased() : correct, wrong: isTrueFalse ? [] : wrong,
            location: node.location)
        question.answerOrder = order
        return question
    }
}
