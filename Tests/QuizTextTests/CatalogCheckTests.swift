import Testing

@testable import QuizText

/// Each problem the catalog check names, on a small English and a translation that has it.
@Suite("The catalog check")
struct CatalogCheckTests {
    /// CatalogTests' English with an "OK", a text every language may keep.
    static let english = try! PoFile(
        text: CatalogTests.english.replacing("msgid \"Play\"", with: "msgid \"OK\"")
            .replacing("button.play", with: "button.ok"),
        name: "en.po")

    func problems(_ text: String, language: String = "de") throws -> [String] {
        try CatalogCheck.problems(
            of: PoFile(text: text, name: "\(language).po"), language: language, english: Self.english)
    }

    static let good = """
        msgctxt "home.playing_as"
        msgid "Playing as {name}"
        msgstr "{name} spielt"

        msgctxt "trivia.points"
        msgid "{count} point"
        msgid_plural "{count} points"
        msgstr[0] "ein Punkt"
        msgstr[1] "{count} Punkte"

        msgctxt "button.ok"
        msgid "OK"
        msgstr "OK"
        """

    @Test func aGoodTranslationHasNone() throws {
        #expect(try problems(Self.good) == [])
    }

    @Test func aMissingKey() throws {
        let text = Self.good.replacing("msgctxt \"button.ok\"\nmsgid \"OK\"\nmsgstr \"OK\"", with: "")
        #expect(try problems(text) == ["de: button.ok is missing"])
    }

    @Test func aKeyEnglishHasNot() throws {
        #expect(
            try problems(Self.good + "\n\nmsgctxt \"home.gone\"\nmsgid \"Gone\"\nmsgstr \"Weg\"\n")
                == ["de: home.gone is not a key of en.po"])
    }

    @Test func placeholdersThatDiffer() throws {
        #expect(
            try problems(Self.good.replacing("{name} spielt", with: "{player} spielt"))
                == ["de: home.playing_as has the placeholders [\"player\"], English [\"name\"]"])
        #expect(
            try problems(Self.good.replacing("{count} Punkte", with: "Punkte"))
                == ["de: trivia.points has the placeholders [], English [\"count\"]"])
    }

    @Test func theEnglishTextItself() throws {
        #expect(
            try problems(Self.good.replacing("{name} spielt", with: "Playing as {name}"))
                == ["de: home.playing_as is the English text \"Playing as {name}\""])
    }

    @Test func englishChangedSinceTranslated() throws {
        #expect(
            try problems(Self.good.replacing("msgid \"Playing as {name}\"", with: "msgid \"Now playing: {name}\""))
                == ["de: home.playing_as's msgid is not English's text any more (translate it again)"])
    }

    @Test func untranslatedAndWrongFormCount() throws {
        #expect(
            try problems(Self.good.replacing("\"{name} spielt\"", with: "\"\"")) == [
                "de: home.playing_as is not translated"
            ])
        let arabic = Self.good.replacing("msgstr \"OK\"", with: "msgstr \"حسنا\"")
            .replacing("{name} spielt", with: "يلعب {name}")
        #expect(
            try problems(arabic, language: "ar").contains("ar: trivia.points has 2 plural forms, not 6"))
    }
}

extension CatalogCheckTests {
    @Test func aUnitApartFromItsNumberByAPlainSpace() throws {
        let german = try PoFile(
            text: """
                msgctxt "trivia.second_chance"
                msgid "with {seconds}\u{00A0}s on the clock"
                msgstr "mit {seconds} s auf der Uhr, {percent} %, {count} Sekunden, {name} sagt"
                """, name: "de.po")
        #expect(
            CatalogCheck.unitsApart(in: german, language: "de") == [
                "de: trivia.second_chance writes \"{percent} %\" with a plain space (write U+00A0)",
                "de: trivia.second_chance writes \"{seconds} s\" with a plain space (write U+00A0)",
            ])
        #expect(CatalogCheck.unitsApart(in: german, language: "en") == [], "English's msgid has U+00A0")
        #expect(
            CatalogCheck.unitsApart(in: "{minutes} dk'da, {hours} sa, {seconds} ث") == [
                "{minutes} dk", "{hours} sa", "{seconds} ث",
            ])
        #expect(CatalogCheck.unitsApart(in: "{count} sample, {count} Minuten, {count} دقيقة") == [])
    }

    /// French puts U+00A0 before ":", ";", "?" and "!" and inside « »; code such as a URL, "HOST:PORT" or a
    /// config line keeps its own spelling.
    @Test func frenchWithoutItsNoBreakSpacesIsFound() throws {
        let french = try PoFile(
            text: """
                msgctxt "voice.heard"
                msgid "Heard: {words}"
                msgstr "Entendu : « {words} »; encore?"

                msgctxt "keyboard.rule_url"
                msgid "An http:// or https:// address"
                msgstr "http:// ou {scheme}://\u{00A0}; HOST:PORT, display.renderer: software, sous admin: et 0-9 !?#"
                """, name: "fr.po")
        #expect(
            CatalogCheck.frenchSpacesMissing(in: french) == [
                "fr: voice.heard has no U+00A0 after « in \"Entendu : « \"",
                "fr: voice.heard has no U+00A0 before \":\" in \"Entendu : \"",
                "fr: voice.heard has no U+00A0 before » in \": « {words} »;\"",
                "fr: voice.heard has no space before \";\" in \" « {words} »; \"",
                "fr: voice.heard has no space before \"?\" in \"s} »; encore?\"",
            ])
        let spaced = "Entendu\u{00A0}:\u{00A0}«\u{00A0}{words}\u{00A0}» ; oui !"
        #expect(CatalogCheck.frenchSpacesMissing(in: spaced).count == 2)
    }
}
