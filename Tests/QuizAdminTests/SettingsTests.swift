import Foundation
import QuizCore
import QuizStore
import TestSupportStore
import Testing

/// `/settings` over HTTP: the store's trivia settings as a form, every bad
/// line named with its reason and nothing saved, a good form saved whole, and
/// the credits mode in force with where it comes from.
@Suite struct SettingsTests {
    static func form(
        _ csrf: String, messages: String = "Bravo!", everyRight: String = "1 freezeTime", perQuestion: String = "",
        perMedal: String = "", badges: String = "", lives: String = "3", minutesPerLife: String = "60",
        answerSeconds: String = "40", passesPerDay: String = "5"
    ) -> [(String, String)] {
        [
            ("csrf", csrf), ("messages", messages), ("everyRight", everyRight), ("perQuestion", perQuestion),
            ("perMedal", perMedal), ("badges", badges), ("lives", lives), ("minutesPerLife", minutesPerLife),
            ("answerSeconds", answerSeconds), ("passesPerDay", passesPerDay),
        ]
    }

    @Test func thePageShowsTheSettingsInForceAndTheCreditsMode() async throws {
        try await AdminFixture.with(signedIn: .admin) { fixture, cookie, _ in
            let page = try await fixture.get("/settings", cookie: cookie)
            #expect(page.status == 200)
            // No messages of the operator's: the box is empty, and the page says the game's own are shown.
            #expect(page.body.contains(#"<textarea name="messages" rows="6"></textarea>"#))
            #expect(page.body.contains("None: the game&#39;s own, in each player&#39;s language."))
            #expect(page.body.contains(">1 freezeTime"), "the default reward: a Freeze Time after the first right")
            #expect(page.body.contains("In force: the config file&#39;s credits.mode."))
            #expect(page.body.contains(#"name="lives" min="1" max="9" value="3""#))
            #expect(page.body.contains(#"name="minutesPerLife" min="1" max="1440" value="60""#))
            #expect(page.body.contains(#"name="answerSeconds" min="20" max="120" value="40""#))
            #expect(page.body.contains(#"name="passesPerDay" min="0" max="20" value="5""#))
            #expect(page.body.contains("now the first 10 seconds"))
            #expect(!page.body.contains("the game's rules"), "nothing is shown as fixed any more")
            #expect(page.body.contains("name=\"csrf\""))
            let dashboard = try await fixture.get("/", cookie: cookie)
            #expect(dashboard.body.contains("href=\"/settings\""))
        }
    }

    @Test func everyBadLineIsNamedWithItsReasonAndNothingIsSaved() async throws {
        try await AdminFixture.with(signedIn: .admin) { fixture, cookie, csrf in
            let reply = try await fixture.post(
                "/settings",
                Self.form(
                    csrf, messages: "Fine\n" + String(repeating: "a", count: 41),
                    everyRight: "zero freezeTime\n3 teleport\n2 jumpIt x200",
                    perQuestion: "halfOff no colon\nhalfOff: Is there such a question?", perMedal: "platinum jumpIt",
                    badges: "Ten | Ten right | correct 10\nok | OK | right 5\na | A | correct 1\na | B | answered 2"),
                cookie: cookie)
            #expect(reply.status == 422)
            let expected = [
                "Right-answer messages, line 2: has 41 characters; use at most 40",
                "Every N right, line 1: starts with &quot;zero&quot;",
                "Every N right, line 2: &quot;teleport&quot; is not a power-up; use freezeTime, jumpIt, peoplesChoice, halfOff",
                "Every N right, line 3: has &quot;x200&quot; after the power-up",
                "Per question, line 1: needs power-ups, a colon, then the question",
                "Per medal, line 1: starts with &quot;platinum&quot;; start with a medal: bronze, silver, gold, ninety, hundred",
                "Badges, line 1: the code &quot;Ten&quot; must be 1 to 40 lower-case letters",
                "Badges, line 2: &quot;right 5&quot; must be correct N",
                "Badges, line 4: repeats the badge code &quot;a&quot;",
            ]
            for line in expected {
                #expect(reply.body.contains(line), "\(line)")
            }
            #expect(reply.body.contains("Nothing was saved"))
            // The form keeps what was typed, so it can be fixed.
            #expect(reply.body.contains("3 teleport"))
            let store = OperatorSettingsStore(database: fixture.database)
            #expect(try store.hasStoredTrivia() == false)
            // Every line right but a question that is not in the store: named, nothing saved.
            let missing = try await fixture.post(
                "/settings", Self.form(csrf, perQuestion: "halfOff: Is there such a question?"), cookie: cookie)
            #expect(missing.status == 422)
            #expect(
                missing.body.contains(
                    "Per question: no active multiple-choice question has the uid or text &quot;Is there such a question?&quot;"
                ))
            #expect(try store.hasStoredTrivia() == false)
            // No message of the operator's is no mistake: the game's own are shown (saved below, with nothing else).
            let empty = try await fixture.post("/settings", Self.form(csrf, messages: "\n  \n"), cookie: cookie)
            #expect(empty.status == 303, "\(empty.body)")
            #expect(try store.trivia().rightMessages.isEmpty)
        }
    }

    @Test func aGoodFormIsSavedWholeAndShownEscaped() async throws {
        try await AdminFixture.with(signedIn: .admin) { fixture, cookie, csrf in
            let reply = try await fixture.post(
                "/settings",
                Self.form(
                    csrf, messages: "Bravo!\n<script>alert(1)</script>",
                    everyRight: "1 freezeTime\n5 jumpIt x2 repeat", perMedal: "gold peoplesChoice x2\nhundred halfOff",
                    badges: "ten-right | Ten right | correct 10\nfifty | Fifty answered | answered 50"),
                cookie: cookie)
            #expect(reply.status == 303)
            #expect(reply.header("location") == "/settings?saved=1")
            let saved = try OperatorSettingsStore(database: fixture.database).trivia()
            #expect(saved.rightMessages == ["Bravo!", "<script>alert(1)</script>"])
            #expect(saved.answerRewards.map(\.after) == [1, 5])
            #expect(saved.answerRewards.map(\.grant) == [PowerUpGrant(.freezeTime), PowerUpGrant(.jumpIt, count: 2)])
            #expect(saved.answerRewards.map(\.repeats) == [false, true])
            #expect(saved.milestoneRewards.map(\.milestone) == [.gold, .hundred])
            #expect(
                saved.milestoneRewards.map(\.grant) == [PowerUpGrant(.peoplesChoice, count: 2), PowerUpGrant(.halfOff)])
            #expect(saved.badges.map(\.code) == ["ten-right", "fifty"])
            #expect(saved.badges.map(\.trigger) == [.correct(10), .answered(50)])
            let page = try await fixture.get("/settings?saved=1", cookie: cookie)
            #expect(page.body.contains("Saved. The game uses them from its next spin"))
            #expect(page.body.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
            #expect(!page.body.contains("<script>"))
            #expect(page.body.contains("5 jumpIt x2 repeat"))
            #expect(page.body.contains("ten-right | Ten right | correct 10"))
            // Without the CSRF token nothing changes.
            var forged = Self.form("", messages: "Hacked")
            forged.removeFirst()
            #expect(try await fixture.post("/settings", forged, cookie: cookie).status == 403)
            #expect(try OperatorSettingsStore(database: fixture.database).trivia().rightMessages.first == "Bravo!")
        }
    }
}

