import Foundation

/// The stable names of quiz packs and their questions, made from what the document says.
enum QuizPackIdentity {
    /// `quiz-` and the title's words (`quiz-marvel-super-heroes`); a title with no letters or digits gets a hash.
    static func packID(title: String) -> String {
        let words = Fingerprint.normalize(title).replacingOccurrences(of: " ", with: "-")
        return "quiz-" + (words.isEmpty ? Fingerprint.hash(title) : String(words.prefix(60)))
    }

    /// One id per quiz of a document, in order: a title met twice gets `-2`, `-3`...
    static func packIDs(titles: [String]) -> [String] {
        var taken: Set<String> = []
        return titles.map { title in
            let base = packID(title: title)
            var id = base
            var number = 2
            while taken.contains(id) {
                id = "\(base)-\(number)"
                number += 1
            }
            taken.insert(id)
            return id
        }
    }

    /// A question's uid in its pack: its text, answers in order and right answer. A corrected question is a new
    /// question (the old one is retired with its answers), so a past answer always meant what the player saw.
    static func questionUID(packID: String, _ question: ImportedQuestion) -> String {
        packID + ":" + Fingerprint.hash(canonical(question))
    }

    /// A checksum of everything the packs mode shows of a quiz: an equal checksum means nothing to rewrite.
    static func checksum(_ quiz: ImportedQuiz, questions: ArraySlice<ImportedQuestion>) -> String {
        var text = [quiz.title, quiz.description, quiz.icon ?? ""].joined(separator: "\u{1}")
        for question in questions {
            text += "\u{2}" + canonical(question)
        }
        return "iquiz-" + Fingerprint.hash(text)
    }

    private static func canonical(_ question: ImportedQuestion) -> String {
        let order = (question.answerOrder ?? []).map(String.init).joined(separator: ",")
        return ([question.kind.rawValue, question.text, question.correct] + question.wrong + [order])
            .joined(separator: "\u{3}")
    }
}
