extension LiveHost {
    /// A player with no phone: joins the round as `name` at the host's time, as a phone's `join` does (the same
    /// rules; the phones are told of the count). The screen fixtures' and the tests' crowd, with no network.
    public func joinWithoutPhone(_ name: String) throws(LiveRefusal) -> LiveToken {
        try state.withLock { state throws(LiveRefusal) in
            let token = LiveToken.random(using: &state.random)
            let effects = state.round.reduce(.join(name: name, token: token, at: now()))
            state.dispatch(effects, sender: nil, at: now())
            for case .joinRefused(let refusal) in effects { throw refusal }
            return token
        }
    }

    /// `token`'s answer `option` to question `question`, at the host's time, as a phone's `answer` is taken.
    public func answerWithoutPhone(_ token: LiveToken, question: Int, option: Int) throws(LiveRefusal) {
        try state.withLock { state throws(LiveRefusal) in
            let effects = state.round.reduce(.answer(token: token, question: question, option: option, at: now()))
            state.dispatch(effects, sender: nil, at: now(), question: question)
            for case .answerRefused(let refusal) in effects { throw refusal }
        }
    }
}
