import Foundation
import QuizConfig

/// The SDL video drivers a windowed game tries, in order, for the config's `display.video_driver`.
///
/// The configured driver (or `auto`'s list, see `VideoDriver.sdlHint`) comes
/// first; if it cannot start, the others follow: those whose display the
/// environment names, then the rest of kmsdrm, wayland and x11. `offscreen`
/// and `dummy` show nothing and are never a fallback, nor fall back.
public enum VideoDriverOrder {
    static let screens: [VideoDriver] = [.kmsdrm, .wayland, .x11]

    public static func drivers(for configured: VideoDriver, environment: [String: String]) -> [String] {
        var drivers = names(configured.sdlHint(environment: environment))
        if configured == .offscreen || configured == .dummy { return drivers }
        var plain = environment
        plain["SDL_VIDEODRIVER"] = nil
        let fallbacks = names(VideoDriver.auto.sdlHint(environment: plain)) + screens.map(\.rawValue)
        for name in fallbacks where !drivers.contains(name) {
            drivers.append(name)
        }
        return drivers
    }

    private static func names(_ hint: String) -> [String] {
        hint.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }
}
