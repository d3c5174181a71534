import Foundation
import PostgresNIO
import QuizCore
import QuizFleet
import QuizStore

/// The fleet's question bank in its PostgreSQL (`fleet.question`, migration 8; docs/fleet.md, "Questions"), for
/// the web admin with a `fleet` in its config. It reads `fleet.question` and `fleet.answer` with plain SELECTs
/// (granted to `tiltquiz_admin`) and changes a question only through `fleet.change_question` (an edit, a retire,
/// a put back: `FleetServerCalls.changeQuestion`), which logs the question as it now is; every device applies it
/// at its next pull. Keys are the questions' uids.
///
/// Each read runs on a connection of the admin's `FleetPool`, as `FleetDirectory`'s do; a uid the fleet does not
/// have comes out as `FleetFailure.noQuestion` (TQ003), any other failure a user can cause as a `FleetFailure`.
struct FleetBank: AdminBank {
    let pool: FleetPool

    var isDevice: Bool { false }

    func topics() async throws -> [BankChoice] {
        try await pool.run { client in
            let rows = try await client.query(
                """
                SELECT topic, count(*) FILTER (WHERE status = 'active') FROM fleet.question
                GROUP BY topic ORDER BY lower(topic), topic
                """)
            var topics: [BankChoice] = []
            for try await (name, count) in rows.decode((String, Int).self) {
                topics.append(BankChoice(key: name, name: name, count: count))
            }
            return topics
        }
    }

    func languages() async throws -> [String] {
        try await pool.run { client in
            var languages: [String] = []
            let rows = try await client.query("SELECT DISTINCT language FROM fleet.question ORDER BY language")
            for try await language in rows.decode(String.self) { languages.append(language) }
            return languages
        }
    }

    func questions(_ filter: BankFilter, limit: Int, offset: Int) async throws -> BankPage {
        let pattern = AdminQueries.likePattern(containing: filter.search)
        let (topic, status, kind, language) = (
            filter.topic, filter.status?.rawValue, filter.kind?.rawValue, filter.language
        )
        return try await pool.run { client in
            var total = 0
            let counted = try await client.query(
                """
                SELECT count(*) FROM fleet.question q
                WHERE (q.text ILIKE \(pattern) ESCAPE '\\' OR q.correct ILIKE \(pattern) ESCAPE '\\')
                  AND (\(topic)::text IS NULL OR q.topic = \(topic)) AND (\(status)::text IS NULL OR q.status = \(status))
                  AND (\(kind)::text IS NULL OR q.kind = \(kind))
                  AND (\(language)::text IS NULL OR q.language = \(language))
                """)
            for try await count in counted.decode(Int.self) { total = count }
            let found = try await client.query(
                """
                SELECT q.uid, q.topic, q.text, q.correct, q.status,
                  (SELECT count(*) FROM fleet.answer a WHERE a.question = q.uid)
                FROM fleet.question q
                WHERE (q.text ILIKE \(pattern) ESCAPE '\\' OR q.correct ILIKE \(pattern) ESCAPE '\\')
                  AND (\(topic)::text IS NULL OR q.topic = \(topic)) AND (\(status)::text IS NULL OR q.status = \(status))
                  AND (\(kind)::text IS NULL OR q.kind = \(kind))
                  AND (\(language)::text IS NULL OR q.language = \(language))
                ORDER BY q.added_at, q.uid LIMIT \(limit) OFFSET \(offset)
                """)
            var rows: [BankRow] = []
            for try await (uid, topic, text, correct, status, answers) in found.decode(
                (String, String, String, String, String, Int).self)
            {
                rows.append(
                    BankRow(
                        key: uid, topic: topic, text: text, correct: correct,
                        status: try UnknownStoredWord.parse(
                            status, as: QuestionStatus.self, field: "status", question: uid),
                        answers: answers))
            }
            return BankPage(rows: rows, total: total)
        }
    }

    func question(_ key: String) async throws -> BankEntry? {
        try await pool.run { client in
            let rows = try await client.query(
                """
                SELECT uid, kind, status, language, topic, text, correct, wrong::text, explanation, coalesce(badge, '')
                FROM fleet.question WHERE uid = \(key)
                """)
            for try await (uid, kind, status, language, topic, text, correct, wrong, explanation, badge) in rows.decode(
                (String, String, String, String, String, String, String, String, String, String).self)
            {
                let answers = (try? JSONValue.decode([String].self, from: wrong)) ?? []
                let kind = try UnknownStoredWord.parse(kind, as: QuestionRecord.Kind.self, field: "kind", question: uid)
                let draft = QuestionDraft(
                    topic: topic, text: text, correct: correct, wrong: kind == .trueFalse ? [] : answers,
                    explanation: explanation, badge: badge)
                return BankEntry(
                    key: uid, uid: uid, kind: kind,
                    status: try UnknownStoredWord.parse(
                        status, as: QuestionStatus.self, field: "status", question: uid),
                    language: language, draft: draft)
            }
            return nil
        }
    }

