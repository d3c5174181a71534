import CSDL2
import Testing
import TiltInput

@testable import QuizScreens

/// A virtual game controller (SDL's own virtual joystick API, so the real
/// game-controller mapping and event path run) pressed and pushed, read
/// through the same `SDLEvents` the game window uses. In the serialized
/// rendering suite because SDL's state is process-wide.
extension SceneRenderingTests {
    /// A virtual pad plugged into SDL for the length of a test.
    final class VirtualPad {
        let system: SDLSystem
        let index: Int32
        private(set) var joystick: OpaquePointer?
        let events: SDLEvents

        init() throws {
            system = try HeadlessWindow.openSDL()
            try #require(SDL_InitSubSystem(SDL_INIT_GAMECONTROLLER) == 0, "\(String(cString: SDL_GetError()))")
            index = SDL_JoystickAttachVirtual(
                SDL_JOYSTICK_TYPE_GAMECONTROLLER, Int32(SDL_CONTROLLER_AXIS_MAX.rawValue),
                Int32(SDL_CONTROLLER_BUTTON_MAX.rawValue), 0)
            try #require(index >= 0, "\(String(cString: SDL_GetError()))")
            joystick = try #require(SDL_JoystickOpen(index))
            events = SDLEvents()
            _ = poll()
        }

        deinit {
            if let joystick { SDL_JoystickClose(joystick) }
            SDL_QuitSubSystem(SDL_INIT_GAMECONTROLLER)
            system.close()
        }

        /// Pulls the pad out.
        func unplug() {
            if let joystick { SDL_JoystickClose(joystick) }
            joystick = nil
            SDL_JoystickDetachVirtual(index)
        }

        func poll() -> [InputEvent] {
            SDL_JoystickUpdate()
            return events.poll(
                window: Size(width: 640, height: 480),
                transform: PanelTransform(rotation: .degrees0, panelSize: Size(width: 640, height: 480)))
        }

        func press(_ button: SDL_GameControllerButton, _ down: Bool = true) -> [InputEvent] {
            SDL_JoystickSetVirtualButton(joystick!, Int32(button.rawValue), down ? 1 : 0)
            return poll()
        }

        /// Pushes the left stick's X axis to `share` of its travel (-1...1).
        func stickX(_ share: Double) -> [InputEvent] {
            SDL_JoystickSetVirtualAxis(joystick!, Int32(SDL_CONTROLLER_AXIS_LEFTX.rawValue), Int16(share * 32767))
            return poll()
        }
    }

    @Test func aGamepadsButtonsArriveAsTheKeysTheGameKnows() throws {
        let pad = try VirtualPad()
        #expect(pad.events.gamepadCount == 1)
        #expect(pad.press(SDL_CONTROLLER_BUTTON_A) == [.key("enter", down: true)])
        #expect(pad.press(SDL_CONTROLLER_BUTTON_A, false) == [.key("enter", down: false)])
        #expect(pad.press(SDL_CONTROLLER_BUTTON_DPAD_LEFT) == [.key("left", down: true)])
        #expect(pad.press(SDL_CONTROLLER_BUTTON_DPAD_LEFT, false) == [.key("left", down: false)])
        #expect(pad.press(SDL_CONTROLLER_BUTTON_B) == [.key("escape", down: true)])
        #expect(pad.press(SDL_CONTROLLER_BUTTON_RIGHTSHOULDER) == [.key("j", down: true)])
        #expect(pad.press(SDL_CONTROLLER_BUTTON_GUIDE).isEmpty, "the guide button belongs to the system")
    }

    @Test func theLeftStickHoldsAnArrowWithHysteresis() throws {
        let pad = try VirtualPad()
        #expect(pad.stickX(0.3).isEmpty, "a resting thumb presses nothing")
        #expect(pad.stickX(0.8) == [.key("right", down: true)])
        #expect(pad.stickX(0.4).isEmpty, "inside the hysteresis band the arrow stays held")
        #expect(pad.stickX(0.1) == [.key("right", down: false)])
        #expect(pad.stickX(-0.9) == [.key("left", down: true)])
        #expect(pad.stickX(0.9) == [.key("left", down: false), .key("right", down: true)])
    }

    @Test func unpluggingAPadReleasesTheArrowItsStickHeld() throws {
        let pad = try VirtualPad()
        #expect(pad.stickX(-0.9) == [.key("left", down: true)])
        pad.unplug()
        #expect(pad.poll() == [.key("left", down: false)])
        #expect(pad.events.gamepadCount == 0)
        let again = SDL_JoystickAttachVirtual(
            SDL_JOYSTICK_TYPE_GAMECONTROLLER, Int32(SDL_CONTROLLER_AXIS_MAX.rawValue),
            Int32(SDL_CONTROLLER_BUTTON_MAX.rawValue), 0)
        #expect(pad.poll().isEmpty)
        #expect(pad.events.gamepadCount == 1, "a pad plugged in during the game is opened")
        SDL_JoystickDetachVirtual(again)
    }
}

/// The controller motion source: SDL's controller frame turned into the game's
/// device frame, and a pad without a motion sensor listed but never used.
/// (SDL 2.26's virtual pads have no sensors, so readings themselves need a real pad.)
extension SceneRenderingTests {
    @Test func aControllersReadingIsTurnedIntoTheDeviceFrame() {
        let g = 9.80665
        // Lying flat, face up: SDL reads +y; the game's frame has +z out of the face.
        let flat = GamepadMotion.sample(controllerReading: [0, g, 0], at: 1)
        #expect(flat == AccelSample(time: 1, x: 0, y: 0, z: g))
        // Held up facing the player, top edge up: gravity's reaction points up, which is SDL's -z (z is toward the player
        // when the pad lies flat, and turns down when its far edge is lifted).
        let upright = GamepadMotion.sample(controllerReading: [0, 0, -g], at: 2)
        #expect(upright == AccelSample(time: 2, x: 0, y: g, z: 0), "an upright device reads +y, as a phone does")
        // Left edge down: +x, which the tilt pipeline reads as a tilt toward TRUE.
        let left = GamepadMotion.sample(controllerReading: [g * 0.5, g * 0.866, 0], at: 3)
        #expect(left.x > 0)
    }

    @Test func aPadWithoutAMotionSensorIsListedButNotUsed() throws {
        let pad = try VirtualPad()
        let motion = try GamepadMotion()
        var changes: [String?] = []
        motion.onChange = { changes.append($0) }
        let pads = GamepadMotion.connected()
        #expect(pads.count == 1)
        #expect(pads.first?.hasAccelerometer == false)
        #expect(motion.samples(through: 1).isEmpty)
        #expect(motion.controllerName == nil)
        #expect(changes.isEmpty)
        _ = pad
    }
}
