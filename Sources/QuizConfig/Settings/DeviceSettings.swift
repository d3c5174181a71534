/// The window or screen the game draws on.
public struct DisplaySettings: Sendable, Equatable {
    /// Allowed window width and height, in pixels (a portrait 320x240 screen is 240 wide).
    public static let allowedPixels = 240...7680
    /// Allowed rotations, in degrees clockwise.
    public static let allowedRotations = [0, 90, 180, 270]
    /// Allowed dots per inch of the panel.
    public static let allowedDotsPerInch = 50...1000

    /// Window width in pixels; ignored in fullscreen, where the screen's own size is used.
    public var width = 1280
    /// Window height in pixels; ignored in fullscreen.
    public var height = 720
    public var fullscreen = false
    /// Degrees clockwise applied to drawing, touch and tilt alike (for panels mounted turned).
    public var rotationDegrees = 0
    /// The panel's dots per inch, for buttons at least 9 mm across (nil: what the panel reports, if anything).
    public var dotsPerInch: Int?
    public var videoDriver: VideoDriver = .auto
    /// Which SDL renderer draws: the GPU's, or SDL's own software one.
    public var renderer: RendererChoice = .auto

    public init() {}
}

/// Which SDL renderer draws the game.
public enum RendererChoice: String, Sendable, CaseIterable {
    /// The accelerated renderer on a real GPU; SDL's software renderer where
    /// there is none, or where the only OpenGL is Mesa's software one
    /// (llvmpipe, softpipe, swrast), which costs far more CPU and memory.
    case auto
    /// SDL's accelerated renderer (OpenGL or GLES), whatever implements it.
    case accelerated
    /// SDL's software renderer into the window's surface; no OpenGL is loaded.
    case software
}

/// The SDL video driver to use.
public enum VideoDriver: String, Sendable, CaseIterable {
    /// Wayland when `WAYLAND_DISPLAY` is set, then X11 when `DISPLAY` is set, then kmsdrm.
    case auto
    /// Straight to the screen through DRM/KMS, with no X or Wayland (a kiosk started by systemd).
    case kmsdrm
    /// Under a Wayland compositor such as cage.
    case wayland
    /// Under X11 (a desktop, or Xvfb).
    case x11
    /// Draws into memory with EGL; shows nothing (tests).
    case offscreen
    /// Draws nothing (tests and headless runs).
    case dummy

    /// The value for SDL's `SDL_VIDEODRIVER` hint: drivers to try, in order, separated by commas.
    ///
    /// SDL2 on its own tries X11 before Wayland, so under a Wayland kiosk compositor
    /// with Xwayland it would pick X11; `auto` puts Wayland first. An
    /// `SDL_VIDEODRIVER` already in the environment (a systemd unit's
    /// `Environment=`) wins over `auto`. `offscreen` and `dummy` show nothing, so
    /// `auto` never picks them.
    public func sdlHint(environment: [String: String]) -> String {
        guard self == .auto else { return rawValue }
        if let preset = environment["SDL_VIDEODRIVER"], !preset.isEmpty {
            return preset
        }
        var drivers: [VideoDriver] = []
        if environment["WAYLAND_DISPLAY"].map({ !$0.isEmpty }) == true { drivers.append(.wayland) }
        if environment["DISPLAY"].map({ !$0.isEmpty }) == true { drivers.append(.x11) }
        drivers.append(.kmsdrm)
        return drivers.map(\.rawValue).joined(separator: ",")
    }
}

/// Sound effects.
public struct SoundSettings: Sendable, Equatable {
    /// Allowed volume, in percent.
    public static let allowedVolumePercent = 0...100

    public var enabled = true
    public var volumePercent = 80

    public init() {}
}

/// Where tilt comes from and how it is read.
public struct TiltSettings: Sendable, Equatable {
    public var device: TiltDevice = .auto
    /// A mount matrix in the hwdb `ACCEL_MOUNT_MATRIX` form, overriding udev's and the driver's;
    /// empty for none. Only its shape (3 rows of 3 numbers) is checked here.
    public var mountMatrix = ""
    public var profile: TiltProfile = .standard

    public init() {}
}

/// The tilt source.
public enum TiltDevice: Sendable, Equatable {
    /// The first accelerometer found, else the arrow keys.
    case auto
    /// The arrow keys drive a simulated device.
    case keys
    /// A game controller's motion sensor (through SDL), for a handheld with a built-in pad.
    case gamepad
    /// A device node such as `/dev/input/event3` or `/dev/iio:device0`.
    case path(String)
}

/// The gesture thresholds, as the tilt pipeline names its profiles.
public enum TiltProfile: String, Sendable, CaseIterable {
    /// Stages at 15, 22 and 28 degrees, 140 ms holds.
    case standard = "default"
    /// Stages at 10, 15 and 20 degrees, 100 ms holds: for small hands and stiff wrists.
    case lenient
}
