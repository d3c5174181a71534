import Foundation
import GRDB
import QuizCore
import Testing

@testable import QuizStore

/// The queries the games need, on a real SQLite database.
@Suite struct PlayQueriesTests {
    /// A database with one topic of `count` multiple-choice questions and one player.
    func seeded(count: Int = 4) throws -> (QuizDatabase, topicID: Int64, playerID: Int64) {
        let database = try QuizDatabase()
        let ids = try database.write { db -> (Int64, Int64) in
            var writer = ContentWriter(db: db)
            for index in 1...count {
                _ = try writer.insertIfNew(
                    QuestionRecord(
                        kind: .multipleChoice, topic: "Space", text: "Question \(index)?", correct: "Right \(index)",
                        wrong: ["A", "B", "C", "D", "E"]), packID: nil)
            }
            try db.execute(sql: "INSERT INTO player (name) VALUES ('Ada')")
            return (try writer.topicID(named: "Space"), db.lastInsertedRowID)
        }
        return (database, ids.0, ids.1)
    }

    func answer(
        _ database: QuizDatabase, _ question: StoredQuestion, player: Int64?, option: Int, result: AnswerRecord.Result
    ) throws {
        try database.recordAnswer(
            AnswerRecord(
                playerID: player, questionID: question.id, optionID: question.options[option].id, result: result,
                mode: .trivia, answeredAt: Date(timeIntervalSince1970: 0)))
    }

    @Test func questionsComeWithSixOptionsTheFirstCorrect() throws {
        let (database, topic, player) = try seeded(count: 1)
        let question = try #require(try database.nextQuestion(topicID: topic, playerID: player, randomKey: 0))
        #expect(question.text == "Question 1?")
        #expect(question.options.map(\.text) == ["Right 1", "A", "B", "C", "D", "E"])
        #expect(question.correct?.text == "Right 1")
        #expect(Set(question.options.map(\.id)).count == 6, "every option has its own id")
    }

    @Test func answeredQuestionsLeaveThePoolButTimeoutsStay() throws {
        let (database, topic, player) = try seeded(count: 3)
        var seen: [String] = []
        for _ in 0..<3 {
            let question = try #require(try database.nextQuestion(topicID: topic, playerID: player, randomKey: 0))
            seen.append(question.text)
            try answer(database, question, player: player, option: 1, result: .timeout)
            try answer(database, question, player: player, option: 1, result: .wrong)
        }
        #expect(Set(seen).count == 3)
        #expect(try database.nextQuestion(topicID: topic, playerID: player, randomKey: 0) == nil, "topic used up")
        let progress = try database.topicProgress(playerID: player, topicID: topic)
        #expect(progress == TopicProgress(topicID: topic, total: 3, answered: 3, answeredRight: 0))
        #expect(progress.isComplete)
        // Another player still has the whole topic.
        #expect(try database.nextQuestion(topicID: topic, playerID: nil, randomKey: 0) != nil)
    }

