import Foundation
import QuizCore
import Testing

@testable import QuizStore

/// An events pack's events decode as `EventRecord` (`id` its uid, `image` its image URL), with the optional
/// keys' defaults, and a bad pack names the file, the event and the field.
@Suite struct EventsPackTests {
    static func pack(_ events: String) -> Data {
        Data(#"{"id": "p", "title": "Moments", "events": [\#(events)]}"#.utf8)
    }

    @Test func decodesEventsWithTheirDefaults() throws {
        let pack = try EventsPack.decode(
            Self.pack(
                #"""
                {"id": "a", "text": "Eagle lands.", "year": 1969, "month": 7, "day": 20},
                {"id": "b", "text": "Rome founded.", "year": -753, "month": 4, "day": 21, "pages": ["Rome"],
                 "image": "https://example.org/r.jpg", "source": "https://example.org/rome", "sensitive": true}
                """#), file: "p.json")
        #expect(
            pack
                == EventsPack(
                    id: "p", title: "Moments", description: "",
                    events: [
                        EventRecord(uid: "a", text: "Eagle lands.", year: 1969, month: 7, day: 20),
                        EventRecord(
                            uid: "b", text: "Rome founded.", year: -753, month: 4, day: 21, pages: ["Rome"],
                            imageURL: "https://example.org/r.jpg", source: "https://example.org/rome", sensitive: true),
                    ]))
    }

    @Test(arguments: [
        (#"{"id": "p", "title": "T"}"#, "p.json: events: is missing"),
        (#"{"id": "p", "title": "T", "events": ["#, "p.json: (file): is not valid JSON"),
        (#"{"year": 1969}"#, "p.json: events[0].id: is missing"),
        (#"{"id": "a", "year": 1969, "month": 7, "day": 20}"#, "p.json: events[0].text: is missing"),
        (
            #"{"id": "a", "text": "t", "year": "1969", "month": 7, "day": 20}"#,
            "p.json: events[0].year: must be a whole number"
        ),
        (
            #"{"id": "a", "text": "t", "year": 1969, "month": 7, "day": 20, "sensitive": "yes"}"#,
            "p.json: events[0].sensitive: must be true or false"
        ),
        (
            #"{"id": "a", "text": " ", "year": 1969, "month": 7, "day": 20}"#,
            "p.json: events[0].text: must not be empty"
        ),
        (
            #"{"id": "a", "text": "t", "year": 1969, "month": 13, "day": 20}"#,
            "p.json: events[0].month: must be 1 to 12"
        ),
        (#"{"id": "a", "text": "t", "year": 1969, "month": 7, "day": 0}"#, "p.json: events[0].day: must be 1 to 31"),
        (
            #"{"id": "a", "text": "t", "year": 1969, "month": 7, "day": 20}, {"id": "a", "text": "u", "year": 1, "month": 1, "day": 1}"#,
            #"p.json: events[1].id: "a" is used twice"#
        ),
    ])
    func badPacksNameTheEventAndField(json: String, message: String) {
        let data = json.hasPrefix(#"{"id": "p""#) ? Data(json.utf8) : Self.pack(json)
        do {
            _ = try EventsPack.decode(data, file: "p.json")
            Issue.record("accepted: \(json)")
        } catch {
            #expect(error.description == message)
        }
    }
}
