import Testing

@testable import QuizCore

@Suite struct FNV1aTests {
    /// FNV-1a 64's published values, the same from text and from a buffer of its bytes.
    @Test(arguments: [("", "cbf29ce484222325"), ("a", "af63dc4c8601ec8c"), ("foobar", "85944171f73967e8")])
    func givesThePublishedHash(text: String, hex: String) {
        var fromText = FNV1a()
        fromText.add(text)
        var fromBytes = FNV1a()
        Array(text.utf8).withUnsafeBytes { fromBytes.add($0) }
        #expect(fromText.hex == hex)
        #expect(fromBytes.value == fromText.value)
    }

    @Test func addingInPiecesIsHashingTheWhole() {
        var pieces = FNV1a()
        pieces.add("foo")
        pieces.add("bar")
        var whole = FNV1a()
        whole.add("foobar")
        #expect(pieces == whole)
    }
}
