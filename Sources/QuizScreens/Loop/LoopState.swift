import CSDL2
import Foundation
import ProcessLifecycle
import QuizCore
import QuizText
import QuizVoice
import TiltInput

/// The main loop's moving parts, kept together so the loop body reads as
/// the steps it takes.
struct LoopState {
    let scene: any Scene
    let options: PlayOptions
    /// Speech out, fed the screen on view after every step; nil when off.
    private(set) var speech: SessionSpeech?
    /// Starts speech once the scene wants it (the Accessibility screen's Read aloud turned on); nil once tried.
    var makeSpeech: (() -> SessionSpeech?)?
    /// Voice commands in: what the recogniser heard handed to the scene each step; nil when off.
    var voice: SessionVoice?
    /// The language the home's globe chose: shown from the next frame; nil: the session's stays.
    var languages: LanguageChoice?
    private var scriptIndex = 0
    private var simulatedTime = 0.0
    private var shownScreen: String
    private var pendingShot: (name: String, due: Double)?
    private var shotCount = 0
    private var finished = false
    private var skipper = FrameSkipper()
    /// Whether this turn of the loop handled input (an event, a scripted step, a tilt event).
    private var inputArrived = false

    init(scene: any Scene, options: PlayOptions, speech: SessionSpeech? = nil) {
        self.scene = scene
        self.options = options
        self.speech = speech
        self.shownScreen = scene.screenName
        self.pendingShot =
            options.screenshotsDirectory == nil ? nil : (scene.screenName, PlaySession.screenshotDelaySeconds)
    }

    mutating func run(window: GameWindow, painter: Painter, tilt: TiltFeed) throws(ScreenError) {
        let compositor = FrameCompositor(painter: painter)
        defer { compositor.close() }
        if let voice {
            compositor.overlay = { painter, time in VoiceCaptionView.draw(voice.caption(at: time), painter) }
        }
        // Known once: asking `clock as? VirtualClock` every turn was a dynamic cast 60 times a second.
        let virtualClock = options.headless && !options.wallClock ? VirtualClock() : nil
        let clock: any GameClock = virtualClock ?? RealClock()
        let realTime = clock.isRealTime
        let events = SDLEvents()
        let frameSeconds = 1.0 / 60
        var watchdog = Watchdog()
        defer { watchdog.stopping() }
        while !finished {
            // SIGTERM or SIGINT: the session ends as when the player leaves (a kiosk too), and `play` saves,
            // checkpoints and seals the store before it exits.
            if StopSignals.requested { break }
            let frameStart = clock.now()
            inputArrived = false
            if let virtual = virtualClock {
                virtual.advance(by: PlaySession.stepSeconds)
            } else {
                for event in events.poll(window: windowPoints(window), transform: window.transform) {
                    inputArrived = true
                    // A kiosk ignores window close; its scene leaves only through the admin menu.
                    if event == .quit, !options.config.kiosk { finished = true }
                    scene.handle(laidOut(event, painter: painter), at: simulatedTime)
                }
                window.updateCursor(mouseMoved: events.mouseMoved, at: clock.now())
            }
            // Fixed steps up to now; a stall of more than 0.25 s is not replayed.
            let target = clock.now()
            if target - simulatedTime > 0.25 { simulatedTime = target - 0.25 }
            while simulatedTime + PlaySession.stepSeconds <= target + 1e-9, !finished {
                simulatedTime += PlaySession.stepSeconds
                try step(at: simulatedTime, window: window, compositor: compositor, tilt: tilt)
            }
            if realTime, !options.headless, !finished, skipper.shouldList(inputArrived: inputArrived) {
                let frame = compositor.record(scene, size: window.size, at: simulatedTime)
                if skipper.needsDrawing(frame, now: clock.now()) {
                    try window.beginFrame()
                    compositor.draw(frame, target: window.transform)
                    window.present()
                    if options.quitAfterFirstFrame { finished = FirstFrame.report() }
                }
            }
            if realTime, !finished {
                let turnSeconds = frameSeconds * Double(skipper.framesPerTurn)
                let spent = clock.now() - frameStart
                if spent < turnSeconds { SDL_Delay(UInt32((turnSeconds - spent) * 1000)) }
            }
            watchdog.loopTurned(screen: scene.screenName)
        }
    }

