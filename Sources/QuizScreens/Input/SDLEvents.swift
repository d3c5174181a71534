import CSDL2

/// Turns SDL's event queue into `InputEvent`s: keys by name, taps, swipes and scrolls (the wheel, vertical drags)
/// from the mouse or from touch (SDL's mouse events synthesised from touch
/// are skipped, so a finger taps once), and game controllers' buttons as keys.
/// Each finger's going down and up is reported too, for gestures that hold.
/// Points are turned from the panel into the game with the window's
/// `PanelTransform`, so a rotated picture is touched where it shows.
final class SDLEvents {
    private var pressStart: (x: Double, y: Double)?
    private let gamepads = Gamepads()
    /// Whether the last `poll` saw the mouse move (not a finger): the cursor shows for a while.
    private(set) var mouseMoved = false

    /// The game controllers open now.
    var gamepadCount: Int { gamepads.count }

    init() {
        SDL_SetHint(SDL_HINT_TOUCH_MOUSE_EVENTS, "0")
    }

    /// Everything that happened since the last call. `window` is the window
    /// size in points; `transform` holds the drawable size in pixels and the rotation.
    func poll(window: Size, transform: PanelTransform) -> [InputEvent] {
        var events: [InputEvent] = []
        var event = SDL_Event()
        let output = transform.panelSize
        let scaleX = window.width > 0 ? output.width / window.width : 1
        let scaleY = window.height > 0 ? output.height / window.height : 1
        let game = { (x: Double, y: Double) in transform.gamePoint(fromPanel: x, y) }
        mouseMoved = false
        while SDL_PollEvent(&event) != 0 {
            switch SDL_EventType(event.type) {
            case SDL_QUIT:
                events.append(.quit)
            case SDL_KEYDOWN where event.key.repeat == 0, SDL_KEYUP:
                let name = KeyNames.name(of: event.key.keysym.sym)
                events.append(.key(name, down: event.type == SDL_KEYDOWN.rawValue))
            case SDL_TEXTINPUT:
                let text = withUnsafeBytes(of: event.text.text) { bytes in
                    String(decoding: bytes.prefix(while: { $0 != 0 }), as: UTF8.self)
                }
                if !text.isEmpty { events.append(.text(text)) }
            case SDL_MOUSEBUTTONDOWN where event.button.which != tq_SDL_TOUCH_MOUSEID() && event.button.button == 1:
                pressStart = game(Double(event.button.x) * scaleX, Double(event.button.y) * scaleY)
                events.append(.touch(finger: -1, x: pressStart?.x ?? 0, y: pressStart?.y ?? 0, down: true))
            case SDL_MOUSEBUTTONUP where event.button.which != tq_SDL_TOUCH_MOUSEID() && event.button.button == 1:
                let end = game(Double(event.button.x) * scaleX, Double(event.button.y) * scaleY)
                events.append(.touch(finger: -1, x: end.x, y: end.y, down: false))
                events.append(release(at: end, size: transform.gameSize))
            case SDL_MOUSEMOTION where event.motion.which != tq_SDL_TOUCH_MOUSEID():
                mouseMoved = true
            case SDL_MOUSEWHEEL where event.wheel.which != tq_SDL_TOUCH_MOUSEID():
                // Wheel up (positive y, unless the system flips it) shows what is further up.
                let flipped = event.wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue
                let rows = Int(event.wheel.y) * (flipped ? 1 : -1)
                if rows != 0 { events.append(.scroll(rows)) }
            case SDL_FINGERDOWN:
                pressStart = game(Double(event.tfinger.x) * output.width, Double(event.tfinger.y) * output.height)
                let finger = Int(truncatingIfNeeded: event.tfinger.fingerId)
                events.append(.touch(finger: finger, x: pressStart?.x ?? 0, y: pressStart?.y ?? 0, down: true))
            case SDL_FINGERUP:
                let end = game(Double(event.tfinger.x) * output.width, Double(event.tfinger.y) * output.height)
                let finger = Int(truncatingIfNeeded: event.tfinger.fingerId)
                events.append(.touch(finger: finger, x: end.x, y: end.y, down: false))
                events.append(release(at: end, size: transform.gameSize))
            default:
                events += gamepads.translate(event)
            }
        }
        return events
    }

    /// A finger or button lifted where it went down, or dragged: see `PointerRelease`.
    private func release(at end: (Double, Double), size: Size) -> InputEvent {
        let start = pressStart ?? end
        pressStart = nil
        return PointerRelease.event(from: start, to: end, in: size)
    }
}
