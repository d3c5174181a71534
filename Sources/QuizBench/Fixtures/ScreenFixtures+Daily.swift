import QuizScreens

/// The Daily Challenge's screens, on 20 July 2026 with seven players ahead on the day's board.
extension ScreenFixture {
    /// The first question, its countdown running, the second option focused.
    static func dailyQuestion(_ driver: SceneDriver) throws -> Moment {
        try driver.press("enter", reaching: "daily-question")
        let start = driver.time
        driver.run(seconds: 0.5)
        driver.press("right")
        return (start, 3)
    }

    /// The first question answered with option 1: right or wrong, the right answer, the points.
    static func dailyReveal(_ driver: SceneDriver) throws -> Moment {
        try driver.press("enter", reaching: "daily-question")
        driver.run(seconds: 2)
        return try driver.moment(pressing: "1", reaching: "daily-reveal", lasting: 1)
    }

    /// The result of the ten, each answered with option 1 after 3 s: the player's rank and the top 5.
    static func dailyResult(_ driver: SceneDriver) throws -> Moment {
        try driver.play(to: "daily-result", question: "daily-question", pause: 0.2) {
            driver.run(seconds: 3)
            try driver.press("1", reaching: "daily-reveal")
        }
        return driver.moment(after: 0.5, lasting: 1)
    }

    /// A store with no questions: today's challenge is not available.
    static func dailyUnavailable(_ driver: SceneDriver) throws -> Moment {
        try driver.moment(pressing: "enter", reaching: "daily-unavailable", lasting: 1)
    }
}
