import Foundation
import QuizApp
import QuizConfig
import QuizCore
import QuizLive
import QuizText
import Synchronization

/// `tiltquiz bench --only live` (issue 39): phones play a whole round against the real listener on loopback.
/// `phones` websocket clients (`LiveBenchPhone`) join, then each answers every question at a random moment of
/// its countdown; the host's own timer closes each question and the bench moves on as the big screen's Enter
/// would. Measured: answer-to-acknowledge times (the phone's send to its `counted`), the answers the round
/// counted against those the phones sent, and the host's resident memory before the listener and with every
/// phone connected (the phones play from a child process, so that figure is the host's alone).
enum LiveBench {
    /// What the live part measured.
    struct Figures: Encodable, Sendable {
        var phones: Int
        var questions: Int
        var joined: Int
        var sent: Int
        var acknowledged: Int
        /// Answers the round held when each question closed, summed.
        var counted: Int
        var ackMedianMs: Double
        var ackP99Ms: Double
        var ackMaxMs: Double
        var memoryBeforeMB: Double
        /// With the listener up and no phone yet.
        var memoryListeningMB: Double
        var memoryAtPhonesMB: Double
        /// Whether the phones played from a child process (the memory figures are then the host's alone).
        var phonesApart: Bool
        var seconds: Double
        /// The big screen drawn while the phones played, when the size asks for it.
        var frames: LiveBenchFrames.Figures?
    }

    /// A round of `questions` questions of `questionSeconds` each, played by `phones` phones.
    struct Size: Sendable {
        var phones: Int
        var questions: Int
        var questionSeconds: Double
        /// Whether the phones play from a child process (`tiltquiz bench-phones`), so that the memory measured
        /// is the host's alone; false plays them in this process.
        var phonesApart = true
        /// Each phone answers within this many seconds of a question opening; nil: its first 80 %. (The round
        /// closes a question early once every phone has answered.)
        var answerWithin: Double? = nil
        /// Draws the big screen too (`LiveBenchFrames`), after trivia's question for this many frames; nil: the
        /// listener alone. Each question's results then stay up half a second, for the screen to show them.
        var floorFrames: Int? = nil

        /// The seconds within which each phone answers.
        var answerSeconds: Double { answerWithin ?? questionSeconds * 0.8 }

        static func asked(quick: Bool) -> Size {
            quick
                ? Size(phones: 40, questions: 3, questionSeconds: 2, floorFrames: 120)
                : Size(phones: 200, questions: 10, questionSeconds: 4, floorFrames: 600)
        }
    }

    static func run(size: Size) throws -> Figures {
        try FleetBench.blocking { try await measure(size) }
    }

    /// The round played, and with `floorFrames` the big screen drawn beside it on a thread of its own
    /// (`LiveBenchFrames`), so that no thread of the tasks' pool waits on the round while it needs them.
    static func measure(_ size: Size) async throws -> Figures {
        let host = LiveHost(joinsPerMinute: size.phones * 2)
        guard let floorFrames = size.floorFrames else { return try await play(size, host: host, round: nil) }
        let round = LiveBenchRound()
        async let frames = LiveBenchFrames.onThreadOfItsOwn(host: host, round: round, floorFrames: floorFrames)
        let played: Result<Figures, any Error>
        do {
            played = .success(try await play(size, host: host, round: round))
        } catch {
            played = .failure(error)
        }
        round.finish()
        let screen = await frames
        var figures = try played.get()
        figures.frames = try screen.get()
        return figures
    }