    @Test func randomKeysReachEveryQuestionAndEveryKeyDeals() throws {
        let (database, topic, player) = try seeded(count: 4)
        var random = SeededRandomKeys(seed: 3)
        var reached = Set<String>()
        for _ in 0..<200 {
            let question = try database.nextQuestion(topicID: topic, playerID: player, randomKey: random.next())
            reached.insert(try #require(question).text)
        }
        #expect(reached.count == 4, "every question can be picked")
        #expect(try database.nextQuestion(topicID: topic, playerID: player, randomKey: 0) != nil)
        #expect(try database.nextQuestion(topicID: topic, playerID: player, randomKey: .max) != nil)
    }

    @Test func peoplesChoiceSharesComeFromRecordedAnswers() throws {
        let (database, topic, player) = try seeded(count: 1)
        let question = try #require(try database.nextQuestion(topicID: topic, playerID: player, randomKey: 0))
        for option in [0, 0, 0, 2] { try answer(database, question, player: nil, option: option, result: .right) }
        let shares = try database.peoplesChoice(questionID: question.id)
        #expect(shares[question.options[0].id] == 0.75)
        #expect(shares[question.options[2].id] == 0.25)
        #expect(shares[question.options[1].id] == 0)
        #expect(shares.count == 6)
    }

    @Test func progressCountsRightAnswersAgainstTheWholeTopic() throws {
        let (database, topic, player) = try seeded(count: 4)
        let question = try #require(try database.nextQuestion(topicID: topic, playerID: player, randomKey: 0))
        try answer(database, question, player: player, option: 0, result: .right)
        let progress = try database.topicProgress(playerID: player, topicID: topic)
        #expect(progress.percentRight == 25)
        #expect(!progress.isComplete)
    }

    /// Equal points and the same finish: a device in a fleet orders them by the players' fleet ids, as PostgreSQL's
    /// board does, so every kiosk shows the server's order; outside a fleet, by the local id.
    @Test func fullTiesFollowTheFleetIdsWhereThePlayersHaveThem() throws {
        let database = try QuizDatabase()
        try database.write { db in
            for name in ["Ada", "Bo", "Cy"] {
                try db.execute(sql: "INSERT INTO player (name) VALUES (?)", arguments: [name])
            }
        }
        for player in Int64(1)...3 {
            try database.recordGame(
                GameRecord(
                    playerID: player, mode: .tilt, score: 1, total: 1, points: 100,
                    completedAt: Date(timeIntervalSince1970: 60), localDate: "2026-11-22"))
        }
        let day = try #require(CalendarDay("2026-11-22"))
        let scope = BoardScope(mode: "tilt", period: .day, day: day)
        #expect(try database.board(scope).top.map(\.name) == ["Ada", "Bo", "Cy"])
        // The fleet ids alone change nothing: only a device that joined a fleet breaks ties by them.
        try database.write { db in
            for (player, fleetID) in [
                (1, "c0000000-0000-4000-8000-000000000000"), (2, "0a000000-0000-4000-8000-000000000000"),
                (3, "b0000000-0000-4000-8000-000000000000"),
            ] {
                try db.execute(
                    sql: "INSERT INTO fleetRow (kind, localID, fleetID) VALUES ('player', ?, ?)",
                    arguments: [player, fleetID])
            }
        }
        #expect(try database.board(scope).top.map(\.name) == ["Ada", "Bo", "Cy"])
        try database.write { db in try db.execute(sql: "UPDATE fleetState SET joined = 1 WHERE id = 1") }
        #expect(try database.board(scope).top.map(\.name) == ["Bo", "Cy", "Ada"])
        #expect(
            try database.board(BoardScope(mode: "tilt", period: .all, day: day)).top.map(\.name) == ["Bo", "Cy", "Ada"])
    }

    @Test func boardsRankByPointsPerPeriodWithTiesToTheEarlierFinish() throws {
        let database = try QuizDatabase()
        try database.write { db in
            for name in ["Ada", "Bo", "Cy", "Banned", "Di"] {
                try db.execute(
                    sql: "INSERT INTO player (name, banned) VALUES (?, ?)", arguments: [name, name == "Banned"])
            }
        }
        // (player, points, date, finished at seconds, ranked)
        let games: [(Int64, Int, String, Double, Bool)] = [
            (1, 500, "2026-11-16", 30, true), (2, 300, "2026-11-20", 10, true), (2, 200, "2026-11-22", 20, true),
            (3, 500, "2026-11-22", 5, true), (4, 9999, "2026-11-22", 1, true), (5, 800, "2026-11-22", 2, false),
            (5, 100, "2026-11-23", 2, true),
        ]
        for (player, points, date, at, ranked) in games {
            try database.recordGame(
                GameRecord(
                    playerID: player, mode: .tilt, score: 1, total: 1, points: points,
                    completedAt: Date(timeIntervalSince1970: at), localDate: date, ranked: ranked))
        }
        let sunday = try #require(CalendarDay("2026-11-22"))
        let all = try database.board(BoardScope(mode: "tilt", period: .all, day: sunday))
        #expect(all.top.map(\.name) == ["Cy", "Bo", "Ada"], "500 each: Cy's last game ended first, then Bo's")
        #expect(all.top.map(\.rank) == [1, 2, 3])
        #expect(all.players == 3, "the banned player and a practice game are not ranked; Di's ranked game is later")
        let day = try database.board(BoardScope(mode: "tilt", period: .day, day: sunday))
        #expect(day.top.map(\.name) == ["Cy", "Bo"])
        let week = try database.board(BoardScope(mode: "tilt", period: .week, day: sunday))
        #expect(week.top.map(\.points) == [500, 500, 500], "Monday 16th to Sunday 22nd")
        let monday = try database.board(BoardScope(mode: "tilt", period: .week, day: sunday.adding(days: 1)))
        #expect(monday.top.map(\.name) == ["Di"], "a new week starts on Monday")
        #expect(try database.board(BoardScope(mode: "trivia", period: .all, day: sunday)).players == 0)
        let short = try database.board(BoardScope(mode: "tilt", period: .all, day: sunday), top: 1, playerID: 1)
        #expect(short.top.map(\.name) == ["Cy"])
        #expect(short.player?.name == "Ada" && short.player?.rank == 3, "the asking player's row below the top")
        #expect(short.row(of: 1)?.rank == 3)
        try database.recordGame(
            GameRecord(
                playerID: 2, mode: .timed, score: 1, total: 1, points: 70, completedAt: Date(timeIntervalSince1970: 0),
                localDate: "2026-11-22", topicID: nil))
        #expect(try database.board(BoardScope(mode: "timed", topicID: 99, period: .all, day: sunday)).players == 0)
        #expect(try database.board(BoardScope(mode: "timed", period: .all, day: sunday)).top.map(\.points) == [70])
        #expect(Board.ordinal(3) == "3rd" && Board.ordinal(11) == "11th" && Board.ordinal(22) == "22nd")
    }

