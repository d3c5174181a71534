import Foundation
import Testing
import TiltInput

/// Every `ACCEL_MOUNT_MATRIX` in systemd's sensor hwdb parses and is a sensible matrix.
///
/// Reads Debian's copy (package `udev`) instead of keeping one in the repository.
@Suite struct HwdbMountMatrixTests {
    static let hwdbPath = "/usr/lib/udev/hwdb.d/60-sensor.hwdb"

    /// The distinct values of the property lines (indented, not comments).
    static func matrixTexts() throws -> [String] {
        let text = try String(contentsOfFile: hwdbPath, encoding: .utf8)
        var values: [String] = []
        for line in text.split(separator: "\n") {
            guard line.first == " " || line.first == "\t" else { continue }  // match lines start in column 0
            let property = line.trimmingCharacters(in: .whitespaces)
            guard property.hasPrefix("ACCEL_MOUNT_MATRIX=") else { continue }
            let value = String(property.dropFirst("ACCEL_MOUNT_MATRIX=".count))
            if !values.contains(value) { values.append(value) }
        }
        return values
    }

    @Test func everyHwdbMatrixParsesAndIsARotationReflectionOrARepeatedAxis() throws {
        guard FileManager.default.fileExists(atPath: Self.hwdbPath) else {
            Issue.record(
                "\(Self.hwdbPath) is missing: install Debian's udev package (apt-get install udev) to run this test")
            return
        }
        let texts = try Self.matrixTexts()
        #expect(texts.count >= 20, "expected dozens of distinct matrices in \(Self.hwdbPath)")
        var repeatedAxis: [String] = []
        for text in texts {
            let matrix: MountMatrix
            do {
                matrix = try MountMatrix.parse(text)
            } catch {
                Issue.record("\(error)")
                continue
            }
            for row in matrix.rows {
                let length = (row * row).sum().squareRoot()
                #expect(abs(length - 1) < 1e-3, "row \(row) of \"\(text)\" is not unit length")
            }
            if matrix.isOrthonormal() {
                #expect(abs(abs(matrix.determinant) - 1) < 1e-3, "\"\(text)\"")
            } else {
                // Two rows read the same sensor axis; the file holds a few such quirks
                // (e.g. "1, 0, 0; 0, -1, 0; 1, 0, 0"). They still parse, as in iio-sensor-proxy.
                let rows = matrix.rows
                let repeats = rows.indices.contains { first in
                    rows.indices.contains { $0 > first && abs(abs((rows[first] * rows[$0]).sum()) - 1) < 1e-3 }
                }
                #expect(repeats, "\"\(text)\" is neither orthonormal nor a repeated axis")
                #expect(abs(matrix.determinant) < 1e-3)
                repeatedAxis.append(text)
            }
        }
        #expect(repeatedAxis.count <= 5, "unexpectedly many degenerate matrices: \(repeatedAxis)")
    }

    @Test func theHandheldMatricesOfTheReferenceMapAxesAsDocumented() throws {
        // AYANEO: the IMU stands on its edge, so the display's x is the sensor's -y and y is -z.
        let ayaneo = try MountMatrix.parse("0, -1, 0; 0, 0, -1; 1, 0, 0")
        let reading = ayaneo.apply(to: (x: 1, y: 2, z: 3))
        #expect(reading.x == -2 && reading.y == -3 && reading.z == 1)
        #expect(ayaneo.determinant == 1)
    }
}
