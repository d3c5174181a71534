import QuizConfig
import QuizCore
import QuizFleet
import QuizStore
import QuizText

/// `tiltquiz play` with a `fleet` section: the store synced every `fleet.sync_seconds` while the game plays.
extension PlayLaunch {
    /// The game's fleet sync: a `FleetSyncRunner` over a connection of its own to the store (never the frame loop's
    /// thread), started now; nil without a fleet. A fleet the device cannot set up (a password file it may not
    /// read, say) is named on stderr and the game plays on its own store, with home's offline line on.
    /// What it says is in `words`, the operator's catalog.
    func startFleetSync(_ settings: KioskConfig, store: PlayStore, words: Catalog) -> FleetPlay? {
        guard let fleet = settings.fleet else { return nil }
        do {
            let setup = try FleetSetup.make(
                fleet, file: configFile ?? words["cli.play_config_file"],
                language: GameLanguage(rawValue: words.language) ?? .en)
            let database = try StoreLocation(configFile: nil, data: store.folder).open(installBundledPacks: false)
            // Each failure's line is kept in the journal for `fleet status`, not repeated on stderr every period;
            // the last one kept puts the offline line on from the first frame, until a sync succeeds.
            let journal = FleetJournal(database: database)
            let failedBefore = (try? journal.state().lastProblem) != nil
            return FleetPlay(
                runner: FleetSyncRunner(setup.sync(journal), every: fleet.syncSeconds, failedBefore: failedBefore))
        } catch {
            // The fleet's settings refused (`FleetSetup.make`: in the config's language, as `config check` words
            // them) or the store not opened.
            ProgramMessage.write(words.text("cli.play_fleet_not_synced", ["problem": error.message]))
            return FleetPlay(runner: nil)
        }
    }
}

/// The fleet's side of one `tiltquiz play`: what home reads each frame, and the runner to stop at the end.
struct FleetPlay {
    /// Nil when the fleet could not be set up: every frame then reads "offline".
    let runner: FleetSyncRunner?

    /// Whether the last sync failed, for `HomeScene.fleetOffline` (a lock read, never a wait on a sync).
    var offline: @Sendable () -> Bool {
        guard let runner else { return { true } }
        return { runner.lastFailed }
    }

    /// The fleet status after the runner's last sync, for the kiosk's admin page (a lock read); always nil when the
    /// fleet could not be set up.
    var status: @Sendable () -> FleetStatus? {
        guard let runner else { return { nil } }
        return { runner.status }
    }

    /// Ends the runner once the game is over, with one last sync of what the game saved (bounded: a server that
    /// does not answer keeps the changes queued for the next start).
    func stop() { runner?.finishAndWait() }
}
