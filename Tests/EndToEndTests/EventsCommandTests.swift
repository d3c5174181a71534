import Foundation
import TestSupport
import Testing

/// `tiltquiz events fetch/list` through the real executable, against the tests' loopback "On this day" server.
@Suite struct EventsCommandTests {
    /// `Tests/QuizNetworkTests/Server/event_server.py`, serving days and images from a temporary folder.
    final class Server: LoopbackServer {
        init() throws { try super.init(script: "event_server.py", folders: ["images"]) }

        func base(_ mode: String = "ok") -> String { url("/\(mode)/api/rest_v1") }
    }

    /// A 1x1 PNG.
    static let png = Data(
        base64Encoded:
            "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=="
    )!

    /// 20 July: the Moon landing with a PNG, a lunar rover with an image too big, the plot on Hitler.
    func serveJuly20(_ server: Server) {
        let feed = """
            {"events": [
              {"text": "The lunar module Eagle lands on the Moon.", "year": 1969, "pages": [
                {"title": "Apollo_11", "titles": {"normalized": "Apollo 11"},
                 "thumbnail": {"source": "\(server.url("/images/apollo.png"))", "width": 320, "height": 213}}]},
              {"text": "A lunar rover is driven on the Moon for the first time.", "year": 1971, "pages": [
                {"title": "Lunar_Roving_Vehicle", "thumbnail": {"source": "\(server.url("/images/big.png"))"}}]},
              {"text": "German officers attempt to assassinate Adolf Hitler with a briefcase bomb.", "year": 1944,
               "pages": [{"title": "20_July_plot"}]}]}
            """
        Tool.write(feed, to: server.root + "/events-07-20.json")
        _ = FileManager.default.createFile(atPath: server.root + "/images/apollo.png", contents: Self.png)
        _ = FileManager.default.createFile(
            atPath: server.root + "/images/big.png", contents: Self.png + Data(count: 300 * 1024))
    }

    struct Listed: Decodable, Equatable {
        var year: Int
        var text: String
        var language: String
        var sensitive: Bool
        var source: String
        var pack: String?
        var imageFile: String?
        var imagePath: String?
    }

    @Test func fetchADayThenA304AndListIt() throws {
        let server = try Server()
        serveJuly20(server)
        let data = Tool.temporaryFolder()
        let fetch = ["events", "fetch", "--date", "07-20", "--date", "02-29", "--url", server.base(), "--data", data]

        let first = try Tool.run(fetch)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(
            first.stdout == """
                07-20: 3 new events, 1 image (1 skipped)
                  image skipped: \(server.url("/images/big.png")): the image is larger than 256 KB
                02-29: no events on the server (404)

                """)
        let second = try Tool.run(fetch)
        #expect(second.stdout == "07-20: not modified\n02-29: no events on the server (404)\n")

        let listing = try Tool.run(["events", "list", "--date", "07-20", "--json", "--data", data])
        #expect(listing.status == 0, "\(listing.stderr)")
        let fetched = try JSONDecoder().decode([Listed].self, from: Data(listing.stdout.utf8))
            .filter { $0.pack == "wikipedia-onthisday-en" }
        let moon = try #require(fetched.first { $0.year == 1969 })
        let file = try #require(moon.imageFile)
        #expect(moon.imagePath == URL(fileURLWithPath: data + "/event-images/" + file).standardizedFileURL.path)
        #expect(FileManager.default.contents(atPath: data + "/event-images/" + file) == Self.png)
        #expect(
            fetched.map {
                Listed(
                    year: $0.year, text: $0.text, language: $0.language, sensitive: $0.sensitive, source: $0.source,
                    pack: $0.pack)
            }
                == [
                    Listed(
                        year: 1944, text: "German officers attempt to assassinate Adolf Hitler with a briefcase bomb.",
                        language: "en", sensitive: true, source: "https://en.wikipedia.org/wiki/20_July_plot",
                        pack: "wikipedia-onthisday-en"),
                    Listed(
                        year: 1969, text: "The lunar module Eagle lands on the Moon.", language: "en", sensitive: false,
                        source: "https://en.wikipedia.org/wiki/Apollo_11", pack: "wikipedia-onthisday-en"),
                    Listed(
                        year: 1971, text: "A lunar rover is driven on the Moon for the first time.", language: "en",
                        sensitive: false, source: "https://en.wikipedia.org/wiki/Lunar_Roving_Vehicle",
                        pack: "wikipedia-onthisday-en"),
                ])

