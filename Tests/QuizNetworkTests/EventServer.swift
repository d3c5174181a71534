import Foundation
import QuizConfig
import QuizStore
import Synchronization
import TestSupport

@testable import QuizNetwork

/// `Server/event_server.py` on 127.0.0.1 and a free port: "On this day" days and images from its own temporary
/// folder; `/hang` waits `hangSeconds`.
final class EventServer: LoopbackServer {
    init(hangSeconds: Double = 5) throws {
        try super.init(script: "event_server.py", arguments: ["--hang", String(hangSeconds)], folders: ["images"])
    }

    /// The REST base whose feed answers the `mode` way: ok, hang, truncated, notjson, flaky, status/CODE.
    func base(_ mode: String = "ok") -> String { url("/\(mode)/api/rest_v1") }

    /// The ok base of a server that ran and has stopped: nothing listens on its port any more.
    static func stoppedBase() throws -> String {
        try EventServer().base()
    }

    /// Serves `text` as the events of `date`.
    func serve(_ date: String, _ text: String) {
        _ = FileManager.default.createFile(atPath: root + "/events-\(date).json", contents: Data(text.utf8))
    }

    /// Serves `data` as `/images/NAME`.
    func serveImage(_ name: String, _ data: Data) {
        _ = FileManager.default.createFile(atPath: root + "/images/" + name, contents: data)
    }

    /// Programs the statuses `/flaky` answers next (then the file).
    func programStatuses(_ statuses: [Int]) throws {
        _ = try control("/control/statuses", post: statuses.map(String.init).joined(separator: ","))
    }

    /// Every request the server answered: method, path, userAgent, accept, ifNoneMatch, ifModifiedSince.
    func requests() throws -> [[String: Any]] {
        try JSONObjects.read(control("/control/requests")) as? [[String: Any]] ?? []
    }

    /// The paths requested, in order, without the control routes.
    func paths() throws -> [String] {
        try requests().compactMap { $0["path"] as? String }.filter { !$0.hasPrefix("/control") }
    }
}

/// "On this day" documents and images for the tests, shaped like Wikimedia's (content-formats.md section 3).
enum Feeds {
    /// A 1x1 PNG.
    static let png = Data(
        base64Encoded:
            "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=="
    )!

    /// A page summary as the feed gives it, with a thumbnail when `thumbnail` is set.
    static func page(_ title: String, thumbnail: String? = nil) -> String {
        let canonical = title.replacingOccurrences(of: " ", with: "_")
        let image =
            thumbnail.map {
                "\"thumbnail\": {\"source\": \"\($0)\", \"width\": 320, \"height\": 213}, "
                    + "\"originalimage\": {\"source\": \"\($0)\", \"width\": 2000, \"height\": 1333}, "
            } ?? ""
        return """
            {"type": "standard", "title": "\(canonical)", "displaytitle": "\(title)", "namespace": {"id": 0, "text": ""},
             "titles": {"canonical": "\(canonical)", "normalized": "\(title)", "display": "\(title)"},
             "pageid": 100000, \(image)"lang": "en", "dir": "ltr", "revision": "1234567890",
             "timestamp": "2026-07-01T12:00:00Z", "description": "A page",
             "content_urls": {"desktop": {"page": "https://en.wikipedia.org/wiki/\(canonical)"}},
             "extract": "An extract.", "extract_html": "<p>An extract.</p>", "normalizedtitle": "\(title)"}
            """
    }

    static func event(_ text: String, _ year: Int, _ pages: String...) -> String {
        "{\"text\": \"\(text)\", \"year\": \(year), \"pages\": [\(pages.joined(separator: ", "))]}"
    }

    static func document(_ events: String...) -> String {
        "{\"events\": [\n" + events.joined(separator: ",\n") + "\n]}"
    }

    /// 20 July with images from `server`: the Moon landing (a PNG), the plot on Hitler (sensitive, no image),
    /// a BC entry, Voyager 2 (a digit in its text: never dealt, so no image), a lunar rover (an image too big)
    /// and a probe (a GIF).
    static func july20(_ server: EventServer) -> String {
        document(
            event(
                "The lunar module Eagle lands on the Moon with Neil Armstrong and Buzz Aldrin aboard.", 1969,
                page("Apollo 11", thumbnail: server.url("/images/apollo.png")), page("Neil Armstrong")),
            event(
                "A group of German officers attempts to assassinate Adolf Hitler with a briefcase bomb.", 1944,
                page("20 July plot")),
            event("Illustrative entry for an event dated BC.", -44),
            event(
                "Voyager 2 sends pictures of a moon.", 1989, page("Voyager 2", thumbnail: server.url("/images/v.png"))),
            event(
                "A lunar rover is driven on the Moon for the first time.", 1971,
                page("Lunar Roving Vehicle", thumbnail: server.url("/images/big.png"))),
            event(
                "A probe lands on Mars and sends back its first pictures.", 1976,
                page("Viking 1", thumbnail: server.url("/images/viking.gif"))))
    }

    /// Serves 20 July and its images: apollo.png (a PNG), big.png (300 KB), viking.gif (a GIF).
    static func serveJuly20(_ server: EventServer) {
        server.serve("07-20", july20(server))
        server.serveImage("apollo.png", png)
        server.serveImage("big.png", png + Data(count: 300 * 1024))
        server.serveImage("viking.gif", Data("GIF89a\u{1}\0\u{1}\0\0\0\0;".utf8))
    }
}

/// The waits a retry policy was asked for, noted instead of slept.
final class NotedWaits: Sendable {
    private let waits = Mutex<[Double]>([])

    var all: [Double] { waits.withLock { $0 } }

    var policy: RetryPolicy {
        RetryPolicy(waits: [2, 6]) { [self] seconds in waits.withLock { $0.append(seconds) } }
    }
}

/// A fetch against the test server with short limits, noted waits and thumbnails in `dataFolder`.
func eventFetch(
    _ database: QuizDatabase, base: String, dataFolder: String, waits: NotedWaits = NotedWaits(),
    language: WikifeedsLanguage = .en
) -> EventFeedFetch {
    let agent = UserAgent.events(version: "9.9")
    let imageLimits = HTTPLimits(connectSeconds: 1, totalSeconds: 3, maximumBytes: 256 * 1024, maximumRedirects: 5)
    return EventFeedFetch(
        database: database, language: language, baseURL: base,
        transfer: HTTPTransfer(limits: fastFeedLimits, userAgent: agent), retry: waits.policy,
        images: EventImageFetch(
            folder: EventImageFolder(dataFolder: dataFolder),
            transfer: HTTPTransfer(limits: imageLimits, userAgent: agent)))
}

/// The feed's limits for tests: 1 s idle, 2 s in all.
let fastFeedLimits = HTTPLimits(connectSeconds: 1, totalSeconds: 2, maximumBytes: 5_000_000, maximumRedirects: 5)
