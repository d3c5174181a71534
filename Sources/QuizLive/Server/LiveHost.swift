import Synchronization

/// What the host sends down one phone's socket.
enum LiveOutgoing: Equatable, Sendable {
    case text(String)
    /// Close the socket, after the texts before it.
    case close(LiveClosing)
}

/// Why the host closes a phone's socket.
enum LiveClosing: Equatable, Sendable {
    /// The operator removed the player.
    case kicked
    /// The phone sent a message that is not the protocol's.
    case malformed
    /// The same token came back on another socket (a reload while the old one was still open).
    case replaced
}

/// A live round's host: the round (`LiveRound`) behind a lock, the phones'
/// sockets, and the operator's actions. The big screen reads `round` (a
/// value, at any time, from its frame) or follows `changes()`; the listener
/// (`LiveServer`) hands it each phone's messages. Time comes from `now`
/// (monotonic seconds by default; a test's clock in tests), and nothing here
/// waits: the countdown ends when `tick()` is called after its end (the
/// listener's timer, or the big screen's frame).
public final class LiveHost: Sendable {
    /// The host's clock, in seconds on any monotonic scale.
    public let now: @Sendable () -> Double
    /// Checks a phone's log-in; nil when the game takes no accounts (a log-in is then refused).
    let accounts: LiveAccountCheck?
    let state: Mutex<HostState>

    /// A host for a new round with `pin` (a random one by default); `joinsPerMinute` joins and log-ins from one
    /// address; `accounts` checks the phones' log-ins.
    public init(
        pin: LivePIN? = nil, rules: LiveRules = LiveRules(), joinsPerMinute: Int = 10,
        accounts: LiveAccountCheck? = nil, now: @escaping @Sendable () -> Double = LiveHost.monotonicSeconds
    ) {
        var random = SystemRandomNumberGenerator()
        let round = LiveRound(pin: pin ?? LivePIN.random(using: &random), rules: rules)
        state = Mutex(HostState(round: round, limiter: JoinLimiter(perMinute: joinsPerMinute)))
        self.now = now
        self.accounts = accounts
    }

    /// Seconds since the first call, on the system's monotonic clock.
    public static let monotonicSeconds: @Sendable () -> Double = {
        let origin = ContinuousClock.now
        return {
            let elapsed = ContinuousClock.now - origin
            return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        }
    }()

    /// The round's PIN.
    public var pin: LivePIN { state.withLock { $0.round.pin } }

    /// The round as it is now: what the big screen draws.
    public var round: LiveRound { state.withLock { $0.round } }

    /// The round as it is now, or nil when a phone's message holds it this instant: the big screen's frame draws
    /// the round it read last rather than wait (200 phones joining held it up to 14 ms at a time).
    public var roundIfFree: LiveRound? { state.withLockIfAvailable { $0.round } }

    /// The round after each change (the latest only, when the reader is slower than the changes).
    public func changes() -> AsyncStream<LiveRound> {
        let (stream, continuation) = AsyncStream<LiveRound>.makeStream(bufferingPolicy: .bufferingNewest(1))
        let id = state.withLock { state in
            state.nextID += 1
            state.watchers[state.nextID] = continuation
            continuation.yield(state.round)
            return state.nextID
        }
        continuation.onTermination = { [weak self] _ in
            _ = self?.state.withLock { $0.watchers.removeValue(forKey: id) }
        }
        return stream
    }

    // MARK: The operator's actions; each returns the refusal, nil when done.

    /// Starts the round with `questions`: the first one opens now.
    @discardableResult public func start(_ questions: [LiveQuestion]) -> LiveRefusal? {
        perform(.start(questions: questions, at: now()))
    }

    /// Closes the open question, or opens the next one after results, or shows the podium after the last.
    @discardableResult public func next() -> LiveRefusal? { perform(.next(at: now())) }

    /// Removes a player; their phone is told and its socket closed, and the token cannot come back.
    @discardableResult public func kick(_ token: LiveToken) -> LiveRefusal? { perform(.kick(token: token)) }

    /// Ends the round: an open question closes (its answers count), then the podium.
    public func end() { perform(.end(at: now())) }

    /// Closes the open question if its countdown has ended by `now`.
    public func tick() { perform(.tick(at: now())) }

