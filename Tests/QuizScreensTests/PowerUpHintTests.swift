import Testing

@testable import QuizCore
@testable import QuizScreens

/// A used power-up's button says "Used"; People's Choice on a question nobody
/// has answered yet says so instead (as long as the button has room for), since its answers show dashes.
struct PowerUpHintTests {
    func round(_ peoplesChoice: PeoplesChoice?) -> TriviaRound {
        let options = (1...4).map { TriviaOption(id: Int64($0), text: "Option \($0)", isCorrect: $0 == 1) }
        let question = TriviaQuestion(
            id: 1, uid: "q-1", topicID: 1, text: "Which?", options: options, explanation: "", badge: nil)
        var round = TriviaRound(question: question, options: options)
        round.peoplesChoice = peoplesChoice
        return round
    }

    @Test func peoplesChoiceWithoutVotesSaysSo() {
        #expect(
            TriviaView.usedHints(.peoplesChoice, round: round(.loaded([:]))) == [
                "powerup.no_votes_yet", "powerup.no_votes", "powerup.none",
            ])
        #expect(TriviaView.usedHints(.peoplesChoice, round: round(.loaded([1: 3, 2: 1]))) == ["powerup.used"])
        #expect(TriviaView.usedHints(.peoplesChoice, round: round(.loading)) == ["powerup.used"], "not yet known")
        #expect(TriviaView.usedHints(.halfOff, round: round(.loaded([:]))) == ["powerup.used"])
    }
}
