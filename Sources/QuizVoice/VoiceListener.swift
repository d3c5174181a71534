import Foundation

/// The recogniser on a thread of its own, so that decoding never holds the game's frame loop: utterances are
/// handed in (from the microphone's callback or a script's WAV, cut by `UtteranceCutter`) and what was heard in
/// each is collected by the loop when it next looks. Nothing is recorded or kept: an utterance's samples are
/// dropped once decoded.
public final class VoiceListener: @unchecked Sendable {
    /// One utterance decoded.
    public struct Result: Sendable {
        /// The number `submit` gave the utterance.
        public let ticket: Int
        /// The command heard in it, or nil (noise, music, a word that is no command).
        public let heard: VoiceHeard?
        /// When the utterance was handed in and when its decoding ended (monotonic, for the latency figures).
        public let submitted: ContinuousClock.Instant
        public let decoded: ContinuousClock.Instant
    }

    private let condition = NSCondition()
    /// An utterance handed in and not yet decoded.
    private typealias Waiting = (
        ticket: Int, samples: [Int16], commands: Set<VoiceCommand>, submitted: ContinuousClock.Instant
    )
    private var waiting: [Waiting] = []
    /// The commands the screen on view takes: what an utterance handed in now is decoded for.
    private var listening = Set(VoiceCommand.allCases)
    private var done: [Result] = []
    private var nextTicket = 0
    private var lastDecoded = -1
    private var stopping = false
    private var thread: Thread?
    /// Used on the listening thread alone.
    private let recognizer: VoiceRecognizer

    /// Loads the model and grammar (about a second, on the caller's thread) and starts the listening thread;
    /// throws the line to show when voice cannot be on.
    public init(model: VoiceModel = .debianEnglish) throws(VoiceError) {
        recognizer = try VoiceRecognizer(model: model)
        let thread = Thread { [self] in run() }
        thread.name = "tiltquiz-voice"
        self.thread = thread
        thread.start()
    }

    /// Listens for `commands` alone in the utterances handed in from now on (the screen on view's; none hears
    /// nothing). Any thread.
    public func listen(for commands: Set<VoiceCommand>) {
        condition.lock()
        listening = commands
        condition.unlock()
    }

    /// Hands in one utterance (16 kHz mono) to decode for the commands listened for now; returns its ticket.
    /// Never waits for decoding.
    @discardableResult
    public func submit(_ samples: [Int16]) -> Int {
        condition.lock()
        defer { condition.unlock() }
        let ticket = nextTicket
        nextTicket += 1
        waiting.append((ticket, samples, listening, .now))
        condition.broadcast()
        return ticket
    }

    /// The utterances decoded since the last call, oldest first.
    public func collect() -> [Result] {
        condition.lock()
        defer { condition.unlock() }
        let results = done
        done = []
        return results
    }

    /// Waits until every utterance handed in so far is decoded, at most `limit` seconds (a headless game on
    /// its virtual clock does, so that a command lands at the same game time on every run).
    public func waitForAll(limit: Double = 10) {
        let deadline = Date(timeIntervalSinceNow: limit)
        condition.lock()
        defer { condition.unlock() }
        while lastDecoded < nextTicket - 1, !stopping {
            if !condition.wait(until: deadline) { return }
        }
    }

    /// Stops the thread (what was waiting is dropped undecoded) and waits for it to end.
    public func close() {
        condition.lock()
        stopping = true
        waiting = []
        condition.broadcast()
        while thread != nil { condition.wait() }
        condition.unlock()
    }

    private func run() {
        while true {
            condition.lock()
            while waiting.isEmpty, !stopping { condition.wait() }
            if stopping {
                thread = nil
                condition.broadcast()
                condition.unlock()
                return
            }
            let next = waiting.removeFirst()
            condition.unlock()
            recognizer.listen(for: next.commands)
            let heard = recognizer.recognize(next.samples)
            let result = Result(ticket: next.ticket, heard: heard, submitted: next.submitted, decoded: .now)
            condition.lock()
            done.append(result)
            lastDecoded = next.ticket
            condition.broadcast()
            condition.unlock()
        }
    }

    deinit {
        if thread != nil { close() }
    }
}
