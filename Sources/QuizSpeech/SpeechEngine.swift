import CEspeakNG
import Dispatch
import Foundation
import Synchronization

/// espeak-ng synthesising in this process, on a thread of its own: `say` queues a sentence and returns at once,
/// `stop` drops what is queued and cuts what is being said, and the audio device takes the samples with
/// `fill`. Nothing here waits for the synthesis, so the frame loop never does either.
///
/// espeak-ng keeps its state in globals: only the speech thread calls it (initialise, voice, synthesise), and
/// only one engine is open in a process at a time (a second `init` throws), so no two threads ever call it at
/// once.
public final class SpeechEngine: @unchecked Sendable {
    /// espeak-ng's output rate (22,050 Hz for its voices), mono signed 16-bit samples.
    public private(set) var sampleRate = 0
    /// The language asked for (`en`), which chose espeak-ng's voice; the speech log names it.
    public let language: String
    /// espeak-ng's file of the voice chosen (`gmw/en`).
    public private(set) var voiceIdentifier = ""
    /// The samples the thread made, waiting for the device.
    let samples = SpeechSamples()

    /// Guards `pending`, `nextUtterance`, `closing`, `queuedAt` and `firstMadeAt`, and wakes the thread.
    private let requests = NSCondition()
    private var pending: [(utterance: Int, text: String)] = []
    private var nextUtterance = 0
    private var closing = false
    private var queuedAt: [Int: Double] = [:]
    private var firstMadeAt: [Int: Double] = [:]
    private var samplesMade: [Int: Int] = [:]
    /// The utterance being made (0: none), written by the speech thread under `requests`.
    private var speaking = 0
    /// Whether its first samples went out; the speech thread's only (the synth callback runs on it).
    private var sentFirst = false
    private let finished = DispatchSemaphore(value: 0)

    private static let oneOpen = Mutex(false)
    /// espeak-ng's audio chunk, in ms: the first samples of a sentence arrive after this much is made. Very
    /// small buffers truncate speech (espeak-ng issue #772).
    static let chunkMilliseconds: Int32 = 60

    /// Starts the speech thread and espeak-ng on it with the voice for `language` (an ISO 639 code such as
    /// `en`, `fr`, `ar`); waits for that once. Throws when espeak-ng's data is missing or the language has no
    /// voice, or another engine is open.
    public init(language: String) throws(SpeechError) {
        let claimed = Self.oneOpen.withLock { open in
            defer { open = true }
            return !open
        }
        guard claimed else { throw SpeechError("speech off: another speech engine is already open in this process") }
        self.language = language
        let startup = Startup(language: language)
        let thread = Thread { [unowned self] in self.run(startup) }
        thread.name = "speech"
        thread.stackSize = 1 << 20
        thread.start()
        startup.started.wait()
        switch startup.result {
        case .success(let (rate, identifier)):
            // Set before `init` returns: no other thread reads them before then.
            (sampleRate, voiceIdentifier) = (rate, identifier)
        case .failure(let error):
            finished.wait()
            // The thread has ended: `deinit`, which runs for an `init` that throws, has nothing to close.
            closing = true
            Self.oneOpen.withLock { $0 = false }
            throw error
        }
    }

    /// Queues `text` to be said after what is queued; returns its number (for `timing(of:)`).
    @discardableResult
    public func say(_ text: String) -> Int {
        requests.lock()
        defer { requests.unlock() }
        nextUtterance += 1
        pending.append((nextUtterance, text))
        queuedAt[nextUtterance] = Self.now()
        requests.broadcast()
        return nextUtterance
    }

    /// Stops everything: what is queued is dropped, the sentence being made is aborted at its next chunk and
    /// the samples not yet played are thrown away.
    public func stop() {
        requests.lock()
        pending.removeAll()
        // Under the lock: a sentence queued just after is numbered `below` and kept.
        samples.stop(below: nextUtterance + 1)
        requests.broadcast()
        requests.unlock()
    }

    /// Whether nothing is queued, being made or waiting to be played.
    public var isQuiet: Bool {
        requests.lock()
        let idle = pending.isEmpty && speaking == 0
        requests.unlock()
        return idle && samples.waiting == 0
    }

    /// Takes up to `buffer.count` samples for playing; the rest of the buffer is left as it was. Returns the
    /// count taken. The audio device's callback calls it; tests read the samples with it.
    public func take(into buffer: UnsafeMutableBufferPointer<Int16>) -> Int {
        samples.take(into: buffer, now: Self.now())
    }