    /// Every device's answers the fleet has for the question (by its uid); an option is named by its position.
    func figures(_ entry: BankEntry) async throws -> QuestionStatistics {
        let uid = entry.uid
        let texts = [entry.draft.correct] + entry.draft.wrong
        return try await pool.run { client in
            var figures = QuestionStatistics(asked: 0, right: 0, options: [])
            let counted = try await client.query(
                """
                SELECT count(*), count(*) FILTER (WHERE result = 'right') FROM fleet.answer WHERE question = \(uid)
                """)
            for try await (asked, right) in counted.decode((Int, Int).self) {
                figures.asked = asked
                figures.right = right
            }
            var picks: [Int: Int] = [:]
            let chosen = try await client.query(
                """
                SELECT option, count(*) FROM fleet.answer WHERE question = \(uid) AND option IS NOT NULL
                GROUP BY option
                """)
            for try await (position, count) in chosen.decode((Int, Int).self) { picks[position] = count }
            figures.options = texts.enumerated().map {
                .init(position: $0.offset, text: $0.element, picks: picks[$0.offset] ?? 0)
            }
            return figures
        }
    }

    /// Always: the fleet retires and never deletes, since a device may hold answers to it not sent yet.
    func hasHistory(_ entry: BankEntry) -> Bool { true }

    /// The badge codes the fleet knows, A to Z: those its questions name and those players earned (devices send
    /// each award with its code: `fleet.badge_award`).
    func badgeCodes() async throws -> [String] {
        try await pool.run { client in
            let rows = try await client.query(
                """
                SELECT badge FROM fleet.question WHERE coalesce(badge, '') <> ''
                UNION SELECT code FROM fleet.badge_award ORDER BY 1
                """)
            var codes: [String] = []
            for try await code in rows.decode(String.self) { codes.append(code) }
            return codes
        }
    }

    /// Sends topic, text, right and wrong answers, explanation, badge ("" for none) and, when given, the status
    /// through `fleet.change_question`; the free power-ups are a device's trivia settings, not the fleet form's.
    func edit(_ entry: BankEntry, _ draft: QuestionDraft, status: QuestionStatus?) async throws {
        let problems = draft.problems
        guard problems.isEmpty else { throw BankRefusal.problems(problems) }
        if let other = try await duplicate(of: draft, except: entry.uid) { throw BankDuplicate(key: other) }
        let changes = FleetQuestionChanges(
            topic: draft.topic, text: draft.text, correct: draft.correct, wrong: draft.wrong,
            explanation: draft.explanation, badge: draft.badge, status: status?.rawValue)
        try await change(entry, changes)
    }

    /// The uid of the fleet's first question (by when it was added) other than `except` with `draft`'s text and
    /// right answer, as the device's store finds one (`QuestionDraft.fingerprint`: any case, letters and digits
    /// only, accents folded); nil when none has. The fleet keeps no fingerprint column (the devices' pushes do not
    /// send one), so each question's text and right answer are read and compared here: a form's save reads the
    /// bank's two columns once, retired questions too, as the store's check counts them.
    func duplicate(of draft: QuestionDraft, except uid: String) async throws -> String? {
        let wanted = QuestionDraft.fingerprint(text: draft.text, correct: draft.correct)
        return try await pool.run { client in
            let rows = try await client.query(
                "SELECT uid, text, correct FROM fleet.question WHERE uid <> \(uid) ORDER BY added_at, uid")
            var found: String?
            // Read to the end (leaving the stream early would cut the query mid-way): the first match is kept.
            for try await (other, text, correct) in rows.decode((String, String, String).self)
            where found == nil && QuestionDraft.fingerprint(text: text, correct: correct) == wanted {
                found = other
            }
            return found
        }
    }

    func remove(_ entry: BankEntry) async throws -> QuestionBank.Removal {
        try await change(entry, FleetQuestionChanges(status: QuestionStatus.retired.rawValue))
        return .retired
    }

    func restore(_ entry: BankEntry) async throws {
        try await change(entry, FleetQuestionChanges(status: QuestionStatus.active.rawValue))
    }

    private func change(_ entry: BankEntry, _ changes: FleetQuestionChanges) async throws {
        try await pool.run { try await FleetServerCalls($0).changeQuestion(uid: entry.uid, changes) }
    }
}