/// `/settings`' lives, timer and passes, and `/settings/credits`, over HTTP.
@Suite struct SettingsLimitsTests {
    @Test func theLimitsAreCheckedNamedAndSaved() async throws {
        try await AdminFixture.with(signedIn: .admin) { fixture, cookie, csrf in
            let store = OperatorSettingsStore(database: fixture.database)
            let bad = try await fixture.post(
                "/settings",
                SettingsTests.form(csrf, lives: "12", minutesPerLife: "", answerSeconds: "9.5", passesPerDay: "-1"),
                cookie: cookie)
            #expect(bad.status == 422)
            for line in [
                "Lives: &quot;12&quot; is not allowed; write a whole number from 1 to 9",
                "Minutes per life: is empty; write a whole number from 1 to 1440",
                "Answer timer seconds: &quot;9.5&quot; is not allowed; write a whole number from 20 to 120",
                "Passes a day: &quot;-1&quot; is not allowed; write a whole number from 0 to 20",
            ] {
                #expect(bad.body.contains(line), "\(line)")
            }
            #expect(bad.body.contains(#"name="lives" min="1" max="9" value="12""#), "the form keeps what was typed")
            #expect(try store.hasStoredTrivia() == false)
            let good = try await fixture.post(
                "/settings",
                SettingsTests.form(csrf, lives: "5", minutesPerLife: "20", answerSeconds: "20", passesPerDay: "2"),
                cookie: cookie)
            #expect(good.status == 303)
            #expect(
                try store.trivia().limits
                    == TriviaLimits(lives: 5, secondsPerLife: 1200, answerSeconds: 20, passesPerDay: 2))
            let page = try await fixture.get("/settings", cookie: cookie)
            #expect(page.body.contains(#"name="answerSeconds" min="20" max="120" value="20""#))
            #expect(page.body.contains("now the first 5 seconds"), "full points follow the timer")
        }
    }

    @Test func theCreditsModeIsSetOverTheConfigFilesAndBack() async throws {
        try await AdminFixture.with(signedIn: .admin) { fixture, cookie, csrf in
            let store = OperatorSettingsStore(database: fixture.database)
            let bad = try await fixture.post(
                "/settings/credits", [("csrf", csrf), ("credits", "tokens")], cookie: cookie)
            #expect(bad.status == 422)
            #expect(
                bad.body.contains("Credits mode: &quot;tokens&quot; is not a credits mode; use free, operator, coin"))
            #expect(try store.stored(.credits) == nil)
            let set = try await fixture.post(
                "/settings/credits", [("csrf", csrf), ("credits", "coin")], cookie: cookie)
            #expect(set.status == 303)
            #expect(try store.stored(.credits) == "coin")
            let page = try await fixture.get("/settings", cookie: cookie)
            #expect(page.body.contains("In force: coin (set in the web admin)."))
            #expect(page.body.contains(#"<option value="coin" selected>coin</option>"#))
            #expect(try await fixture.post("/settings/credits", [("credits", "free")], cookie: cookie).status == 403)
            #expect(try store.stored(.credits) == "coin", "no change without the CSRF token")
            let back = try await fixture.post(
                "/settings/credits", [("csrf", csrf), ("credits", "config")], cookie: cookie)
            #expect(back.status == 303)
            #expect(try store.stored(.credits) == nil)
            let moderator = try await fixture.logIn("mod", AdminFixture.moderatorPassword)
            let refused = try await fixture.post(
                "/settings/credits", [("csrf", moderator.1), ("credits", "free")], cookie: moderator.0)
            #expect(refused.status == 403)
            #expect(try store.stored(.credits) == nil)
        }
    }
}

