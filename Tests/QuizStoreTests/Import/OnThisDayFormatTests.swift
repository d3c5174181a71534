import Foundation
import Testing

@testable import QuizStore

@Suite struct OnThisDayFormatTests {
    @Test func readsTheEventsSampleWithTheDateFromItsFileName() throws {
        let file = "wikimedia-onthisday-events-07-20.json"
        let batch = try ImportFixtures.batch(file)
        #expect(batch.format == .onthisday)
        #expect(batch.title == "On this day 07-20")
        #expect(batch.questions.isEmpty)
        #expect(batch.warnings.isEmpty)
        #expect(
            batch.events == [
                ImportedEvent(
                    text:
                        "Apollo 11's lunar module Eagle lands on the Moon with Neil Armstrong and Buzz Aldrin aboard.",
                    year: 1969, month: 7, day: 20, pages: ["Apollo 11"],
                    imageURL: "https://upload.wikimedia.org/wikipedia/commons/thumb/0/00/Example.jpg/320px-Example.jpg",
                    location: ImportLocation(file: file, jsonPath: "$.events[0]")),
                ImportedEvent(
                    text: "A group of German officers attempts to assassinate Adolf Hitler with a briefcase bomb at "
                        + "the Wolf's Lair.",
                    year: 1944, month: 7, day: 20, pages: ["20 July plot"], imageURL: nil,
                    location: ImportLocation(file: file, jsonPath: "$.events[1]")),
                ImportedEvent(
                    text:
                        "Illustrative entry for an event dated BC (the service stores BC years as negative integers).",
                    year: -44, month: 7, day: 20, pages: [], imageURL: nil,
                    location: ImportLocation(file: file, jsonPath: "$.events[2]")),
            ])
    }

    @Test func theAllShapeKeepsEventsAndSelectedAndWarnsAboutTheRest() throws {
        let data = try ImportFixtures.data("wikimedia-onthisday-all-shape.json")
        let batch = try Importer.parse(data, file: "onthisday-all-12-31.json", format: nil)
        #expect(batch.events.map(\.event.text) == ["Something happened.", "…"])
        #expect(batch.events.map(\.event.year) == [1815, 1969])
        #expect(batch.events.map(\.event.pages) == [[], ["…"]])
        #expect(batch.events.allSatisfy { $0.event.month == 12 && $0.event.day == 31 })
        #expect(
            batch.warnings.map(\.description) == [
                "onthisday-all-12-31.json: $.births: skipped: 1 births entries (only events and selected are used)",
                "onthisday-all-12-31.json: $.deaths: skipped: 1 deaths entries (only events and selected are used)",
                "onthisday-all-12-31.json: $.holidays: skipped: 1 holidays entries (only events and selected are used)",
            ])
    }

    @Test func withoutADateTheErrorSaysHowToNameTheFile() throws {
        let message = importFailure(
            try ImportFixtures.data("wikimedia-onthisday-all-shape.json"), file: "wikimedia-onthisday-all-shape.json",
            format: nil)
        #expect(
            message == "wikimedia-onthisday-all-shape.json: field \"date\": the feed does not say its day; put it in "
                + "the file name as MM-DD, e.g. onthisday-07-20.json")
    }

    @Test func theDateCanComeFromTheDocumentAndDuplicatesAreKeptOnce() throws {
        let json = """
            {"date": "02-29", "selected": [{"text": "Same.", "year": "44 BC", "pages": [{"normalizedtitle": "N"},
              {"title": "Some_page", "thumbnail": {"source": "https://x/t.jpg"}}]}],
             "events": [{"text": "Same.", "year": -44, "pages": []}, {"text": "No year.", "pages": []}]}
            """
        let batch = try importText(json, file: "feed.json", format: nil)
        #expect(
            batch.events == [
                ImportedEvent(
                    text: "Same.", year: -44, month: 2, day: 29, pages: [], imageURL: nil,
                    location: ImportLocation(file: "feed.json", jsonPath: "$.events[0]"))
            ])
        #expect(batch.warnings.map(\.description) == ["feed.json: $.events[1]: skipped: an entry without a year"])
        let months = try importText(#"{"month": 1, "day": 2, "events": []}"#, file: "f.json", format: .onthisday)
        #expect(months.title == "On this day 01-02")
    }

    @Test(arguments: [
        ("onthisday-en-07-20.json", 7, 20), ("2026-12-01.json", 12, 1), ("x-02-29-13-45.json", 2, 29),
    ])
    func monthAndDayComeFromTheLastValidPairInTheName(name: String, month: Int, day: Int) throws {
        let found = try #require(OnThisDayFormat.monthDay(in: name))
        #expect(found.month == month && found.day == day)
    }

    @Test func invalidDatesInNamesAreIgnored() {
        #expect(OnThisDayFormat.monthDay(in: "13-01.json") == nil)
        #expect(OnThisDayFormat.monthDay(in: "02-30.json") == nil)
        #expect(OnThisDayFormat.monthDay(in: "107-201.json") == nil)
    }

    @Test(arguments: [
        (
            #"{"events": [{"text": "T", "year": "soon", "pages": []}]}"#,
            "d-01-01.json: $.events[0].year: must be a year such as 1969, -44 or \"44 BC\""
        ),
        (#"{"events": [{"year": 1, "pages": []}]}"#, "d-01-01.json: $.events[0].text: is missing"),
        (#"{"events": [{"text": " ", "year": 1}]}"#, "d-01-01.json: $.events[0].text: must not be empty"),
        (#"{"events": {}}"#, "d-01-01.json: $.events: must be a list"),
        (#"{"births": []}"#, "d-01-01.json: $: has no \"events\" or \"selected\" list"),
        (#"{"date": "July", "events": []}"#, "d.json: $.date: must be a date like \"07-20\""),
        (
            "{\"events\": [\n{\"text\": \"T\",",
            "d-01-01.json:2: is not valid JSON: the file ends too early (is it truncated?)"
        ),
    ])
    func badFeedsNameTheJSONPath(json: String, message: String) {
        let file = json.contains("July") ? "d.json" : "d-01-01.json"
        #expect(importFailure(json, file: file, format: .onthisday) == message)
    }
}
