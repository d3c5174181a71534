import Testing

@testable import QuizConfig

/// `packs` as a group (use, url, check_minutes, score_url), and its older one-line forms.
@Suite struct PackSourceConfigTests {
    @Test func theGroupSetsTheScopeTheURLsAndTheCheckTime() throws {
        let text = """
            packs:
              use: [tiltquiz-trivia, quiz-science]
              url: https://quiz.example.org/questions.json
              check_minutes: 15
              score_url: http://10.0.0.2:8080/scores
            """
        let config = try KioskConfig.parse(text, file: "test.yaml")
        var expected = KioskConfig()
        expected.packs = .only(["tiltquiz-trivia", "quiz-science"])
        expected.packSource.url = "https://quiz.example.org/questions.json"
        expected.packSource.checkMinutes = 15
        expected.packSource.scoreURL = "http://10.0.0.2:8080/scores"
        #expect(config == expected)
    }

    @Test(arguments: [
        ("packs: all", PackSelection.all), ("packs: [a, b]", .only(["a", "b"])), ("packs: a", .only(["a"])),
        ("packs:\n  use: all", .all), ("packs:\n  use: [a]", .only(["a"])),
    ])
    func theOldFormsMeanWhatTheyMeant(text: String, selection: PackSelection) throws {
        let config = try KioskConfig.parse(text, file: "test.yaml")
        var expected = KioskConfig()
        expected.packs = selection
        #expect(config == expected)
    }

    @Test func emptyURLsAreNone() throws {
        let config = try KioskConfig.parse("packs:\n  url: \"\"\n  score_url:\n", file: "test.yaml")
        #expect(config == .defaults)
        #expect(
            config.packSource.url == nil && config.packSource.scoreURL == nil && config.packSource.checkMinutes == 60)
    }

    @Test(arguments: [
        ("http://a.example/q.json", nil), ("https://127.0.0.1:8443/q", nil), ("HTTPS://A.EXAMPLE", nil),
        ("ftp://a.example/q.json", "is a ftp: URL; only http and https URLs can be downloaded"),
        ("https:///q.json", "has no host (write it as https://HOST/PATH)"),
        ("a.example/q.json", "is not a URL such as https://example.org/quizzes.json"),
        ("http://a.example/my quiz.json", "has spaces in it"), ("", "is empty"),
    ])
    func urlsAreHTTPOrHTTPSWithAHost(url: String, problem: String?) {
        #expect(PackSourceSettings.urlProblem(url) == problem)
    }
}