    @Test func answersAndGamesAreTypedRowsInTheColumnsTheyAlwaysHad() throws {
        let (database, topic, player) = try seeded(count: 1)
        let question = try #require(try database.nextQuestion(topicID: topic, playerID: player, randomKey: 0))
        let at = Date(timeIntervalSince1970: 86_400.25)
        let answer = try database.recordAnswer(
            AnswerRecord(
                playerID: player, questionID: question.id, optionID: question.options[2].id, result: .wrong,
                points: 0, secondsTaken: 3.5, mode: .trivia, answeredAt: at))
        let game = try database.recordGame(
            GameRecord(
                playerID: player, mode: .tilt, score: 4, total: 5, points: 4, completedAt: at, localDate: "1970-01-02")
        )
        let (answers, games, stored) = try database.read { db in
            (
                try AnswerRow.fetchAll(db), try GameResultRow.fetchAll(db),
                try Row.fetchOne(
                    db,
                    sql: """
                        SELECT a.result, a.answeredAt, typeof(a.answeredAt) AS kind, g.completedAt
                        FROM answer a, gameResult g
                        """)
            )
        }
        var expectedAnswer = AnswerRow(
            AnswerRecord(
                playerID: player, questionID: question.id, optionID: question.options[2].id, result: .wrong,
                points: 0, secondsTaken: 3.5, mode: .trivia, answeredAt: at))
        expectedAnswer.id = answer
        var expectedGame = GameResultRow(
            GameRecord(
                playerID: player, mode: .tilt, score: 4, total: 5, points: 4, completedAt: at, localDate: "1970-01-02")
        )
        expectedGame.id = game
        #expect(answers == [expectedAnswer])
        #expect(games == [expectedGame])
        // Dates stay text in UTC and results their words, as the raw SQL wrote them.
        #expect(
            stored.map { [$0["result"], $0["answeredAt"], $0["kind"], $0["completedAt"]] as [String] } == [
                "wrong", "1970-01-02 00:00:00.250", "text", "1970-01-02 00:00:00.250",
            ])
    }

    @Test func streaksCountConsecutiveDaysEndingTodayOrYesterday() throws {
        let database = try QuizDatabase()
        try database.write { db in try db.execute(sql: "INSERT INTO player (name) VALUES ('Ada')") }
        for date in ["2026-11-18", "2026-11-20", "2026-11-21", "2026-11-21", "2026-11-22"] {
            try database.recordGame(
                GameRecord(
                    playerID: 1, mode: .daily, score: 1, total: 1, points: 0, completedAt: Date(), localDate: date))
        }
        #expect(try database.streak(playerID: 1, today: "2026-11-22") == 3)
        #expect(try database.streak(playerID: 1, today: "2026-11-23") == 3, "yesterday still counts")
        #expect(try database.streak(playerID: 1, today: "2026-11-24") == 0)
        #expect(try database.streak(playerID: 1, today: "2026-11-18") == 1)
        #expect(LocalDate.adding(days: 1, to: "2024-02-28") == "2024-02-29")
    }
}

