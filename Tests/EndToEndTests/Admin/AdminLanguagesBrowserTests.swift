import Foundation
import QuizText
import TestSupport
import Testing

/// The web admin in Arabic in a real browser (Debian's headless Chromium through `scripts/browser-driver.py`,
/// `tiltquiz admin serve` on loopback): the log-in page's language switch chooses Arabic, and every page after
/// it is Arabic, right to left, and fits a phone's width (nothing scrolls sideways at 390 px). The pages are
/// saved as PNGs in `.build/admin-screenshots-ar` (`ar-*`) for a person to look at: a folder of its own, since
/// `AdminBrowserTests` empties its folder as it starts and the two may run at once.
@Suite struct AdminLanguagesBrowserTests {
    static let shots = Tool.root + "/.build/admin-screenshots-ar"

    @Test func theArabicPagesAreRightToLeftAndFitAPhone() throws {
        let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
        let browser = try #require(
            chromium, "no chromium: `make deps` (scripts/install-deps.sh) installs Debian's chromium package")
        let arabic = try CatalogFolder(assets: Tool.root + "/assets").catalog("ar")
        let folder = Tool.temporaryFolder()
        let data = folder + "/data"
        let added = try Tool.run(
            ["admin", "add-user", "boss", "--role", "admin", "--data", data],
            input: AdminBrowserTests.password + "\n")
        #expect(added.status == 0, "\(added.stderr)")
        let played = try Tool.run([
            "play", "--mode", "tilt", "--headless", "--data", data, "--seed", "1", "--player", "Ada",
            "--input", AdminBrowserTests.keysAndTaps,
        ])
        #expect(played.status == 0, "\(played.stderr)")
        let server = try AdminServeProcess(data: data)
        defer { server.stop() }
        try? FileManager.default.removeItem(atPath: Self.shots)

        var steps: [[String: Any]] = [
            ["viewports": [[1280, 800], [390, 844]]], ["go": "/login"], ["click": "css:a[hreflang=ar]"],
            ["expect_path": "/login"], ["expect": arabic["web.log_in"]], ["shot": "ar-login"], ["fits": true],
            ["fill": "name", "value": "boss"], ["fill": "password", "value": AdminBrowserTests.password],
            ["click": "css:form.login button"], ["expect_path": "/"], ["expect": arabic["web.dashboard"]],
        ]
        let pages = [
            ("dashboard", "/", "web.per_mode"), ("players", "/players", "web.players"),
            ("player", "/players/2", "web.progress_per_topic"), ("questions", "/questions", "web.add_a_question"),
            ("question-new", "/questions/new", "web.explanation_said_after_the_answer"),
            ("boards", "/boards", "web.leaderboards"), ("settings", "/settings", "web.lives_timer_and_passes"),
            ("import", "/import", "web.upload_and_preview"), ("topics", "/topics", "web.new_topic"),
        ]
        for (name, path, key) in pages {
            steps += [["go": path], ["expect": arabic[key]], ["shot": "ar-" + name], ["fits": true]]
        }
        let file = folder + "/steps.json"
        // Foundation writes the steps this test built for the Python driver; no JSON of the game's is read here.
        try JSONSerialization.data(withJSONObject: steps).write(to: URL(fileURLWithPath: file))
        let walk = try Tool.run(
            [
                "python3", AdminBrowserTests.driver, "--base", "http://127.0.0.1:\(server.port)", "--shots",
                Self.shots, "--chromium", browser, "--timeout", "180", file,
            ], timeout: 240, launcher: "/usr/bin/env")
        #expect(walk.status == 0, "\(walk.stdout)\n\(walk.stderr)\n\(server.log())")
        for (name, _, _) in [("login", "", "")] + pages {
            for (width, height) in [(1280, 800), (390, 844)] {
                let shot = "\(Self.shots)/ar-\(name)-\(width)x\(height).png"
                let size = try #require(PNGSize(file: shot), "no PNG \(shot)")
                #expect(size.width == width && size.height >= height, "\(shot) is \(size.width)x\(size.height)")
            }
        }
        // The page the switch chose says its language and its direction.
        let login = try RawHTTP.sendBlocking(
            port: server.port, method: "GET", path: "/login", headers: ["Cookie": "tiltquiz_language=ar"], body: "")
        #expect(login.body.contains("<html lang=\"ar\" dir=\"rtl\">"))
    }
}
