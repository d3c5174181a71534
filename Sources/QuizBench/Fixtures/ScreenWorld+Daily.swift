import Foundation
import QuizCore
import QuizScreens
import QuizStore
import TiltInput

extension ScreenWorld {
    /// What the Daily Challenge fixtures' store holds.
    enum DailyContent {
        /// The bundled packs, and seven players' results on 20 July 2026, so the board has a top 5 and more.
        case bundledWithBoard
        case none
    }

    /// The Daily Challenge on 20 July 2026 over its own new store, played by a new player "Robin".
    func dailyScene(content: DailyContent = .bundledWithBoard) throws -> SceneDriver {
        let database = try newStore(named: "daily", withPacks: content == .bundledWithBoard)
        let day = CalendarDay(year: 2026, month: 7, day: 20)!
        if content == .bundledWithBoard {
            let players = ["Ada", "Grace", "Linus", "Margaret", "Alan", "Barbara", "Dennis"]
            let finish = Date(timeIntervalSince1970: 1_784_548_800)
            for (index, name) in players.enumerated() {
                let player = try PlayerDirectory(database: database).newPlayer(named: name)
                try database.recordGame(
                    GameRecord(
                        playerID: player.id, mode: .daily, score: 9 - index, total: 10,
                        points: 1_700 - index * 160, completedAt: finish.addingTimeInterval(Double(index * 60)),
                        localDate: day.description))
            }
        }
        let saves = PlaySaves(database: database)
        let saving = StoreDailySaving(saves: saves, packs: dailyPacks(database))
        let player = try PlayerDirectory(database: database).newPlayer(named: "Robin")
        let scene = DailyScene(saving: saving, player: player, sounds: sounds, today: { _ in day })
        // The reveal offers "Report", as in play.
        scene.feedback = StoreFeedbackDesk(saves: saves, player: player, language: language)
        return SceneDriver(scene: scene)
    }
}
