import Testing

@testable import QuizConfig

/// `events`: family safety (following the kiosk unless set), the feed's language, its REST base and the days
/// fetched.
@Suite struct EventFeedConfigTests {
    static let pinHash = try! AdminPIN.hash(pin: "2468", salt: Array(0..<16), iterations: 10_000)

    @Test func theDefaultsFetchAWeekOfEnglishFromWikipedia() {
        let events = KioskConfig.defaults.events
        #expect(events.familySafeSetting == nil && events.language == .en && events.url == nil)
        #expect(events.fetchDays == 7)
        #expect(events.baseURL == "https://en.wikipedia.org/api/rest_v1")
    }

    @Test func familySafetyFollowsTheKioskUnlessTheFileSetsIt() throws {
        let kiosk = "kiosk: true\nadmin:\n  pin_hash: \(Self.pinHash)\n"
        #expect(try KioskConfig.parse("", file: "a.yaml").familySafeEvents == false)
        #expect(try KioskConfig.parse(kiosk, file: "a.yaml").familySafeEvents == true)
        #expect(
            try KioskConfig.parse(kiosk + "events:\n  family_safe: false\n", file: "a.yaml").familySafeEvents == false)
        #expect(try KioskConfig.parse("events:\n  family_safe: yes\n", file: "a.yaml").familySafeEvents == true)
        #expect(try KioskConfig.parse("events:\n  family_safe:\n", file: "a.yaml").familySafeEvents == false)
        // `play --kiosk` sets kiosk after the file is read: the default follows it.
        var config = try KioskConfig.parse("", file: "a.yaml")
        config.kiosk = true
        #expect(config.familySafeEvents)
    }

    @Test func theGroupSetsLanguageURLAndDays() throws {
        let text = """
            events:
              family_safe: true
              language: de
              url: http://10.0.0.5:8080/{language}/api/rest_v1/
              fetch_days: 0
            """
        let config = try KioskConfig.parse(text, file: "kiosk.yaml")
        var expected = KioskConfig()
        expected.events.familySafeSetting = true
        expected.events.language = .de
        expected.events.url = "http://10.0.0.5:8080/{language}/api/rest_v1/"
        expected.events.fetchDays = 0
        #expect(config == expected)
        #expect(config.events.baseURL == "http://10.0.0.5:8080/de/api/rest_v1")
        let wikipedia = try KioskConfig.parse("events:\n  language: zh\n  url: \"\"\n", file: "kiosk.yaml")
        #expect(wikipedia.events.baseURL == "https://zh.wikipedia.org/api/rest_v1")
    }

    @Test func aLanguageTheFeedDoesNotServeNamesTheList() {
        #expect(
            problems("events:\n  language: nl\n") == [
                "2: events.language: \"nl\" is not allowed; use en, de, fr, sv, pt, ru, es, ar, bs, uk, it, tr, zh or cs (did you mean en?)"
            ])
        #expect(problems("events:\n  language: EN\n").isEmpty, "any case")
    }

    @Test(arguments: [
        ("events:\n  fetch_days: 32", "2: events.fetch_days: 32 is not allowed; use a whole number from 0 to 31"),
        ("events:\n  fetch_days: -1", "2: events.fetch_days: -1 is not allowed; use a whole number from 0 to 31"),
        ("events:\n  family_safe: kiosk", "2: events.family_safe: \"kiosk\" is not allowed; use true or false"),
        (
            "events:\n  url: ftp://mirror.example/api",
            "2: events.url: \"ftp://mirror.example/api\" is a ftp: URL; only http and https URLs can be downloaded; "
                + "use an http or https URL such as https://{language}.wikipedia.org/api/rest_v1 (the default), "
                + "or \"\" for it"
        ),
        (
            "events:\n  url: mirror.example/api",
            "2: events.url: \"mirror.example/api\" is not a URL such as https://example.org/quizzes.json; "
                + "use an http or https URL such as https://{language}.wikipedia.org/api/rest_v1 (the default), "
                + "or \"\" for it"
        ),
        ("event:\n  language: de", "2: event.language: unknown setting; did you mean events.language?"),
    ])
    func badValuesSayWhatIsAllowed(text: String, expected: String) {
        #expect(problems(text) == [expected])
    }
}
