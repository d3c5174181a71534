import CSDL2

/// Game controllers through SDL's game controller API, played like the keyboard.
///
/// Each button press becomes the key the game already understands, so every
/// screen works with a pad, an arcade panel or a handheld's built-in buttons:
/// the d-pad and the left stick are the arrow keys (tilt on the true/false
/// screens, moving between answers in trivia), A and Start are Enter, B and
/// Back are Escape, X is Pass, Y the store, the shoulders Freeze Time and
/// Jump It. Pads are opened as they are plugged in and closed when removed.
final class Gamepads {
    /// A stick pushed past this share of its travel presses its direction.
    static let stickPress = 0.5
    /// ...and releases it once back inside this share (hysteresis, so a resting thumb does not chatter).
    static let stickRelease = 0.35

    /// The key a button stands for.
    static func key(for button: SDL_GameControllerButton) -> String? {
        switch button {
        case SDL_CONTROLLER_BUTTON_DPAD_LEFT: "left"
        case SDL_CONTROLLER_BUTTON_DPAD_RIGHT: "right"
        case SDL_CONTROLLER_BUTTON_DPAD_UP: "up"
        case SDL_CONTROLLER_BUTTON_DPAD_DOWN: "down"
        case SDL_CONTROLLER_BUTTON_A, SDL_CONTROLLER_BUTTON_START: "enter"
        case SDL_CONTROLLER_BUTTON_B, SDL_CONTROLLER_BUTTON_BACK: "escape"
        case SDL_CONTROLLER_BUTTON_X: "p"
        case SDL_CONTROLLER_BUTTON_Y: "b"
        case SDL_CONTROLLER_BUTTON_LEFTSHOULDER: "f"
        case SDL_CONTROLLER_BUTTON_RIGHTSHOULDER: "j"
        default: nil
        }
    }

    private var open: [SDL_JoystickID: OpaquePointer] = [:]
    /// The stick directions held now, per pad, as key names.
    private var stickHeld: [SDL_JoystickID: Set<String>] = [:]

    /// Opens the pads already plugged in (SDL also reports them as added at start).
    init() {
        for index in 0..<max(0, SDL_NumJoysticks()) where SDL_IsGameController(index) == SDL_TRUE {
            openPad(at: index)
        }
    }

    deinit {
        for controller in open.values { SDL_GameControllerClose(controller) }
    }

    /// The pads open now.
    var count: Int { open.count }

    /// What an SDL event means as input: empty for events that are not a pad's.
    func translate(_ event: SDL_Event) -> [InputEvent] {
        switch SDL_EventType(event.type) {
        case SDL_CONTROLLERDEVICEADDED:
            openPad(at: event.cdevice.which)
            return []
        case SDL_CONTROLLERDEVICEREMOVED:
            return closePad(event.cdevice.which)
        case SDL_CONTROLLERBUTTONDOWN, SDL_CONTROLLERBUTTONUP:
            let button = SDL_GameControllerButton(Int32(event.cbutton.button))
            guard let key = Self.key(for: button) else { return [] }
            return [.key(key, down: event.type == SDL_CONTROLLERBUTTONDOWN.rawValue)]
        case SDL_CONTROLLERAXISMOTION:
            return stick(event.caxis)
        default:
            return []
        }
    }

    private func openPad(at index: Int32) {
        let id = SDL_JoystickGetDeviceInstanceID(index)
        guard id >= 0, open[id] == nil, let controller = SDL_GameControllerOpen(index) else { return }
        open[id] = controller
    }

    /// Closes a removed pad, releasing whatever its stick held.
    private func closePad(_ id: SDL_JoystickID) -> [InputEvent] {
        if let controller = open.removeValue(forKey: id) { SDL_GameControllerClose(controller) }
        let released = stickHeld.removeValue(forKey: id) ?? []
        return released.sorted().map { .key($0, down: false) }
    }

    /// The left stick as the arrow keys, pressed and released with hysteresis.
    private func stick(_ motion: SDL_ControllerAxisEvent) -> [InputEvent] {
        let axis = SDL_GameControllerAxis(Int32(motion.axis))
        let directions: (negative: String, positive: String)
        switch axis {
        case SDL_CONTROLLER_AXIS_LEFTX: directions = ("left", "right")
        case SDL_CONTROLLER_AXIS_LEFTY: directions = ("up", "down")
        default: return []
        }
        let value = Double(motion.value) / 32767
        var held = stickHeld[motion.which] ?? []
        var events: [InputEvent] = []
        for (key, pushed) in [(directions.negative, -value), (directions.positive, value)] {
            if !held.contains(key), pushed >= Self.stickPress {
                held.insert(key)
                events.append(.key(key, down: true))
            } else if held.contains(key), pushed < Self.stickRelease {
                held.remove(key)
                events.append(.key(key, down: false))
            }
        }
        stickHeld[motion.which] = held
        return events
    }
}