    private static func play(_ size: Size, host: LiveHost, round: LiveBenchRound?) async throws -> Figures {
        let started = ContinuousClock.now
        let before = ProcessMemory.residentMB()
        let pages = try PhonePages(
            folder: CatalogFolder(assets: try FrameBench.assets()), offered: GameLanguage.spoken.map(\.rawValue),
            fallback: "en")
        let session = try await LiveServer.start(
            listen: LiveListen(host: "127.0.0.1", port: 0), host: host, pages: pages)
        round?.listening(on: session.port)
        // With the big screen drawn, its window, fonts and floor come before the phones, so that what the phones
        // add is theirs (and the names on the join screen). The floor takes 10 s of frames (2 with --quick).
        if let round { try await waitUntil(seconds: 120) { round.isScreenReady } }
        let listening = ProcessMemory.residentMB()
        let log = LiveBenchLog()
        let questions = try (0..<size.questions).map { index in
            try LiveQuestion(
                text: "Bench question \(index + 1)?", options: ["A", "B", "C", "D"], rightOption: index % 4,
                seconds: size.questionSeconds)
        }
        var counted = 0
        var atPhones = before
        do {
            // The phones: in a child `tiltquiz bench-phones` (the bench: the host's memory alone), or in this
            // process (a test, whose process is not tiltquiz).
            let child =
                size.phonesApart ? try LiveBenchPhones.child(port: session.port, pin: host.pin.digits, size) : nil
            let phones =
                size.phonesApart
                ? nil
                : Task {
                    try await LiveBenchPhones.playing(
                        port: session.port, pin: host.pin.digits, size, log: log)
                }
            try await waitUntil(seconds: 60) { host.round.players.count >= size.phones }
            atPhones = ProcessMemory.residentMB()
            host.start(questions)
            for index in 0..<size.questions {
                try await waitUntil(seconds: size.questionSeconds + 30) {
                    if case .results(index) = host.round.phase { return true }
                    return false
                }
                counted += host.round.answers.count
                if let round {
                    // The results stay up half a second, and until the screen has drawn them (a slow build, a busy
                    // machine), so that every question's are measured.
                    try await Task.sleep(for: .milliseconds(500))
                    try await waitUntil(seconds: 60) { round.hasDrawn(.distribution(index)) }
                }
                host.next()
            }
            if let round { try await waitUntil(seconds: 60) { round.hasDrawn(.podium) } }
            try await phones?.value
            if let child { try log.add(json: child.waitForOutput(timeout: 60)) }
        } catch {
            await session.stop()
            throw error
        }
        await session.stop()
        let acks = log.acknowledgements.sorted()
        func percentile(_ share: Double) -> Double {
            acks.isEmpty ? 0 : acks[min(acks.count - 1, Int((Double(acks.count) * share).rounded(.up)) - 1)] * 1000
        }
        return Figures(
            phones: size.phones, questions: size.questions, joined: log.joined, sent: log.sent,
            acknowledged: acks.count, counted: counted, ackMedianMs: percentile(0.5), ackP99Ms: percentile(0.99),
            ackMaxMs: (acks.last ?? 0) * 1000, memoryBeforeMB: before, memoryListeningMB: listening,
            memoryAtPhonesMB: atPhones,
            phonesApart: size.phonesApart,
            seconds: (ContinuousClock.now - started).seconds, frames: nil)
    }

    /// Polls `condition` every 5 ms until it holds; an error after `seconds`.
    private static func waitUntil(seconds: Double, _ condition: () -> Bool) async throws {
        let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
        while !condition() {
            guard ContinuousClock.now < deadline else {
                throw CommandFailure("the live round did not move on within \(Int(seconds)) s")
            }
            try await Task.sleep(for: .milliseconds(5))
        }
    }
}

/// The round and the big screen's thread, each waiting on the other: the listener's port once it listens,
/// whether the screen has measured its floor (the round starts after; also once the screen gave up), and
/// whether the round is over.
final class LiveBenchRound: Sendable {
    private let state = Mutex<(port: Int?, screenReady: Bool, screenEnded: Bool, drawn: [LiveStage], over: Bool)>(
        (nil, false, false, [], false))