/// Non-negative 63-bit keys from a seed, like the game's random source gives.
struct SeededRandomKeys {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> Int64 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int64(bitPattern: state >> 1)
    }
}

/// Each period's board read from the kept totals ranks exactly as the games summed: after games of every mode,
/// topics, ties, practice and banned players, after a player is erased, and after the totals are filled again.
@Suite struct BoardTotalsTests {
    /// Every period's board, from the totals and summed, as of days after the games (2026-11-20), on a Sunday
    /// after them (the 15th ends their week), on their last day and inside them (the 12th: the week and all
    /// time then count later games, so they are summed).
    func boards(_ database: QuizDatabase) throws -> [(Board, Board)] {
        var pairs: [(Board, Board)] = []
        let days = ["2026-11-20", "2026-11-15", "2026-11-14", "2026-11-12"].compactMap(CalendarDay.init)
        for (mode, topic) in [("tilt", nil), ("timed", nil), ("timed", Int64(1)), ("timed", 2), ("daily", nil)] {
            for player in [nil, Int64(3), 17, 40] {
                for day in days {
                    for period in BoardPeriod.allCases {
                        let scope = BoardScope(mode: mode, topicID: topic, period: period, day: day)
                        pairs.append(
                            (
                                try database.board(scope, top: 5, playerID: player),
                                try database.summedBoard(scope, top: 5, playerID: player)
                            ))
                    }
                }
            }
        }
        return pairs
    }

    @Test func totalsRankAsTheSummedGames() throws {
        let database = try QuizDatabase()
        var random = SeededRandom(seed: 5)
        try database.write { db in
            try db.execute(sql: "INSERT INTO topic (id, name) VALUES (1, 'One'), (2, 'Two')")
            for index in 1...40 {
                try db.execute(
                    sql: "INSERT INTO player (name, banned) VALUES (?, ?)", arguments: ["P\(index)", index % 9 == 0])
            }
        }
        let modes: [GameMode] = [.tilt, .timed, .daily]
        for _ in 0..<600 {
            let mode = modes[Int(random.next() % 3)]
            let day = 10 + Int(random.next() % 5)
            try database.recordGame(
                GameRecord(
                    playerID: Int64(1 + random.next() % 40), mode: mode, score: 1, total: 1,
                    // Few distinct points and times: many ties.
                    points: Int(random.next() % 4) * 50,
                    completedAt: Date(timeIntervalSince1970: Double(random.next() % 6)),
                    localDate: "2026-11-\(day)", topicID: mode == .timed ? Int64(1 + random.next() % 2) : nil,
                    ranked: random.next() % 5 != 0))
        }
        let id = try database.recordGame(
            GameRecord(
                playerID: 1, mode: .tilt, score: 1, total: 1, points: 10, completedAt: Date(timeIntervalSince1970: 0),
                localDate: "2026-11-10"))
        let newest = try database.read { db in try Int64.fetchOne(db, sql: "SELECT MAX(id) FROM gameResult") }
        #expect(id == newest, "the id given back (and journaled) is the result's, not its total's")
        for (fromTotals, summed) in try boards(database) { #expect(fromTotals == summed) }
        try database.write { db in try db.execute(sql: "DELETE FROM player WHERE id = 5") }
        for (fromTotals, summed) in try boards(database) { #expect(fromTotals == summed) }
        let before = try database.read { db in
            try Row.fetchAll(db, sql: "SELECT * FROM boardTotal ORDER BY 1, 2, 3, 4, 5")
        }
        try database.write { db in try Schema.refillBoardTotals(db) }
        let refilled = try database.read { db in
            try Row.fetchAll(db, sql: "SELECT * FROM boardTotal ORDER BY 1, 2, 3, 4, 5")
        }
        #expect(before == refilled, "what was added game by game is what counting them all again gives")
        let totals = try database.read { db in
            try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM boardTotal WHERE playerId = 5")
        }
        #expect(totals == 0, "an erased player's totals go with them")
    }
}
