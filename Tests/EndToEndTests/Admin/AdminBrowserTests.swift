import Foundation
import GRDB
import QuizStore
import TestSupport
import Testing

/// The web admin in a real browser: Debian's headless Chromium, started by `scripts/browser-driver.py` and
/// driven over the DevTools protocol, walks `Fixtures/admin-walkthrough.json` against `tiltquiz admin serve`
/// on loopback over a fresh data folder (an admin made with `admin add-user`, two players who each played a
/// headless game): log in, dashboard, players, a player's page, a ban through its confirmation page, the
/// leaderboard without the banned player, a question added in the form, a player's submission refused as it came
/// (topic "Other", two wrong answers) then accepted into the bank, a CSV with bad rows previewed and a good one
/// imported, the settings saved unchanged, the reports and the email views, log out. Textareas are typed with
/// several lines, which Chromium sends ended by `\r\n`. Every page with a table is checked at 390 px wide for
/// anything scrolling sideways (its lists are stacked rows there).
/// Each page is saved as a PNG at 1280x800 and 390x844 in `.build/admin-screenshots` for a person to look at.
@Suite struct AdminBrowserTests {
    static let password = "Walk-through1!"
    static let steps = Tool.root + "/Tests/EndToEndTests/Fixtures/admin-walkthrough.json"
    static let driver = Tool.root + "/scripts/browser-driver.py"
    static let shots = Tool.root + "/.build/admin-screenshots"
    static let keysAndTaps = Tool.root + "/Tests/EndToEndTests/Fixtures/keys-and-taps.jsonl"

    @Test func anAdminLogsInBansAPlayerAddsAQuestionAndAcceptsASubmissionInChromium() throws {
        let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
        let browser = try #require(
            chromium, "no chromium: `make deps` (scripts/install-deps.sh) installs Debian's chromium package")
        let data = Tool.temporaryFolder() + "/data"
        let added = try Tool.run(
            ["admin", "add-user", "boss", "--role", "admin", "--data", data], input: Self.password + "\n")
        #expect(added.status == 0, "\(added.stderr)")
        for (name, seed) in [("Ada", "1"), ("Grace Hopper", "2")] {
            let played = try Tool.run([
                "play", "--mode", "tilt", "--headless", "--data", data, "--seed", seed, "--player", name,
                "--input", Self.keysAndTaps,
            ])
            #expect(played.status == 0, "\(played.stderr)")
        }
        // A player's question waiting for a moderator (as the device's "Add?" keeps it, the topic "Other": it fit
        // none), a report on a question, and an email view logged.
        try DatabaseQueue(path: data + "/tiltquiz.sqlite").write { db in
            try db.execute(
                sql: """
                    INSERT INTO submission (playerId, text, correctAnswer, topicName)
                    SELECT id, 'What is the capital of Peru?', 'Lima', 'Other' FROM player WHERE name = 'Grace Hopper'
                    """)
            try db.execute(
                sql: """
                    INSERT INTO report (playerId, questionId, reason, comment)
                    SELECT p.id, (SELECT id FROM question ORDER BY id LIMIT 1), 'wrong',
                      'Is the Moon made of cheese? This answer says so, and a very long word: Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch'
                    FROM player p WHERE name = 'Ada'
                    """)
            try db.execute(
                sql: """
                    INSERT INTO emailView (viewerId, playerId, kind, emails, viewedAt)
                    SELECT (SELECT id FROM player WHERE name = 'boss'), id, 'email', 1, CURRENT_TIMESTAMP
                    FROM player WHERE name = 'Grace Hopper'
                    """)
        }
        let server = try AdminServeProcess(data: data)
        defer { server.stop() }

        try? FileManager.default.removeItem(atPath: Self.shots)
        let walk = try Tool.run(
            [
                "python3", Self.driver, "--base", "http://127.0.0.1:\(server.port)", "--shots", Self.shots,
                "--chromium", browser, "--timeout", "150", Self.steps,
            ], timeout: 200, launcher: "/usr/bin/env")
        #expect(walk.status == 0, "\(walk.stdout)\n\(walk.stderr)\n\(server.log())")