    func listening(on port: Int) { state.withLock { $0.port = port } }
    func screenIsReady() { state.withLock { $0.screenReady = true } }
    /// The screen drew a frame of `stage`.
    func drew(_ stage: LiveStage) {
        state.withLock { if $0.drawn.last != stage { $0.drawn.append(stage) } }
    }
    /// The screen stopped drawing (the round's end, or an error it reports): nothing waits for it any more.
    func screenEnds() { state.withLock { $0.screenEnded = true } }
    func finish() { state.withLock { $0.over = true } }

    var port: Int? { state.withLock { $0.port } }
    var isScreenReady: Bool { state.withLock { $0.screenReady } }
    var isOver: Bool { state.withLock { $0.over } }
    /// Whether the screen has drawn `stage`, or has stopped drawing.
    func hasDrawn(_ stage: LiveStage) -> Bool { state.withLock { $0.screenEnded || $0.drawn.contains(stage) } }
}

/// What the bench's phones saw, from their tasks.
final class LiveBenchLog: Sendable {
    private let state = Mutex<(joined: Int, sent: Int, acks: [Double])>((0, 0, []))

    func joinedOne() { state.withLock { $0.joined += 1 } }
    func sentOne() { state.withLock { $0.sent += 1 } }
    func acknowledged(after seconds: Double) { state.withLock { $0.acks.append(seconds) } }

    /// What a child's phones saw, as it prints it: `{"joined":N,"sent":N,"acks":[seconds...]}`.
    func json() -> String {
        let (joined, sent, acks) = state.withLock { ($0.joined, $0.sent, $0.acks) }
        return "{\"joined\":\(joined),\"sent\":\(sent),\"acks\":[\(acks.map { String($0) }.joined(separator: ","))]}"
    }

    /// Adds what a child's phones saw (`json()`).
    func add(json text: String) throws {
        guard case .object(let fields)? = try? JSONValue.parse(text.trimmingCharacters(in: .whitespacesAndNewlines)),
            case .number(let joined)? = fields["joined"], case .number(let sent)? = fields["sent"],
            case .array(let acks)? = fields["acks"]
        else { throw CommandFailure("the bench's phones printed something it cannot read: \(text.prefix(200))") }
        let seconds = acks.compactMap { value -> Double? in
            if case .number(let number) = value { return Double(number.text) }
            return nil
        }
        state.withLock {
            $0.joined += Int(joined.text) ?? 0
            $0.sent += Int(sent.text) ?? 0
            $0.acks += seconds
        }
    }

    var joined: Int { state.withLock { $0.joined } }
    var sent: Int { state.withLock { $0.sent } }
    var acknowledgements: [Double] { state.withLock { $0.acks } }
}

extension Duration {
    /// The duration in seconds.
    var seconds: Double { Double(components.seconds) + Double(components.attoseconds) * 1e-18 }
}

extension LiveBench.Figures {
    /// The live part's lines in `tiltquiz bench`'s text report, each figure beside its target.
    func lines() -> [String] {
        [
            String(
                format: "live:   %d phones joined of %d, a round of %d questions in %.1f s; %d answers sent, %d "
                    + "acknowledged, %d counted by the round (target: none lost)",
                joined, phones, questions, seconds, sent, acknowledged, counted),
            String(
                format:
                    "        answer to acknowledge: median %.2f ms, p99 %.2f ms, max %.2f ms (target p99 <= 50 ms); "
                    + "the host's resident memory %.1f MB before the listener, %.1f MB listening, %.1f MB with every "
                    + "phone in (+%.1f MB for the phones%@; target <= +20 MB)",
                ackMedianMs, ackP99Ms, ackMaxMs, memoryBeforeMB,
                memoryListeningMB, memoryAtPhonesMB, memoryAtPhonesMB - memoryListeningMB,
                (phonesApart ? "" : ", their clients included") + (frames == nil ? "" : "; listening: with the screen")),
        ] + (frames.map { [$0.line()] } ?? [])
    }
}
