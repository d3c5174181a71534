import Foundation
import QuizCore
import QuizVoice

/// How a session listens: on or off, and where the recogniser's model is.
public struct VoiceOptions: Sendable, Equatable {
    /// PocketSphinx's English model (Debian's `pocketsphinx-en-us` unless a test says otherwise).
    public var model = VoiceModel.debianEnglish
    /// Whether the microphone could not be opened, once the session has tried (the Accessibility screen says so).
    public let microphone = MicrophoneStatus()

    public init(model: VoiceModel = .debianEnglish) {
        self.model = model
    }

    public static func == (lhs: VoiceOptions, rhs: VoiceOptions) -> Bool { lhs.model == rhs.model }
}

/// Whether a session's microphone is missing or busy, set by the session and read by the screens.
public final class MicrophoneStatus: @unchecked Sendable {
    private let lock = NSLock()
    private var missingNow = false

    public init() {}

    /// True once the microphone could not be opened.
    public var isMissing: Bool {
        lock.lock()
        defer { lock.unlock() }
        return missingNow
    }

    func noteMissing() {
        lock.lock()
        missingNow = true
        lock.unlock()
    }
}

/// A session's voice commands: the recogniser's thread (`VoiceListener`) fed by the microphone, or by the
/// script's `say` lines played into it at their moment (then no microphone is opened), and the commands it heard
/// handed to the loop each step, with the caption saying what was heard.
final class SessionVoice {
    /// How long the caption of what was heard stays.
    static let captionSeconds = 1.2

    private let listener: VoiceListener
    private var microphone: MicrophoneCapture?
    /// The script's sound, cut into utterances on the loop's thread as a microphone's would be.
    private var cutter = UtteranceCutter()
    /// The `say` WAVs, read once at the start, by their path.
    private let waves: [String: [Int16]]
    /// What is being played into the recogniser: the samples and where the next to feed begins.
    private var playing: [Int16] = []
    private var fedThrough: Double?
    /// The hiss's pseudo-random state: the same on every run.
    private var hiss: UInt32 = 12_345
    /// A headless game on its virtual clock waits for each utterance's decoding where it ends, so that a
    /// command lands at the same game time on every run.
    private let waitsForDecoding: Bool
    /// The commands listened for now.
    private var listeningFor = Set(VoiceCommand.allCases)
    /// What was last heard and when (the caption).
    private(set) var lastHeard: (words: String, at: Double)?
    /// Each utterance's decoding time (from its end to the command), for the latency figures.
    private(set) var decodingSeconds: [Double] = []

    /// Starts listening: the model is loaded (a second); the script's `say` WAVs are read (a line naming the
    /// file and why when one cannot be); without any, the microphone is opened when `microphone` (not headless). Voice that cannot start is one
    /// line on stderr and nil: the game plays on by touch and keys.
    static func start(
        options: VoiceOptions, script: InputScript?, microphone: Bool, waitsForDecoding: Bool
    ) throws(ScreenError) -> SessionVoice? {
        var waves: [String: [Int16]] = [:]
        for (_, step) in script?.steps ?? [] {
            guard case .say(let path, let line) = step, waves[path] == nil else { continue }
            do {
                waves[path] = try PCMWave.samples(atPath: path)
            } catch {
                throw ScreenError("\(script?.file ?? "script"):\(line): \(error.description)")
            }
        }
        let listener: VoiceListener
        do {
            listener = try VoiceListener(model: options.model)
        } catch {
            ProgramMessage.write(error.description)
            return nil
        }
        let voice = SessionVoice(listener: listener, waves: waves, waitsForDecoding: waitsForDecoding)
        if waves.isEmpty, microphone {
            do {
                voice.microphone = try MicrophoneCapture(listener: listener)
            } catch {
                ProgramMessage.write(error.description)
                options.microphone.noteMissing()
            }
        }
        return voice
    }

    private init(listener: VoiceListener, waves: [String: [Int16]], waitsForDecoding: Bool) {
        self.listener = listener
        self.waves = waves
        self.waitsForDecoding = waitsForDecoding
    }

    /// Plays the `say` line's WAV into the recogniser from `time` (after what is still playing).
    func say(_ path: String, at time: Double) {
        playing += waves[path] ?? []
        if fedThrough == nil { fedThrough = time }
    }

    /// Listens for the commands `screen` takes from now on; none when no screen takes any.
    func listen(for screen: VoiceScreen?) {
        let commands = screen?.commands ?? []
        guard commands != listeningFor else { return }
        listeningFor = commands
        listener.listen(for: commands)
    }

    /// The commands heard by `time`: the script's sound fed up to then (silence between its WAVs), each
    /// utterance that ended handed to the recogniser, what it decoded collected.
    func heard(at time: Double) -> [VoiceCommand] {
        if let from = fedThrough {
            let count = max(0, Int(((time - from) * Double(VoiceRecognizer.sampleRate)).rounded()))
            var samples = [Int16](repeating: 0, count: count)
            let taken = min(count, playing.count)
            samples.replaceSubrange(0..<taken, with: playing[0..<taken])
            playing.removeFirst(taken)
            // A microphone's own faint hiss (about -60 dBFS) under the script's sound: the decoder's running mean
            // goes wrong on digital silence, missing words after other words (docs/performance.md).
            for index in samples.indices {
                hiss = hiss &* 1_664_525 &+ 1_013_904_223
                samples[index] = samples[index].addingReportingOverflow(Int16(Int(hiss >> 16) % 61 - 30)).partialValue
            }
            fedThrough = from + Double(count) / Double(VoiceRecognizer.sampleRate)
            let ended = samples.withUnsafeBufferPointer { cutter.push($0) }
            for utterance in ended { listener.submit(utterance) }
            if !ended.isEmpty, waitsForDecoding { listener.waitForAll() }
        }
        var commands: [VoiceCommand] = []
        for result in listener.collect() {
            decodingSeconds.append(Self.seconds(result.decoded - result.submitted))
            guard let heard = result.heard else { continue }
            commands.append(heard.command)
            lastHeard = (heard.words, time)
        }
        return commands
    }

    /// The caption's words while it shows at `time`.
    func caption(at time: Double) -> String? {
        guard let lastHeard, time - lastHeard.at < Self.captionSeconds else { return nil }
        return lastHeard.words
    }

    /// Stops the microphone and the recogniser's thread.
    func close() {
        microphone?.close()
        listener.close()
    }

    private static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}
