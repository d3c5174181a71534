import Foundation
import QuizCore
import QuizFlows
import QuizSpeech

/// How a session speaks: on or off, in which language, aloud or not, and where its log goes.
public struct SpeechOptions: Sendable, Equatable {
    /// The language the voice follows (an ISO 639 code; `en` until the game speaks others).
    public var language = "en"
    /// `--speech-log`: one JSON line per utterance (`text`, `voice`, `t` on the game's clock).
    public var logPath: String?

    public init(language: String = "en", logPath: String? = nil) {
        self.language = language
        self.logPath = logPath
    }
}

/// A session's speech: the narrator fed the screen on view each step, its commands given to espeak-ng (when
/// sound is on) and written to the speech log. Nothing here waits: `say` and `stop` only queue.
final class SessionSpeech {
    private var narrator = Narrator()
    private let engine: SpeechEngine?
    private let output: SpeechOutput?
    private let log: FileHandle?
    private let language: String
    /// The first utterance given to the engine by the last `observe` that said something (the bench times it).
    private(set) var firstOfLastLines: Int?

    /// Speech for `options`; `aloud` when SDL's audio is started. A voice or device that cannot start is one
    /// line on stderr and the game plays on (the log is still written); a log that cannot be created throws.
    init(options: SpeechOptions, aloud: Bool) throws(ScreenError) {
        language = options.language
        if let path = options.logPath {
            guard FileManager.default.createFile(atPath: path, contents: nil),
                let handle = FileHandle(forWritingAtPath: path)
            else {
                throw ScreenError("cannot create the speech log \(path): check the folder exists and is writable")
            }
            log = handle
        } else {
            log = nil
        }
        var engine: SpeechEngine?
        var output: SpeechOutput?
        if aloud {
            do {
                let opened = try SpeechEngine(language: options.language)
                engine = opened
                output = try SpeechOutput(engine: opened)
            } catch {
                ProgramMessage.write(error.description)
            }
        }
        self.engine = output == nil ? nil : engine
        self.output = output
        if output == nil { engine?.close() }
    }

    /// Feeds the narrator the screen on view at `time` (game seconds) and performs what it says.
    func observe(_ screen: SpokenScreen?, at time: Double) {
        var first: Int?
        defer { if first != nil { firstOfLastLines = first } }
        for command in narrator.step(screen) {
            switch command {
            case .stop:
                engine?.stop()
            case .say(let text):
                let utterance = engine?.say(text)
                if first == nil { first = utterance }
                write(text, at: time)
            }
        }
    }

    /// Says the screen on view again (the "repeat" voice command).
    func sayAgain(at time: Double) {
        for command in narrator.sayAgain() {
            switch command {
            case .stop: engine?.stop()
            case .say(let text):
                _ = engine?.say(text)
                write(text, at: time)
            }
        }
    }

    private func write(_ text: String, at time: Double) {
        guard let log else { return }
        let line = JSONText.object([
            ("text", JSONText.string(text)), ("voice", JSONText.string(language)), ("t", JSONText.number(time)),
        ])
        log.write(Data((line + "\n").utf8))
    }

    /// When `utterance` was queued, made and first played; nil without an engine.
    func timing(of utterance: Int) -> SpeechTiming? { engine?.timing(of: utterance) }

    /// Whether the engine has nothing left to say or play (true without one).
    var isQuiet: Bool { engine?.isQuiet ?? true }

    /// Stops speaking and closes the device, the engine and the log; call before SDL quits.
    func close() {
        engine?.stop()
        output?.close()
        engine?.close()
        try? log?.close()
    }
}
