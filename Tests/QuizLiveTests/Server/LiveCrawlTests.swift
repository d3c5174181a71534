import Foundation
import QuizLive
import TestSupport
import Testing

@Suite("Live listener: only the phone page and its socket answer")
struct LiveCrawlTests {
    static let pageFiles = ["/", "/live.css", "/live.js"]

    /// Follows every `href` and `src` from the page: only its own files, each 200 with its policy.
    @Test func theCrawlFindsOnlyThePagesFiles() async throws {
        try await LiveServerFixture.with { server in
            var seen: Set<String> = []
            var queue = ["/"]
            while let path = queue.popLast() {
                guard seen.insert(path).inserted else { continue }
                let reply = try await RawHTTP.send(port: server.port, method: "GET", path: path)
                #expect(reply.status == 200, "\(path)")
                #expect(reply.header("Content-Security-Policy")?.contains("default-src 'none'") == true)
                #expect(reply.header("X-Content-Type-Options") == "nosniff")
                queue += Self.links(in: reply.body)
            }
            #expect(seen == Set(Self.pageFiles))
        }
    }

    /// Paths an attacker or a curious phone tries: the admin's, the store's, files and methods; all 404.
    @Test func everyOtherRouteIs404() async throws {
        try await LiveServerFixture.with { server in
            let paths = [
                "/ws", "/index.html", "/live.js/", "/live.css/.", "/admin", "/login", "/admin.css",
                "/players", "/export.csv", "/tiltquiz.sqlite", "/.git/config", "/../../etc/passwd",
                "/%2e%2e/%2e%2e/etc/passwd", "/favicon.ico", "/robots.txt", "/api", "/ws/x", "//", "/LIVE.JS",
            ]
            for path in paths {
                let reply = try await RawHTTP.send(port: server.port, method: "GET", path: path)
                #expect(reply.status == 404, "GET \(path) answered \(reply.status)")
            }
            for method in ["POST", "PUT", "DELETE", "PATCH"] {
                for path in Self.pageFiles + ["/ws"] {
                    let reply = try await RawHTTP.send(port: server.port, method: method, path: path, body: "x")
                    #expect(reply.status == 404, "\(method) \(path) answered \(reply.status)")
                }
            }
        }
    }

    /// The page's promises that hold without a browser: nothing from elsewhere, answer buttons and every other
    /// button at least 48 CSS px high, and each answer's shape beside its colour.
    @Test func thePageLoadsNothingFromElsewhereAndHasBigButtons() async throws {
        try await LiveServerFixture.with { server in
            var bodies: [String] = []
            for path in Self.pageFiles {
                bodies.append(try await RawHTTP.send(port: server.port, method: "GET", path: path).body)
            }
            let everything = bodies.joined()
            // The SVG namespace is a name, not something fetched.
            let outside = everything.replacingOccurrences(of: "http://www.w3.org/2000/svg", with: "")
            #expect(!outside.contains("http://") && !outside.contains("https://") && !outside.contains("url("))
            #expect(!outside.contains("@import"))
            let css = bodies[1]
            for rule in ["button {", "#options button {", "input {"] {
                let block = css.components(separatedBy: rule).dropFirst().first ?? ""
                let height = block.components(separatedBy: "min-height:").dropFirst().first?
                    .trimmingCharacters(in: .whitespaces).prefix { $0.isNumber }
                #expect(Int(height ?? "") ?? 0 >= 48, "\(rule) min-height")
            }
            let names = ["red triangle", "blue diamond", "yellow circle", "green square"]
            for (shape, name) in zip(LiveShape.allCases, names) {
                #expect(css.contains(".\(shape.rawValue) { background: \(shape.colorHex); }"))
                #expect(bodies[2].contains("\"\(shape.rawValue)\""))
                // Read aloud by its colour and shape, in the page's words.
                #expect(bodies[0].contains("\"\(name)\""))
            }
        }
    }

    /// The `href="..."` and `src="..."` values of a page that stay on this host.
    static func links(in body: String) -> [String] {
        var links: [String] = []
        for attribute in ["href=\"", "src=\""] {
            for piece in body.components(separatedBy: attribute).dropFirst() {
                let link = String(piece.prefix { $0 != "\"" })
                links.append(link)
            }
        }
        return links
    }
}
