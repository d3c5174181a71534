import Foundation
import GRDB
import PostgresNIO
import QuizCore
import QuizFleet
import QuizStore
import TestSupport
import TestSupportFleet
import Testing

@testable import QuizAdmin

/// The web admin's question pages over the fleet's bank (`FleetBank`), against a real PostgreSQL: the list and its
/// filters, an edit through the form that reaches a kiosk's store at its next pull, a confirmed retire and a put
/// back, a refused form, an unknown uid and a server that is down, each asked over HTTP on loopback.
@Suite(.fleetCluster, .serialized) struct FleetQuestionsTests {
    static let topic = "Fleet Facts"

    /// Our CSV with uids: each question with three wrong answers.
    static func csv(_ rows: [(uid: String, text: String, correct: String)]) -> String {
        "uid,topic,question,correct,wrong1,wrong2,wrong3\n"
            + rows.map { "\($0.uid),\(topic),\($0.text),\($0.correct),Wrong one,Wrong two,Wrong three\n" }.joined()
    }

    /// A hall whose kiosk hall-1 imported two questions and synced, and hall-2 synced after it (so both deal them).
    func hall() async throws -> (FleetHall, HallKiosk, HallKiosk) {
        let hall = try await FleetHall.make()
        let first = try HallKiosk(hall, kiosk: "hall-1")
        let second = try HallKiosk(hall, kiosk: "hall-2")
        try first.importQuestions(
            Self.csv([
                (uid: "fleet-q-1", text: "Which kiosk asked first?", correct: "Hall one"),
                (uid: "fleet-q-2", text: "Typo questoin?", correct: "Yes"),
            ]))
        for kiosk in [first, second] { try await kiosk.sync.once() }
        #expect(try second.question("fleet-q-2") == "active Typo questoin? [Yes, Wrong one, Wrong two, Wrong three]")
        return (hall, first, second)
    }

    @Test func theListFiltersTheFleetsBankByTextTopicStatusKindAndLanguage() async throws {
        let hall = try await FleetHall.make()
        // 30 questions of one topic, a true/false one in German, a retired one and one whose uid needs encoding,
        // written as the devices' pushes would have them.
        try await hall.execute(
            """
            INSERT INTO fleet.question (uid, kind, topic, text, correct, wrong)
            SELECT 'n-' || lpad(n::text, 2, '0'), 'multipleChoice', 'Numbers', 'Number ' || n || '?', n::text,
              '["x", "y", "z"]'::jsonb
            FROM generate_series(1, 30) n
            """)
        try await hall.execute(
            """
            INSERT INTO fleet.question (uid, kind, topic, text, correct, wrong, language, status) VALUES
              ('tf-de', 'trueFalse', 'Wahr', 'Die Erde ist rund.', 'true', '["false"]', 'de', 'active'),
              ('old-1', 'multipleChoice', 'Space', 'Old <b>planet</b>?', 'Pluto', '["Mars"]', 'en', 'retired'),
              ('hall q/7', 'multipleChoice', 'Space', 'Red planet?', 'Mars', '["Venus"]', 'en', 'active')
            """)
        // Three answers two devices sent to "hall q/7": the right one twice, Venus once.
        try await hall.execute(
            """
            INSERT INTO fleet.answer (id, player, device, question, option, result, points, mode, answered_at)
            SELECT gen_random_uuid(), NULL, d, 'hall q/7', o, CASE o WHEN 0 THEN 'right' ELSE 'wrong' END, 0, 'trivia',
              now()
            FROM (VALUES (gen_random_uuid(), 0), (gen_random_uuid(), 0), (gen_random_uuid(), 1)) AS a (d, o)
            """)
        try await AdminFixture.with(signedIn: .moderator, fleet: hall.admin) { fixture, cookie, _ in
            let all = try await fixture.get("/questions", cookie: cookie)
            #expect(all.status == 200)
            #expect(all.body.contains("33 questions · page 1 of 2"))
            #expect(all.body.contains("The fleet&#39;s question bank: an edit, a retire or a put back in play"))
            // Adding, importing and the CSV are a device's: not offered, and not served.
            #expect(!all.body.contains("href=\"/questions/new\"") && !all.body.contains("href=\"/questions.csv\""))
            #expect(try await fixture.get("/questions/new", cookie: cookie).status == 404)
            #expect(try await fixture.get("/questions.csv", cookie: cookie).status == 404)
            // The filters: every topic, status, kind and language the fleet has.
            #expect(all.body.contains("<option value=\"Numbers\">Numbers (30)</option>"))
            #expect(all.body.contains("<option value=\"Space\">Space (1)</option>"))
            #expect(all.body.contains("<option value=\"trueFalse\">true or false</option>"))
            // The bank's languages (not the pages' own: Spanish is offered as a page language, no question has it).
            #expect(
                all.body.contains("<option value=\"de\">de</option>")
                    && all.body.contains("<option value=\"en\">en</option>"))
            #expect(!all.body.contains("<option value=\"es\">"))
            #expect(all.body.contains("<option value=\"retired\">retired</option>"))
            let second = try await fixture.get("/questions?topic=Numbers&page=2", cookie: cookie)
            #expect(second.body.contains("30 questions · page 2 of 2"))
            #expect(second.body.contains("Number 30?") && !second.body.contains("Number 1?"))

            let searched = try await fixture.get("/questions?q=PLANET", cookie: cookie)
            #expect(searched.body.contains("2 questions"))
            #expect(searched.body.contains("Old &lt;b&gt;planet&lt;/b&gt;?") && !searched.body.contains("<b>planet"))
            let retired = try await fixture.get("/questions?status=retired", cookie: cookie)
            #expect(retired.body.contains("1 question ·") && retired.body.contains("Old &lt;b&gt;planet"))
            #expect(retired.body.contains("<option value=\"retired\" selected>"))
            let inPlay = try await fixture.get("/questions?topic=Space&status=active", cookie: cookie)
            #expect(inPlay.body.contains("1 question ·") && inPlay.body.contains("Red planet?"))
            let trueFalse = try await fixture.get("/questions?kind=trueFalse", cookie: cookie)
            #expect(trueFalse.body.contains("1 question ·") && trueFalse.body.contains("Die Erde ist rund."))
            let german = try await fixture.get("/questions?language=de&kind=multipleChoice", cookie: cookie)
            #expect(german.body.contains("0 questions"))
            #expect(german.body.contains("No question matches.") && !german.body.contains("There is no topic"))
            // A topic the fleet does not have shows nothing and says so, as a device's list does.
            let unknown = try await fixture.get("/questions?topic=Planets", cookie: cookie)
            #expect(unknown.body.contains("0 questions") && !unknown.body.contains("Red planet?"))
            #expect(
                unknown.body.contains(
                    "<p class=\"error\" role=\"alert\">There is no topic Planets: no question is shown."))

