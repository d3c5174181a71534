import Testing

@testable import QuizText

/// `Placeholders.fill` fills a text's `{name}`s in one pass (screens fill texts every frame).
@Suite struct PlaceholderFillTests {
    @Test func fillsEveryNamedPlaceholderAndLeavesTheRestAsWritten() {
        #expect(
            Placeholders.fill("Question {number} of {count}", ["number": "2", "count": "10"]) == "Question 2 of 10")
        #expect(Placeholders.fill("{count} answered", ["count": "1,234"]) == "1,234 answered")
        // The same name twice, a name at each end, a name without a value, braces that name nothing.
        #expect(Placeholders.fill("{a}-{b}-{a}", ["a": "x", "b": "y"]) == "x-y-x")
        #expect(Placeholders.fill("{a} {missing} {a}", ["a": "Ada"]) == "Ada {missing} Ada")
        #expect(Placeholders.fill("{{a}} { } {a", ["a": "1"]) == "{1} { } {a")
        #expect(Placeholders.fill("no placeholder", ["a": "1"]) == "no placeholder")
        #expect(Placeholders.fill("{a}", [:]) == "{a}")
        #expect(Placeholders.fill("", ["a": "1"]) == "")
        // Letters of any script around and in the values.
        #expect(Placeholders.fill("السؤال {number} من {count}", ["number": "٢", "count": "١٠"]) == "السؤال ٢ من ١٠")
        #expect(Placeholders.fill("«{name}» ✓", ["name": "Zoë"]) == "«Zoë» ✓")
    }

    /// A value is put in as it is: a player named "{points}" shows so, whatever order the names are filled in.
    @Test func aValueIsNeverReadForPlaceholders() {
        let filled = Placeholders.fill(
            "{rank}. {name}  {points}", ["rank": "4", "name": "{points} {rank}", "points": "120"])
        #expect(filled == "4. {points} {rank}  120")
    }

    /// The game's own texts come out as replacing each name in turn made them: every form of every key in every
    /// language, each placeholder given a value.
    @Test func theGamesTextsFillAsReplacingEachNameDid() throws {
        var checked = 0
        for language in GameCatalogTests.folder.languages() {
            let catalog = try GameCatalogTests.folder.catalog(language)
            for key in catalog.keys {
                for form in catalog.forms(key) ?? [] {
                    let names = Placeholders.names(in: form)
                    guard !names.isEmpty else { continue }
                    let values = Dictionary(names.map { ($0, "<\($0.uppercased())>") }, uniquingKeysWith: { a, _ in a })
                    var replaced = form
                    for (name, value) in values { replaced = replaced.replacing("{\(name)}", with: value) }
                    #expect(Placeholders.fill(form, values) == replaced, "\(language) \(key): \(form)")
                    checked += 1
                }
            }
        }
        #expect(checked > 300)
    }
}
