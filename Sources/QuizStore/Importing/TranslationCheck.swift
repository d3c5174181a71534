import GRDB

extension QuizDatabase {
    /// The problems of the imported questions that name a question they translate (our CSV's `translates`),
    /// checked once every question of the import is written, so the two may come in either order: the uid names a
    /// stored question that translates none itself, of the same kind, with as many answers (a statement: the same
    /// truth). One line each, naming the file, the line and the reason; none when all are right.
    static func translationProblems(_ batches: [ImportBatch], in db: Database) throws -> [String] {
        var problems: [String] = []
        for question in batches.lazy.flatMap(\.questions) {
            guard let uid = question.translates else { continue }
            if let reason = try translationProblem(question, translating: uid, in: db) {
                problems.append(
                    ImportError(location: question.location, field: "translates", message: reason).description)
            }
        }
        return problems
    }

    /// Why `question` cannot translate the stored question `uid`, nil when it can.
    private static func translationProblem(
        _ question: ImportedQuestion, translating uid: String, in db: Database
    ) throws -> String? {
        guard
            let source = try Row.fetchOne(
                db.cachedStatement(
                    sql: """
                        SELECT kind, correctAnswer, translates,
                          (SELECT COUNT(*) FROM option WHERE questionId = question.id) AS answers
                        FROM question WHERE uid = ?
                        """), arguments: [uid])
        else {
            return "names the uid \"\(uid)\", which no stored or imported question has; import the question it "
                + "translates first, or in the same import"
        }
        if let root = source["translates"] as String? {
            return
                "names \"\(uid)\", which translates \"\(root)\" itself; name \"\(root)\", the question both translate"
        }
        let isStatement = question.kind == .trueFalse
        guard (source["kind"] as String == QuestionRecord.Kind.trueFalse.rawValue) == isStatement else {
            return isStatement
                ? "names \"\(uid)\", a multiple-choice question, but this row is a true/false statement"
                : "names \"\(uid)\", a true/false statement, but this row is a multiple-choice question"
        }
        if isStatement {
            let truth = (source["correctAnswer"] as String).lowercased()
            guard truth == question.correct.lowercased() else {
                return "names \"\(uid)\", which is \(truth), but this row is \(question.correct.lowercased()); a "
                    + "translation has the same answer"
            }
            return nil
        }
        let answers: Int = source["answers"]
        guard answers == 1 + question.wrong.count else {
            return
                "names \"\(uid)\", which has \(answers - 1) wrong answers, but this row has \(question.wrong.count); "
                + "a translation has the same answers in the same order (correct, wrong1, wrong2, ...)"
        }
        return nil
    }
}
