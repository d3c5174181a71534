import QuizLive
import Testing

@Suite("Live round: the join screen's QR code (libqrencode)")
struct LiveQRCodeTests {
    /// The smallest version that holds the bytes at level M in 8-bit mode (14, 26, 42, 62, 84, 106 bytes for
    /// versions 1 to 6), its size 17 + 4 × version.
    @Test(arguments: [
        ("http://kiosk/", 1), ("http://192.0.2.10:8090/?pin=0427", 3),
        ("https://quiz.example.org/" + String(repeating: "a", count: 75), 6),
    ])
    func theSmallestVersionThatHoldsTheAddress(url: String, version: Int) throws {
        let code = try LiveQRCode.encode(url)
        #expect(code.version == version)
        #expect(code.size == 17 + 4 * version)
        #expect(code.modules.count == code.size * code.size)
    }

    /// What every QR code has, whatever it holds: the three finder patterns with their light separators, the
    /// timing patterns between them, and the dark module beside the bottom-left finder.
    @Test func theCodeHasItsFixedPatterns() throws {
        let code = try LiveQRCode.encode("http://192.0.2.10:8090/?pin=0427")
        let size = code.size
        for (top, left) in [(0, 0), (0, size - 7), (size - 7, 0)] {
            for row in 0..<7 {
                for column in 0..<7 {
                    let ring = row == 0 || row == 6 || column == 0 || column == 6
                    let centre = (2...4).contains(row) && (2...4).contains(column)
                    #expect(code.isDark(row: top + row, column: left + column) == (ring || centre))
                }
            }
        }
        for index in 0..<8 {
            #expect(!code.isDark(row: 7, column: index) && !code.isDark(row: index, column: 7))
            #expect(!code.isDark(row: 7, column: size - 1 - index) && !code.isDark(row: size - 8, column: index))
        }
        for index in 8..<(size - 8) {
            #expect(code.isDark(row: 6, column: index) == index.isMultiple(of: 2))
            #expect(code.isDark(row: index, column: 6) == index.isMultiple(of: 2))
        }
        #expect(code.isDark(row: 4 * code.version + 9, column: 8))
    }

    @Test func anotherAddressGivesAnotherCodeTheSameAddressTheSame() throws {
        let one = try LiveQRCode.encode("http://192.0.2.10:8090/?pin=0427")
        #expect(try LiveQRCode.encode("http://192.0.2.10:8090/?pin=0427") == one)
        #expect(try LiveQRCode.encode("http://192.0.2.10:8090/?pin=0428") != one)
    }

    @Test func anAddressTooLongForAQRCodeIsRefused() {
        #expect(throws: LiveQRError.tooLong(3_000)) { try LiveQRCode.encode(String(repeating: "a", count: 3_000)) }
        #expect(LiveQRError.tooLong(3_000).description.contains("3000 bytes"))
    }
}
