import CSDL2
import CSDL2Image
import CSDL2TTF
import Foundation
import QuizCore
import QuizFlows

/// Owns SDL and its companion libraries for the life of the game; closing it
/// shuts them down in the reverse order they were started.
public final class SDLSystem {
    public let audioAvailable: Bool
    private var isOpen = true

    /// The SDL video driver in use, such as `kmsdrm` or `dummy`.
    public let videoDriver: String

    /// What a window run says on stderr as SDL starts, for the session to write in the operator's language: the
    /// video driver it got and why the ones before it failed (`video.driver`), and why sound is off (`sound.off`).
    /// Empty when headless.
    public let startLines: [ScreenText]

    /// Starts SDL video (dummy driver when `headless`, else the first of
    /// `videoDrivers` that starts), fonts, images, and audio when asked and
    /// available (a missing sound card is not an error). The screen saver and
    /// blanking stay off while the game runs. Waits while another thread owns SDL (`SDLProcessGate`).
    public init(headless: Bool, wantAudio: Bool, videoDrivers: [String] = []) throws(ScreenError) {
        SDLProcessGate.enter()
        var lines: [ScreenText] = []
        do {
            let video = try Self.start(headless: headless, videoDrivers: videoDrivers)
            videoDriver = video.driver
            if !headless { lines.append(video.line) }
        } catch {
            SDLProcessGate.leave()
            throw error
        }
        var soundOff: ScreenText?
        audioAvailable = wantAudio && !headless && Self.openAudio(problem: &soundOff)
        if let soundOff { lines.append(soundOff) }
        startLines = lines
        // Game controllers are optional: a machine without any, or without joystick support, plays on.
        if !headless { _ = SDL_InitSubSystem(SDL_INIT_GAMECONTROLLER) }
    }

    /// Starts video, fonts and images; on failure nothing stays started.
    private static func start(
        headless: Bool, videoDrivers: [String]
    ) throws(ScreenError) -> (driver: String, line: ScreenText) {
        SDL_SetHint("SDL_ACCELEROMETER_AS_JOYSTICK", "0")
        // SIGTERM and SIGINT are the command's (`StopSignals`), not a quit event: a kiosk ignores quit events,
        // and a headless run reads none, yet both must stop cleanly at `systemctl stop`.
        SDL_SetHint(SDL_HINT_NO_SIGNAL_HANDLERS, "1")
        SDL_SetHint(SDL_HINT_VIDEO_ALLOW_SCREENSAVER, "0")
        let video = try startVideo(headless: headless, drivers: videoDrivers)
        SDL_DisableScreenSaver()
        guard TTF_Init() == 0 else {
            let error = ScreenError.sdl("cannot start SDL_ttf")
            SDL_Quit()
            throw error
        }
        let imageFlags = Int32(IMG_INIT_PNG.rawValue)
        guard IMG_Init(imageFlags) & imageFlags == imageFlags else {
            let error = ScreenError.sdl("cannot start SDL_image with PNG support")
            TTF_Quit()
            SDL_Quit()
            throw error
        }
        return video
    }

    /// Starts video with the first driver that works; returns its name and the line that says which one it is,
    /// and why others failed.
    private static func startVideo(
        headless: Bool, drivers: [String]
    ) throws(ScreenError) -> (driver: String, line: ScreenText) {
        var tries = drivers
        if headless {
            let current = ProcessInfo.processInfo.environment["SDL_VIDEODRIVER"]
            tries = [current == "offscreen" ? "offscreen" : "dummy"]
        }
        guard SDL_Init(SDL_INIT_EVENTS) == 0 else {
            throw ScreenError.sdl("cannot start SDL")
        }
        if tries.isEmpty { tries = [ProcessInfo.processInfo.environment["SDL_VIDEODRIVER"] ?? ""] }
        var failures: [(driver: String, reason: String)] = []
        for driver in tries {
            // A hint, not the environment: setenv while another thread starts a process (Foundation copies the
            // environment) crashes that thread. Overriding, so that SDL_VIDEODRIVER in the environment does not
            // win over it; empty is SDL's own order.
            SDL_SetHintWithPriority("SDL_VIDEODRIVER", driver, SDL_HINT_OVERRIDE)
            if SDL_InitSubSystem(SDL_INIT_VIDEO) == 0 {
                let name = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? driver
                let line =
                    failures.isEmpty
                    ? ScreenText("cli.video_driver", ["driver": .verbatim(name)])
                    : ScreenText(
                        "cli.video_driver_after_failures",
                        ["driver": .verbatim(name), "failures": .list(failures.map(Self.failureText))])
                return (name, line)
            }
            failures.append((driver, String(cString: SDL_GetError())))
        }
        SDL_Quit()
        // The error is English, as the executable's errors are.
        let english = failures.map { "\($0.driver.isEmpty ? "SDL's default" : $0.driver) failed: \($0.reason)" }
        throw ScreenError(
            "no display available (\(english.joined(separator: "; "))); run under X11 or Wayland, on a "
                + "console with kmsdrm (video and input groups), set display.video_driver, or use --headless")
    }

    /// "kmsdrm failed: …" in the start line; SDL's own order of drivers (an empty name) is "SDL's default".
    private static func failureText(_ failure: (driver: String, reason: String)) -> ScreenText {
        let label: ScreenText.Value = failure.driver.isEmpty ? .key("cli.video_sdl_default") : .verbatim(failure.driver)
        return ScreenText("cli.video_driver_failed", ["driver": label, "reason": .verbatim(failure.reason)])
    }

    /// Starts SDL's audio; the device itself is opened by `SoundPlayer`. A machine without any
    /// audio driver that starts plays silent, and stderr says why.
    private static func openAudio(problem: inout ScreenText?) -> Bool {
        guard SDL_InitSubSystem(SDL_INIT_AUDIO) == 0 else {
            problem = ScreenText("cli.sound_off", ["reason": .verbatim(String(cString: SDL_GetError()))])
            return false
        }
        return true
    }

    /// Shuts everything down; call after every texture, font and sound is freed.
    public func close() {
        guard isOpen else { return }
        isOpen = false
        if audioAvailable { SDL_QuitSubSystem(SDL_INIT_AUDIO) }
        IMG_Quit()
        TTF_Quit()
        SDL_Quit()
        SDLProcessGate.leave()
    }

    deinit {
        close()
    }
}
