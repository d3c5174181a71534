/// How the game's picture is turned on the panel, in degrees clockwise; tilt turns with it.
///
/// `.degrees90` means the game draws its picture rotated 90 degrees clockwise
/// on the panel, so the game's top edge is at the panel's right edge (a
/// portrait panel used in landscape). Drawing, touch and tilt all use the same
/// value, applied once. An accelerometer vector in the panel's frame becomes
/// the game's frame by turning it the other way, counter-clockwise by R:
/// `x' = x cos R - y sin R`, `y' = x sin R + y cos R`, z unchanged. A device
/// held with the panel's native top up (reading y = +g) therefore reads, after
/// rotation: 0 -> (0, +g), 90 -> (-g, 0), 180 -> (0, -g), 270 -> (+g, 0); and
/// holding it so the rotated picture is upright reads (0, +g) every time.
public enum DisplayRotation: Int, Sendable, CaseIterable, CustomStringConvertible {
    case degrees0 = 0
    case degrees90 = 90
    case degrees180 = 180
    case degrees270 = 270

    /// Any multiple of 90 (negative means counter-clockwise: -90 is 270); nil otherwise.
    public init?(degrees: Int) {
        guard degrees % 90 == 0 else { return nil }
        let normalized = ((degrees % 360) + 360) % 360
        self.init(rawValue: normalized)
    }

    /// Parses "0", "90", "180" or "270" (also "-90" and "360"); nil for anything else.
    public init?(parsing text: String) {
        guard let degrees = DecimalText.integer(text) else { return nil }
        self.init(degrees: degrees)
    }

    /// The rotation in degrees clockwise.
    public var degrees: Int { rawValue }

    /// The panel-frame vector in the game's (rotated) frame.
    public func apply(to vector: (x: Double, y: Double, z: Double)) -> (x: Double, y: Double, z: Double) {
        switch self {
        case .degrees0: (vector.x, vector.y, vector.z)
        case .degrees90: (-vector.y, vector.x, vector.z)
        case .degrees180: (-vector.x, -vector.y, vector.z)
        case .degrees270: (vector.y, -vector.x, vector.z)
        }
    }

    /// The sample with its vector in the game's (rotated) frame; the time is kept.
    public func apply(to sample: AccelSample) -> AccelSample {
        let turned = apply(to: (sample.x, sample.y, sample.z))
        return AccelSample(time: sample.time, x: turned.x, y: turned.y, z: turned.z)
    }

    public var description: String { "\(rawValue)" }
}
