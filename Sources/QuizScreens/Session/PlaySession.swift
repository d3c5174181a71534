import CSDL2
import Foundation
import QuizCore
import QuizFlows
import TiltInput

/// Runs a scene in a window (or headless): the fixed-step loop at 120 Hz,
/// input from SDL and from scripts, the tilt feed, drawing at the display
/// rate, and screenshots. Headless sessions run on a virtual clock as fast
/// as they can and draw only for screenshots.
public final class PlaySession {
    public static let stepSeconds = 1.0 / 120
    /// A screen is captured once its entry animation has settled.
    static let screenshotDelaySeconds = 0.5
    /// After the scripts run out, the game runs this long before a headless session ends.
    static let settleSeconds = 1.0
    /// A headless session never runs past this much virtual time.
    static let virtualTimeLimitSeconds = 3600.0

    private let options: PlayOptions
    private let tilt: TiltFeed
    private let makeScene: (SoundPlayer) -> any Scene
    /// The language the home's globe steps through; nil: the config's `language` all session.
    public var languages: LanguageChoice?

    public init(options: PlayOptions, tilt: TiltFeed, makeScene: @escaping (SoundPlayer) -> any Scene) {
        self.options = options
        self.tilt = tilt
        self.makeScene = makeScene
    }

    /// Plays until the player leaves, the game ends (headless or
    /// `exitWhenDone`) or the scripts run out; returns the scene's summary.
    public func run() throws(ScreenError) -> String {
        let display = options.config.display
        let drivers = VideoDriverOrder.drivers(
            for: display.videoDriver, environment: ProcessInfo.processInfo.environment)
        let system = try SDLSystem(headless: options.headless, wantAudio: options.sound, videoDrivers: drivers)
        defer { system.close() }
        let window = try GameWindow(
            title: "TiltQuiz", width: Int(options.size.width), height: Int(options.size.height),
            fullscreen: options.fullscreen, headless: options.headless,
            rotation: DisplayRotation(degrees: display.rotationDegrees) ?? .degrees0, renderer: display.renderer)
        defer { window.close() }
        let fontPaths = try Fonts.locate()
        let icons = try IconSet(directory: PathText.join(options.assetsDirectory, "icons"))
        let painter = Painter(
            renderer: window.renderer, fonts: Fonts(regularPath: fontPaths.regular, boldPath: fontPaths.bold),
            icons: icons,
            catalog: try Painter.catalog(
                assets: options.assetsDirectory, language: options.config.languages.language.rawValue))
        defer { painter.close() }
        painter.textScalePercent = options.config.accessibility.textScalePercent
        painter.palette = options.config.accessibility.contrast == .high ? .highContrast : .standard
        painter.reducesMotion = options.config.accessibility.reduceMotion
        painter.density =
            display.dotsPerInch.flatMap { PanelDensity(dotsPerInch: Double($0)) } ?? window.reportedDensity
        // What SDL started with, in the config's language (the operator's): the video driver, sound, the renderer.
        for line in system.startLines { ProgramMessage.write(line.string(in: painter.catalog)) }
        if !options.headless { ProgramMessage.write(window.rendererDecision.line(in: painter.catalog)) }
        if let line = PanelDensity.startLine(painter.density, size: window.size, painter.catalog) {
            ProgramMessage.write(line)
        }
        let sounds = SoundPlayer(
            directory: PathText.join(options.assetsDirectory, "sounds"),
            enabled: system.audioAvailable && options.sound, volume: Double(options.config.sound.volumePercent) / 100)
        defer { sounds.close() }
        for problem in sounds.problems { ProgramMessage.write(problem.string(in: painter.catalog)) }
        if let directory = options.screenshotsDirectory {
            do {
                try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            } catch {
                throw ScreenError("cannot create the screenshot folder \(directory): \(error.localizedDescription)")
            }
        }
        let aloud = system.audioAvailable && options.sound
        let speech = try options.speech.map { options throws(ScreenError) in
            try SessionSpeech(options: options, aloud: aloud)
        }
        let scene = makeScene(sounds)
        var loop = LoopState(scene: scene, options: options, speech: speech)
        loop.languages = languages
        if let voice = options.voice {
            // Headless on the virtual clock, each utterance's decoding is waited for where it ends.
            loop.voice = try SessionVoice.start(
                options: voice, script: options.script, microphone: !options.headless,
                waitsForDecoding: options.headless && !options.wallClock)
        }
        defer { loop.voice?.close() }
        // Read aloud turned on during play (the Accessibility screen) starts speech then, without a log.
        loop.makeSpeech = { try? SessionSpeech(options: SpeechOptions(), aloud: aloud) }
        defer { loop.speech?.close() }
        try loop.run(window: window, painter: painter, tilt: tilt)
        return scene.summaryJSON()
    }
}
