import QuizCore

/// The scale and offset of an IIO device's three accel channels: m/s^2 = (raw + offset) * scale.
///
/// Looked up as iio-sensor-proxy does, but keeping the offset (the IIO ABI
/// has it; iio-sensor-proxy's poll driver drops it): scale from
/// `in_accel_{x,y,z}_scale`, else `in_accel_scale`, else `scale`, else 1;
/// offset from `in_accel_{x,y,z}_offset`, else `in_accel_offset`, else 0.
public struct IIOAccelCalibration: Sendable, Equatable {
    /// m/s^2 per raw unit, per axis.
    public var scaleMetersPerSecondSquared: SIMD3<Double>
    /// Added to the raw value before scaling, per axis.
    public var offsetRaw: SIMD3<Double>
    /// Where the scale came from ("in_accel_x_scale", "in_accel_scale", "scale", "override", "default 1").
    public var scaleSource: String

    static let axisNames = ["x", "y", "z"]

    /// Reads the attributes of the device folder; `scaleOverride` (for hubs with bogus scales) wins.
    static func read(deviceFolder folder: String, scaleOverride: Double? = nil) -> IIOAccelCalibration {
        let scale: SIMD3<Double>
        let source: String
        if let scaleOverride, scaleOverride.isFinite, scaleOverride != 0 {
            scale = SIMD3(repeating: scaleOverride)
            source = "override"
        } else if let perAxis = perAxis(folder: folder, suffix: "scale") {
            scale = perAxis
            source = "in_accel_x_scale"
        } else if let shared = number(PathText.join(folder, "in_accel_scale")) {
            scale = SIMD3(repeating: shared)
            source = "in_accel_scale"
        } else if let shared = number(PathText.join(folder, "scale")) {
            scale = SIMD3(repeating: shared)
            source = "scale"
        } else {
            scale = SIMD3(repeating: 1)
            source = "default 1"
        }
        var offset = SIMD3<Double>(repeating: number(PathText.join(folder, "in_accel_offset")) ?? 0)
        for (axis, name) in axisNames.enumerated() {
            if let value = number(PathText.join(folder, "in_accel_\(name)_offset")) { offset[axis] = value }
        }
        return IIOAccelCalibration(scaleMetersPerSecondSquared: scale, offsetRaw: offset, scaleSource: source)
    }

    /// The Linux-frame vector in m/s^2 for raw readings.
    func metersPerSecondSquared(raw: SIMD3<Double>) -> SIMD3<Double> {
        (raw + offsetRaw) * scaleMetersPerSecondSquared
    }

    /// One line for `tiltquiz devices`.
    var summary: String {
        let scale = scaleMetersPerSecondSquared
        let scaleText =
            scale.x == scale.y && scale.y == scale.z
            ? "\(scale.x)" : "(\(scale.x), \(scale.y), \(scale.z))"
        let offsetText =
            offsetRaw == SIMD3(repeating: 0) ? "" : ", offset (\(offsetRaw.x), \(offsetRaw.y), \(offsetRaw.z))"
        return "(raw + offset) * scale, scale \(scaleText) m/s^2 per unit from \(scaleSource)\(offsetText)"
    }

    /// Per-axis attributes, only when all three are there and readable.
    private static func perAxis(folder: String, suffix: String) -> SIMD3<Double>? {
        var values = SIMD3<Double>()
        for (axis, name) in axisNames.enumerated() {
            guard let value = number(PathText.join(folder, "in_accel_\(name)_\(suffix)")) else { return nil }
            values[axis] = value
        }
        return values
    }

    private static func number(_ path: String) -> Double? {
        SysfsFiles.text(path).flatMap { DecimalText.double($0) }
    }
}
