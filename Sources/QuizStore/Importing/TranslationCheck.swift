import GRDB

extension QuizDatabase {
    /// The problems of the imported questions that name a question they translate (our CSV's `translates`),
    /// checked once every question of the import is written, so the two may come in either order: the uid names a
    /// stored question that translates none itself, of the same kind, with as many answers (a statement: the same
    /// truth). One each, naming the file, the line and the reason as a value (`ImportRowProblem`), whose
    /// description is the command line's line; none when all are right.
    static func translationProblems(_ batches: [ImportBatch], in db: Database) throws -> [ImportError] {
        var problems: [ImportError] = []
        for question in batches.lazy.flatMap(\.questions) {
            guard let uid = question.translates else { continue }
            if let reason = try translationProblem(question, translating: uid, in: db) {
                problems.append(ImportError(location: question.location, field: "translates", reason))
            }
        }
        return problems
    }

    /// Why `question` cannot translate the stored question `uid`, nil when it can.
    private static func translationProblem(
        _ question: ImportedQuestion, translating uid: String, in db: Database
    ) throws -> ImportRowProblem? {
        guard
            let source = try Row.fetchOne(
                db.cachedStatement(
                    sql: """
                        SELECT kind, correctAnswer, translates,
                          (SELECT COUNT(*) FROM option WHERE questionId = question.id) AS answers
                        FROM question WHERE uid = ?
                        """), arguments: [uid])
        else { return .translatesUnknown(uid: uid) }
        if let root = source["translates"] as String? {
            return .translatesATranslation(uid: uid, root: root)
        }
        let isStatement = question.kind == .trueFalse
        guard (source["kind"] as String == QuestionRecord.Kind.trueFalse.rawValue) == isStatement else {
            return .translatesOtherKind(uid: uid, rowIsStatement: isStatement)
        }
        if isStatement {
            let truth = (source["correctAnswer"] as String).lowercased()
            guard truth == question.correct.lowercased() else {
                return .translatesOtherAnswer(uid: uid, namedIsTrue: truth == "true")
            }
            return nil
        }
        let answers: Int = source["answers"]
        guard answers == 1 + question.wrong.count else {
            return .translatesOtherAnswerCount(uid: uid, wrong: answers - 1, rowWrong: question.wrong.count)
        }
        return nil
    }
}
