/// A mount matrix text that cannot be used, with what was expected.
public struct MountMatrixError: Error, Equatable, CustomStringConvertible {
    /// The text as given.
    public var text: String
    /// What is wrong.
    public var message: String

    /// `mount matrix "1, 0; 0, 1": expected 3 rows separated by ";" ..., found 2`.
    public var description: String {
        "mount matrix \"\(text)\": \(message)"
    }
}

extension MountMatrix {
    /// How a matrix should be written, for error messages.
    static let example = "\"1, 0, 0; 0, 1, 0; 0, 0, 1\""

    /// Parses the hwdb `ACCEL_MOUNT_MATRIX` / sysfs `mount_matrix` form.
    ///
    /// Accepts `x1, y1, z1; x2, y2, z2; x3, y3, z3` with any spaces or none,
    /// decimals (`0.7071`), signs (`-1`, `-0`, `+1`), a leading `ACCEL_MOUNT_MATRIX=`
    /// and a trailing line end. Numbers are read without the locale. Rejects a
    /// wrong count, non-numbers (`nan`, `1,5` in French style gives a wrong
    /// count) and a row of zeros (it would flatten an axis); rows that repeat an
    /// axis are accepted as the hwdb holds a few, and `isOrthonormal` tells them apart.
    public static func parse(_ text: String) throws(MountMatrixError) -> MountMatrix {
        var body = text.trimmedASCII
        if body.hasPrefix("ACCEL_MOUNT_MATRIX=") {
            body.removeFirst("ACCEL_MOUNT_MATRIX=".count)
        }
        let fail = { (message: String) in MountMatrixError(text: text, message: message) }
        let rowTexts = body.split(separator: ";", omittingEmptySubsequences: false)
        guard rowTexts.count == 3 else {
            throw fail(
                "expected 3 rows separated by \";\" like \(example), found \(rowTexts.count)")
        }
        var rows: [SIMD3<Double>] = []
        for (rowIndex, rowText) in rowTexts.enumerated() {
            let cells = rowText.split(separator: ",", omittingEmptySubsequences: false)
            guard cells.count == 3 else {
                throw fail(
                    "row \(rowIndex + 1) (\"\(rowText.trimmedASCII)\") has \(cells.count) "
                        + "values; expected 3 numbers separated by \",\" like \(example)")
            }
            var values: [Double] = []
            for cell in cells {
                guard let value = DecimalText.double(cell) else {
                    throw fail(
                        "row \(rowIndex + 1) value \"\(cell.trimmedASCII)\" is not a number; "
                            + "expected decimal numbers like 1, -1 or 0.7071")
                }
                values.append(value)
            }
            let row = SIMD3(values[0], values[1], values[2])
            guard row != SIMD3(0, 0, 0) else {
                throw fail("row \(rowIndex + 1) is all zeros; each row needs a nonzero value")
            }
            rows.append(row)
        }
        return MountMatrix(rows[0], rows[1], rows[2])
    }
}