    /// `tick()`, unless a phone's message holds the round this instant: then the big screen's next frame, or the
    /// listener's timer, closes the question.
    public func tickIfFree() {
        let time = now()
        _ = state.withLockIfAvailable { state in
            state.dispatch(state.round.reduce(.tick(at: time)), sender: nil, at: time)
        }
    }

    /// A new round after the podium: a new PIN (never the last one), the same rules, the lobby. The phones of
    /// the round before keep their sockets but no longer play: they join again with the new PIN.
    public func newRound() {
        state.withLock { state in
            var random = SystemRandomNumberGenerator()
            var pin = LivePIN.random(using: &random)
            while pin == state.round.pin { pin = LivePIN.random(using: &random) }
            state.round = LiveRound(pin: pin, rules: state.round.rules)
            for id in state.connections.keys { state.connections[id]?.token = nil }
            state.tokens = [:]
            for watcher in state.watchers.values { watcher.yield(state.round) }
        }
    }

    @discardableResult private func perform(_ action: LiveAction) -> LiveRefusal? {
        state.withLock { state in
            let effects = state.round.reduce(action)
            state.dispatch(effects, sender: nil, at: now())
            return effects.lazy.compactMap {
                if case .operatorRefused(let refusal) = $0 { return refusal } else { return nil }
            }.first
        }
    }

    // MARK: The phones' side, for the listener.

    /// A new socket from `address` for a page in `language` (nil: none said): its id, and what to send down it.
    func connect(address: String, language: String? = nil) -> (id: Int, outgoing: AsyncStream<LiveOutgoing>) {
        let (stream, continuation) = AsyncStream<LiveOutgoing>.makeStream()
        let id = state.withLock { state in
            state.nextID += 1
            state.connections[state.nextID] = PhoneConnection(
                address: address, outgoing: continuation, language: language)
            return state.nextID
        }
        return (id, stream)
    }

    /// A text message from socket `id`: a request answered (or refused) down that socket, or a malformed
    /// message that closes it. A log-in returns once its password is checked, so the socket's next message
    /// comes after it.
    func receive(_ text: String, from id: Int) async {
        do throws(LiveProtocolError) {
            let request = try LiveRequest.parse(text)
            if case .login(let pin, let username, let password) = request {
                return try await logIn(pin: pin, username: username, password: password, from: id)
            }
            try state.withLock { state throws(LiveProtocolError) in
                try state.handle(request, from: id, at: now())
            }
        } catch {
            refuse(error, from: id)
        }
    }

    /// A log-in from socket `id`: the socket, the join limit and the PIN are checked first (a wrong PIN costs
    /// no password check), then the password, off the lock; the player joins as their account.
    private func logIn(pin: String, username: String, password: String, from id: Int) async throws(LiveProtocolError) {
        let admitted = try state.withLock { state throws(LiveProtocolError) in
            try state.admit(pin: pin, from: id, at: now())
        }
        guard admitted else { return }
        let outcome = await accounts?(username, password) ?? .refused(.accountsUnavailable)
        state.withLock { state in
            guard state.connections[id]?.token == nil else { return }
            // A new round (a new PIN) may have begun while the password was checked.
            guard pin == state.round.pin.digits else {
                return state.send([.text(LiveMessages.refused(.wrongPIN))], to: id)
            }
            switch outcome {
            case .refused(let refusal):
                state.send([.text(LiveMessages.refused(refusal))], to: id)
            case .player(let account, let name):
                let token = LiveToken.random(using: &state.random)
                let at = now()
                state.dispatch(
                    state.round.reduce(.join(name: name, token: token, account: account, at: at)), sender: id, at: at)
            }
        }
    }

    /// Closes socket `id` with `error`'s line: its message was not the protocol's.
    func refuse(_ error: LiveProtocolError, from id: Int) {
        state.withLock { state in
            state.send([.text(LiveMessages.error(error)), .close(.malformed)], to: id)
        }
    }

    /// Socket `id` closed: its player (if any) keeps their place, marked as away.
    func disconnect(_ id: Int) {
        state.withLock { state in
            guard let connection = state.connections.removeValue(forKey: id) else { return }
            connection.outgoing.finish()
            guard let token = connection.token, state.tokens[token] == id else { return }
            state.tokens[token] = nil
            state.dispatch(state.round.reduce(.left(token: token, at: now())), sender: nil, at: now())
        }
    }
}
