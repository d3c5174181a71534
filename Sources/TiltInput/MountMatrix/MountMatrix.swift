/// A 3x3 matrix that turns a sensor's axes into the display's axes (IIO/hwdb "mount matrix").
///
/// Applied row by row, as iio-sensor-proxy does: the first row gives the new
/// x, the second the new y, the third the new z. The text form is the one of
/// systemd's 60-sensor.hwdb `ACCEL_MOUNT_MATRIX` and the kernel's sysfs
/// `in_accel_mount_matrix`: `"x1, y1, z1; x2, y2, z2; x3, y3, z3"`.
public struct MountMatrix: Sendable, Equatable, CustomStringConvertible {
    /// The three rows, each (x, y, z) coefficients.
    public var rows: [SIMD3<Double>] { [row1, row2, row3] }
    public var row1: SIMD3<Double>
    public var row2: SIMD3<Double>
    public var row3: SIMD3<Double>

    /// The sensor is mounted the way the display is.
    public static let identity = MountMatrix(SIMD3(1, 0, 0), SIMD3(0, 1, 0), SIMD3(0, 0, 1))

    public init(_ row1: SIMD3<Double>, _ row2: SIMD3<Double>, _ row3: SIMD3<Double>) {
        self.row1 = row1
        self.row2 = row2
        self.row3 = row3
    }

    /// The vector in the display's axes: each output axis is one row dotted with the input.
    public func apply(to vector: (x: Double, y: Double, z: Double)) -> (x: Double, y: Double, z: Double) {
        let input = SIMD3(vector.x, vector.y, vector.z)
        return (
            (row1 * input).sum(),
            (row2 * input).sum(),
            (row3 * input).sum()
        )
    }

    /// +1 for a rotation, -1 for a reflection, 0 when two rows point the same way.
    public var determinant: Double {
        row1.x * (row2.y * row3.z - row2.z * row3.y)
            - row1.y * (row2.x * row3.z - row2.z * row3.x)
            + row1.z * (row2.x * row3.y - row2.y * row3.x)
    }

    /// True when the rows are unit length and at right angles (a rotation or a reflection),
    /// each within `tolerance` (0.7071-style entries are rounded in the hwdb).
    public func isOrthonormal(tolerance: Double = 1e-3) -> Bool {
        let rows = self.rows
        for (index, row) in rows.enumerated() {
            guard abs((row * row).sum() - 1) <= tolerance else { return false }
            for other in rows[(index + 1)...] where abs((row * other).sum()) > tolerance {
                return false
            }
        }
        return abs(abs(determinant) - 1) <= tolerance * 3
    }

    /// The hwdb/sysfs text form, e.g. `0, 1, 0; -1, 0, 0; 0, 0, 1`.
    public var description: String {
        rows.map { row in
            [row.x, row.y, row.z].map(Self.format).joined(separator: ", ")
        }
        .joined(separator: "; ")
    }

    private static func format(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 {
            return String(Int(value))
        }
        return String(value)
    }
}
