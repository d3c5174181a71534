import Foundation
import QuizConfig
import QuizCore
import QuizLive
import QuizScreens
import QuizStore
import QuizTLS
import QuizText
import Synchronization

/// Live rounds (docs/live.md): the big screen hosts, the room answers on their phones. The listener starts
/// with the mode (on `live.listen`), before the first frame; each round's questions are dealt from
/// `live.source` when it starts, and its players (guests, or the accounts they logged in as on their phones),
/// answers and results are kept on the `live` board at its podium. Offered only when the config's `modes` names it, or `--mode live`.
struct LiveMode: PlayableMode {
    static let info = GameModeInfo.live
    static var offeredByAll: Bool { false }
    let context: ModeContext
    let session: LiveSession
    /// What the QR code holds: `live.public_url`, else the listener's address.
    let joinURL: String
    let deck: LiveDeck

    init(context: ModeContext) throws(CommandFailure) {
        self.context = context
        let live = context.settings.live
        deck = try LiveDeck(context: context, settings: live)
        let listen = live.listen.map { LiveListen(host: $0.host, port: $0.port) } ?? Self.defaultListen()
        let logins = LiveLogins(accounts: AccountStore(database: context.store.database))
        let host = LiveHost(rules: LiveRules(blockedWords: live.blockedWords), accounts: logins.check)
        session = try Self.start(listen: listen, host: host, pages: Self.pages(context), tls: Self.tls(live))
        joinURL = live.publicURL ?? session.url
    }

    /// HTTPS from `live.tls_cert` and `live.tls_key`, nil when they are unset.
    static func tls(_ live: LiveSettings) -> ServerTLS? {
        guard let certificate = live.tlsCertificateFile, let key = live.tlsKeyFile else { return nil }
        return ServerTLS(
            certificateFile: certificate, keyFile: key, certificateSetting: LiveSettings.tlsCertificateSetting,
            keySetting: LiveSettings.tlsKeySetting)
    }

    /// The phone page in every language the kiosk offers; a browser asking for none gets the kiosk's own.
    static func pages(_ context: ModeContext) throws(CommandFailure) -> PhonePages {
        let languages = context.settings.languages
        do {
            return try PhonePages(
                folder: CatalogFolder(assets: context.assets), offered: languages.offeredLanguages.map(\.rawValue),
                fallback: languages.language.rawValue)
        } catch {
            throw CommandFailure("the live round's phone page cannot be written: \(error.description)")
        }
    }

    /// The first address of this machine that is not loopback, port 8090; loopback when it has none.
    static func defaultListen() -> LiveListen {
        let address = NetworkAddresses.current().first?.address ?? "127.0.0.1"
        return LiveListen(host: address, port: LiveSettings.defaultPort)
    }

    /// Starts the listener and waits for it: the join screen shows its address from the first frame.
    static func start(
        listen: LiveListen, host: LiveHost, pages: PhonePages, tls: ServerTLS?
    ) throws(CommandFailure) -> LiveSession {
        let outcome = Mutex<Result<LiveSession, LiveServerError>?>(nil)
        let started = DispatchSemaphore(value: 0)
        Task {
            do throws(LiveServerError) {
                let session = try await LiveServer.start(listen: listen, host: host, pages: pages, tls: tls)
                outcome.withLock { $0 = .success(session) }
            } catch {
                outcome.withLock { $0 = .failure(error) }
            }
            started.signal()
        }
        started.wait()
        switch outcome.withLock({ $0 }) {
        case .success(let session): return session
        case .failure(let error) where error.isAboutAddress:
            throw CommandFailure("\(error.description) (live.listen in the config sets another address)")
        case .failure(let error):
            throw CommandFailure(error.description)
        case nil: throw CommandFailure("the live listener on \(listen.host):\(listen.port) did not start")
        }
    }

    func scene(for player: PlayerRef, sounds: SoundPlayer, at time: Double) -> any KioskPlayable {
        let host = session.host
        // A round left under way (the operator went home) gives way to a new one with a new PIN.
        if host.round.phase != .lobby { host.newRound() }
        let live = context.settings.live
        let timing = LiveDirector.Timing(
            autoStartPlayers: live.autoStartPlayers, autoStartSeconds: Double(live.autoStartSeconds))
        let joinURL = joinURL
        let deck = deck
        let keeper = LiveRoundKeeper(saves: context.saves, dayClock: context.dayClock)
        return LiveScene(
            host: host, joinURL: joinURL, timing: timing,
            choice: LiveRoundChoice(source: live.source.description, questions: live.questions),
            hooks: LiveSceneHooks(
                sources: deck.sources(needed: live.questions),
                questions: { deck.deal($0) },
                finished: { result, dealt in keeper.keep(result, dealt: deck.stored(dealt)) },
                opened: { pin in Self.announce(url: joinURL, pin: pin) }))
    }

    /// `{"live": {"url": ..., "pin": ...}}` on stdout, a line as each join screen opens: what a headless host's
    /// caller (a script, a test) reads to send phones.
    static func announce(url: String, pin: LivePIN) {
        let line = "{\"live\": {\"url\": \(JSONText.string(url)), \"pin\": \"\(pin.digits)\"}}\n"
        FileHandle.standardOutput.write(Data(line.utf8))
    }

    /// No demo: attract mode shows the other modes' demos.
    func attractDemo() -> AttractDemoMaker? { nil }
}
