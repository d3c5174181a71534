import Foundation
import QuizApp
import QuizCore
import QuizScreens
import QuizStore

/// Trivia's topic list and its games: a category quiz and a timed challenge.
extension ScreenFixture {
    /// From trivia's home, Topics (key T): the list with each topic's medal and progress.
    static func topicList(_ driver: SceneDriver) throws -> Moment {
        driver.run(seconds: 0.5)
        return try driver.moment(pressing: "t", reaching: "topics", after: 0.5, lasting: 1)
    }

    /// A topic's first screen: its progress and both games' rules.
    static func topicRules(_ driver: SceneDriver) throws -> Moment {
        _ = try topicList(driver)
        return try driver.moment(pressing: "enter", reaching: "topics-topic", after: 0.5, lasting: 1)
    }

    /// A category quiz's question, its answers fading in.
    static func categoryQuestion(_ driver: SceneDriver) throws -> Moment {
        _ = try topicRules(driver)
        return try driver.moment(pressing: "q", reaching: "topics-quiz", after: 0.5, lasting: 2)
    }

    /// A category quiz's answer: the choice and the right one marked.
    static func categoryAnswer(_ driver: SceneDriver) throws -> Moment {
        _ = try categoryQuestion(driver)
        return try driver.moment(pressing: "2", reaching: "topics-quiz-answer", lasting: 2)
    }

    /// A timed challenge's question with its countdown running.
    static func timedQuestion(_ driver: SceneDriver) throws -> Moment {
        _ = try topicRules(driver)
        // Into the last seconds: the bar turns red and ticks.
        return try driver.moment(pressing: "t", reaching: "topics-timed", after: 6, lasting: 8)
    }

    /// A timed challenge's question answered with its first option late in the countdown: its reveal.
    static func timedAnswer(_ driver: SceneDriver) throws -> Moment {
        _ = try timedQuestion(driver)
        return try driver.moment(pressing: "1", reaching: "topics-timed-answer", lasting: 1)
    }

    /// Escape during a timed challenge: leave it (keeping nothing) or keep playing.
    static func timedQuit(_ driver: SceneDriver) throws -> Moment {
        _ = try timedQuestion(driver)
        return try driver.moment(pressing: "escape", reaching: "topics-timed-quit", lasting: 2)
    }

    /// The end of a timed challenge: score, rank today and the topic's top 5.
    static func timedResult(_ driver: SceneDriver) throws -> Moment {
        _ = try topicRules(driver)
        try seedRivals(driver)
        try driver.press("t", reaching: "topics-timed")
        try driver.run(until: "the timed challenge's result", limit: 300) {
            switch driver.scene.screenName {
            case "topics-timed":
                driver.run(seconds: 1)
                driver.press("1")
            case "topics-timed-answer": driver.press("enter")
            default: break
            }
            return driver.scene.screenName == "topics-result"
        }
        return driver.moment(after: 0.5, lasting: 1)
    }

    /// Six other players' timed challenges today in the list's first topic, so the board has a top 5 to show.
    static func seedRivals(_ driver: SceneDriver) throws {
        guard let trivia = driver.scene as? TriviaScene, let saving = trivia.topicSaving as? StoreTopicSaving,
            let topic = saving.topicEntries().first?.topic
        else { throw CommandFailure("the bench could not reach the topic games' store") }
        let database = saving.repository.database
        let now = Date()
        let today = LocalDate.string(for: now, in: .current)
        let players = PlayerDirectory(database: database)
        for (index, (name, points)) in [
            ("Ada", 1_610), ("Ben", 1_420), ("Cleo", 980), ("Dev", 610), ("Eve", 240), ("Finn", 120),
        ]
        .enumerated() {
            let player = try players.player(named: name)
            try database.recordGame(
                GameRecord(
                    playerID: player.id, mode: TopicQuizKind.timed.mode, score: points / 160, total: 10, points: points,
                    completedAt: now.addingTimeInterval(Double(index - 60)), localDate: today, topicID: topic.id))
        }
    }
}