        let text = try Tool.run(["events", "list", "--date", "07-20", "--data", data])
        let lines = text.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("07-20: ") == true && lines.first?.hasSuffix(" with an image") == true)
        #expect(
            lines.contains(
                "  1969  en  image           The lunar module Eagle lands on the Moon. "
                    + "(https://en.wikipedia.org/wiki/Apollo_11)"))
        #expect(lines.contains { $0.hasPrefix("  1944  en  sensitive       German officers attempt") })
    }

    @Test func aFailedDateIsALineAndStatusOneAndTheStoreStays() throws {
        let server = try Server()
        serveJuly20(server)
        let data = Tool.temporaryFolder()
        _ = try Tool.run(["events", "fetch", "--date", "07-20", "--url", server.base(), "--data", data])
        let before = try Tool.run(["events", "list", "--date", "07-20", "--json", "--data", data]).stdout

        let html = try Tool.run(["events", "fetch", "--date", "07-20", "--url", server.base("notjson"), "--data", data])
        #expect(html.status == 1)
        #expect(
            html.stdout
                == "07-20: \(server.base("notjson"))/feed/onthisday/events/07/20: not an \"On this day\" feed: "
                + "onthisday-en-07-20.json:1: is not valid JSON: expected a value; the events are as they were\n")
        #expect(html.stderr == "tiltquiz: 1 of 1 date failed; the store keeps what it had for them\n")

        let refused = try Tool.run([
            "events", "fetch", "--date", "07-20", "--date", "07-21", "--url", server.base("status/403"), "--json",
            "--data", data,
        ])
        #expect(refused.status == 1)
        let report = try #require(
            try JSONObjects.read(refused.stdout) as? [String: Any])
        let dates = try #require(report["dates"] as? [[String: Any]])
        #expect(dates.map { $0["outcome"] as? String } == ["failed", "failed"], "a refusal does not stop the round")
        #expect(
            (dates.first?["problem"] as? String)?.contains("the server refused the request: it answered 403") == true)
        #expect(report["failed"] as? Int == 2)
        #expect(try Tool.run(["events", "list", "--date", "07-20", "--json", "--data", data]).stdout == before)
    }

    @Test func theConfigsDaysLanguageAndURLAreUsed() throws {
        let server = try Server()
        serveJuly20(server)
        let folder = Tool.temporaryFolder()
        let config = folder + "/config.yaml"
        Tool.write("events:\n  language: de\n  url: \(server.base())\n  fetch_days: 3\n", to: config)
        let result = try Tool.run([
            "events", "fetch", "--from", "07-19", "--no-images", "--config", config, "--data", folder + "/data",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout
                == "07-19: no events on the server (404)\n07-20: 3 new events, 0 images\n07-21: no events on the server (404)\n"
        )
        let listed = try Tool.run([
            "events", "list", "--date", "07-20", "--language", "de", "--json", "--data", folder + "/data",
        ])
        let events = try JSONDecoder().decode([Listed].self, from: Data(listed.stdout.utf8))
        #expect(events.map(\.language) == ["de", "de", "de"])
        #expect(events.allSatisfy { !$0.sensitive }, "the keyword list knows English only")
        #expect(events.first?.source == "https://de.wikipedia.org/wiki/20_July_plot")

        Tool.write("events:\n  fetch_days: 0\n", to: config)
        let off = try Tool.run(["events", "fetch", "--config", config, "--data", folder + "/data"])
        #expect(off.status == 1)
        #expect(
            off.stderr
                == "tiltquiz: events.fetch_days is 0 in \(config) (the game does not fetch); name the dates with "
                + "--date MM-DD, or use --all\n")
    }

    @Test func mistakesAreOneLine() throws {
        let data = Tool.temporaryFolder()
        let cases: [([String], String)] = [
            (
                ["events", "fetch", "--date", "02-30"],
                "tiltquiz: --date 02-30: not a date; write it as MM-DD, such as 07-20 (02-29 too)\n"
            ),
            (
                ["events", "fetch", "--date", "01-01", "--language", "nl"],
                "tiltquiz: --language nl: the \"On this day\" feed serves only en, de, fr, sv, pt, ru, es, ar, bs, uk, "
                    + "it, tr, zh and cs\n"
            ),
            (
                ["events", "fetch", "--date", "01-01", "--url", "ftp://example.org/api"],
                "tiltquiz: --url ftp://example.org/api: is a ftp: URL; only http and https URLs can be downloaded\n"
            ),
            (
                ["events", "list", "--date", "7/20"],
                "tiltquiz: --date 7/20: not a date; write it as MM-DD, such as 07-20 (02-29 too)\n"
            ),
        ]
        for (arguments, message) in cases {
            let result = try Tool.run(arguments + ["--data", data])
            #expect(result.status == 1 && result.stderr == message, "\(arguments)")
        }
        let both = try Tool.run(["events", "fetch", "--all", "--date", "01-01", "--data", data])
        #expect(both.status != 0 && both.stderr.contains("give --date, --all or --from, only one of them"))
    }

    @Test func configCheckSaysWhereEventsComeFromAndWhetherSensitiveOnesPlay() throws {
        let folder = Tool.temporaryFolder()
        let config = folder + "/config.yaml"
        Tool.write("events:\n  language: fr\n  fetch_days: 1\n", to: config)
        let result = try Tool.run(["config", "check", config])
        #expect(
            result.stdout
                == "\(config): OK\nEvents: https://fr.wikipedia.org/api/rest_v1/feed/onthisday/events/MM/DD (fr), the "
                + "next 1 day fetched at start and every 24 hours\nSensitive events: dealt like the others (not a kiosk)\n"
        )
        Tool.write("events:\n  family_safe: true\n  fetch_days: 0\n", to: config)
        let off = try Tool.run(["config", "check", config])
        #expect(
            off.stdout
                == "\(config): OK\nEvents: not fetched by the game (events.fetch_days is 0; `tiltquiz events fetch` "
                + "still fetches)\nSensitive events: left out of the game\n")
    }
}
