import Foundation
import GRDB
import QuizCore

/// A question dealt for a live round, with the store's ids its answers are recorded against.
public struct LiveDealtQuestion: Equatable, Sendable {
    public let questionID: Int64
    public let text: String
    /// The answers in the order shown, each with its option's id (nil for a statement without options).
    public let options: [(id: Int64?, text: String)]
    public let rightOption: Int
    /// The language `text` and `options` are written in.
    public let language: String
    /// The question in the other languages it has (`translates` links it), its answers in `options`' order.
    public let translations: [LiveDealtTranslation]

    public static func == (lhs: LiveDealtQuestion, rhs: LiveDealtQuestion) -> Bool {
        lhs.questionID == rhs.questionID && lhs.text == rhs.text && lhs.rightOption == rhs.rightOption
            && lhs.options.map(\.text) == rhs.options.map(\.text) && lhs.options.map(\.id) == rhs.options.map(\.id)
            && lhs.language == rhs.language && lhs.translations == rhs.translations
    }
}

/// Where a live round's questions come from, as the store reads them (`live.source`).
public enum LiveQuestionPool: Sendable, Equatable {
    /// Multiple-choice questions of every topic.
    case trivia
    /// True/false statements: the answers True and False.
    case trueFalse
    /// Multiple-choice questions of the topic with this name (any case).
    case topic(String)
    /// Multiple-choice questions of the installed pack with this id.
    case pack(String)
    /// The Daily Challenge's set of this day, as `DailyDeal` deals it, in its order (ten questions, none when
    /// the packs hold fewer than ten).
    case daily(CalendarDay)
}

extension QuizDatabase {
    /// Up to `count` active questions of `pool` within `scope` (in its language when it names one; a pack and
    /// the Daily set are dealt as they are), in a random order from `seed` (multiple-choice answers shuffled
    /// too, at most four: the right one and three others); fewer when the pool has fewer. Each comes with its
    /// translations within `scope`'s packs, in any language, its answers in the same places.
    public func liveQuestions(
        _ pool: LiveQuestionPool, count: Int, scope: PackScope = .all, seed: UInt64
    ) throws(StoreError) -> [LiveDealtQuestion] {
        if case .daily(let day) = pool { return try dailyLiveQuestions(day, count: count, scope: scope) }
        var random = SeededRandom(seed: seed)
        let packs = scope.condition("q.packId")
        let linked = scope.only(in: nil).condition("q.packId")
        let kind = pool == .trueFalse ? SQLWord.trueFalse : SQLWord.multipleChoice
        var filter = ""
        var arguments: StatementArguments = []
        switch pool {
        case .trivia, .trueFalse, .daily: break
        case .topic(let name):
            filter = " AND q.topicId IN (SELECT id FROM topic WHERE name = ? COLLATE NOCASE)"
            arguments = [name]
        case .pack(let id):
            filter = " AND q.packId = ?"
            arguments = [id]
        }
        return try read { db in
            let ids = try Int64.fetchAll(
                db,
                sql: "SELECT q.id FROM question q WHERE q.kind = \(kind) AND q.status = \(SQLWord.active) AND "
                    + "\(packs.sql)\(filter) ORDER BY q.id",
                arguments: packs.arguments + arguments)
            var picked = ids
            picked.shuffle(using: &random)
            return try picked.prefix(count).compactMap { id in
                pool == .trueFalse
                    ? try Self.statement(id: id, linked: linked, db)
                    : try Self.choice(id: id, linked: linked, db, random: &random)
            }
        }
    }

    /// The one language a live round of `pool` is dealt in, never a mix (`LiveDealing.language`). Nil for a
    /// pack (written in one language), the Daily set (dealt as the Daily Challenge deals it) and a pool with no
    /// questions.
    public func liveDealingLanguage(
        _ pool: LiveQuestionPool, for dealing: LiveDealing, scope: PackScope = .all
    ) throws(StoreError) -> String? {
        switch pool {
        case .pack, .daily: return nil
        case .trivia: return dealing.language(among: try questionCountsByLanguage(kind: .multipleChoice, in: scope))
        case .trueFalse: return dealing.language(among: try questionCountsByLanguage(kind: .trueFalse, in: scope))
        case .topic(let name):
            return dealing.language(among: try questionCountsByLanguage(kind: .multipleChoice, topic: name, in: scope))
        }
    }

