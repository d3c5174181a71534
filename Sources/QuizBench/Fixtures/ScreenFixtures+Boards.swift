import Foundation
import QuizApp
import QuizCore
import QuizScreens
import QuizStore
import TiltInput

/// The boards a game over and trivia's home show (the leaderboard screen starts at `ScreenWorld.leaderboardScene`).
extension ScreenFixture {
    /// Tilt True/False's game over with today's board beside (or below) the answers, the player 23rd of 41;
    /// on a screen with room for one list, B has switched to the board.
    static func gameOverWithBoard(_ driver: SceneDriver) throws -> Moment {
        _ = try gameOver(driver)
        driver.press("b")
        return driver.moment(after: 0.5, lasting: 1)
    }

    /// Trivia's home after a game: its points and place today, and the board in the heart's place.
    static func triviaHomeAfterGame(_ driver: SceneDriver) throws -> Moment {
        _ = try rightAnswerProgress(driver)
        try driver.press("escape", reaching: "home", limit: 10)
        driver.run(seconds: 1)
        guard (driver.scene as? TriviaScene)?.afterGame != nil else {
            throw CommandFailure("the bench's trivia game left no board to show (on \(driver.scene.screenName))")
        }
        return driver.moment(lasting: 2)
    }
}

extension ScreenWorld {
    /// The day the boards' fixtures count games on.
    static let boardDay = CalendarDay(year: 2026, month: 7, day: 20) ?? CalendarDay(daysSinceEpoch: 0)

    /// The leaderboard screen over its own new store: today's Tilt True/False board, 41 players' games on
    /// `boardDay`, seen by the 23rd (their own row below the top 10).
    func leaderboardScene() throws -> SceneDriver {
        let (database, viewer) = try boardsStore(mode: GameMode.tilt)
        let reading = StoreBoardReading(saves: PlaySaves(database: database))
        let modes = [GameModeInfo.tilt, .trivia, .whichCameFirst].map(LeaderboardChoice.Mode.init)
        let day = Self.boardDay
        let scene = LeaderboardScene(
            choice: LeaderboardChoice(modes: modes, topics: []), reading: reading, playerID: viewer.id, today: { day })
        return SceneDriver(scene: scene)
    }

    /// A new store (the bundled packs installed, or none) whose board of `mode` on `boardDay` has 41 players;
    /// the viewer is the 23rd.
    func boardsStore(mode: GameMode, withPacks: Bool = false) throws -> (database: QuizDatabase, viewer: PlayerRef) {
        let database = try newStore(named: "boards", withPacks: withPacks)
        let players = PlayerDirectory(database: database)
        let names = [
            "Ada", "Bartholomew Quill", "Cy", "Dot", "Eve", "Finn", "Gus", "Hana", "Ivo", "Jun", "Kit", "Lou",
        ]
        var viewer: PlayerRef?
        for index in 0..<41 {
            let name = index < names.count ? names[index] : "Player \(index + 1)"
            let player = try players.player(named: name)
            if index == 22 { viewer = player }
            let at = Date(timeIntervalSince1970: 1_784_548_800 + Double(index) * 60)
            try database.recordGame(
                GameRecord(
                    playerID: player.id, mode: mode, score: 10 - index / 5, total: 10,
                    points: 500 - index * 10, completedAt: at, localDate: Self.boardDay.description))
        }
        guard let viewer else { throw CommandFailure("the bench's board has no 23rd player") }
        return (database, viewer)
    }

    /// Where a game over that store reads today's board: `boardDay`'s board of `mode`, seen by the viewer.
    func afterGameSource(_ database: QuizDatabase, mode: GameMode, viewer: PlayerRef) -> AfterGameSource {
        let day = Self.boardDay
        return AfterGameSource(
            reading: StoreBoardReading(saves: PlaySaves(database: database)), mode: mode, playerID: viewer.id,
            today: { day })
    }

    /// Tilt True/False whose game over reads the board of 41 (the player 23rd).
    func trueFalseSceneWithBoard() throws -> SceneDriver {
        let (database, viewer) = try boardsStore(mode: GameMode.tilt)
        let driver = trueFalseScene()
        (driver.scene as? TrueFalseScene)?.boards = afterGameSource(
            database, mode: GameMode.tilt, viewer: viewer)
        return driver
    }

    /// Trivia over a store with the packs whose player is the 23rd of today's trivia board of 41.
    func triviaSceneWithBoard() throws -> SceneDriver {
        let (database, viewer) = try boardsStore(mode: GameMode.trivia, withPacks: true)
        let repository = TriviaRepository(database: database, player: viewer, packs: triviaPacks(database))
        let driver = try triviaScene(repository: repository)
        (driver.scene as? TriviaScene)?.boards = afterGameSource(
            database, mode: GameMode.trivia, viewer: viewer)
        return driver
    }
}
