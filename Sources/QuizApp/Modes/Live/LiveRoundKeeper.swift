import Foundation
import QuizCore
import QuizLive
import QuizStore

/// Keeps a live round at its podium through the play's saves (a save the store cannot take waits and is
/// tried again): each player's answers against the store's questions and their result on the `live` board.
struct LiveRoundKeeper {
    let saves: PlaySaves
    let dayClock: EventDayClock

    func keep(_ result: LiveRoundResult, dealt: [LiveDealtQuestion?]) {
        let record = Self.record(result, dealt: dealt, at: Date(), localDate: dayClock.today().description)
        let database = saves.database
        saves.save("a live round's results") { () throws(StoreError) in try database.recordLiveRound(record) }
    }

    /// The round as the store keeps it: answers to questions not from the store are left out.
    static func record(
        _ result: LiveRoundResult, dealt: [LiveDealtQuestion?], at date: Date, localDate: String
    ) -> LiveRoundRecord {
        let players = result.players.map { player in
            let answers = player.answers.compactMap { answer -> LiveRoundRecord.Answer? in
                guard dealt.indices.contains(answer.question), let question = dealt[answer.question] else { return nil }
                let option = question.options.indices.contains(answer.option) ? question.options[answer.option].id : nil
                return LiveRoundRecord.Answer(
                    questionID: question.questionID, optionID: option, isRight: answer.isRight, points: answer.points,
                    seconds: answer.seconds)
            }
            return LiveRoundRecord.Player(
                name: player.name, account: player.account, right: player.right, points: player.points,
                answers: answers)
        }
        return LiveRoundRecord(
            questionsAsked: result.questionsAsked, players: players, finishedAt: date, localDate: localDate)
    }
}
