#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The system clocks the hardware backends stamp samples with, in seconds.
///
/// The game takes one CLOCK_MONOTONIC reading at start (its epoch) and hands
/// it to every backend, so sample times and frame times share one clock.
public enum SystemClock {
    /// CLOCK_MONOTONIC in seconds: never jumps, does not count suspend.
    public static func monotonicSeconds() -> Double {
        seconds(of: CLOCK_MONOTONIC)
    }

    /// CLOCK_REALTIME in seconds since 1970 (the default clock of IIO buffer timestamps).
    public static func realtimeSeconds() -> Double {
        seconds(of: CLOCK_REALTIME)
    }

    private static func seconds(of clock: clockid_t) -> Double {
        var now = timespec()
        clock_gettime(clock, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }
}
