import Testing

@testable import QuizCore

/// The text under an answer: the feedback for the answer given, then the explanation said either way.
@Suite struct AnswerFeedbackTests {
    @Test func feedbackComesBeforeTheExplanationAndEitherMayBeMissing() {
        #expect(AnswerFeedback.text(feedback: "No.", explanation: "The Pacific is.") == "No. The Pacific is.")
        #expect(AnswerFeedback.text(feedback: "", explanation: "The Pacific is.") == "The Pacific is.")
        #expect(AnswerFeedback.text(feedback: " No. \n", explanation: "") == "No.")
        #expect(AnswerFeedback.text(feedback: "Same.", explanation: "Same.") == "Same.")
        #expect(AnswerFeedback.text(feedback: "", explanation: "") == "")
    }

    @Test func aScreenWithoutRoomForBothSaysTheFeedbackThenTheExplanation() {
        #expect(
            AnswerFeedback.choices(feedback: "No.", explanation: "The Pacific is.") == [
                "No. The Pacific is.", "No.", "The Pacific is.",
            ])
        #expect(AnswerFeedback.choices(feedback: "", explanation: "The Pacific is.") == ["The Pacific is."])
        #expect(AnswerFeedback.choices(feedback: "No.", explanation: " ") == ["No."])
        #expect(AnswerFeedback.choices(feedback: "", explanation: "").isEmpty)
    }

    static let everest = TrueFalseQuestion(
        id: "tf-2", topic: "Geography", statement: "Mount Everest is in the Andes.", answer: false, explanation: "",
        rightFeedback: "Correct, it is in the Himalayas.", wrongFeedback: "Wrong - it is in the Himalayas.",
        source: "")

    @Test func theTrueFalseRevealSaysTheFeedbackForARightOrAWrongAnswer() {
        let right = TrueFalseAnswer(question: Self.everest, chosen: false, at: 1, via: .tilt)
        let wrong = TrueFalseAnswer(question: Self.everest, chosen: true, at: 1, via: .tilt)
        #expect(right.explanationShown == "Correct, it is in the Himalayas.")
        #expect(wrong.explanationShown == "Wrong - it is in the Himalayas.")
        var explained = Self.everest
        explained.explanation = "Everest is on the border of Nepal and China."
        explained.rightFeedback = ""
        #expect(
            TrueFalseAnswer(question: explained, chosen: false, at: 1, via: .tap).explanationShown
                == "Everest is on the border of Nepal and China.", "a question with one explanation shows it either way"
        )
        #expect(
            TrueFalseAnswer(question: explained, chosen: true, at: 1, via: .tap).explanationShown
                == "Wrong - it is in the Himalayas. Everest is on the border of Nepal and China.")
    }

    /// A question whose every option has its own feedback ("Said for <text>.").
    static var ocean: TriviaQuestion {
        var question = TriviaFixtures.question(301, topicID: 3)
        for index in question.options.indices {
            question.options[index].feedback = "Said for \(question.options[index].text)."
        }
        return question
    }

    @Test func theTriviaResultSaysTheChosenAnswersFeedback() {
        var right = TriviaFixtures.game()
        right.reachAnswering(Self.ocean)
        _ = right.reduce(.answerTapped(optionID: 3010, at: at(10)))
        #expect(right.round?.explanationShown == "Said for Right 301. Because 301.")

        var declined = TriviaFixtures.game(player: TriviaPlayer(creditsCents: 200))
        declined.reachAnswering(Self.ocean)
        let wrong = declined.wrongOptionID
        let text = declined.round?.options.first { $0.id == wrong }?.text ?? "?"
        _ = declined.reduce(.answerTapped(optionID: wrong, at: at(10)))
        _ = declined.reduce(.secondChanceDeclined(at: at(12)))
        #expect(declined.screen == .result(.wrong))
        #expect(declined.round?.explanationShown == "Said for \(text). Because 301.")

        var late = TriviaFixtures.game()
        late.reachAnswering(Self.ocean)
        _ = late.reduce(.tick(at: at(60)))
        // A time-out offers Second Chance too; declined, the result is Time's up.
        if late.screen == .secondChanceOffer { _ = late.reduce(.secondChanceDeclined(at: at(61))) }
        #expect(late.screen == .result(.timeUp))
        #expect(late.round?.explanationShown == "Because 301.", "no answer chosen: the explanation alone")
    }
}