            // A uid is the question's address, percent-encoded.
            #expect(inPlay.body.contains("<a href=\"/questions/hall%20q%2F7\"><bdi>Red planet?</bdi></a>"))
            let page = try await fixture.get("/questions/hall%20q%2F7", cookie: cookie)
            #expect(page.status == 200)
            #expect(
                page.body.contains("<dt>Uid</dt><dd>hall q/7</dd>")
                    && page.body.contains("<dt>Language</dt><dd>en</dd>"))
            #expect(page.body.contains("count the answers every device has sent to the fleet"))
            #expect(page.body.contains("<dt>Times asked</dt><dd>3</dd>"))
            #expect(page.body.contains("<dt>Answered right</dt><dd>2 (67%)</dd>"))
            #expect(page.body.contains("<svg class=\"chart\"") && page.body.contains("67% (2)"))
            #expect(inPlay.body.contains("<td data-label=\"Answers\">3</td>"))
            #expect(!page.body.contains("Free power-ups"))
            // A true/false statement is not the form's: retired or put back from its page only.
            let statement = try await fixture.get("/questions/tf-de/edit", cookie: cookie)
            #expect(statement.status == 409)
            #expect(statement.body.contains("Question tf-de is a true-or-false statement: the fleet&#39;s form edits"))
        }
    }

    @Test func anEditThroughTheFormReachesAKiosksStoreAtItsNextPull() async throws {
        let (hall, first, second) = try await hall()
        defer { first.remove(); second.remove() }
        try await AdminFixture.with(signedIn: .moderator, fleet: hall.admin) { fixture, cookie, csrf in
            let form = try await fixture.get("/questions/fleet-q-2/edit", cookie: cookie)
            #expect(form.status == 200)
            #expect(form.body.contains("action=\"/questions/fleet-q-2/edit\""))
            #expect(form.body.contains("Typo questoin?") && form.body.contains("value=\"Wrong three\""))
            #expect(form.body.contains("<option value=\"active\" selected>in play</option>"))
            // The free power-ups are a device's trivia settings: not in the fleet's form (its badge is: below).
            #expect(form.body.contains("name=\"badge\"") && !form.body.contains("powerUp-"))

            let saved = try await fixture.post(
                "/questions/fleet-q-2/edit",
                [
                    ("csrf", csrf), ("topic", Self.topic), ("question", "Fixed question?"), ("correct", "Yes"),
                    ("wrong1", "No"), ("wrong2", "Maybe"), ("wrong3", "Never"), ("wrong4", "Sometimes"),
                    ("explanation", "It was a typo."), ("status", "active"),
                ], cookie: cookie)
            #expect(saved.status == 303 && saved.header("location") == "/questions/fleet-q-2")
            #expect(
                try await hall.text("SELECT text || ' ' || wrong::text FROM fleet.question WHERE uid = 'fleet-q-2'")
                    == "Fixed question? [\"No\", \"Maybe\", \"Never\", \"Sometimes\"]")
            // The kiosk has the old question until its next pull, then the new one.
            #expect(
                try second.question("fleet-q-2") == "active Typo questoin? [Yes, Wrong one, Wrong two, Wrong three]")
            try await second.sync.once()
            #expect(try second.question("fleet-q-2") == "active Fixed question? [Yes, No, Maybe, Never, Sometimes]")
            let explanation: String? = try second.value("SELECT explanation FROM question WHERE uid = 'fleet-q-2'")
            #expect(explanation == "It was a typo.")
            let page = try await fixture.get("/questions/fleet-q-2", cookie: cookie)
            #expect(page.body.contains("<dd><bdi>Fixed question?</bdi></dd>"))

            // The form's status retires too.
            _ = try await fixture.post(
                "/questions/fleet-q-1/edit",
                [
                    ("csrf", csrf), ("topic", Self.topic), ("question", "Which kiosk asked first?"),
                    ("correct", "Hall one"), ("wrong1", "Wrong one"), ("status", "retired"),
                ], cookie: cookie)
            try await first.sync.once()
            #expect(try first.question("fleet-q-1") == "retired Which kiosk asked first? [Hall one, Wrong one]")
        }
    }

    @Test func aBadgeIsEditedInTheFleetsFormAndReachesEveryKiosk() async throws {
        let (hall, first, second) = try await hall()
        defer { first.remove(); second.remove() }
        // A badge a player earned on a kiosk, as its push would have it: the form suggests its code.
        try await hall.execute(
            """
            INSERT INTO fleet.badge_award (player, code, title, awarded_at, device)
            VALUES (gen_random_uuid(), 'earned-star', 'Star', now(), gen_random_uuid())
            """)
        let fields = { (csrf: String, badge: String) in
            [
                ("csrf", csrf), ("topic", Self.topic), ("question", "Typo questoin?"), ("correct", "Yes"),
                ("wrong1", "Wrong one"), ("wrong2", "Wrong two"), ("wrong3", "Wrong three"), ("badge", badge),
                ("status", "active"),
            ]
        }
        let badge = "SELECT coalesce(badge, '(none)') FROM fleet.question WHERE uid = 'fleet-q-2'"
        try await AdminFixture.with(signedIn: .moderator, fleet: hall.admin) { fixture, cookie, csrf in
            let form = try await fixture.get("/questions/fleet-q-2/edit", cookie: cookie)
            #expect(form.body.contains("<input name=\"badge\" value=\"\" list=\"badges\" maxlength=\"40\">"))
            #expect(form.body.contains("<option value=\"earned-star\">"))
            // A code the device's form refuses, the fleet's refuses alike.
            let bad = try await fixture.post("/questions/fleet-q-2/edit", fields(csrf, "no spaces"), cookie: cookie)
            #expect(bad.status == 400 && bad.body.contains("Badge: must be up to 40 letters, digits"))
            #expect(try await hall.text(badge) == "(none)")

            let saved = try await fixture.post("/questions/fleet-q-2/edit", fields(csrf, "hall-star"), cookie: cookie)
            #expect(saved.status == 303)
            #expect(try await hall.text(badge) == "hall-star")
            let page = try await fixture.get("/questions/fleet-q-2", cookie: cookie)
            #expect(page.body.contains("<dt>Badge</dt><dd><bdi>hall-star</bdi></dd>"))
            #expect(
                try await fixture.get("/questions/fleet-q-2/edit", cookie: cookie).body.contains("value=\"hall-star\""))
            // Every kiosk has it at its next pull, as an edit on the device would have it.
            for kiosk in [first, second] {
                try await kiosk.sync.once()
                let stored: String? = try kiosk.value("SELECT badge FROM question WHERE uid = 'fleet-q-2'")
                #expect(stored == "hall-star", "on \(kiosk.sync.kiosk)")
            }
            // Emptied, it is taken away: no badge in the fleet (NULL) and on the kiosks.
            _ = try await fixture.post("/questions/fleet-q-2/edit", fields(csrf, ""), cookie: cookie)
            #expect(try await hall.text(badge) == "(none)")
            try await second.sync.once()
            let taken: String? = try second.value(
                "SELECT coalesce(badge, '(none)') FROM question WHERE uid = 'fleet-q-2'")
            #expect(taken == "(none)")
        }
    }

    @Test func aRetireIsConfirmedReachesEveryKioskAndIsPutBack() async throws {
        let (hall, first, second) = try await hall()
        defer { first.remove(); second.remove() }
        try await AdminFixture.with(signedIn: .moderator, fleet: hall.admin) { fixture, cookie, csrf in
            let page = try await fixture.get("/questions/fleet-q-1", cookie: cookie)
            #expect(page.body.contains("action=\"/questions/fleet-q-1/retire\""))
            let asked = try await fixture.post("/questions/fleet-q-1/retire", [("csrf", csrf)], cookie: cookie)
            #expect(asked.status == 200)
            #expect(
                asked.body.contains("Take question fleet-q-1 (Which kiosk asked first?) out of play on every device"))
            #expect(try await hall.text("SELECT status FROM fleet.question WHERE uid = 'fleet-q-1'") == "active")

            let retired = try await fixture.post(
                "/questions/fleet-q-1/retire", [("csrf", csrf), ("confirm", "yes")], cookie: cookie)
            #expect(retired.status == 303 && retired.header("location") == "/questions/fleet-q-1")
            #expect(try await hall.text("SELECT status FROM fleet.question WHERE uid = 'fleet-q-1'") == "retired")
            for kiosk in [first, second] {
                try await kiosk.sync.once()
                #expect(try kiosk.question("fleet-q-1")?.hasPrefix("retired ") == true)
            }
            let shown = try await fixture.get("/questions/fleet-q-1", cookie: cookie)
            #expect(shown.body.contains("Put back in play"))

            let back = try await fixture.post(
                "/questions/fleet-q-1/retire", [("csrf", csrf), ("restore", "yes")], cookie: cookie)
            #expect(back.status == 303)
            #expect(try await hall.text("SELECT status FROM fleet.question WHERE uid = 'fleet-q-1'") == "active")
            for kiosk in [first, second] {
                try await kiosk.sync.once()
                #expect(try kiosk.question("fleet-q-1")?.hasPrefix("active ") == true)
            }
            // Three changes logged for the devices: the retire, and the put back; and the import's two.
            #expect(try await hall.text("SELECT count(*)::text FROM fleet.change_log WHERE kind = 'question'") == "4")
        }
    }

    @Test func aRefusedFormNamesTheFieldAndTheReasonAndChangesNothing() async throws {
        let (hall, first, second) = try await hall()
        defer { first.remove(); second.remove() }
        let logged = "SELECT count(*)::text FROM fleet.change_log WHERE kind = 'question'"
        let before = try await hall.text(logged)
        try await AdminFixture.with(signedIn: .moderator, fleet: hall.admin) { fixture, cookie, csrf in
            let long = String(repeating: "a", count: QuestionDraft.maxLength + 1)
            let refused = try await fixture.post(
                "/questions/fleet-q-2/edit",
                [
                    ("csrf", csrf), ("topic", Self.topic), ("question", long), ("correct", ""), ("wrong1", "No"),
                    ("wrong2", "no"), ("status", "active"),
                ], cookie: cookie)
            #expect(refused.status == 400)
            #expect(refused.body.contains("Question: is longer than 500 characters"))
            #expect(refused.body.contains("Right answer: must not be empty"))
            #expect(refused.body.contains("Wrong answer 2: repeats the answer"))
            let badStatus = try await fixture.post(
                "/questions/fleet-q-2/edit",
                [
                    ("csrf", csrf), ("topic", Self.topic), ("question", "Fine?"), ("correct", "Yes"), ("wrong1", "No"),
                    ("status", "gone"),
                ], cookie: cookie)
            #expect(badStatus.status == 400)
            #expect(badStatus.body.contains("Status: gone is not a status: choose in play or retired."))
            // In the reader's language too.
            let german = try await fixture.post(
                "/questions/fleet-q-2/edit", [("csrf", csrf), ("question", "Gut?"), ("status", "weg")],
                cookie: cookie + "; tiltquiz_language=de")
            #expect(german.status == 400)
            #expect(german.body.contains("weg ist kein Status: Wähle „im Spiel“ oder „ausgemustert“."))
        }
        #expect(try await hall.text(logged) == before)
        #expect(try await hall.text("SELECT text FROM fleet.question WHERE uid = 'fleet-q-2'") == "Typo questoin?")
    }

    @Test func aDuplicateOfAnotherFleetQuestionIsRefusedAsOnTheDeviceInTheReadersLanguage() async throws {
        let (hall, first, second) = try await hall()
        defer { first.remove(); second.remove() }
        let logged = "SELECT count(*)::text FROM fleet.change_log WHERE kind = 'question'"
        let before = try await hall.text(logged)
        try await AdminFixture.with(signedIn: .moderator, fleet: hall.admin) { fixture, cookie, csrf in
            // fleet-q-1's text and right answer, in other case and punctuation, as the store's fingerprint sees them.
            let fields = [
                ("csrf", csrf), ("topic", Self.topic), ("question", "which kiosk asked FIRST"),
                ("correct", "hall one!"),
                ("wrong1", "No"), ("status", "active"),
            ]
            let refused = try await fixture.post("/questions/fleet-q-2/edit", fields, cookie: cookie)
            #expect(refused.status == 409)
            #expect(
                refused.body.contains(
                    "Question: is already in the bank with this right answer (question #fleet-q-1)"))
            // What was typed comes back.
            #expect(refused.body.contains("which kiosk asked FIRST"))
            let german = try await fixture.post(
                "/questions/fleet-q-2/edit", fields, cookie: cookie + "; tiltquiz_language=de")
            #expect(german.status == 409)
            #expect(
                german.body.contains("Frage: ist mit dieser richtigen Antwort schon im Fragenpool (Frage #fleet-q-1)"))
            // A retired question counts too, as on the device; a question's own text is not a duplicate of itself.
            _ = try await fixture.post(
                "/questions/fleet-q-1/retire", [("csrf", csrf), ("confirm", "yes")], cookie: cookie)
            #expect(try await fixture.post("/questions/fleet-q-2/edit", fields, cookie: cookie).status == 409)
            let itself = try await fixture.post(
                "/questions/fleet-q-2/edit",
                [
                    ("csrf", csrf), ("topic", Self.topic), ("question", "Typo questoin?"), ("correct", "Yes"),
                    ("wrong1", "No"), ("explanation", "Kept."), ("status", "active"),
                ], cookie: cookie)
            #expect(itself.status == 303)
        }
        // The refusals changed nothing: the retire and the last edit are the only changes logged.
        #expect(try await hall.text(logged) == String(Int(before)! + 2))
        #expect(try await hall.text("SELECT text FROM fleet.question WHERE uid = 'fleet-q-2'") == "Typo questoin?")
    }

    @Test func anUnknownUidOrAServerDownIsOneLineNamingIt() async throws {
        let hall = try await FleetHall.make()
        try await AdminFixture.with(signedIn: .moderator, fleet: hall.admin) { fixture, cookie, csrf in
            let line = "The fleet has no question with the uid nope: no device has sent one."
            let page = try await fixture.get("/questions/nope", cookie: cookie)
            #expect(page.status == 404 && page.body.contains(line))
            let edit = try await fixture.post(
                "/questions/nope/edit", [("csrf", csrf), ("question", "Q?"), ("correct", "A"), ("wrong1", "B")],
                cookie: cookie)
            #expect(edit.status == 404 && edit.body.contains(line))
            let retire = try await fixture.post(
                "/questions/nope/retire", [("csrf", csrf), ("confirm", "yes")], cookie: cookie)
            #expect(retire.status == 404 && retire.body.contains(line))
        }
        // A uid gone between the page and the change is the server's TQ003, the same failure the pages word.
        let gone = BankEntry(
            key: "gone", uid: "gone", kind: .multipleChoice, status: .active, language: "en",
            draft: QuestionDraft(topic: "T", text: "Q?", correct: "A", wrong: ["B"]))
        try await FleetPool.with(hall.admin, maximum: 1) { pool in
            await #expect(throws: FleetFailure.noQuestion("gone")) { try await FleetBank(pool: pool).restore(gone) }
        }
        let cluster = try FleetTestCluster.shared()
        let down = try cluster.connection(
            user: cluster.cluster.user, passwordFile: cluster.cluster.passwordFile, database: hall.name,
            port: try PostgresCluster.freePort())
        try await AdminFixture.with(signedIn: .moderator, fleet: down) { fixture, cookie, _ in
            for path in ["/questions", "/questions/fleet-q-1"] {
                let page = try await fixture.get(path, cookie: cookie)
                #expect(page.status == 503, "\(path)")
                #expect(page.body.contains("Nothing was read or changed: cannot connect to PostgreSQL at 127.0.0.1:"))
            }
        }
    }
}

