/// One phone's socket as the host knows it.
struct PhoneConnection {
    let address: String
    let outgoing: AsyncStream<LiveOutgoing>.Continuation
    /// The page's language, as its socket's address says (`/ws?language=de`): questions come in it when they have
    /// it. Nil: the round's own words.
    let language: String?
    /// The player this socket joined or came back as.
    var token: LiveToken?
}

/// What `LiveHost` keeps behind its lock: the round, the sockets, who is on which, and the join limit.
struct HostState {
    var round: LiveRound
    var limiter: JoinLimiter
    var connections: [Int: PhoneConnection] = [:]
    /// Each player's socket now.
    var tokens: [LiveToken: Int] = [:]
    var watchers: [Int: AsyncStream<LiveRound>.Continuation] = [:]
    var nextID = 0
    var random = SystemRandomNumberGenerator()

    /// Answers `request` from socket `id` down that socket; a second join on one socket is a protocol error.
    mutating func handle(_ request: LiveRequest, from id: Int, at now: Double) throws(LiveProtocolError) {
        guard let connection = connections[id] else { return }
        switch request {
        case .join(let pin, let name):
            guard try admit(pin: pin, from: id, at: now) else { return }
            let token = LiveToken.random(using: &random)
            dispatch(round.reduce(.join(name: name, token: token, at: now)), sender: id, at: now)
        case .login:
            // The host checks a log-in's password off the lock (`LiveHost.logIn`).
            return
        case .rejoin(let pin, let text):
            guard connection.token == nil else { throw .joinedAlready }
            guard pin == round.pin.digits else { return send([.text(LiveMessages.refused(.wrongPIN))], to: id) }
            guard let token = LiveToken(text) else { return send([.text(LiveMessages.refused(.notInRound))], to: id) }
            dispatch(round.reduce(.rejoin(token: token, at: now)), sender: id, at: now)
        case .answer(let question, let option):
            guard let token = connection.token else {
                return send([.text(LiveMessages.refused(.notInRound))], to: id)
            }
            let effects = round.reduce(.answer(token: token, question: question, option: option, at: now))
            dispatch(effects, sender: id, at: now, question: question)
        }
    }

    /// Whether a join or log-in from socket `id` goes on: the socket has not joined (else a protocol error),
    /// its address is within the join limit and the PIN is the round's (else the refusal is sent).
    mutating func admit(pin: String, from id: Int, at now: Double) throws(LiveProtocolError) -> Bool {
        guard let connection = connections[id] else { return false }
        guard connection.token == nil else { throw .joinedAlready }
        guard limiter.allows(connection.address, at: now) else {
            send([.text(LiveMessages.refused(.tooManyJoins(perMinute: limiter.perMinute)))], to: id)
            return false
        }
        guard pin == round.pin.digits else {
            send([.text(LiveMessages.refused(.wrongPIN))], to: id)
            return false
        }
        return true
    }

    /// Tells the phones and the big screen what `effects` say; `sender` is the socket whose message caused them.
    mutating func dispatch(_ effects: [LiveEffect], sender: Int?, at now: Double, question: Int = 0) {
        guard !effects.isEmpty else { return }
        for effect in effects {
            switch effect {
            case .welcomed(let token):
                if let sender { bind(sender, to: token) }
                guard let id = tokens[token], let player = round.player(token) else { continue }
                send([.text(LiveMessages.welcome(player))], to: id)
                // In the lobby the players' count follows (`playersChanged`) and tells the state.
                if round.phase != .lobby {
                    send([.text(state(for: token, on: id, at: now, leaderboard: round.leaderboard))], to: id)
                }
            case .joinRefused(let refusal), .answerRefused(let refusal):
                if let sender { send([.text(LiveMessages.refused(refusal))], to: sender) }
            case .answerCounted:
                if let sender { send([.text(LiveMessages.counted(question: question))], to: sender) }
            case .playersChanged:
                if round.phase == .lobby { broadcast(at: now) }
            case .kicked(let token):
                guard let id = tokens.removeValue(forKey: token) else { continue }
                connections[id]?.token = nil
                send([.text(LiveMessages.kicked()), .close(.kicked)], to: id)
            case .questionOpened, .questionClosed, .podium:
                broadcast(at: now)
            case .operatorRefused:
                continue
            }
        }
        for watcher in watchers.values { watcher.yield(round) }
    }

    /// Puts `token` on socket `id`; a socket it was on before is closed (the player reloaded).
    private mutating func bind(_ id: Int, to token: LiveToken) {
        if let old = tokens[token], old != id {
            connections[old]?.token = nil
            send([.close(.replaced)], to: old)
        }
        tokens[token] = id
        connections[id]?.token = token
    }

    /// Sends each player's phone what it shows of the round now; the standings are sorted once for them all.
    private func broadcast(at now: Double) {
        let leaderboard = round.leaderboard
        for (token, id) in tokens {
            send([.text(state(for: token, on: id, at: now, leaderboard: leaderboard))], to: id)
        }
    }

    /// What `token`'s phone on socket `id` shows of the round now, in the socket's language.
    private func state(
        for token: LiveToken, on id: Int, at now: Double, leaderboard: @autoclosure () -> LiveLeaderboard
    ) -> String {
        LiveMessages.state(
            of: round, for: token, at: now, language: connections[id]?.language, leaderboard: leaderboard())
    }

    func send(_ messages: [LiveOutgoing], to id: Int) {
        guard let connection = connections[id] else { return }
        for message in messages { connection.outgoing.yield(message) }
    }
}