    /// The first `count` questions of `day`'s Daily Challenge set, each with its right answer and up to three
    /// wrong ones in the order the Daily Challenge shows them.
    private func dailyLiveQuestions(
        _ day: CalendarDay, count: Int, scope: PackScope
    ) throws(StoreError)
        -> [LiveDealtQuestion]
    {
        guard let picks = DailyDeal.deal(try dailyCandidates(in: scope), on: day) else { return [] }
        let linked = scope.only(in: nil).condition("q.packId")
        return try read { db in
            try picks.prefix(count).compactMap { pick in
                guard
                    let question = try Row.fetchOne(
                        db, sql: "SELECT id, text, language FROM question WHERE uid = ?", arguments: [pick.uid])
                else { return nil }
                let id: Int64 = question["id"]
                let options = try Row.fetchAll(
                    db, sql: "SELECT id, text FROM option WHERE questionId = ? ORDER BY position", arguments: [id]
                ).map { (id: Optional($0["id"] as Int64), text: $0["text"] as String) }
                guard options.count == pick.optionOrder.count else { return nil }
                let shown = Self.fourAnswers(pick.optionOrder)
                return LiveDealtQuestion(
                    questionID: id, text: question["text"], options: shown.map { options[$0] },
                    rightOption: shown.firstIndex(of: 0) ?? 0, language: question["language"],
                    translations: try Self.liveTranslations(of: id, shown: shown, packs: linked, db))
            }
        }
    }

    /// The right answer (store position 0) and the first three wrong ones of `order`, in `order`'s order: a
    /// live round shows four shapes at most.
    static func fourAnswers(_ order: [Int]) -> [Int] {
        var wrong = 0
        return order.filter { position in
            guard position != 0 else { return true }
            wrong += 1
            return wrong <= 3
        }
    }

    private static func choice(
        id: Int64, linked: (sql: String, arguments: StatementArguments), _ db: Database, random: inout SeededRandom
    ) throws -> LiveDealtQuestion? {
        guard let stored = try question(id: id, in: db), let right = stored.options.first(where: \.isCorrect) else {
            return nil
        }
        var others = stored.options.filter { !$0.isCorrect }
        others.shuffle(using: &random)
        var shown = [right] + others.prefix(3)
        guard shown.count >= 2 else { return nil }
        shown.shuffle(using: &random)
        // The store keeps the options in position order: a shown answer's place there is its position.
        let positions = shown.compactMap { option in stored.options.firstIndex { $0.id == option.id } }
        let language =
            try String.fetchOne(db, sql: "SELECT language FROM question WHERE id = ?", arguments: [id])
            ?? ContentLanguage.english
        return LiveDealtQuestion(
            questionID: id, text: stored.text, options: shown.map { (Optional($0.id), $0.text) },
            rightOption: shown.firstIndex { $0.id == right.id } ?? 0, language: language,
            translations: try liveTranslations(of: id, shown: positions, packs: linked, db))
    }

    private static func statement(
        id: Int64, linked: (sql: String, arguments: StatementArguments), _ db: Database
    ) throws -> LiveDealtQuestion? {
        guard
            let row = try Row.fetchOne(
                db, sql: "SELECT text, correctAnswer, language FROM question WHERE id = ?", arguments: [id])
        else { return nil }
        // Option 0 is the right answer (true when the statement is true).
        let ids = try Int64.fetchAll(
            db, sql: "SELECT id FROM option WHERE questionId = ? AND position < 2 ORDER BY position", arguments: [id])
        let isTrue = (row["correctAnswer"] as String).lowercased() == "true"
        let right = ids.first
        let wrong = ids.count > 1 ? ids[1] : nil
        // A translation says the same (the store refuses one that does not): only its text is its own; True and
        // False are worded by each screen.
        let translations = try liveTranslations(of: id, shown: [0, 1], packs: linked, db).map {
            LiveDealtTranslation(language: $0.language, text: $0.text, options: ["True", "False"])
        }
        return LiveDealtQuestion(
            questionID: id, text: row["text"],
            options: [(isTrue ? right : wrong, "True"), (isTrue ? wrong : right, "False")], rightOption: isTrue ? 0 : 1,
            language: row["language"], translations: translations)
    }
}