        // The ban reached the store, and only Ada's.
        let queue = try DatabaseQueue(path: data + "/tiltquiz.sqlite")
        let banned = try queue.read { db in
            try String.fetchAll(db, sql: "SELECT name FROM player WHERE banned ORDER BY name")
        }
        #expect(banned == ["Ada"])
        // The question added in the form and the accepted submission are in the bank, playable.
        let inTheBank = try queue.read { db in
            try String.fetchAll(
                db,
                sql: """
                    SELECT q.text || ' = ' || q.correctAnswer FROM question q
                    WHERE q.text IN ('Which planet is called the Red Planet?', 'What is the capital of Peru?')
                      AND q.status = 'active' ORDER BY q.text
                    """)
        }
        #expect(inTheBank == ["What is the capital of Peru? = Lima", "Which planet is called the Red Planet? = Mars"])
        let imported = try queue.read { db in
            try Int.fetchOne(
                db,
                sql:
                    "SELECT COUNT(*) FROM question WHERE text = 'Which planet has the largest volcano in the Solar System?'"
            )
        }
        #expect(imported == 1, "the good file's one question, and nothing of the refused file")
        let reviewed = try queue.read { db in
            try String.fetchOne(db, sql: "SELECT status FROM submission WHERE questionId IS NOT NULL")
        }
        #expect(reviewed == "accepted")
        // Typed lines reached the store as lines: no \r from the browser's \r\n.
        let explanations = try queue.read { db in
            try String.fetchAll(
                db,
                sql: """
                    SELECT explanation FROM question
                    WHERE text IN ('Which planet is called the Red Planet?', 'What is the capital of Peru?') ORDER BY text
                    """)
        }
        #expect(
            explanations == ["Lima is on the coast.\nQuito is higher.", "Mars looks red.\nIts dust is iron oxide."])
        // The submission joined a real topic with four answers; no topic "Other" came of it.
        let peru = try queue.read { db in
            try Row.fetchOne(
                db,
                sql: """
                    SELECT t.name AS topic, (SELECT COUNT(*) FROM option o WHERE o.questionId = q.id) AS options
                    FROM question q JOIN topic t ON t.id = q.topicId WHERE q.text = 'What is the capital of Peru?'
                    """)
        }
        #expect(peru?["topic"] == "Geography")
        #expect(peru?["options"] == 4)
        #expect(
            try queue.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM topic WHERE name = 'Other'") } == 0)
        // The settings page saved from the browser with two messages of the operator's typed in its empty box
        // (the game's own until then), posted on \r\n lines and kept as two lines.
        let settings = try queue.read { db in
            try String.fetchOne(db, sql: "SELECT value FROM setting WHERE key = 'trivia'")
        }
        let saved = try TriviaOperatorSettings.parse(settings ?? "", file: "setting")
        #expect(saved.rightMessages == ["Bravo!", "Top of the class!"], "the settings saved: \(settings ?? "none")")

        // Every shot is a PNG of the width asked for, at least as tall as the window.
        let pages = ["01-login", "02-dashboard", "03-players", "04-player", "05-ban-confirm", "06-player-banned"]
        let content = [
            "08-questions", "09-question-new", "10-question", "11-submissions", "12-submission-refused",
            "12-submission",
        ]
        let last = [
            "13-submission-accepted", "14-topics", "14b-import-preview", "14b-import-good", "14c-import-done",
            "15-settings", "16-settings-saved", "17-reports", "18-email-views",
        ]
        for page in pages + ["07-leaderboards"] + content + last {
            for (width, height) in [(1280, 800), (390, 844)] {
                let file = "\(Self.shots)/\(page)-\(width)x\(height).png"
                let size = try #require(PNGSize(file: file), "no PNG \(file)")
                #expect(size.width == width && size.height >= height, "\(file) is \(size.width)x\(size.height)")
            }
        }
    }
}
