import Foundation

/// Percentiles of a list of durations.
enum Percentile {
    static func of(_ values: [Double], _ fraction: Double) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        let index = min(sorted.count - 1, max(0, Int((Double(sorted.count) * fraction).rounded(.up)) - 1))
        return sorted[index]
    }
}

/// Durations' median and 99th percentile, in milliseconds.
struct Timing: Encodable {
    var medianMs: Double
    var p99Ms: Double

    init(of milliseconds: [Double]) {
        medianMs = Percentile.of(milliseconds, 0.5)
        p99Ms = Percentile.of(milliseconds, 0.99)
    }
}

/// A monotonic stopwatch in seconds.
enum Stopwatch {
    static func now() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
    }

    static func time(_ body: () throws -> Void) rethrows -> Double {
        let start = now()
        try body()
        return now() - start
    }

    /// What `body` took, in milliseconds.
    static func milliseconds(_ body: () throws -> Void) rethrows -> Double {
        try time(body) * 1000
    }
}

/// This thread's CPU time, so other processes on a busy machine do not count.
enum CPUClock {
    static func milliseconds(_ body: () -> Void) -> Double {
        let start = now()
        body()
        return (now() - start) * 1000
    }

    static func now() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
    }
}
