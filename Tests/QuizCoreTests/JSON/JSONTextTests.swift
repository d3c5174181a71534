import Foundation
import Testing

@testable import QuizCore

/// JSON written by hand reads back as the text it was given, escaped as
/// Foundation escapes it (the summary lines were written with
/// `JSONSerialization` before, and scripts compare them).
@Suite struct JSONTextTests {
    static let texts: [String] = [
        "", "plain", "quote \" and backslash \\", "a/b: slashes stay", "tab\there\nnew line\r",
        "\u{8}\u{C}", String((0..<0x20).map { Character(Unicode.Scalar($0)!) }), "\u{7F} DEL",
        "Zürich 東京 🏳️‍🌈", "\u{2028}\u{2029} separators", "emoji at the end 🎉",
    ]

    @Test(arguments: texts) func stringsAreEscapedAsFoundationEscapesThem(text: String) throws {
        // Foundation on purpose, both ways: an outside writer to match and an outside reader to take our text.
        let data = try JSONSerialization.data(withJSONObject: [text], options: [.withoutEscapingSlashes])
        let foundation = String(decoding: data, as: UTF8.self).dropFirst().dropLast()
        #expect(JSONText.string(text) == String(foundation))
        let back = try JSONSerialization.jsonObject(with: Data("[\(JSONText.string(text))]".utf8)) as? [String]
        #expect(back == [text])
    }

    @Test func numbersAreRoundedToHundredthsWithoutBinaryNoise() {
        #expect(JSONText.number(3.2) == "3.2")
        #expect(JSONText.number(0.5) == "0.5")
        #expect(JSONText.number(12) == "12.0")
        #expect(JSONText.number(0.05) == "0.05")
        #expect(JSONText.number(1.234) == "1.23")
        #expect(JSONText.number(2.999) == "3.0")
        #expect(JSONText.number(-0.25) == "-0.25")
        #expect(JSONText.number(-1.5) == "-1.5")
        #expect(JSONText.number(-0.04) == "-0.04")
    }
}