    /// When utterance `utterance` was queued, when its first sample was made, and when it was first taken for
    /// playing (monotonic seconds); nil for a time not reached.
    public func timing(of utterance: Int) -> SpeechTiming {
        requests.lock()
        defer { requests.unlock() }
        return SpeechTiming(
            queued: queuedAt[utterance], firstSampleMade: firstMadeAt[utterance],
            firstSampleTaken: samples.startTime(of: utterance), samplesMade: samplesMade[utterance] ?? 0)
    }

    /// Waits until `utterance` has been made whole, aborted or dropped (tests and the bench; never the frame
    /// loop).
    public func waitUntilFinished(_ utterance: Int) {
        requests.lock()
        defer { requests.unlock() }
        while !closing, speaking == utterance || pending.contains(where: { $0.utterance == utterance }) {
            requests.wait()
        }
    }

    /// Waits until `utterance`'s first samples are made, or it ended without any (tests and the bench).
    public func waitUntilStarted(_ utterance: Int) {
        requests.lock()
        defer { requests.unlock() }
        while !closing, firstMadeAt[utterance] == nil,
            speaking == utterance || pending.contains(where: { $0.utterance == utterance })
        {
            requests.wait()
        }
    }

    /// Stops speaking, ends the thread (espeak-ng terminated on it) and lets another engine open.
    public func close() {
        requests.lock()
        let wasOpen = !closing
        closing = true
        pending.removeAll()
        let below = nextUtterance + 1
        requests.broadcast()
        requests.unlock()
        guard wasOpen else { return }
        samples.stop(below: below)
        finished.wait()
        Self.oneOpen.withLock { $0 = false }
    }

    deinit {
        close()
    }

    static func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }

    // MARK: - The speech thread

    /// The thread's answer to `init`: `result` is written before `started` is signalled and read after.
    private final class Startup: @unchecked Sendable {
        let language: String
        let started = DispatchSemaphore(value: 0)
        var result: Result<(Int, String), SpeechError> = .failure(SpeechError("speech off: not started"))

        init(language: String) {
            self.language = language
        }
    }

    private func run(_ startup: Startup) {
        defer { finished.signal() }
        let opened = EspeakLibrary.open(language: startup.language)
        startup.result = opened
        startup.started.signal()
        guard case .success = opened else { return }
        espeak_SetSynthCallback { wave, count, events in
            guard let events, let context = events.pointee.user_data else { return 0 }
            let engine = Unmanaged<SpeechEngine>.fromOpaque(context).takeUnretainedValue()
            return engine.received(wave, count: Int(count)) ? 0 : 1
        }
        while let next = nextRequest() {
            sentFirst = false
            let context = Unmanaged.passUnretained(self).toOpaque()
            let bytes = Array(next.text.utf8CString)
            _ = bytes.withUnsafeBufferPointer { text in
                espeak_Synth(
                    text.baseAddress, bytes.count, 0, POS_CHARACTER, 0, UInt32(espeakCHARS_UTF8), nil, context)
            }
            requests.lock()
            speaking = 0
            requests.broadcast()
            requests.unlock()
        }
    }

    /// The next sentence to say; nil once closing. Waits while there is none.
    private func nextRequest() -> (utterance: Int, text: String)? {
        requests.lock()
        defer { requests.unlock() }
        while pending.isEmpty, !closing { requests.wait() }
        guard !closing else { return nil }
        let next = pending.removeFirst()
        speaking = next.utterance
        return next
    }

    /// espeak-ng's chunk of samples for the sentence being made; false aborts it (it was stopped).
    private func received(_ wave: UnsafeMutablePointer<Int16>?, count: Int) -> Bool {
        let utterance = speaking
        guard let wave, count > 0 else { return !samples.isStopped(utterance) }
        let first = !sentFirst
        guard samples.append(UnsafeBufferPointer(start: wave, count: count), of: utterance, isFirst: first) else {
            return false
        }
        sentFirst = true
        requests.lock()
        if first { firstMadeAt[utterance] = Self.now() }
        samplesMade[utterance, default: 0] += count
        if first { requests.broadcast() }
        requests.unlock()
        return true
    }
}

/// When an utterance was queued, made and first played, in monotonic seconds.
public struct SpeechTiming: Equatable, Sendable {
    public var queued: Double?
    public var firstSampleMade: Double?
    public var firstSampleTaken: Double?
    /// Samples made so far (all of them once finished; fewer when it was stopped).
    public var samplesMade: Int
}
