import QuizCore

extension TopicsFlow {
    /// The games played to their end, as JSON objects for the session's summary (`playerID`: whose board row).
    public func summaryJSON(playerID: Int64) -> [String] {
        finished.map { game in
            let quiz = game.quiz
            let row = game.board?.row(of: playerID)
            let answers = quiz.answers.map { answer in
                "{\"question\":\(answer.questionID),\"right\":\(answer.isRight),\"timedOut\":\(answer.timedOut),"
                    + "\"points\":\(answer.points),\"seconds\":\(JSONText.number(answer.secondsTaken))}"
            }
            return "{\"kind\":\(JSONText.string(quiz.kind.rawValue)),\"topic\":\(JSONText.string(quiz.topic.name)),"
                + "\"points\":\(quiz.points),\"right\":\(quiz.rightCount),\"total\":\(quiz.questions.count),"
                + "\"rank\":\(row.map { String($0.rank) } ?? "null"),\"players\":\(game.board?.players ?? 0),"
                + "\"answers\":[\(answers.joined(separator: ","))]}"
        }
    }
}
