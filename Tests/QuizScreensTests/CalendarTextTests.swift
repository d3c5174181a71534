import QuizCore
import QuizFlows
import QuizText
import Testing

@testable import QuizScreens

/// Short dates in the language on view: month names and the parts' order from the catalog (`date.*`).
struct CalendarTextTests {
    @Test func shortDatesFollowTheLanguage() throws {
        let folder = CatalogFolder(assets: SceneRenderingTests.root + "/assets")
        let day = try #require(CalendarDay(year: 2026, month: 11, day: 24))
        let english = CalendarText(try folder.catalog("en"))
        #expect(english.short(day) == "24 Nov 2026")
        #expect(english.short(day, time: "14:05") == "24 Nov 14:05")
        let german = CalendarText(try folder.catalog("de"))
        #expect(german.short(day).hasPrefix("24. "))
        #expect(german.short(day).hasSuffix(" 2026"))
        #expect(CalendarText(try folder.catalog("fr")).short(day, time: "14:05").hasSuffix(" à 14:05"))
    }
}
