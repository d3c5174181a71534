/// Finds the neutral pose: the mean roll of a window of still samples.
///
/// The window slides over the newest `windowSeconds` of filtered rolls (plus
/// the reading just before them); once it spans the whole window and its rolls lie within `maxSpreadDegrees` of
/// each other, their mean is the neutral roll. A wobbling player simply keeps
/// the window sliding until they hold still.
struct NeutralCalibrator: Sendable {
    private struct Reading: Sendable {
        var time: Double
        var rollDegrees: Double
    }

    let windowSeconds: Double
    let maxSpreadDegrees: Double
    private var readings: [Reading] = []

    /// Slack for sample times such as k/100 that are not exact in binary.
    private static let timeSlackSeconds = 1e-6

    init(windowSeconds: Double, maxSpreadDegrees: Double) {
        self.windowSeconds = max(0, windowSeconds)
        self.maxSpreadDegrees = maxSpreadDegrees
    }

    /// Starts over, e.g. after a rejected sample: every sample in the window must pass the gate.
    mutating func clear() {
        readings.removeAll(keepingCapacity: true)
    }

    /// Adds one filtered roll; returns the neutral roll once the window is full and still.
    mutating func add(time: Double, rollDegrees: Double) -> Double? {
        if let last = readings.last, time < last.time {
            clear()  // a new clock: the old readings mean nothing on it
        }
        readings.append(Reading(time: time, rollDegrees: rollDegrees))
        // Keep the newest reading at or before the window's start, so the kept readings span
        // the whole window whatever the sample rate (not only rates that divide it exactly).
        let windowStart = time - windowSeconds + Self.timeSlackSeconds
        if let firstInside = readings.firstIndex(where: { $0.time > windowStart }), firstInside > 1 {
            readings.removeFirst(firstInside - 1)
        }
        guard readings.count >= 2,
            let first = readings.first,
            time - first.time >= windowSeconds - Self.timeSlackSeconds
        else { return nil }

        var lowest = Double.infinity
        var highest = -Double.infinity
        var sum = 0.0
        for reading in readings {
            lowest = min(lowest, reading.rollDegrees)
            highest = max(highest, reading.rollDegrees)
            sum += reading.rollDegrees
        }
        guard highest - lowest <= maxSpreadDegrees else { return nil }
        let neutral = sum / Double(readings.count)
        clear()
        return neutral
    }
}
