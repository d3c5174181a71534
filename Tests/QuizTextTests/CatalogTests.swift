import Foundation
import Testing

@testable import QuizText

@Suite("The catalog: lookups, plurals, placeholders, numbers, the pseudo-locale")
struct CatalogTests {
    /// A folder with `files` (name to text), removed at the end.
    func withFolder<T>(_ files: [String: String], _ body: (CatalogFolder) throws -> T) throws -> T {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: path) }
        for (name, text) in files { try text.write(toFile: path + "/" + name, atomically: true, encoding: .utf8) }
        return try body(CatalogFolder(path: path))
    }

    static let english = """
        msgctxt "home.playing_as"
        msgid "Playing as {name}"
        msgstr ""

        msgctxt "trivia.points"
        msgid "{count} point"
        msgid_plural "{count} points"
        msgstr[0] ""
        msgstr[1] ""

        msgctxt "button.play"
        msgid "Play"
        msgstr ""
        """

    static let arabic = """
        msgid ""
        msgstr "Plural-Forms: nplurals=6; plural=(n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : n%100>=3 && n%100<=10 ? 3 : n%100>=11 ? 4 : 5);\\n"

        msgctxt "trivia.points"
        msgid "{count} point"
        msgid_plural "{count} points"
        msgstr[0] "zero {count}"
        msgstr[1] "one"
        msgstr[2] "two"
        msgstr[3] "few {count}"
        msgstr[4] "many {count}"
        msgstr[5] "other {count}"
        """

    @Test func englishFillsPlaceholdersAndChoosesItsTwoForms() throws {
        try withFolder(["en.po": Self.english]) { folder in
            let english = try folder.catalog("en")
            #expect(english.text("home.playing_as", ["name": "Ada"]) == "Playing as Ada")
            #expect(english["button.play"] == "Play")
            #expect(english.plural("trivia.points", count: 1) == "1 point")
            #expect(english.plural("trivia.points", count: 0) == "0 points")
            #expect(english.plural("trivia.points", count: 12_345) == "12,345 points")
            #expect(english["no.such_key"] == "no.such_key")
        }
    }

    @Test func arabicChoosesAmongSixAndFallsBackToEnglish() throws {
        try withFolder(["en.po": Self.english, "ar.po": Self.arabic]) { folder in
            let arabic = try folder.catalog("ar")
            let shown = [0, 1, 2, 3, 11, 100, 101, 103, 1000].map { arabic.plural("trivia.points", count: $0) }
            #expect(
                shown == [
                    "zero 0", "one", "two", "few 3", "many 11", "other 100", "other 101", "few 103", "other 1,000",
                ])
            // Not translated in ar.po: English stands in (the catalog check fails on it).
            #expect(arabic["button.play"] == "Play")
            #expect(folder.languages() == ["ar", "en", "pseudo"])
        }
    }

    @Test func aWrongNumberOfPluralFormsIsRefused() throws {
        let german = """
            msgid ""
            msgstr "Plural-Forms: nplurals=2; plural=(n != 1);\\n"

            msgctxt "trivia.points"
            msgid "{count} point"
            msgid_plural "{count} points"
            msgstr[0] "ein Punkt"
            msgstr[1] "{count} Punkte"
            msgstr[2] "zu viele"
            """
        try withFolder(["en.po": Self.english, "de.po": german]) { folder in
            #expect(
                throws: CatalogError(
                    file: folder.file("de"), line: 4, reason: "trivia.points has 3 plural forms, the language has 2")
            ) { try folder.catalog("de") }
        }
        try withFolder([
            "en.po": Self.english, "ar.po": "msgid \"\"\nmsgstr \"Plural-Forms: nplurals=2; plural=0;\\n\"\n",
        ]) {
            folder in
            #expect(
                throws: CatalogError(
                    file: folder.file("ar"),
                    reason: "Plural-Forms must say nplurals=6 (CLDR's zero, one, two, few, many, other)")
            ) { try folder.catalog("ar") }
        }
    }

    @Test func aLanguageWithoutARuleOrFileIsNamed() throws {
        try withFolder(["en.po": Self.english]) { folder in
            #expect(
                throws: CatalogError(
                    file: folder.file("xx"),
                    reason: "the game has no plural rule for the language xx (QuizText's PluralRule)")
            ) { try folder.catalog("xx") }
            #expect(throws: CatalogError.self) { try folder.catalog("de") }
        }
    }

    @Test func numbersAreGroupedAsEachLanguageWritesThem() {
        #expect(NumberText.of("en").format(1_234_567) == "1,234,567")
        #expect(NumberText.of("de").format(1234) == "1.234")
        #expect(NumberText.of("tr").format(-98_765) == "-98.765")
        #expect(NumberText.of("es").format(1234) == "1234")
        #expect(NumberText.of("es").format(12_345) == "12.345")
        #expect(NumberText.of("fr").format(1234) == "1\u{202F}234")
        #expect(NumberText.of("ar").format(1234) == "1,234")
        #expect(NumberText.of("en").format(999) == "999")
    }

    @Test func pseudoIsAccentedLongerAndKeepsPlaceholders() throws {
        #expect(Pseudo.transform("Playing as {name}") == "[Þļáýíñĝ áš {name}~~~~~]")
        // A sentence's long padding wraps as words of its own; a single word's stays glued.
        #expect(
            Pseudo.transform("You have already reported this question, thank you!")
                == "[Ýóú ĥáṽé áļŕéáðý ŕéþóŕţéð ţĥíš ǫúéšţíóñ, ţĥáñķ ýóú! ~~~~~~~~ ~~~~~~~~~]")
        #expect(
            Pseudo.transform("Unfortunately-a-very-long-compound") == "[Úñƒóŕţúñáţéļý-á-ṽéŕý-ļóñĝ-çóḿþóúñð~~~~~~~~~~~~]"
        )
        for text in ["Play", "OK", "Tap a game, or arrows and Enter", "{count} points"] {
            let pseudo = Pseudo.transform(text)
            #expect(pseudo.count >= (text.count * 14 + 9) / 10, "\(pseudo)")
            #expect(Placeholders.names(in: pseudo) == Placeholders.names(in: text))
        }
        try withFolder(["en.po": Self.english]) { folder in
            let pseudo = try folder.catalog("pseudo")
            #expect(pseudo.plural("trivia.points", count: 1) == "[1 þóíñţ~~~~]")
            #expect(pseudo.plural("trivia.points", count: 2) == "[2 þóíñţš~~~~]")
        }
        // A key's sign every language writes the same stays as it is: no language makes it longer.
        let keys = "msgctxt \"keyboard.upper\"\nmsgid \"ABC\"\nmsgstr \"\"\n"
        try withFolder(["en.po": Self.english + "\n" + keys]) { folder in
            let pseudo = try folder.catalog("pseudo")
            #expect(pseudo["keyboard.upper"] == "ABC")
            #expect(pseudo["button.play"] == Pseudo.transform("Play"))
        }
    }

    @Test func placeholdersAreNamedAndFilledByName() {
        #expect(Placeholders.names(in: "{score} / {total}, {not a name} {a_1}") == ["score", "total", "a_1"])
        #expect(Placeholders.fill("{a} and {b} and {a}", ["a": "x"]) == "x and {b} and x")
    }
}
