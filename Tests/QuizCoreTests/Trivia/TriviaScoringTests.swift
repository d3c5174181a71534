import Testing

@testable import QuizCore

/// Points by time left, and the topic milestones (medals and badges).
@Suite struct TriviaScoringTests {
    @Test func pointsAtEverySecondFromZeroToForty() {
        for second in 0...40 {
            let expected = second >= 30 ? 600 : second * 20
            #expect(TriviaScoring.points(secondsRemaining: Double(second)) == expected, "\(second) s left")
        }
        #expect(TriviaScoring.points(secondsRemaining: 20) == 400)
        #expect(TriviaScoring.points(secondsRemaining: 30) == 600)
        #expect(TriviaScoring.points(secondsRemaining: 0) == 0)
    }

    @Test func pointsBetweenSecondsRoundToTheNearestPoint() {
        #expect(TriviaScoring.points(secondsRemaining: 29.99) == 600)
        #expect(TriviaScoring.points(secondsRemaining: 15.5) == 310)
        #expect(TriviaScoring.points(secondsRemaining: 0.02) == 0)
        #expect(TriviaScoring.points(secondsRemaining: 0.03) == 1)
        #expect(TriviaScoring.points(secondsRemaining: -1) == 0)
        #expect(TriviaScoring.points(secondsRemaining: .nan) == 0)
    }

    @Test func theGameScoresAnswersByTheTimerAtEverySecond() {
        for second in 1...40 {
            var game = TriviaFixtures.game()
            game.reachAnswering(TriviaFixtures.question(1))
            // The timer started at 5 s: `second` left at 45 - second.
            _ = game.reduce(.answerTapped(optionID: game.rightOptionID, at: at(45 - Double(second))))
            #expect(game.round?.points == (second >= 30 ? 600 : second * 20), "\(second) s left")
            #expect(game.player.points == game.round?.points)
        }
    }

    @Test func milestonesAreReachedAtExactShares() {
        #expect(TopicMilestone.allCases.map(\.percent) == [25, 50, 75, 90, 100])
        let reached = (0...20).map { right in
            TopicMilestone.allCases.filter { $0.isReached(right: right, total: 20) }.count
        }
        // 5 of 20 is 25 %, 10 is 50 %, 15 is 75 %, 18 is 90 %, 20 is 100 %.
        #expect(reached == [0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 3, 3, 3, 4, 4, 5])
        #expect(!TopicMilestone.bronze.isReached(right: 0, total: 0))
        #expect(TopicMilestone.bronze.isReached(right: 1, total: 4))
        #expect(!TopicMilestone.silver.isReached(right: 1, total: 3), "33 % is bronze only")
    }

    @Test func topicsShowTheirMedalAndPercentage() {
        let cases: [(right: Int, medal: Medal?, percent: Int)] = [
            (0, nil, 0), (4, nil, 20), (5, .bronze, 25), (10, .silver, 50), (15, .gold, 75), (18, .gold, 90),
            (20, .gold, 100),
        ]
        for (right, medal, percent) in cases {
            let topic = TriviaTopic(id: 3, name: "History", total: 20, answered: 20, answeredRight: right)
            #expect(topic.medal == medal)
            #expect(topic.percentRight == percent)
        }
        #expect(Medal.bronze < Medal.silver && Medal.silver < Medal.gold)
    }

    @Test func milestoneBadgesAreNamedForTheTopic() {
        #expect(TopicMilestone.ninety.badge(topicID: 3) == "topic-3-90")
        #expect(TopicMilestone.hundred.badge(topicID: 3) == "topic-3-100")
        #expect(TopicMilestone.gold.badge(topicID: 3) == nil)
        #expect(TopicMilestone.ninety.medal == nil)
        #expect(TopicMilestone.silver.medal == .silver)
    }

    @Test func topicsClampTheStoresCounts() {
        let topic = TriviaTopic(id: 1, name: "T", total: 4, answered: 9, answeredRight: 7)
        #expect(topic == TriviaTopic(id: 1, name: "T", total: 4, answered: 4, answeredRight: 4))
        #expect(topic.isLocked)
        #expect(!topic.hasQuestionsLeft)
        #expect(topic.answeredWrong == 0)
        let empty = TriviaTopic(id: 2, name: "Empty", total: 0)
        #expect(!empty.isLocked && !empty.hasQuestionsLeft && empty.percentRight == 0)
    }
}
