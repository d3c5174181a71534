import Foundation
import QuizCore
import QuizFlows
import QuizSpeech
import QuizText

/// How a session speaks: on or off, in which language, aloud or not, and where its log goes.
public struct SpeechOptions: Sendable, Equatable {
    /// The language the voice starts in (an ISO 639 code); it then follows the language on view.
    public var language = "en"
    /// `--speech-log`: one JSON line per utterance (`text`, `voice`, `t` on the game's clock).
    public var logPath: String?

    public init(language: String = "en", logPath: String? = nil) {
        self.language = language
        self.logPath = logPath
    }
}

/// A session's speech: the narrator fed the screen on view each step, its commands said in the language on view
/// (the catalog's words, espeak-ng's voice for that language) by espeak-ng (when sound is on) and written to the
/// speech log. Nothing here waits, except for a new voice's start when the player changes language.
final class SessionSpeech {
    private var narrator = Narrator()
    private var engine: SpeechEngine?
    private var output: SpeechOutput?
    private let log: FileHandle?
    private let aloud: Bool
    /// The voice's language (an ISO 639 code), the log's `voice`.
    private var language: String
    /// The first utterance given to the engine by the last `observe` that said something (the bench times it).
    private(set) var firstOfLastLines: Int?

    /// Speech for `options`; `aloud` when SDL's audio is started. A voice or device that cannot start is one
    /// line on stderr and the game plays on (the log is still written); a log that cannot be created throws.
    init(options: SpeechOptions, aloud: Bool) throws(ScreenError) {
        language = options.language
        self.aloud = aloud
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
        openVoice()
    }

    /// espeak-ng and the audio device for `language`, when aloud; a voice or device that cannot start is one line
    /// on stderr.
    private func openVoice() {
        guard aloud else { return }
        var engine: SpeechEngine?
        var output: SpeechOutput?
        do {
            let opened = try SpeechEngine(language: language)
            engine = opened
            output = try SpeechOutput(engine: opened)
        } catch {
            ProgramMessage.write(error.description)
        }
        self.engine = output == nil ? nil : engine
        self.output = output
        if output == nil { engine?.close() }
    }

    /// The voice follows the language on view: a new one (and its device) when the player picks another. The
    /// pseudo-locale is English, accented.
    private func follow(_ catalog: Catalog) {
        let wanted = catalog.language == "pseudo" ? "en" : catalog.language
        guard wanted != language else { return }
        language = wanted
        guard aloud else { return }
        closeVoice()
        openVoice()
    }

    private func closeVoice() {
        engine?.stop()
        output?.close()
        engine?.close()
        (engine, output) = (nil, nil)
    }

    /// Feeds the narrator the screen on view at `time` (game seconds) and says what it says in `catalog`'s
    /// language.
    func observe(_ screen: SpokenScreen?, at time: Double, catalog: Catalog) {
        follow(catalog)
        var first: Int?
        defer { if first != nil { firstOfLastLines = first } }
        for command in narrator.step(screen) {
            switch command {
            case .stop:
                engine?.stop()
            case .say(let line):
                let text = catalog(line)
                let utterance = engine?.say(text)
                if first == nil { first = utterance }
                write(text, at: time)
            }
        }
    }

    /// Says the screen on view again (the "repeat" voice command).
    func sayAgain(at time: Double, catalog: Catalog) {
        for command in narrator.sayAgain() {
            switch command {
            case .stop: engine?.stop()
            case .say(let line):
                let text = catalog(line)
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
        closeVoice()
        try? log?.close()
    }
}
