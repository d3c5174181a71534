import Foundation

/// The limits of one HTTP exchange. Tests set them lower to stay fast.
public struct HTTPLimits: Sendable, Equatable {
    /// Seconds to connect and between two pieces of the answer: one watch, restarted as data moves, stands for
    /// both (as URLSession's request timeout did).
    public var connectSeconds: Double
    /// Seconds for the whole exchange, body included.
    public var totalSeconds: Double
    /// The largest body read; beyond it the transfer stops (the body is never read whole first).
    public var maximumBytes: Int
    /// Redirects followed; one more is a failure.
    public var maximumRedirects: Int

    /// A pack download: 10 s to connect, 30 s in all, at most 5 MB and 5 redirects.
    public static let packDownload = HTTPLimits(
        connectSeconds: 10, totalSeconds: 30, maximumBytes: 5_000_000, maximumRedirects: 5)
    /// A score upload: the same times; the server's answer is not needed beyond its status.
    public static let scoreUpload = HTTPLimits(
        connectSeconds: 10, totalSeconds: 30, maximumBytes: 64_000, maximumRedirects: 5)
}

/// What every request of the game says it is: `TiltQuiz/0.1.0 (quiz packs; +docs/packs.md)`.
public enum UserAgent {
    public static func packs(version: String) -> String {
        "TiltQuiz/\(version) (quiz packs; +docs/packs.md in the TiltQuiz sources)"
    }
}