    private mutating func step(
        at time: Double, window: GameWindow, compositor: FrameCompositor, tilt: TiltFeed
    ) throws(ScreenError) {
        let transform = window.transform
        var due: [InputScript.Step] = []
        if let script = options.script {
            while scriptIndex < script.steps.count, script.steps[scriptIndex].time <= time + 1e-9 {
                due.append(script.steps[scriptIndex].step)
                scriptIndex += 1
            }
        }
        // Input may change the screen: capture the one on view before it goes.
        if !due.isEmpty { try shootPending(at: time, window: window, compositor: compositor, force: true) }
        // A finger taps what is on the panel: a headless game draws the frame a scripted tap hits.
        if options.headless, due.contains(where: Self.touchesTheScreen) {
            let size = try window.beginFrame()
            compositor.drawWhole(scene, size: size, target: window.transform, at: time)
        }
        if !due.isEmpty { inputArrived = true }
        let painter = compositor.painter
        for step in due {
            switch step {
            case .key(let name, let down):
                scene.handle(laidOut(.key(name, down: down), painter: painter), at: time)
            case .press(let name):
                scene.handle(laidOut(.key(name, down: true), painter: painter), at: time)
                scene.handle(laidOut(.key(name, down: false), painter: painter), at: time)
            case .tap(let x, let y):
                // Scripted taps are fractions of the panel, where a finger would touch it.
                let point = transform.gamePoint(
                    fromPanel: x * transform.panelSize.width, y * transform.panelSize.height)
                scene.handle(laidOut(.tap(x: point.x, y: point.y), painter: painter), at: time)
            case .swipe(let direction):
                scene.handle(laidOut(.swipe(transform.gameDirection(fromPanel: direction)), painter: painter), at: time)
            case .touch(let finger, let x, let y, let down):
                let point = transform.gamePoint(
                    fromPanel: x * transform.panelSize.width, y * transform.panelSize.height)
                scene.handle(
                    laidOut(.touch(finger: finger, x: point.x, y: point.y, down: down), painter: painter), at: time)
                if !down { scene.handle(laidOut(.tap(x: point.x, y: point.y), painter: painter), at: time) }
            case .scroll(let rows):
                scene.handle(.scroll(rows), at: time)
            case .text(let text):
                scene.handle(.text(text), at: time)
            case .wait:
                break
            case .untilFile(let path):
                Self.hold(until: path)
            case .say(let path, _):
                voice?.say(path, at: time)
            }
        }
        voice?.listen(for: scene.voiceScreen)
        for command in voice?.heard(at: time) ?? [] { hear(command, at: time, catalog: painter.catalog) }
        for event in tilt.events(through: time) {
            inputArrived = true
            if case .commit = event.event {
                try shootPending(at: time, window: window, compositor: compositor, force: true)
            }
            scene.handle(painter.mirrored ? InputMirror.flipped(event) : event)
        }
        scene.update(at: time)
        followLanguage(painter)
        let speaking = scene.speechWanted ?? (speech != nil)
        if speaking, speech == nil, let make = makeSpeech {
            makeSpeech = nil
            speech = make()
        }
        // Turned off, the narrator hears no screen: it stops, and starts the screen on view again when back on.
        speech?.observe(speaking ? scene.spokenScreen(at: time) : nil, at: time, catalog: painter.catalog)
        if scene.screenName != shownScreen {
            shownScreen = scene.screenName
            if options.screenshotsDirectory != nil {
                pendingShot = (shownScreen, time + PlaySession.screenshotDelaySeconds)
            }
        }
        try shootPending(at: time, window: window, compositor: compositor, force: false)
        finished = finished || shouldEnd(at: time, tilt: tilt)
    }

    /// The painter gets the catalog of the language chosen (speech follows the painter's); a language whose
    /// texts cannot be loaded is named on stderr and the one on view stays.
    private func followLanguage(_ painter: Painter) {
        guard let languages, languages.current != painter.catalog.language else { return }
        do {
            painter.catalog = try Painter.catalog(assets: options.assetsDirectory, language: languages.current)
        } catch {
            ProgramMessage.write(
                "language \(languages.current): \(error.message); staying in \(painter.catalog.language)")
            languages.stay(in: painter.catalog.language)
        }
    }

