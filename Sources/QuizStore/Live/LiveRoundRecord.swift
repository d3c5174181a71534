import Foundation
import GRDB
import QuizCore

/// A live round to keep: each phone's player, their answers against the store's questions, and their result
/// on the `live` board.
public struct LiveRoundRecord: Equatable, Sendable {
    /// One answer a player gave.
    public struct Answer: Equatable, Sendable {
        public let questionID: Int64
        public let optionID: Int64?
        public let isRight: Bool
        public let points: Int
        public let seconds: Double?

        public init(questionID: Int64, optionID: Int64?, isRight: Bool, points: Int, seconds: Double?) {
            self.questionID = questionID
            self.optionID = optionID
            self.isRight = isRight
            self.points = points
            self.seconds = seconds
        }
    }

    /// One phone's player: their name in the round, the account they logged in as (nil for a guest), right
    /// answers and points.
    public struct Player: Equatable, Sendable {
        public let name: String
        public let account: Int64?
        public let right: Int
        public let points: Int
        public let answers: [Answer]

        public init(name: String, account: Int64? = nil, right: Int, points: Int, answers: [Answer]) {
            self.name = name
            self.account = account
            self.right = right
            self.points = points
            self.answers = answers
        }
    }

    /// Questions the round asked: each result's total.
    public let questionsAsked: Int
    public let players: [Player]
    public let finishedAt: Date
    /// YYYY-MM-DD in the event's time zone.
    public let localDate: String

    public init(questionsAsked: Int, players: [Player], finishedAt: Date, localDate: String) {
        self.questionsAsked = questionsAsked
        self.players = players
        self.finishedAt = finishedAt
        self.localDate = localDate
    }
}

extension QuizDatabase {
    /// Keeps a live round in one transaction: a guest player per phone (named as they joined; never merged
    /// with a profile of the same name) or the account a phone logged in as (a guest when it is gone), their
    /// answers (People's Choice counts them) and a `live` result each.
    public func recordLiveRound(_ round: LiveRoundRecord) throws(StoreError) -> CommittedRows {
        try write { db in
            var rows = CommittedRows()
            for player in round.players {
                let playerID: Int64
                if let account = player.account, var kept = try PlayerRow.fetchOne(db, key: account) {
                    // Logged in on the phone: the round is theirs, like any game they play.
                    kept.lastPlayedAt = round.finishedAt
                    try kept.update(db, columns: [PlayerRow.Columns.lastPlayedAt])
                    playerID = account
                } else {
                    var row = PlayerRow(
                        name: player.name, role: "guest", banned: false, createdAt: round.finishedAt,
                        lastPlayedAt: round.finishedAt)
                    try PlayerDirectory.insert(&row, db)
                    guard let id = row.id else { continue }
                    rows.add("player", id)
                    playerID = id
                }
                for answer in player.answers {
                    var answerRow = AnswerRow(
                        AnswerRecord(
                            playerID: playerID, questionID: answer.questionID, optionID: answer.optionID,
                            result: answer.isRight ? .right : .wrong, points: answer.points,
                            secondsTaken: answer.seconds, mode: .live, answeredAt: round.finishedAt))
                    try answerRow.insert(db)
                    rows.add("answer", db.lastInsertedRowID)
                }
                let id = try GameRecord(
                    playerID: playerID, mode: .live, score: player.right, total: round.questionsAsked,
                    points: player.points, completedAt: round.finishedAt, localDate: round.localDate
                ).insert(db)
                rows.add("gameResult", id)
            }
            return rows
        }
    }
}
