import CSDL2
import TiltInput

/// A game controller's accelerometer through SDL (DualShock 4, DualSense,
/// Switch Pro and Joy-Con pads report one), as a motion source: tilt the pad
/// like a handheld. The first controller with an accelerometer is used; when it
/// is unplugged the samples stop (the arrow stays, touch and buttons work) and
/// the next one plugged in is picked up.
///
/// SDL gives a controller's reading in m/s^2 with +x to the right, +y up out of
/// its face and +z toward the player; the game's device frame has +z out of
/// the face and +y away from the player, so y and z swap (and z's sign flips).
public final class GamepadMotion: MotionSource {
    private var controller: OpaquePointer?
    private var lastTime = -Double.infinity
    /// Told when a controller's sensor is taken up (its name) or lost (nil).
    public var onChange: ((String?) -> Void)?

    /// Starts SDL's game controller support (it needs no window).
    public init() throws(ScreenError) {
        guard SDL_InitSubSystem(SDL_INIT_GAMECONTROLLER) == 0 else {
            throw ScreenError.sdl("cannot start SDL's game controller support")
        }
    }

    deinit {
        // After SDL_Quit (the window's session ended first) there is nothing left to close.
        guard SDL_WasInit(SDL_INIT_GAMECONTROLLER) != 0 else { return }
        if let controller { SDL_GameControllerClose(controller) }
        SDL_QuitSubSystem(SDL_INIT_GAMECONTROLLER)
    }

    public var isFinished: Bool { false }

    /// The name of the controller in use, if any.
    public var controllerName: String? {
        controller.flatMap { SDL_GameControllerName($0) }.map { String(cString: $0) }
    }

    /// The controllers SDL sees now, by name, with whether each has an accelerometer.
    public static func connected() -> [(name: String, hasAccelerometer: Bool)] {
        SDL_GameControllerUpdate()
        return (0..<max(0, SDL_NumJoysticks())).compactMap { index in
            guard SDL_IsGameController(index) == SDL_TRUE, let pad = SDL_GameControllerOpen(index) else { return nil }
            defer { SDL_GameControllerClose(pad) }
            let name = SDL_GameControllerName(pad).map { String(cString: $0) } ?? "controller \(index)"
            return (name, SDL_GameControllerHasSensor(pad, SDL_SENSOR_ACCEL) == SDL_TRUE)
        }
    }

    /// The newest reading, stamped `time`; nothing while no controller has an accelerometer.
    public func samples(through time: Double) -> [AccelSample] {
        SDL_GameControllerUpdate()
        if let current = controller, SDL_GameControllerGetAttached(current) != SDL_TRUE {
            SDL_GameControllerClose(current)
            controller = nil
            onChange?(nil)
        }
        if controller == nil { openFirstWithAccelerometer() }
        guard let controller, time > lastTime else { return [] }
        var values: [Float] = [0, 0, 0]
        guard SDL_GameControllerGetSensorData(controller, SDL_SENSOR_ACCEL, &values, 3) == 0 else { return [] }
        lastTime = time
        return [Self.sample(controllerReading: values.map(Double.init), at: time)]
    }

    /// A reading in SDL's controller frame turned into the game's device frame.
    public static func sample(controllerReading reading: [Double], at time: Double) -> AccelSample {
        AccelSample(time: time, x: reading[0], y: -reading[2], z: reading[1])
    }

    private func openFirstWithAccelerometer() {
        for index in 0..<max(0, SDL_NumJoysticks()) where SDL_IsGameController(index) == SDL_TRUE {
            guard let pad = SDL_GameControllerOpen(index) else { continue }
            if SDL_GameControllerHasSensor(pad, SDL_SENSOR_ACCEL) == SDL_TRUE,
                SDL_GameControllerSetSensorEnabled(pad, SDL_SENSOR_ACCEL, SDL_TRUE) == 0
            {
                controller = pad
                onChange?(controllerName)
                return
            }
            SDL_GameControllerClose(pad)
        }
    }
}
