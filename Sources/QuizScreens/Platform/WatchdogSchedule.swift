/// When to send which sd_notify(3) message, as a pure value: READY=1 after
/// the first loop turn, WATCHDOG=1 at most every half of the watchdog
/// timeout, STATUS= whenever the screen changes. Time is passed in.
struct WatchdogSchedule: Equatable {
    /// Seconds between keep-alive pings (half of WATCHDOG_USEC); nil when the unit has no watchdog.
    let pingInterval: Double?
    private var ready = false
    private var lastPing = 0.0
    private var lastStatus = ""

    init(watchdogMicroseconds: UInt64?) {
        pingInterval = watchdogMicroseconds.map { Double($0) / 2_000_000 }
    }

    /// The message for one turn of the loop at `time` (seconds, any
    /// monotonic origin) showing `status`, or nil when there is nothing to say.
    mutating func turn(at time: Double, status: String) -> String? {
        var lines: [String] = []
        if !ready {
            ready = true
            lastPing = time
            lines.append("READY=1")
        } else if let pingInterval, time - lastPing >= pingInterval {
            lastPing = time
            lines.append("WATCHDOG=1")
        }
        if status != lastStatus {
            lastStatus = status
            lines.append("STATUS=\(status)")
        }
        return lines.isEmpty ? nil : lines.joined(separator: "\n")
    }
}
