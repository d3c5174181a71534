import Foundation

/// Seconds on a clock that only moves forward (the system's uptime): what the kept values (`BoardCache`,
/// `KeptSessions`) count their lifetime on, unless a test gives them a clock of its own.
enum Uptime {
    static let clock: @Sendable () -> Double = { ProcessInfo.processInfo.systemUptime }
}