    /// A command heard: what it means on the screen on view (`VoiceActions`), done by the scene, or the
    /// screen said again.
    private mutating func hear(_ command: VoiceCommand, at time: Double, catalog: Catalog) {
        inputArrived = true
        guard let screen = scene.voiceScreen, let action = VoiceActions.action(for: command, on: screen) else { return }
        if action == .sayAgain {
            speech?.sayAgain(at: time, catalog: catalog)
        } else {
            scene.perform(action, at: time)
        }
    }

    private mutating func shootPending(
        at time: Double, window: GameWindow, compositor: FrameCompositor, force: Bool
    ) throws(ScreenError) {
        guard let shot = pendingShot, let directory = options.screenshotsDirectory else { return }
        // Half a second after the screen changed, once it has come to rest (a spinner landed, a count
        // reached), and never later than ten seconds after.
        let due = time + 1e-9 >= shot.due
        guard force || (due && (scene.isSettled(at: time) || time >= shot.due + 10)) else { return }
        pendingShot = nil
        shotCount += 1
        let size = try window.beginFrame()
        compositor.drawWhole(scene, size: size, target: window.transform, at: time)
        let name = String(format: "%03d-%@.png", shotCount, shot.name)
        try window.saveScreenshot(to: PathText.join(directory, name))
        if !options.headless { window.present() }
    }

    private func shouldEnd(at time: Double, tilt: TiltFeed) -> Bool {
        if scene.wantsQuit { return true }
        let shotsDone = pendingShot == nil
        let scriptDone = scriptIndex >= (options.script?.steps.count ?? 0)
        // Headless, a script that goes on past game over plays on (title and play cycles in the soak).
        if scene.isDone, options.exitWhenDone || (options.headless && !options.wallClock && scriptDone) {
            return shotsDone
        }
        guard options.headless, !options.wallClock else { return false }
        let scriptEnd = (options.script?.endTime ?? 0) + PlaySession.settleSeconds
        if time >= max(PlaySession.virtualTimeLimitSeconds, scriptEnd) { return true }
        let tiltDone = tilt.isSensor ? tilt.source.isFinished : true
        let lastSample = tilt.isSensor ? tilt.lastSampleTime ?? 0 : 0
        let lastInput = max(options.script?.endTime ?? 0, lastSample)
        return scriptDone && tiltDone && shotsDone && time >= lastInput + PlaySession.settleSeconds
    }

    /// Holds the loop (the clock stops with it) until the file at `path` exists, checking every 10 ms; after
    /// `InputScript.untilLimitSeconds` it says so on stderr and goes on; a stop signal ends the wait.
    static func hold(until path: String) {
        let start = Date()
        while !FileManager.default.fileExists(atPath: path), !StopSignals.requested {
            guard Date().timeIntervalSince(start) < InputScript.untilLimitSeconds else {
                ProgramMessage.write(
                    "the script's \"until\" step waited \(Int(InputScript.untilLimitSeconds)) s for \(path), "
                        + "which never appeared; going on")
                return
            }
            usleep(10_000)
        }
    }

    private static func touchesTheScreen(_ step: InputScript.Step) -> Bool {
        switch step {
        case .tap, .touch: true
        default: false
        }
    }

    /// `event` as the screen on view laid it out: mirrored back when the painter mirrors, unless it touches what
    /// was drawn physically (see `InputMirror`).
    private func laidOut(_ event: InputEvent, painter: Painter) -> InputEvent {
        guard painter.mirrored else { return event }
        switch event {
        case .tap(let x, let y), .touch(_, let x, let y, _):
            if painter.isPhysical(x: x, y: y) { return event }
        default:
            break
        }
        return InputMirror.flipped(event, width: painter.size.width)
    }

    private func windowPoints(_ window: GameWindow) -> Size {
        var width: Int32 = 0
        var height: Int32 = 0
        SDL_GetWindowSize(window.window, &width, &height)
        return Size(width: Double(width), height: Double(height))
    }
}
