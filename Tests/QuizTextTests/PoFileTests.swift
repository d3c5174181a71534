import Testing

@testable import QuizText

@Suite("The .po reader")
struct PoFileTests {
    @Test func readsContextsPluralsEscapesAndContinuedStrings() throws {
        let text = """
            # a comment
            msgid ""
            msgstr ""
            "Language: ar\\n"
            "Plural-Forms: nplurals=6; plural=0;\\n"

            #. a note for translators
            msgctxt "home.play"
            msgid "Play"
            msgstr "Spielen"

            msgctxt "trivia.points"
            msgid "{count} point"
            msgid_plural "{count} points"
            msgstr[0] "a"
            msgstr[1] "b"

            msgctxt "quote"
            msgid "Say \\"hi\\"\\tthen\\\\"
            msgstr ""
            "two "
            "lines\\n"
            """
        let file = try PoFile(text: text, name: "ar.po")
        #expect(
            file.entries == [
                PoEntry(
                    context: nil, id: "", idPlural: nil,
                    strings: ["Language: ar\nPlural-Forms: nplurals=6; plural=0;\n"], line: 2),
                PoEntry(context: "home.play", id: "Play", idPlural: nil, strings: ["Spielen"], line: 8),
                PoEntry(
                    context: "trivia.points", id: "{count} point", idPlural: "{count} points", strings: ["a", "b"],
                    line: 12),
                PoEntry(context: "quote", id: "Say \"hi\"\tthen\\", idPlural: nil, strings: ["two lines\n"], line: 18),
            ])
        #expect(file.header == ["Language": "ar", "Plural-Forms": "nplurals=6; plural=0;"])
    }

    @Test(arguments: [
        ("msgctxt \"a\"\nmsgid \"b\"\n", 1, "the entry has no msgstr"),
        ("msgctxt \"a\"\nmsgid \"b\"\nmsgstr \"c\\q\"\n", 3, "unknown escape \\q"),
        ("msgctxt \"a\"\nmsgid \"b\"\nmsgstr[1] \"c\"\n", 3, "msgstr[1] out of order"),
        ("\"loose\"\n", 1, "a string continues no keyword"),
        ("msgctxt \"a\"\nmsgid \"b\"\nmsgtext \"c\"\n", 3, "unknown keyword msgtext"),
        ("msgctxt \"a\"\nmsgid \"b\"\nmsgstr c\n", 3, "expected a quoted string, found c"),
        ("msgctxt \"a\"\nmsgid \"b\"\nmsgstr[0] \"c\"\nmsgstr[1] \"d\"\n", 1, "msgstr[n] without msgid_plural"),
    ])
    func namesTheLineAndTheReason(text: String, line: Int, reason: String) {
        #expect(throws: CatalogError(file: "x.po", line: line, reason: reason)) {
            try PoFile(text: text, name: "x.po")
        }
    }
}
