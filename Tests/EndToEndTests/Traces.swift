import Foundation

/// Builds JSON Lines tilt traces: a device held flat, tilted left or right
/// (left edge down is +x, Android/SDL frame) at chosen times.
struct TraceBuilder {
    /// A tilt: start time, side (+1 left, -1 right), peak angle and hold.
    struct Tilt {
        var start: Double
        var left: Bool
        var degrees: Double = 35
        var rampSeconds: Double = 0.4
        var holdSeconds: Double = 0.6
    }

    var tilts: [Tilt]
    var duration: Double
    var rateHertz = 100.0

    func angle(at time: Double) -> Double {
        for tilt in tilts {
            let sign: Double = tilt.left ? 1 : -1
            let t = time - tilt.start
            if t < 0 { continue }
            if t < tilt.rampSeconds { return sign * tilt.degrees * t / tilt.rampSeconds }
            if t < tilt.rampSeconds + tilt.holdSeconds { return sign * tilt.degrees }
            let back = t - tilt.rampSeconds - tilt.holdSeconds
            if back < tilt.rampSeconds { return sign * tilt.degrees * (1 - back / tilt.rampSeconds) }
        }
        return 0
    }

    /// The trace text; a tiny deterministic wobble keeps it realistic.
    func text() -> String {
        var lines: [String] = []
        let count = Int(duration * rateHertz)
        for index in 0...count {
            let time = Double(index) / rateHertz
            let theta = (angle(at: time) + 0.3 * sin(Double(index) * 1.7)) * .pi / 180
            let g = 9.80665
            let x = g * sin(theta)
            let z = g * cos(theta)
            lines.append(String(format: "{\"t\": %.3f, \"x\": %.4f, \"y\": 0.0, \"z\": %.4f}", time, x, z))
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
