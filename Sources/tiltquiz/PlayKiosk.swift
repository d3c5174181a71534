import Foundation
import QuizConfig
import QuizScreens
import QuizStore
import TiltInput

/// How `play` wraps a mode's scene for kiosk operation, with the store's scores and the admin PIN.
extension PlayCommand {
    /// The scene itself when kiosk mode is off; else the kiosk layer around it.
    func kioskWrapped(
        _ game: any KioskPlayable, settings: KioskConfig, options: PlayOptions, saves: PlaySaves, tilt: TiltFeed,
        demos: [AttractDemoMaker], demoSeed: UInt64
    ) -> any Scene {
        guard settings.kiosk, let pinHash = settings.admin.pinHash else { return game }
        let zone = settings.event.timeZone
        let database = saves.database
        var services = KioskServices(
            todaysBest: {
                saves.read { () throws(StoreError) in
                    try database.bestGames(onLocalDate: LocalDate.string(for: Date(), in: zone), limit: 5)
                } ?? []
            },
            recordAbandoned: { round in
                let now = Date()
                saves.save("an abandoned game") { () throws(StoreError) in
                    _ = try database.recordAbandonedGame(
                        AbandonedGameRecord(
                            playerID: round.player?.id, mode: round.mode, answered: round.progress.answered,
                            score: round.progress.right, roundLength: round.progress.roundLength, reason: round.reason,
                            abandonedAt: now, localDate: LocalDate.string(for: now, in: zone)))
                    return CommittedRows()
                }
            },

            demos: demos,
            verifyPIN: { AdminPIN.verify(pin: $0, against: pinHash) },
            version: TiltQuiz.configuration.version, timeZone: zone, storeStatus: { saves.statusLine })
        services.demoSeed = demoSeed
        return KioskScene(game: game, config: settings, services: services, tilt: tilt, size: options.size)
    }
}
