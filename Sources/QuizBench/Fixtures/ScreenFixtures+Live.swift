import QuizApp
import QuizCore
import QuizLive
import QuizScreens

/// A live round's big screen: the join screen with 14 names, a question with its countdown running (and a true/false
/// statement's), the
/// distribution of the answers, the top 5 with their movement, the podium. The operator moves on with Enter; the
/// players answer without phones, each a different answer, some not at all.
extension ScreenFixture {
    static let liveFixtures: [ScreenFixture] = [
        ScreenFixture("liveJoin", live, opened),
        ScreenFixture("liveQuestion", live, liveQuestion),
        ScreenFixture("liveStatement", liveStatements, liveQuestion),
        ScreenFixture("liveDistribution", live, liveDistribution),
        ScreenFixture("liveLeaderboard", live, liveLeaderboard),
        ScreenFixture("livePodium", live, livePodium),
        ScreenFixture("liveOperator", live, liveOperator),
    ]

    static let live: Start = { try $0.liveScene() }
    /// A round of true/false statements: their answers in the screen's words, true on the left in every language.
    static let liveStatements: Start = { try $0.liveScene(.trueFalse) }

    /// The first question, two seconds on, half the players answered, its countdown running.
    static func liveQuestion(_ driver: SceneDriver) throws -> Moment {
        try driver.press("enter", reaching: "live-question")
        try answer(driver, question: 0, share: 2)
        return driver.moment(after: 1, lasting: 3)
    }

    /// The first question closed by the operator: how many chose each answer, the right one marked.
    static func liveDistribution(_ driver: SceneDriver) throws -> Moment {
        try driver.press("enter", reaching: "live-question")
        try answer(driver, question: 0, share: 1)
        return try driver.moment(pressing: "enter", reaching: "live-distribution", after: 0.3, lasting: 1)
    }

    /// The top 5 after the second question: places moved up and down since the first.
    static func liveLeaderboard(_ driver: SceneDriver) throws -> Moment {
        try driver.press("enter", reaching: "live-question")
        try play(driver, question: 0)
        try driver.press("enter", reaching: "live-question")
        try answer(driver, question: 1, share: 1)
        try driver.press("enter", reaching: "live-distribution")
        return try driver.moment(pressing: "enter", reaching: "live-leaderboard", after: 0.3, lasting: 1)
    }

    /// The operator's page during the first question: the source and count rows, the 14 names, the second one
    /// asked to be removed (Enter once).
    static func liveOperator(_ driver: SceneDriver) throws -> Moment {
        try driver.press("enter", reaching: "live-question")
        guard let scene = driver.scene as? LiveFixtureScene else {
            throw CommandFailure("the live fixtures need the live scene, not \(driver.scene.screenName)")
        }
        scene.openOperatorPage()
        driver.press("down", "down", "down", "enter")
        return driver.moment(after: 0.3, lasting: 1)
    }

    /// The podium after the round's five questions.
    static func livePodium(_ driver: SceneDriver) throws -> Moment {
        try driver.press("enter", reaching: "live-question")
        for question in 0..<5 {
            try play(driver, question: question)
            try driver.press("enter", reaching: question < 4 ? "live-question" : "live-podium")
        }
        return driver.moment(after: 0.5, lasting: 2)
    }

    /// Question `question` answered, closed, and its distribution and top 5 shown: on the top 5.
    private static func play(_ driver: SceneDriver, question: Int) throws {
        try answer(driver, question: question, share: 1)
        try driver.press("enter", reaching: "live-distribution")
        try driver.press("enter", reaching: "live-leaderboard")
    }

    /// The players answer `question` 1.2 s apart (the later, the fewer points), two in three right and
    /// the others each a wrong answer of their own; one in `share` answers, and every fifth never does (the
    /// question stays open until the operator closes it).
    private static func answer(_ driver: SceneDriver, question: Int, share: Int) throws {
        guard let scene = driver.scene as? LiveFixtureScene else {
            throw CommandFailure("the live fixtures need the live scene, not \(driver.scene.screenName)")
        }
        let asked = scene.host.round.questions[question]
        let options = asked.options.count
        for (number, token) in scene.players.enumerated() where number % share == 0 && number % 5 != 4 {
            driver.run(seconds: 1.2)
            let isRight = (number + question) % 3 != 0
            let option = isRight ? asked.rightOption : (asked.rightOption + 1 + number % (options - 1)) % options
            do {
                try scene.host.answerWithoutPhone(token, question: question, option: option)
            } catch {
                throw CommandFailure("the bench's live player \(number + 1)'s answer was refused: \(error)")
            }
        }
    }
}
