import Foundation
import QuizCore

extension HTTPLimits {
    /// A day of the "On this day" feed: 10 s to connect, 10 s in all, at most 5 MB and 5 redirects (a day's
    /// events with their page summaries are a few hundred KB).
    public static let eventFeed = HTTPLimits(
        connectSeconds: 10, totalSeconds: 10, maximumBytes: 5_000_000, maximumRedirects: 5)
    /// An event's thumbnail: the same times, at most 256 KB (`EventImageFolder.maximumFileBytes`).
    public static let eventImage = HTTPLimits(
        connectSeconds: 10, totalSeconds: 10, maximumBytes: 256 * 1024, maximumRedirects: 5)
}

extension UserAgent {
    /// `TiltQuiz/0.1.0 (Which came first? events; +docs/events.md in the TiltQuiz sources)`.
    public static func events(version: String) -> String {
        "TiltQuiz/\(version) (Which came first? events; +docs/events.md in the TiltQuiz sources)"
    }
}

/// How often a fetch is tried, and how long it waits between tries: 3 tries, 2 s and then 6 s apart. Only
/// failures that may pass are tried again: no answer (refused, timed out, cut short, no DNS) and 5xx but 501.
public struct RetryPolicy: Sendable {
    /// The waits before the second, third... try, in seconds; tries = waits + 1.
    public var waits: [Double]
    /// How a wait is spent: `Thread.sleep` in the game; tests note the waits and return at once.
    public var sleep: @Sendable (Double) -> Void

    public static let eventFeed = RetryPolicy(waits: [2, 6]) { Thread.sleep(forTimeInterval: $0) }

    public var tries: Int { waits.count + 1 }

    /// Whether a transfer that ended this way may succeed when tried again.
    static func mayPass(_ failure: HTTPFailure) -> Bool {
        switch failure {
        case .timedOut, .truncated, .hostNotFound, .refused, .connectionLost, .other: true
        case .tooBig, .tooManyRedirects, .secureConnection: false
        }
    }

    /// Whether a status may change when asked again: 5xx, except 501 (the server will never serve it).
    static func mayPass(status: Int) -> Bool {
        (500..<600).contains(status) && status != 501
    }
}
