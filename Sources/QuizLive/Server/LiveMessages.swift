import QuizCore

/// The messages the host sends a phone (docs/live.md), written as JSON text
/// with `JSONText` (the strings escaped; the page shows every string as text,
/// never as HTML).
enum LiveMessages {
    static func welcome(_ player: LivePlayer) -> String {
        JSONText.object([
            ("type", JSONText.string("welcome")), ("token", JSONText.string(player.token.text)),
            ("name", JSONText.string(player.name)), ("points", String(player.points)),
        ])
    }

    static func refused(_ refusal: LiveRefusal) -> String {
        JSONText.object([
            ("type", JSONText.string("refused")), ("reason", JSONText.string(refusal.code)),
            ("message", JSONText.string(refusal.message)), ("values", JSONText.object(values(of: refusal))),
        ])
    }

    /// What fills the page's line for `refusal` (docs/live.md): the name taken, or a number.
    static func values(of refusal: LiveRefusal) -> [JSONText.Member] {
        switch refusal {
        case .nameTaken(let name): return [("name", JSONText.string(name))]
        case .roundFull(let count): return [("count", String(count))]
        case .unknownOption(let option): return [("option", String(option + 1))]
        case .tooManyJoins(let limit): return [("limit", String(limit))]
        default: return []
        }
    }

    static func counted(question: Int) -> String {
        JSONText.object([("type", JSONText.string("counted")), ("question", String(question))])
    }

    static func kicked() -> String {
        JSONText.object([
            ("type", JSONText.string("kicked")), ("message", JSONText.string(LiveRefusal.kicked.message)),
        ])
    }

    static func error(_ error: LiveProtocolError) -> String {
        JSONText.object([("type", JSONText.string("error")), ("message", JSONText.string(error.description))])
    }

    /// What `token`'s phone shows of the round now: the lobby, the open question (in the phone's `language` when
    /// the question has it, else the round's own words), its outcome, or the podium.
    /// What `token`'s phone shows of `round` now; `leaderboard` is the round's (`LiveRound.leaderboard`), worked
    /// out once by a caller that writes this for every phone.
    static func state(
        of round: LiveRound, for token: LiveToken, at now: Double, language: String?,
        leaderboard: @autoclosure () -> LiveLeaderboard
    ) -> String {
        switch round.phase {
        case .lobby:
            return JSONText.object([("type", JSONText.string("lobby")), ("players", String(round.players.count))])
        case .question(let index, _, _):
            let question = round.questions[index]
            let wording = question.wording(in: language)
            let answered = round.answers[token].map { String($0.option) } ?? "null"
            return JSONText.object([
                ("type", JSONText.string("question")), ("question", String(index)),
                ("count", String(round.questions.count)), ("text", JSONText.string(wording.text)),
                ("options", "[" + wording.options.map(JSONText.string).joined(separator: ",") + "]"),
                ("language", wording.language.map(JSONText.string) ?? "null"),
                ("statement", question.isStatement ? "true" : "false"), ("seconds", JSONText.number(question.seconds)),
                ("remaining", JSONText.number(round.secondsRemaining(at: now))), ("answered", answered),
            ])
        case .results(let index):
            let outcome = round.outcomes[token]
            let standing = leaderboard().standing(of: token)
            return JSONText.object([
                ("type", JSONText.string("result")), ("question", String(index)),
                ("answered", outcome?.option.map(String.init) ?? "null"),
                ("right", String(round.questions[index].rightOption)),
                ("correct", outcome?.isRight == true ? "true" : "false"), ("points", String(outcome?.points ?? 0)),
                ("bonus", String(outcome?.streakBonus ?? 0)), ("streak", String(outcome?.streak ?? 0)),
                ("total", String(standing?.points ?? 0)), ("place", String(standing?.rank ?? 0)),
                ("players", String(round.players.count)),
            ])
        case .podium:
            let board = leaderboard()
            let standing = board.standing(of: token)
            let top = board.podium.map {
                JSONText.object([
                    ("name", JSONText.string($0.name)), ("points", String($0.points)), ("rank", String($0.rank)),
                ])
            }
            return JSONText.object([
                ("type", JSONText.string("podium")), ("place", String(standing?.rank ?? 0)),
                ("points", String(standing?.points ?? 0)), ("players", String(round.players.count)),
                ("top", "[" + top.joined(separator: ",") + "]"),
            ])
        }
    }
}
