import Foundation
import QuizConfig
import QuizCore
import QuizScreens
import QuizStore
import TiltInput

/// How `play` wraps a mode's scene for kiosk operation, with the store's scores and the admin PIN.
extension PlayLaunch {
    /// The scene itself when kiosk mode is off; else the kiosk layer around it.
    func kioskWrapped(
        _ game: any KioskPlayable, settings: KioskConfig, options: PlayOptions, saves: PlaySaves, tilt: TiltFeed,
        demos: @autoclosure () -> [AttractDemoMaker], operatorPages: [(Double) -> any OperatorPage] = [],
        demoSeed: UInt64, fleetStatus: (@Sendable () -> FleetStatus?)? = nil, languages: LanguageChoice? = nil,
        dailyBoardLanguage: (() -> String?)? = nil
    ) -> any Scene {
        // Demos are made for a kiosk only: the Daily Challenge's deals today's questions to know there is a
        // deal, reading every question (0.8 s before the first frame with 100,000 of them).
        guard settings.kiosk, let pinHash = settings.admin.pinHash else { return game }
        let zone = settings.event.timeZone
        var services = KioskServices(
            records: StoreKioskRecords(saves: saves, timeZone: zone), demos: demos(),
            verifyPIN: { AdminPIN.verify(pin: $0, against: pinHash) }, version: AppVersion.current,
            timeZone: zone, saves: saves)
        services.demoSeed = demoSeed
        // The quiz packs mode is the one mode with an operator page today: its Settings.
        services.packSettings = operatorPages.first
        services.fleetStatus = fleetStatus
        // The first attract screen invites in each offered language; a visitor who wakes it plays in the one on view.
        services.languages = languages.flatMap { AttractLanguages.loading($0, assets: options.assetsDirectory) }
        let clock = EventDayClock(timeZone: zone, fixed: date)
        services.boards = (StoreBoardReading(saves: saves), { clock.today() })
        services.dailyBoardLanguage = dailyBoardLanguage
        let credits = OperatorSettingsStore(database: saves.database)
        let configMode = settings.credits.mode.rawValue
        services.creditsStatus = {
            guard let inForce = try? credits.creditsInForce(configMode: configMode) else {
                return KioskCredits(mode: configMode, setInWebAdmin: false)
            }
            return KioskCredits(mode: inForce.mode, setInWebAdmin: inForce.isStoreOverride)
        }
        return KioskScene(game: game, config: settings, services: services, tilt: tilt, size: options.size)
    }
}