extension FleetQuestionsTests {
    /// Beside a kiosk that joined, the device's own pages (reports, submissions) name a question by its number in
    /// the store here: that number leads to the fleet's page of its uid.
    @Test func besideAJoinedKioskTheDevicesNumbersLeadToTheFleetsPages() async throws {
        let hall = try await FleetHall.make()
        try await AdminFixture.with(fleet: hall.admin) { fixture in
            // The admin's machine is a kiosk too: its store imports a question, joins and syncs, and `admin serve`
            // starts again.
            let file = fixture.folder + "/desk.csv"
            try Self.csv([(uid: "desk-q-1", text: "Asked at the desk?", correct: "Yes")])
                .write(toFile: file, atomically: true, encoding: .utf8)
            _ = try fixture.database.importFiles([file], format: .csv, packName: nil, dryRun: false)
            try await FleetSync(
                journal: FleetJournal(database: fixture.database), connection: hall.kiosk, kiosk: "desk"
            )
            .once()
            try await fixture.restart()
            #expect(!fixture.server.fleetOnly)
            let id: Int64? = try await DatabaseQueue(path: QuizDatabase.file(inDirectory: fixture.folder)).read { db in
                try Int64.fetchOne(db, sql: "SELECT id FROM question WHERE uid = 'desk-q-1'")
            }
            let number = try #require(id)
            let (cookie, _) = try await fixture.logIn("mod", AdminFixture.moderatorPassword)
            let page = try await fixture.get("/questions/\(number)", cookie: cookie)
            #expect(page.status == 303 && page.header("location") == "/questions/desk-q-1")
            let edit = try await fixture.get("/questions/\(number)/edit", cookie: cookie)
            #expect(edit.status == 303 && edit.header("location") == "/questions/desk-q-1/edit")
            let shown = try await fixture.get("/questions/desk-q-1", cookie: cookie)
            #expect(shown.status == 200 && shown.body.contains("Asked at the desk?"))
            #expect(shown.body.contains("Players, leaderboards, the dashboard and questions: the fleet at"))
            let list = try await fixture.get("/questions?q=desk", cookie: cookie)
            #expect(list.body.contains("1 question ·") && list.body.contains("<a href=\"/import\">"))
            let unknown = try await fixture.get("/questions/999999", cookie: cookie)
            #expect(unknown.status == 404)
            #expect(unknown.body.contains("The fleet has no question with the uid 999999: no device has sent one."))
        }
    }
}

extension HallKiosk {
    /// Imports our CSV's `text` as `import` does.
    func importQuestions(_ text: String) throws {
        let file = folder + "/questions-\(UUID().uuidString).csv"
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        _ = try database.importFiles([file], format: .csv, packName: nil, dryRun: false)
    }

    /// The question `uid` on the kiosk: "status text [right, wrong...]", the options by position; nil when it has
    /// none.
    func question(_ uid: String) throws -> String? {
        try DatabaseQueue(path: QuizDatabase.file(inDirectory: folder)).read { db in
            guard
                let row = try Row.fetchOne(
                    db, sql: "SELECT id, status, text FROM question WHERE uid = ?", arguments: [uid])
            else { return nil }
            let id: Int64 = row["id"]
            let options = try String.fetchAll(
                db, sql: "SELECT text FROM option WHERE questionId = ? ORDER BY position", arguments: [id])
            return "\(row["status"] as String) \(row["text"] as String) [\(options.joined(separator: ", "))]"
        }
    }
}

extension FleetHall {
    /// Runs `sql` as the database's owner.
    func execute(_ sql: String) async throws {
        _ = try await owner.run { try await $0.query(PostgresQuery(unsafeSQL: sql)) }
    }
}
