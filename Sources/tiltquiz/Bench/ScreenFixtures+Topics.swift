import QuizScreens

/// Trivia's topic list and its games: a category quiz and a timed challenge.
extension ScreenFixture {
    /// From trivia's home, Topics (key T): the list with each topic's medal and progress.
    static func topicList(_ driver: SceneDriver) throws -> Moment {
        driver.run(seconds: 0.5)
        driver.press("t")
        try driver.waitFor(screen: "topics")
        driver.run(seconds: 0.5)
        return (driver.time, 1)
    }

    /// A topic's first screen: its progress and both games' rules.
    static func topicRules(_ driver: SceneDriver) throws -> Moment {
        _ = try topicList(driver)
        driver.press("enter")
        try driver.waitFor(screen: "topics-topic")
        driver.run(seconds: 0.5)
        return (driver.time, 1)
    }

    /// A category quiz's question, its answers fading in.
    static func categoryQuestion(_ driver: SceneDriver) throws -> Moment {
        _ = try topicRules(driver)
        driver.press("q")
        try driver.waitFor(screen: "topics-quiz")
        driver.run(seconds: 0.5)
        return (driver.time, 2)
    }

    /// A category quiz's answer: the choice and the right one marked.
    static func categoryAnswer(_ driver: SceneDriver) throws -> Moment {
        _ = try categoryQuestion(driver)
        driver.press("2")
        try driver.waitFor(screen: "topics-quiz-answer")
        return (driver.time, 2)
    }

    /// A timed challenge's question with its countdown running.
    static func timedQuestion(_ driver: SceneDriver) throws -> Moment {
        _ = try topicRules(driver)
        driver.press("t")
        try driver.waitFor(screen: "topics-timed")
        driver.run(seconds: 6)
        // Into the last seconds: the bar turns red and ticks.
        return (driver.time, 8)
    }

    /// Escape during a timed challenge: leave it (keeping nothing) or keep playing.
    static func timedQuit(_ driver: SceneDriver) throws -> Moment {
        _ = try timedQuestion(driver)
        driver.press("escape")
        try driver.waitFor(screen: "topics-timed-quit")
        return (driver.time, 2)
    }

    /// The end of a timed challenge: score, rank today and the topic's top 5.
    static func timedResult(_ driver: SceneDriver) throws -> Moment {
        _ = try topicRules(driver)
        driver.press("t")
        try driver.waitFor(screen: "topics-timed")
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
        driver.run(seconds: 0.5)
        return (driver.time, 1)
    }
}
