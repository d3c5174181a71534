import CSDL2
import CSDL2Image
import CSDL2Mixer
import CSDL2TTF
import Foundation

/// Owns SDL and its companion libraries for the life of the game; closing it
/// shuts them down in the reverse order they were started.
public final class SDLSystem {
    public let audioAvailable: Bool
    private var isOpen = true

    /// Starts SDL video (dummy driver when `headless`), fonts, images, and
    /// audio when asked and available (a missing sound card is not an error).
    public init(headless: Bool, wantAudio: Bool) throws(ScreenError) {
        if headless {
            let current = ProcessInfo.processInfo.environment["SDL_VIDEODRIVER"]
            if current != "offscreen" && current != "dummy" {
                setenv("SDL_VIDEODRIVER", "dummy", 1)
            }
        }
        SDL_SetHint("SDL_ACCELEROMETER_AS_JOYSTICK", "0")
        SDL_SetHint(SDL_HINT_VIDEO_ALLOW_SCREENSAVER, "0")
        guard SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) == 0 else {
            let reason = String(cString: SDL_GetError())
            throw ScreenError(
                "no display available (\(reason)); run under X11 or Wayland, set DISPLAY, or use --headless")
        }
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
        audioAvailable = wantAudio && !headless && Self.openAudio()
        // Game controllers are optional: a machine without any, or without joystick support, plays on.
        if !headless { _ = SDL_InitSubSystem(SDL_INIT_GAMECONTROLLER) }
    }

    private static func openAudio() -> Bool {
        guard SDL_InitSubSystem(SDL_INIT_AUDIO) == 0 else { return false }
        guard Mix_OpenAudio(44_100, UInt16(AUDIO_S16LSB), 2, 1024) == 0 else {
            SDL_QuitSubSystem(SDL_INIT_AUDIO)
            return false
        }
        return true
    }

    /// Shuts everything down; call after every texture, font and sound is freed.
    public func close() {
        guard isOpen else { return }
        isOpen = false
        if audioAvailable {
            Mix_CloseAudio()
            Mix_Quit()
        }
        IMG_Quit()
        TTF_Quit()
        SDL_Quit()
    }

    deinit {
        close()
    }
}
