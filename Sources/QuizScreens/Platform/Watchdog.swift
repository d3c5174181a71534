import CSystemd
import Glibc

/// Keeps systemd informed through sd_notify(3) from libsystemd: READY=1 once
/// the first frame is on screen, WATCHDOG=1 from the game loop so a frozen
/// game is restarted (`WatchdogSec=` in the unit), STATUS= with the screen
/// on view, and STOPPING=1 on the way out. Outside systemd (no
/// `NOTIFY_SOCKET`) it does nothing.
struct Watchdog {
    private let active: Bool
    private var schedule: WatchdogSchedule

    /// Reads `NOTIFY_SOCKET`, `WATCHDOG_USEC` and `WATCHDOG_PID` as systemd sets them.
    init() {
        active = getenv("NOTIFY_SOCKET") != nil
        var microseconds: UInt64 = 0
        // > 0 only when WATCHDOG_USEC is set and WATCHDOG_PID, if set, is this process.
        let enabled = active && sd_watchdog_enabled(0, &microseconds) > 0
        schedule = WatchdogSchedule(watchdogMicroseconds: enabled ? microseconds : nil)
    }

    /// Call after each turn of the loop (after the frame is presented).
    mutating func loopTurned(screen: String) {
        guard active, let message = schedule.turn(at: Self.monotonicSeconds(), status: "Showing \(screen)") else {
            return
        }
        send(message)
    }

    /// Tells systemd the game is leaving on purpose.
    func stopping() {
        guard active else { return }
        send("STOPPING=1\nSTATUS=Stopping")
    }

    private func send(_ message: String) {
        // A failure to notify must never stop the game; systemd's watchdog
        // reports a game that never gets through.
        _ = sd_notify(0, message)
    }

    private static func monotonicSeconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1_000_000_000
    }
}
