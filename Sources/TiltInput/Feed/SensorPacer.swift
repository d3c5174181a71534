#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Lines game time up with a live sensor's clock.
///
/// In a window the game runs on a `RealClock` that shares the sensors'
/// epoch, so game time is sensor time. A headless game runs on a virtual
/// clock that never sleeps, which a live sensor cannot keep up with: there the
/// pacer pins the first game time it sees to the sensors' clock and then waits
/// until real time reaches each later game time, so a headless game with a
/// real (or umockdev) sensor plays in real time.
public struct SensorPacer {
    /// How game time relates to the sensors' clock.
    public enum Mode: Sendable, Equatable {
        /// Game time is the sensors' time (a `RealClock` with the same epoch).
        case shared
        /// Game time is virtual: wait for the sensors' clock to reach it.
        case paced
    }

    public let mode: Mode
    /// CLOCK_MONOTONIC seconds at time 0 of the sensors' samples.
    public let epochSeconds: Double
    /// Sensor time minus game time, once pinned (always 0 when shared).
    public private(set) var offsetSeconds: Double?
    private let monotonicSeconds: () -> Double
    private let sleep: (Double) -> Void

    public init(
        mode: Mode, epochSeconds: Double,
        monotonicSeconds: @escaping () -> Double = SystemClock.monotonicSeconds,
        sleep: @escaping (Double) -> Void = { seconds in _ = usleep(UInt32(min(seconds, 1) * 1_000_000)) }
    ) {
        self.mode = mode
        self.epochSeconds = epochSeconds
        self.monotonicSeconds = monotonicSeconds
        self.sleep = sleep
        self.offsetSeconds = mode == .shared ? 0 : nil
    }

    /// The sensors' time for game time `time`; when paced, first waits until the sensors' clock gets there.
    public mutating func sensorTime(forGame time: Double) -> Double {
        guard mode == .paced else { return time }
        var sensorNow = monotonicSeconds() - epochSeconds
        let offset = offsetSeconds ?? sensorNow - time
        offsetSeconds = offset
        let target = time + offset
        while target > sensorNow {
            sleep(target - sensorNow)
            sensorNow = monotonicSeconds() - epochSeconds
        }
        return target
    }

    /// The game time of a sample stamped `time` on the sensors' clock.
    public func gameTime(forSensor time: Double) -> Double {
        time - (offsetSeconds ?? 0)
    }
}
