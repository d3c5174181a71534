/// One kernel input event, as read from an evdev node or an evemu recording.
public struct EvdevEvent: Sendable, Equatable {
    /// EV_SYN (0), EV_ABS (3), ...
    public var type: UInt16
    /// SYN_REPORT (0) / SYN_DROPPED (3) for EV_SYN; ABS_X (0), ABS_Y (1), ABS_Z (2) for EV_ABS.
    public var code: UInt16
    public var value: Int32
    /// Seconds since the game's epoch on the event's clock (CLOCK_MONOTONIC for the live device).
    public var timeSeconds: Double

    static let synType: UInt16 = 0x00
    static let absType: UInt16 = 0x03
    static let synReport: UInt16 = 0
    static let synDropped: UInt16 = 3
}

/// Turns a stream of evdev events into samples: one per SYN_REPORT, holding axes that did not change.
///
/// Pure, so the live `EvdevAccelerometer` and evemu replays share it. Units
/// are `value / unitsPerG * g` per axis, then the Linux-to-game frame
/// conversion of `orientation`. After SYN_DROPPED the partial frame is thrown
/// away and normal events are ignored up to and including the next SYN_REPORT
/// (the kernel's rule), unless the caller resyncs: libevdev then hands over the
/// device's current state as sync events, and `endSync` emits it as one sample.
public struct EvdevSampleAssembler: Sendable {
    /// Units per g of ABS_X, ABS_Y, ABS_Z (absinfo resolution; 0 replaced by a fallback).
    public let unitsPerG: SIMD3<Double>
    public let orientation: SensorOrientation
    /// The last sample emitted; the reading to hold while a still device sends nothing.
    public private(set) var lastSample: AccelSample?
    /// Raw values of ABS_X/Y/Z as of the last complete frame.
    public private(set) var committedRaw: SIMD3<Int32>

    private var frameRaw: SIMD3<Int32>
    private var mode = Mode.normal
    private var syncTime: Double?

    private enum Mode {
        case normal
        /// After SYN_DROPPED: ignore normal events through the next SYN_REPORT.
        case dropped
        /// Sync events have arrived; their SYN_REPORT has not.
        case syncing
    }

    /// `initialRaw` is the device's current state (EVIOCGABS values; zeros for a recording).
    public init(initialRaw: SIMD3<Int32>, unitsPerG: SIMD3<Double>, orientation: SensorOrientation) {
        self.committedRaw = initialRaw
        self.frameRaw = initialRaw
        self.unitsPerG = unitsPerG
        self.orientation = orientation
    }

    /// Units per g for an absinfo resolution: the resolution itself, or `fallback` when it is 0 or negative.
    public static func unitsPerG(resolution: Int32, fallback: Double = 256) -> Double {
        resolution > 0 ? Double(resolution) : fallback
    }

    /// The sample for raw axis values at `time`.
    public func sample(raw: SIMD3<Int32>, time: Double) -> AccelSample {
        let g = standardGravityMetersPerSecondSquared
        let linux = SIMD3<Double>(Double(raw.x), Double(raw.y), Double(raw.z)) / unitsPerG * g
        return orientation.gameSample(time: time, linux: (linux.x, linux.y, linux.z))
    }

    /// Feeds one event read normally; returns a sample when it completes a frame.
    public mutating func accept(_ event: EvdevEvent) -> AccelSample? {
        switch (event.type, event.code) {
        case (EvdevEvent.absType, 0...2):
            guard mode == .normal else { return nil }
            frameRaw[Int(event.code)] = event.value
            return nil
        case (EvdevEvent.synType, EvdevEvent.synDropped):
            frameRaw = committedRaw
            mode = .dropped
            return nil
        case (EvdevEvent.synType, EvdevEvent.synReport):
            guard mode == .normal else {
                mode = .normal
                frameRaw = committedRaw
                return nil
            }
            return commit(at: event.timeSeconds)
        default:
            return nil
        }
    }

    /// Feeds one event libevdev delivered in sync mode (the device state after SYN_DROPPED).
    ///
    /// Sync events only gather values; `endSync` emits the resynced sample.
    public mutating func acceptSync(_ event: EvdevEvent) {
        switch (event.type, event.code) {
        case (EvdevEvent.absType, 0...2):
            frameRaw[Int(event.code)] = event.value
            mode = .syncing
        case (EvdevEvent.synType, EvdevEvent.synReport):
            if mode == .dropped { mode = .syncing }
            syncTime = event.timeSeconds
        default:
            break
        }
    }

    /// The sync read ended (-EAGAIN): emits the device's state, after which normal events count again.
    ///
    /// `currentRaw` is the device's full state if the caller knows it
    /// (`libevdev_get_event_value`); it wins over the gathered sync events,
    /// because libevdev computes its delta against a state that includes the
    /// partial frame thrown away at SYN_DROPPED. The sample is stamped with the
    /// sync's SYN_REPORT time, else `time`. Nil when nothing is known.
    public mutating func endSync(currentRaw: SIMD3<Int32>?, time: Double) -> AccelSample? {
        defer {
            frameRaw = committedRaw
            mode = .normal
            syncTime = nil
        }
        if let currentRaw {
            frameRaw = currentRaw
        } else if mode != .syncing {
            return nil
        }
        return commit(at: syncTime ?? time)
    }

    /// Records `sample(raw: committedRaw, time:)` as the held reading (the device's state at open).
    public mutating func startingSample(at time: Double) -> AccelSample {
        let sample = sample(raw: committedRaw, time: time)
        lastSample = sample
        return sample
    }

    /// Every SYN_REPORT is a reading: the kernel drops axis values equal to
    /// the previous ones (within fuzz), so a frame without ABS_X/Y/Z (only
    /// MSC_TIMESTAMP, say) means "sampled, unchanged" and repeats the held values.
    private mutating func commit(at time: Double) -> AccelSample {
        committedRaw = frameRaw
        let sample = sample(raw: committedRaw, time: time)
        lastSample = sample
        return sample
    }
}
