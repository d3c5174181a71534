import Foundation
import QuizCore
import QuizScreens
import QuizStore
import TiltInput

/// The leaderboard screen: today's Tilt True/False board of 41 players, the player's own row 23rd, below the
/// top 10.
extension ScreenFixture {
    static func leaderboard(_ world: ScreenWorld) throws -> (driver: SceneDriver, start: Double, span: Double) {
        let driver = try world.leaderboardScene()
        driver.run(seconds: 1)
        return (driver, driver.time, 3)
    }
}

extension ScreenWorld {
    /// The day the boards' fixtures count games on.
    static let boardDay = CalendarDay(year: 2026, month: 7, day: 20) ?? CalendarDay(daysSinceEpoch: 0)

    /// The leaderboard screen over its own new store: 41 players' games on `boardDay`, seen by the 23rd.
    func leaderboardScene() throws -> SceneDriver {
        let database = try newStore(named: "boards")
        let players = PlayerDirectory(database: database)
        let names = [
            "Ada", "Bartholomew Quill", "Cy", "Dot", "Eve", "Finn", "Gus", "Hana", "Ivo", "Jun", "Kit", "Lou",
        ]
        var viewer: Int64 = 0
        for index in 0..<41 {
            let name = index < names.count ? names[index] : "Player \(index + 1)"
            let player = try players.player(named: name)
            if index == 22 { viewer = player.id }
            let at = Date(timeIntervalSince1970: 1_784_548_800 + Double(index) * 60)
            try database.recordGame(
                GameRecord(
                    playerID: player.id, mode: GameModeInfo.tilt.id, score: 10 - index / 5, total: 10,
                    points: 500 - index * 10, completedAt: at, localDate: Self.boardDay.description))
        }
        let reading = StoreBoardReading(saves: PlaySaves(database: database))
        let modes = [GameModeInfo.tilt, .trivia, .whichCameFirst].map(LeaderboardChoice.Mode.init)
        let day = Self.boardDay
        let scene = LeaderboardScene(
            choice: LeaderboardChoice(modes: modes, topics: []), reading: reading, playerID: viewer, today: { day })
        return SceneDriver(scene: scene, feed: TiltFeed(source: SimulatedTilt()))
    }
}
