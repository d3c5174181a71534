@testable import QuizCore

/// An in-memory stand-in for the store's trivia tables: it answers the rules'
/// load effects and keeps what the record effects ask it to keep.
struct FakeTriviaStore {
    var questions: [TriviaQuestion]
    /// The right/wrong result that counts for each answered question.
    var progress: [Int64: TriviaAnswerResult] = [:]
    var answers: [TriviaAnswerRecord] = []
    var purchases: [PurchaseRecord] = []
    var powerUpUses: [PowerUp] = []
    var badges: [String] = []
    var medals: [String] = []

    /// The topics with the progress the store counts, named after their ids.
    func topics() -> [TriviaTopic] {
        let ids = Array(Set(questions.map(\.topicID))).sorted()
        return ids.map { id in
            let inTopic = questions.filter { $0.topicID == id }
            let results = inTopic.compactMap { progress[$0.id] }
            return TriviaTopic(
                id: id, name: "Topic \(id)", total: inTopic.count, answered: results.count,
                answeredRight: results.filter { $0 == .right }.count)
        }
    }

    /// The first question of the topic not yet answered right or wrong.
    func nextQuestion(topicID: Int64) -> TriviaQuestion? {
        questions.first { $0.topicID == topicID && progress[$0.id] == nil }
    }

    /// Recorded answers per option of a question, for People's Choice.
    func answerCounts(questionID: Int64) -> [Int64: Double] {
        answers.filter { $0.questionID == questionID }.reduce(into: [:]) { counts, answer in
            if let option = answer.optionID { counts[option, default: 0] += 1 }
        }
    }

    /// Performs the effects and returns the actions they answer with.
    mutating func perform(_ effects: [TriviaEffect], at now: TriviaMoment) -> [TriviaAction] {
        var replies: [TriviaAction] = []
        for effect in effects {
            switch effect {
            case .loadQuestion(let topicID):
                replies.append(.questionLoaded(nextQuestion(topicID: topicID), at: now))
            case .loadPeoplesChoice(let questionID):
                replies.append(
                    .peoplesChoiceLoaded(questionID: questionID, answers: answerCounts(questionID: questionID)))
            case .recordAnswer(let answer):
                answers.append(answer)
                if answer.result == .right || answer.result == .wrong { progress[answer.questionID] = answer.result }
            case .recordPurchase(let purchase):
                purchases.append(purchase)
            case .recordPowerUpUse(let powerUp, _):
                powerUpUses.append(powerUp)
            case .awardBadge(let code):
                badges.append(code)
            case .awardMedal(let topicID, let medal):
                medals.append("\(topicID):\(medal.rawValue)")
            case .reenableWrongAnswers(let topicID):
                for question in questions where question.topicID == topicID && progress[question.id] == .wrong {
                    progress[question.id] = nil
                }
            default:
                break
            }
        }
        return replies
    }
}
