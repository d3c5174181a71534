import Foundation
import QuizConfig

/// The SDL video drivers a windowed game tries, in order, for the config's `display.video_driver`.
///
/// The configured driver (or `auto`'s list, see `VideoDriver.sdlHint`) comes
/// first; if it cannot start, the others follow: wayland when
/// `WAYLAND_DISPLAY` is set, x11 when `DISPLAY` is set, then kmsdrm. A
/// compositor or X server the environment does not name is not tried (libwayland
/// would complain about `XDG_RUNTIME_DIR` on a bare console). `offscreen` and
/// `dummy` show nothing and are never a fallback, nor fall back.
public enum VideoDriverOrder {
    public static func drivers(for configured: VideoDriver, environment: [String: String]) -> [String] {
        var drivers = names(configured.sdlHint(environment: environment))
        if configured == .offscreen || configured == .dummy { return drivers }
        var plain = environment
        plain["SDL_VIDEODRIVER"] = nil
        for name in names(VideoDriver.auto.sdlHint(environment: plain)) where !drivers.contains(name) {
            drivers.append(name)
        }
        return drivers
    }

    private static func names(_ hint: String) -> [String] {
        hint.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }
}
