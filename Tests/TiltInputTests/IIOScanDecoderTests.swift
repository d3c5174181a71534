import Testing

@testable import TiltInput

/// Parsing `scan_elements/*_type` and decoding buffer scans, with handmade and recorded bytes.
@Suite struct IIOScanDecoderTests {
    static func decode(_ typeText: String, _ bytes: [UInt8]) throws -> Int64 {
        let type = try IIOChannelType.parse(typeText)
        return bytes.withUnsafeBytes { type.decode($0, at: 0) }
    }

    /// A decoder over channels written as (name, `_index`, `_type` text).
    static func decoder(_ channels: [(String, Int, String)]) throws -> IIOScanDecoder {
        try IIOScanDecoder(
            channels: channels.map { name, index, type in
                IIOScanChannel(name: name, index: index, type: try IIOChannelType.parse(type))
            })
    }

    @Test func typeStringsParse() throws {
        #expect(
            try IIOChannelType.parse("le:s12/16>>4")
                == IIOChannelType(isBigEndian: false, isSigned: true, realBits: 12, storageBits: 16, shift: 4))
        #expect(
            try IIOChannelType.parse("be:u16/16>>0\n")
                == IIOChannelType(isBigEndian: true, isSigned: false, realBits: 16, storageBits: 16, shift: 0))
        #expect(
            try IIOChannelType.parse("le:s64/64>>0")
                == IIOChannelType(isBigEndian: false, isSigned: true, realBits: 64, storageBits: 64, shift: 0))
        let repeated = try IIOChannelType.parse("le:s16/16X4>>0")
        #expect(repeated.repeatCount == 4 && repeated.elementBytes == 8)
        #expect(repeated.description == "le:s16/16X4>>0")
        #expect(try IIOChannelType.parse("le:s12/16>>4").description == "le:s12/16>>4")
    }

    @Test(arguments: ["", "xe:s16/16>>0", "le:x16/16>>0", "le:s16/16", "le:s16/12>>0", "le:s16/16>>2", "le:s0/16>>0"])
    func badTypeStringsAreRejected(text: String) {
        #expect(throws: IIOScanError.self) { try IIOChannelType.parse(text) }
    }

    @Test func signShiftAndMask() throws {
        // 12 bits shifted left by 4 in 16: -1 is 0xFFF0, +1 is 0x0010; the low 4 bits are noise.
        #expect(try Self.decode("le:s12/16>>4", [0xF0, 0xFF]) == -1)
        #expect(try Self.decode("le:s12/16>>4", [0x1F, 0x00]) == 1)
        #expect(try Self.decode("le:s12/16>>4", [0x00, 0x80]) == -2048)
        #expect(try Self.decode("le:u12/16>>4", [0xF0, 0xFF]) == 4095)
        // Big-endian unsigned.
        #expect(try Self.decode("be:u16/16>>0", [0x12, 0x34]) == 0x1234)
        #expect(try Self.decode("be:s16/16>>0", [0xFF, 0xFE]) == -2)
        // 32-bit little-endian signed, and a 16-bit value in a 32-bit slot.
        #expect(try Self.decode("le:s32/32>>0", [0x00, 0x00, 0x00, 0x80]) == Int64(Int32.min))
        #expect(try Self.decode("le:s16/32>>0", [0x69, 0xFC, 0xFF, 0xFF]) == -919)
        #expect(try Self.decode("le:s64/64>>0", [0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF]) == -1)
    }

    @Test func elementsAlignToTheirOwnSize() throws {
        // x, y, z as 16 bits then a 64-bit timestamp: 0, 2, 4, then 8 (not 6); 16 bytes.
        let decoder = try Self.decoder([
            ("in_timestamp", 3, "le:s64/64>>0"), ("in_accel_z", 2, "le:s16/16>>0"), ("in_accel_x", 0, "le:s16/16>>0"),
            ("in_accel_y", 1, "le:s16/16>>0"),
        ])
        #expect(decoder.channels.map(\.name) == ["in_accel_x", "in_accel_y", "in_accel_z", "in_timestamp"])
        #expect(decoder.offsets == [0, 2, 4, 8])
        #expect(decoder.scanBytes == 16)
        let scan: [UInt8] = [1, 0, 0xFE, 0xFF, 3, 0, 0, 0] + [0x00, 0xCA, 0x9A, 0x3B, 0, 0, 0, 0]
        #expect(
            try decoder.accelScans(in: scan + scan + [9, 9])
                == Array(
                    repeating: IIOAccelScan(raw: SIMD3(1, -2, 3), timestampNanoseconds: 1_000_000_000), count: 2))
    }

    @Test func theScanIsPaddedToItsLargestElement() throws {
        let decoder = try Self.decoder([
            ("in_accel_x", 0, "le:s32/32>>0"), ("in_accel_y", 1, "le:s8/8>>0"), ("in_accel_z", 2, "le:s8/8>>0"),
        ])
        #expect(decoder.offsets == [0, 4, 5])
        #expect(decoder.scanBytes == 8)
    }

    @Test func iioSensorProxysRecordedOrientationNormalScan() throws {
        // tests/iio-buffer-accel-data/orientation-normal.bin: x, y, z as le:s16/32>>0, then an s64 timestamp.
        let words: [UInt16] = [
            0x6700, 0x69fc, 0x69fc, 0x7ffe, 0x7ffe, 0x0000, 0x0000, 0x0000, 0xce81, 0x7445, 0x09fc, 0x5b16,
        ]
        let bytes = words.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }  // xxd order: byte by byte
        let decoder = try Self.decoder([
            ("in_accel_x", 0, "le:s16/32>>0"), ("in_accel_y", 1, "le:s16/32>>0"), ("in_accel_z", 2, "le:s16/32>>0"),
            ("in_timestamp", 3, "le:s64/64>>0"),
        ])
        #expect(decoder.scanBytes == 24)
        let scans = try decoder.accelScans(in: bytes)
        #expect(scans.count == 1)
        // y is the most negative axis: the gravity vector of a device standing upright ("normal").
        #expect(scans.first?.raw == SIMD3(103, -919, -385))
        #expect(scans.first?.timestampNanoseconds == Int64(bitPattern: 0x165B_FC09_4574_81CE))
    }

    @Test func layoutsWithoutAccelOrWithClashingIndicesFail() throws {
        #expect(throws: IIOScanError.self) { try Self.decoder([]) }
        #expect(throws: IIOScanError(message: "in_accel_x and in_accel_y have the same scan index 0")) {
            try Self.decoder([("in_accel_x", 0, "le:s16/16>>0"), ("in_accel_y", 0, "le:s16/16>>0")])
        }
        let onlyX = try Self.decoder([("in_accel_x", 0, "le:s16/16>>0")])
        #expect(throws: IIOScanError(message: "in_accel_y is not enabled in the scan")) {
            try onlyX.accelScans(in: [0, 0])
        }
    }
}