/// `/topics` over HTTP: listed with their counts, added and renamed by a moderator, refusals named.
@Suite struct TopicsPageTests {
    @Test func aModeratorListsAddsAndRenamesTopics() async throws {
        try await AdminFixture.with(signedIn: .moderator) { fixture, cookie, csrf in
            let empty = try await fixture.get("/topics", cookie: cookie)
            #expect(empty.status == 200)
            let added = try await fixture.post("/topics", [("csrf", csrf), ("name", "Art <b>")], cookie: cookie)
            #expect(added.status == 303)
            #expect(added.header("location") == "/topics?done=added")
            let page = try await fixture.get("/topics?done=added", cookie: cookie)
            #expect(page.body.contains("Topic added."))
            #expect(page.body.contains("Art &lt;b&gt;"))
            #expect(!page.body.contains("Art <b>"))
            let twice = try await fixture.post("/topics", [("csrf", csrf), ("name", "ART <B>")], cookie: cookie)
            #expect(twice.status == 422)
            #expect(
                twice.body.contains("New topic: there is already a topic &quot;Art &lt;b&gt;&quot; (names ignore case)")
            )
            let catalog = TopicCatalog(database: fixture.database)
            let art = try #require(try catalog.topics().first { $0.name == "Art <b>" })
            let renamed = try await fixture.post(
                "/topics/\(art.id)/rename", [("csrf", csrf), ("name", "Fine art")], cookie: cookie)
            #expect(renamed.status == 303)
            let after = try await fixture.get("/topics", cookie: cookie)
            #expect(after.body.contains(">Fine art</bdi></a>"))
            #expect(
                after.body.contains("<td data-label=\"Former names\"><bdi>Art &lt;b&gt;</bdi></td>"),
                "the former name is listed")
            let taken = try await fixture.post("/topics", [("csrf", csrf), ("name", "art <b>")], cookie: cookie)
            #expect(taken.body.contains("is the former name of &quot;Fine art&quot;"))
            #expect(try await fixture.post("/topics", [("name", "Forged")], cookie: cookie).status == 403)
            #expect(try catalog.topics().map(\.name) == ["Fine art"])
            #expect(after.body.contains("action=\"/topics/\(art.id)/delete\""), "an empty topic may be deleted")
            let deleted = try await fixture.post("/topics/\(art.id)/delete", [("csrf", csrf)], cookie: cookie)
            #expect(deleted.status == 303)
            #expect(try catalog.topics().isEmpty)
        }
    }

    /// A refusal in the reader's language, down to what keeps a topic from being deleted.
    @Test func refusalsAreInTheReadersLanguage() async throws {
        try await AdminFixture.with(signedIn: .moderator) { fixture, cookie, csrf in
            let german = cookie + "; tiltquiz_language=de"
            _ = try await fixture.post("/topics", [("csrf", csrf), ("name", "Kunst")], cookie: german)
            let twice = try await fixture.post("/topics", [("csrf", csrf), ("name", "KUNST")], cookie: german)
            #expect(twice.status == 422)
            #expect(twice.body.contains("Neues Thema: es gibt schon ein Thema „Kunst“"), "\(twice.body)")
            let empty = try await fixture.post("/topics", [("csrf", csrf), ("name", " ")], cookie: german)
            #expect(empty.body.contains("der Name ist leer; gib einen ein"))
            let gone = try await fixture.post("/topics/999/delete", [("csrf", csrf)], cookie: german)
            #expect(gone.body.contains("es gibt kein Thema 999"))
            let store = try TemporaryStore(prefix: "tiltquiz-topic-words-")
            let file = store.folder.write(
                "kunst.csv",
                "topic,question,correct,wrong1\nKunst,Wer malte die Mona Lisa?,Leonardo,Raffael\n"
                    + "Kunst,Wer malte die Nachtwache?,Rembrandt,Vermeer\n")
            _ = try fixture.database.importFiles([file], format: nil, packName: nil, dryRun: false)
            let held = try #require(try TopicCatalog(database: fixture.database).topics().first { $0.name == "Kunst" })
            let refused = try await fixture.post("/topics/\(held.id)/delete", [("csrf", csrf)], cookie: german)
            #expect(refused.body.contains("„Kunst“ hat 2 Fragen (aktiv oder ausgemustert)"), "\(refused.body)")
        }
    }
}
