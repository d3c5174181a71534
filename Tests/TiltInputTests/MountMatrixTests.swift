import Testing

@testable import TiltInput

/// Parsing and applying mount matrices in every form the hwdb and sysfs write them.
@Suite struct MountMatrixTests {
    @Test(arguments: [
        "0, 1, 0; 1, 0, 0; 0, 0, 1",
        "0,1,0;1,0,0;0,0,1",
        " 0 , 1 , 0 ;1, 0, 0;  0, 0, 1 \n",
        "ACCEL_MOUNT_MATRIX=0, 1, 0; 1, 0, 0; 0, 0, 1",
        "-0, +1, 0; 1.0, 0, 0; 0, 0, 1.000",
    ])
    func spellingsOfOneMatrixAgree(text: String) throws {
        let matrix = try MountMatrix.parse(text)
        #expect(matrix == MountMatrix(SIMD3(0, 1, 0), SIMD3(1, 0, 0), SIMD3(0, 0, 1)))
        #expect(matrix.description == "0, 1, 0; 1, 0, 0; 0, 0, 1")
    }

    @Test func decimalsAndNegativesParse() throws {
        let matrix = try MountMatrix.parse("0.7071, -0.7071, 0; 0.7071, 0.7071, 0; 0, 0, -1")
        #expect(matrix.row1 == SIMD3(0.7071, -0.7071, 0))
        #expect(matrix.row2 == SIMD3(0.7071, 0.7071, 0))
        #expect(matrix.row3 == SIMD3(0, 0, -1))
        #expect(matrix.isOrthonormal())
        #expect(abs(matrix.determinant + 1) < 1e-3)
    }

    @Test func theKernelSysfsFormParses() throws {
        // drivers print "%s, %s, %s; %s, %s, %s; %s, %s, %s\n" from the device tree strings
        let matrix = try MountMatrix.parse("0, 1, 0; -1, 0, 0; 0, 0, 1\n")
        #expect(matrix == MountMatrix(SIMD3(0, 1, 0), SIMD3(-1, 0, 0), SIMD3(0, 0, 1)))
        #expect(matrix.determinant == 1)
    }

    @Test func applyingGoesRowByRow() throws {
        let matrix = try MountMatrix.parse("0, 1, 0; -1, 0, 0; 0, 0, 1")
        let result = matrix.apply(to: (x: 1, y: 2, z: 3))
        #expect(result.x == 2)  // row 1 . (1, 2, 3)
        #expect(result.y == -1)  // row 2
        #expect(result.z == 3)  // row 3
        let same = MountMatrix.identity.apply(to: (x: 1, y: 2, z: 3))
        #expect(same.x == 1 && same.y == 2 && same.z == 3)
    }

    @Test(arguments: [
        ("1, 0, 0; 0, 1, 0", #"expected 3 rows separated by ";" like "1, 0, 0; 0, 1, 0; 0, 0, 1", found 2"#),
        (
            "1, 0, 0; 0, 1, 0; 0, 0, 1; 1, 0, 0",
            #"expected 3 rows separated by ";" like "1, 0, 0; 0, 1, 0; 0, 0, 1", found 4"#
        ),
        (
            "1, 0; 0, 1, 0; 0, 0, 1",
            #"row 1 ("1, 0") has 2 values; expected 3 numbers separated by "," like "1, 0, 0; 0, 1, 0; 0, 0, 1""#
        ),
        (
            "1, 0, 0; 0, x, 0; 0, 0, 1",
            #"row 2 value "x" is not a number; expected decimal numbers like 1, -1 or 0.7071"#
        ),
        (
            "1, 0, 0; 0, 1, 0; 0, 0, nan",
            #"row 3 value "nan" is not a number; expected decimal numbers like 1, -1 or 0.7071"#
        ),
        (
            "1, 0, 0; 0, 1, 0; 0, 0, inf",
            #"row 3 value "inf" is not a number; expected decimal numbers like 1, -1 or 0.7071"#
        ),
        (
            "1, 0, 0; 0, 1, 0; 0, , 1",
            #"row 3 value "" is not a number; expected decimal numbers like 1, -1 or 0.7071"#
        ),
        ("0, 0, 0; 0, 0, 0; 0, 0, 0", "row 1 is all zeros; each row needs a nonzero value"),
        ("1, 0, 0; 0, 0, 0; 0, 0, 1", "row 2 is all zeros; each row needs a nonzero value"),
        ("", #"expected 3 rows separated by ";" like "1, 0, 0; 0, 1, 0; 0, 0, 1", found 1"#),
    ])
    func malformedMatricesSayWhatWasExpected(text: String, message: String) {
        #expect(throws: MountMatrixError(text: text, message: message)) {
            try MountMatrix.parse(text)
        }
    }

    @Test func aFrenchDecimalCommaIsNotANumber() {
        // LC_NUMERIC=fr_FR would write 0,7071; the matrix format has commas between values, so it miscounts.
        #expect(throws: MountMatrixError.self) {
            try MountMatrix.parse("0,7071, 0, 0; 0, 1, 0; 0, 0, 1")
        }
    }

    @Test func theErrorReadsAsOneLine() {
        let error = MountMatrixError(text: "1, 0", message: "expected 3 rows")
        #expect(error.description == #"mount matrix "1, 0": expected 3 rows"#)
    }

    @Test func aRepeatedAxisParsesButIsNotOrthonormal() throws {
        // iio-sensor-proxy #201: "You have 'y' appearing twice"
        let matrix = try MountMatrix.parse("0, 1, 0; 0, 1, 0; 0, 0, 1")
        #expect(!matrix.isOrthonormal())
        #expect(matrix.determinant == 0)
    }
}
