import QuizCore
import QuizFlows
import TiltInput

/// The outermost scene of `play`: it owns the Accessibility screen (opened by the home's speaker button or by
/// Back held 2 s anywhere), applies the choices in force to every frame (text size and contrast lay every
/// screen out again at once), and follows who plays so that each player's choices come back. Back reaches the
/// scene inside on release, not on press, so that a hold can be told from a press (`BackHold`).
public final class AccessibilityLayer: Scene {
    public let inner: any Scene
    public let inForce: AccessibilityInForce
    /// Whether the language on view is English (voice commands are English only): the session's at first, then
    /// the one last drawn in (the home's globe may change it).
    private var languageIsEnglish: Bool
    /// Who plays now (the home's player); nil when nobody is signed in or picked.
    public var currentPlayer: () -> PlayerRef? = { nil }
    /// Whether no microphone could be opened (false: present, or not known).
    public var microphoneMissing: () -> Bool = { false }
    private var hold = BackHold()
    /// The Accessibility screen on view; nil when closed.
    public private(set) var flow: AccessibilityFlow?
    private var lastSize = Size(width: 1280, height: 720)
    /// The least button side on the panel last drawn on (`Painter.tapSide`): Back is laid out with it.
    private var lastTapSide = 0.0
    private var lastGrowth = 1.0
    /// Whether the last input was a touch (the screen's hint then says to tap).
    private var touching = false
    /// The choices last given to the painter: the session set the first ones from the config, so the layer sets
    /// the painter only once they change (the layout check's painter keeps the scale it was given).
    private var applied: AccessibilityChoices

    public init(_ inner: any Scene, inForce: AccessibilityInForce, language: String) {
        self.inner = inner
        self.inForce = inForce
        languageIsEnglish = language == "en"
        applied = inForce.choices
    }

    public var screenName: String { flow == nil ? inner.screenName : "accessibility" }
    public var wantsQuit: Bool { inner.wantsQuit }
    public var isDone: Bool { flow == nil && inner.isDone }
    public var speechWanted: Bool? { inForce.choices.speech }

    /// Opens the Accessibility screen over whatever is on view.
    public func open() {
        guard flow == nil else { return }
        flow = AccessibilityFlow(
            choices: inForce.choices, languageIsEnglish: languageIsEnglish, microphoneMissing: microphoneMissing())
    }

    public func handle(_ input: InputEvent, at time: Double) {
        switch input {
        case .key("escape", down: true):
            hold.pressed(at: time)
            return
        case .key("escape", down: false):
            switch hold.released(at: time) {
            case .back:
                if flow != nil {
                    send(.keyPressed("escape"))
                } else {
                    inner.handle(.key("escape", down: true), at: time)
                    inner.handle(.key("escape", down: false), at: time)
                }
            case .openAccessibility: open()
            case .nothing: break
            }
            return
        case .tap, .touch: touching = true
        case .key: touching = false
        default: break
        }
        guard flow != nil else {
            inner.handle(input, at: time)
            return
        }
        switch input {
        case .key(let name, down: true):
            send(.keyPressed(name))
        case .tap(let x, let y):
            let layout = layout(size: lastSize)
            if layout.backButton.contains(x: x, y: y) {
                send(.backTapped)
            } else if let row = layout.row(at: x, y) {
                send(.rowTapped(row))
            }
        case .quit:
            inner.handle(input, at: time)
        default:
            break
        }
    }

    private func send(_ action: AccessibilityAction) {
        guard var current = flow else { return }
        let effects = current.reduce(action)
        flow = current
        for effect in effects {
            switch effect {
            case .changed(let choices): inForce.change(to: choices)
            case .closed: flow = nil
            }
        }
    }

    public func handle(_ tilt: TimedTiltEvent) {
        if flow == nil { inner.handle(tilt) }
    }

    /// The game under the screen goes on (its clock is the session's); the hold and who plays are followed.
    public func update(at time: Double) {
        if hold.tick(at: time) { open() }
        inner.update(at: time)
        if inForce.playerChanged(to: currentPlayer()), flow != nil {
            send(.choicesReplaced(inForce.choices))
        }
    }

    public func draw(_ painter: Painter, at time: Double) {
        let choices = inForce.choices
        if choices.textScalePercent != applied.textScalePercent {
            painter.textScalePercent = choices.textScalePercent
        }
        if choices.highContrast != applied.highContrast {
            painter.palette = choices.highContrast ? .highContrast : .standard
        }
        if choices.reduceMotion != applied.reduceMotion {
            painter.reducesMotion = choices.reduceMotion
        }
        applied = choices
        languageIsEnglish = painter.catalog.language == "en"
        lastSize = painter.size
        lastGrowth = painter.textGrowth
        lastTapSide = painter.tapSide
        guard let flow else {
            inner.draw(painter, at: time)
            return
        }
        AccessibilityView(flow: flow, layout: layout(size: painter.size), touch: touching).draw(painter)
    }

    private func layout(size: Size) -> AccessibilityLayout {
        AccessibilityLayout(
            size: size, textGrowth: lastGrowth, noteCount: flow?.notes.count ?? 0, tapSide: lastTapSide)
    }

    public func summaryJSON() -> String { inner.summaryJSON() }
    public func isSettled(at time: Double) -> Bool { flow != nil || inner.isSettled(at: time) }

    /// The Accessibility screen while it is open (its focused setting); the game under it otherwise.
    public func spokenScreen(at time: Double) -> SpokenScreen? {
        guard let flow else { return inner.spokenScreen(at: time) }
        return AccessibilityNarration.screen(of: flow)
    }
}
