import Foundation
import GRDB
import QuizCore

/// A question as it travels in the fleet (kind `question`; docs/fleet.md, "Questions"): whole, named by its `uid`,
/// its topic by name and its answers by position (the right one, then `wrong`).
struct FleetQuestionBody: Codable, Equatable {
    var uid: String
    var kind: String
    var topic: String
    var text: String
    var correct: String
    var wrong: [String]
    var explanation: String?
    /// Per option by position (0 the right answer); empty for none.
    var feedback: [String]?
    var badge: String?
    var source: String?
    var language: String?
    var translates: String?
    var status: String?

    /// The body's JSON, from the question `q` (joined to its topic `t`), as the outbox sends it and `apply`
    /// compares it: `wrong` and `feedback` ordered by position, `feedback` empty when no option has any, no key
    /// whose value is NULL (no badge, no `translates`).
    static let sql = """
        json_patch('{}', json_object('uid', q.uid, 'kind', q.kind, 'topic', t.name, 'text', q.text, 'correct', q.correctAnswer,
          'wrong', json((SELECT json_group_array(o.text) FROM (
            SELECT text FROM option WHERE questionId = q.id AND position > 0 ORDER BY position) o)),
          'explanation', q.explanation,
          'feedback', json((SELECT CASE WHEN max(o.feedback <> '') THEN json_group_array(o.feedback) ELSE '[]' END
            FROM (SELECT feedback FROM option WHERE questionId = q.id ORDER BY position) o)),
          'badge', q.badge, 'source', q.source, 'language', q.language, 'translates', q.translates,
          'status', q.status))
        """

    /// The local question with `uid` as a body, and its pack: nil when this device has none.
    static func stored(uid: String, _ db: Database) throws -> (body: FleetQuestionBody, packID: String?, quiz: Bool)? {
        guard
            let row = try Row.fetchOne(
                db.cachedStatement(
                    sql: """
                        SELECT \(sql) AS body, q.packId, COALESCE(p.isQuiz, 0) AS quiz
                        FROM question q JOIN topic t ON t.id = q.topicId LEFT JOIN pack p ON p.id = q.packId
                        WHERE q.uid = ?
                        """), arguments: [uid])
        else { return nil }
        let body = try JSONValue.decode(Self.self, from: row["body"] as String)
        return (body, row["packId"], row["quiz"])
    }

    /// The question as the store writes it, and its status; nil (with the reason) when the store cannot keep it.
    func record() -> Result<(QuestionRecord, QuestionStatus), FleetQuestionRefusal> {
        guard let kind = QuestionRecord.Kind(rawValue: kind) else { return .failure(.kind(self.kind)) }
        guard let status = QuestionStatus(rawValue: status ?? QuestionStatus.active.rawValue) else {
            return .failure(.status(status ?? ""))
        }
        let record = QuestionRecord(
            uid: uid, kind: kind, topic: topic, text: text, correct: correct, wrong: wrong,
            explanation: explanation ?? "", feedback: feedback ?? [], badge: badge, source: source ?? "",
            language: language, translates: translates)
        return .success((record, status))
    }

    /// The same question as `other`, as the store would keep both (feedback and wrong answers as it trims them).
    func keeps(as other: FleetQuestionBody) -> Bool {
        guard case .success(let mine) = record(), case .success(let theirs) = other.record() else { return false }
        return mine.0 == theirs.0 && mine.1 == theirs.1 && (language ?? "en") == (other.language ?? "en")
    }
}

/// Why a pulled question cannot be kept: a kind or a status this build does not know.
enum FleetQuestionRefusal: Error, CustomStringConvertible {
    case kind(String)
    case status(String)

    var description: String {
        switch self {
        case .kind(let kind): "its kind \"\(kind)\" is not trueFalse or multipleChoice"
        case .status(let status): "its status \"\(status)\" is not active or retired"
        }
    }
}
