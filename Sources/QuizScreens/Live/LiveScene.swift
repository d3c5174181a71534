import QuizCore
import QuizFlows
import QuizLive
import TiltInput

/// What the next round deals: its source as `live.source` names it (`trivia`, `topic:Science`) and how many
/// questions it asks. The config's at first; the operator's page changes it.
public struct LiveRoundChoice: Equatable, Sendable {
    public var source: String
    public var questions: Int

    public init(source: String, questions: Int) {
        self.source = source
        self.questions = questions
    }
}

/// What the live scene asks of its mode: the questions of a round, where a round's result goes, and who is
/// told when a join screen opens.
public struct LiveSceneHooks {
    /// The sources the operator may choose among (each with questions, and how many).
    public var sources: [LiveOperatorFlow.Source]
    /// A round's questions as `choice` says; empty when none can be dealt.
    public var questions: (_ choice: LiveRoundChoice) -> [LiveQuestion]
    /// A round reached its podium: its result to keep (the questions it dealt, in order, are `dealt`).
    public var finished: (_ result: LiveRoundResult, _ dealt: [LiveQuestion]) -> Void
    /// A join screen opened with this PIN (headless play prints it).
    public var opened: (_ pin: LivePIN) -> Void

    public init(
        sources: [LiveOperatorFlow.Source],
        questions: @escaping (_ choice: LiveRoundChoice) -> [LiveQuestion],
        finished: @escaping (_ result: LiveRoundResult, _ dealt: [LiveQuestion]) -> Void,
        opened: @escaping (_ pin: LivePIN) -> Void
    ) {
        self.sources = sources
        self.questions = questions
        self.finished = finished
        self.opened = opened
    }
}

/// The big screen of a live round: it follows the round `LiveHost` holds, lets `LiveDirector` say when the
/// round moves on (unattended, or the operator's Enter), performs that on the host, and draws the stage on view
/// (`LiveView`). The phones' side is the host's listener; this scene decides nothing of the round itself.
public final class LiveScene: Scene, KioskPlayable {
    public let host: LiveHost
    /// What the QR code holds: `live.public_url`, or the listener's `http://HOST:PORT/`.
    public let joinURL: String
    /// The QR code of `joinURL`; nil when it cannot be one (the join screen then shows the address alone).
    let code: LiveQRCode?
    let hooks: LiveSceneHooks
    public private(set) var director: LiveDirector
    private(set) var log = LiveRoundLog()
    /// The round as last read from the host.
    public private(set) var round: LiveRound
    /// Rounds played to their podium and handed to `hooks.finished`.
    public private(set) var roundsKept = 0
    private var keptThisRound = false
    private var announced = false
    /// The operator's last start that found no questions, for the join screen to say so.
    private(set) var noQuestions = false
    public private(set) var wantsQuit = false
    /// What the next round deals (the operator's page changes it).
    public private(set) var choice: LiveRoundChoice
    public var isInKiosk = false
    public var offersHome = false

    public init(
        host: LiveHost, joinURL: String, timing: LiveDirector.Timing, choice: LiveRoundChoice, hooks: LiveSceneHooks
    ) {
        self.host = host
        self.choice = choice
        self.joinURL = joinURL
        self.hooks = hooks
        code = try? LiveQRCode.encode(joinURL)
        director = LiveDirector(timing: timing, at: host.now())
        round = host.round
    }

    /// The host's seconds now: the countdowns' clock.
    var now: Double { host.now() }

    public var screenName: String {
        switch director.stage {
        case .join: return "live-join"
        case .question: return "live-question"
        case .distribution: return "live-distribution"
        case .leaderboard: return "live-leaderboard"
        case .podium: return "live-podium"
        }
    }

    public var isDone: Bool { roundsKept > 0 }
    public var modeName: String { GameMode.live.rawValue }
    public var isPlaying: Bool { director.stage != .join && director.stage != .podium }
    public var usesTilt: Bool { false }
    public var progress: RoundProgress {
        let answered = round.currentQuestion.map { $0.index + 1 } ?? 0
        return RoundProgress(
            answered: answered, right: 0, roundLength: round.questions.isEmpty ? nil : round.questions.count)
    }

    /// The round goes on without the kiosk's reset: the room is playing it, not one visitor.
    public func stepTowardTitle(at time: Double) -> Bool { true }

    /// The join screen, the round and the podium are what the kiosk shows, idle or not.
    public var hostsRoom: Bool { true }

    public func handle(_ input: InputEvent, at time: Double) {
        switch input {
        case .key(let name, let down):
            guard down else { return }
            if KeyName.back.contains(name), !isInKiosk {
                wantsQuit = true
            } else if KeyName.confirm.contains(name) {
                follow()
                if let directive = director.advance(round, at: now) { perform(directive) }
            }
        case .tap, .swipe, .scroll, .touch, .quit, .text:
            break
        }
    }

    public func handle(_ tilt: TimedTiltEvent) {}

    /// The operator's page: the next round's source and question count, and the names joined.
    public func roomPage() -> (any OperatorPage)? { LiveOperatorPage(scene: self) }

    /// The next round deals as `choice` says; a start refused for want of questions may be tried again.
    func choose(_ choice: LiveRoundChoice) {
        self.choice = choice
        noQuestions = false
    }

    /// Removes the player called `name` from the round (their phone is told); false when nobody is.
    @discardableResult func kick(_ name: String) -> Bool {
        guard let player = host.round.players.first(where: { $0.name == name }) else { return false }
        let refused = host.kick(player.token)
        follow()
        return refused == nil
    }

    public func update(at time: Double) {
        if !announced {
            announced = true
            hooks.opened(round.pin)
        }
        // The frame never waits for the phones: a round a phone's message holds this instant is read next frame.
        host.tickIfFree()
        follow(waiting: false)
        if let directive = director.step(round, at: now) { perform(directive) }
    }

    /// Reads the round (the one read last, when not `waiting` and a phone's message holds it) and notes its
    /// closed questions; keeps its result once, at its podium.
    private func follow(waiting: Bool = true) {
        round = waiting ? host.round : host.roundIfFree ?? round
        log.observe(round)
        if round.phase == .podium, !keptThisRound, !round.questions.isEmpty {
            keptThisRound = true
            roundsKept += 1
            hooks.finished(log.result(of: round), round.questions)
        }
    }

    private func perform(_ directive: LiveDirective) {
        switch directive {
        case .start:
            let questions = hooks.questions(choice)
            noQuestions = questions.isEmpty
            guard !noQuestions else { return }
            host.start(questions)
        case .next:
            host.next()
        case .newRound:
            host.newRound()
            log = LiveRoundLog()
            keptThisRound = false
            noQuestions = false
            round = host.round
            hooks.opened(round.pin)
        }
        follow()
        _ = director.step(round, at: now)
    }

    public func draw(_ painter: Painter, at time: Double) {
        LiveView(scene: self, size: painter.size, textScale: Double(painter.textScalePercent) / 100).draw(painter)
    }

    public func summaryJSON() -> String {
        let players = round.standings.map {
            "{\"name\":\(JSONText.string($0.name)),\"points\":\($0.points),\"rank\":\($0.rank)}"
        }
        return "{\"mode\":\"live\",\"screen\":\(JSONText.string(screenName)),\"pin\":\"\(round.pin.digits)\","
            + "\"rounds\":\(roundsKept),\"players\":[\(players.joined(separator: ","))]}"
    }
}
