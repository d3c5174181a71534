import Foundation
import QuizLive
import QuizText
import TestSupport
import Testing

/// The phone page in Arabic in a real browser: a phone whose browser asks for Arabic gets the page right to
/// left, joins (after a wrong PIN, refused in Arabic), answers a true/false statement by tilting (its answers in
/// Arabic words, though the round keeps them as the store's True and False, and on their physical sides: true on
/// the left; the statement has no Arabic, so it comes in the round's English, read aloud in an English voice
/// with the answers in an Arabic one) and an English question with an Arabic translation by tapping (asked in
/// Arabic, its answers mirrored), and sees its results and the podium with Arabic's plural forms, every line
/// from the catalog. The views are saved as PNGs
/// in `.build/live-phone-screenshots-ar` for a person to look at.
@Suite struct LivePhoneArabicBrowserTests {
    static let shots = Tool.root + "/.build/live-phone-screenshots-ar"
    static let arabic = try! CatalogFolder(assets: Tool.root + "/assets").catalog("ar")
    static let statement = try! LiveQuestion(
        text: "The Moon is larger than the Earth.", options: ["True", "False"], rightOption: 1, isStatement: true,
        language: "en")
    static let question = try! LiveQuestion(
        text: "Which planet is the largest in the Solar System?", options: ["Mars", "Jupiter", "Venus", "Earth"],
        rightOption: 1,
        translations: [
            "ar": LiveWording(
                text: "ما أكبر كوكب في المجموعة الشمسية؟", options: ["المريخ", "المشتري", "الزهرة", "الأرض"])
        ], language: "en")

    @Test func anArabicPhoneJoinsAnswersAndSeesThePodiumRightToLeft() async throws {
        let browser = try #require(
            ChromiumPhone.chromium, "no chromium: `make deps` (scripts/install-deps.sh) installs Debian's chromium")
        try? FileManager.default.removeItem(atPath: Self.shots)
        let folder = TemporaryFolder(prefix: "tiltquiz-live-phone-ar-")
        try await LiveServerFixture.with { live in
            let other = await live.joined("Bo").phone
            let phone = try ChromiumPhone(
                browser: browser, base: "http://127.0.0.1:\(live.port)", steps: Self.steps(pin: live.host.pin.digits),
                shots: Self.shots, folder: folder.path)
            defer { phone.stop() }

            guard await phone.waitFor(signal: "joined") else { return }
            #expect(live.host.start([Self.statement, Self.question]) == nil)
            // Each time the browser answers at once and right (600 points, then 600 + 100 for the streak); Bo
            // later and wrong, which closes the question.
            for question in 0..<2 {
                guard await phone.waitFor(signal: "answered-\(question + 1)") else { return }
                live.clock.advance(by: 10)
                other.answer(question: question, option: 0)
                guard await phone.waitFor(signal: "result-\(question + 1)") else { return }
                #expect(live.host.next() == nil)
            }
            let status = await phone.finish()
            #expect(status == 0, "\(phone.transcript)")
            #expect(live.host.round.podium.map { "\($0.name) \($0.points)" } == ["Ana 1300", "Bo 0"])
        }
    }

    static func says(_ id: String, _ text: String) -> String { LivePhoneBrowserTests.says(id, text) }
    static func showing(_ id: String) -> String { LivePhoneBrowserTests.showing(id) }
    static func line(_ key: String, _ values: [String: String] = [:]) -> String { arabic.text(key, values) }
    static func plural(_ key: String, _ count: Int, _ values: [String: String] = [:]) -> String {
        arabic.plural(key, count: count, values)
    }

    static func steps(pin: String) -> [[String: Any]] {
        let arabicQuestion = question.wording(in: "ar")
        let options = arabicQuestion.options
        // What the page asks the browser to say, as [language, text] pairs (caught: a headless browser has no voice).
        let catchSpeech =
            "(() => { window.said = []; speechSynthesis.speak = u => said.push([u.lang, u.text]); return []; })()"
        let statementSaid =
            [["en", statement.text]]
            + [
                line("phone.shape_triangle"), line("live.answer_true") + ".", line("phone.shape_diamond"),
                line("live.answer_false") + ".",
            ].map { ["ar", $0] }
        return [
            ["device": [390, 844, 2]],
            ["language": "ar-EG,ar;q=0.9,en;q=0.5"],
            ["go": "/"],
            [
                "wait": showing("join") + " && document.readyState === 'complete' && document.documentElement.dir === "
                    + "'rtl' && document.querySelector('label[for=name]').textContent === "
                    + JS.string(line("phone.name_label")),
                "what": "the join form in Arabic, right to left",
            ],
            ["buttons": 48], ["fits": true],
            ["shot": "ar-1-join"],
            ["fill": "#pin", "value": pin == "9999" ? "9998" : "9999"],
            ["fill": "#name", "value": "Ana"],
            ["tap": "#join-form button"],
            ["wait": says("status", line("phone.refused_wrong_pin")), "what": "the refusal in Arabic"],
            ["fill": "#pin", "value": pin],
            ["tap": "#join-form button"],
            [
                "wait": showing("lobby") + " && " + says("hello", line("phone.hello", ["name": "Ana"])) + " && "
                    + says("count", plural("phone.players", 2)),
                "what": "the lobby with Arabic's dual: two players",
            ],
            ["shot": "ar-2-lobby"],
            ["signal": "joined"],
            [
                "wait": showing("question") + " && "
                    + says("number", line("live.question_of", ["number": "1", "count": "2"])) + " && "
                    + "JSON.stringify([...document.querySelectorAll('#options button')].map(b => b.textContent)) === "
                    + JS.string(JS.array([line("live.answer_true"), line("live.answer_false")])),
                "what": "a true/false statement with its answers in Arabic words",
            ],
            // Physical, as in the tilt game: true on the left, false on the right, in Arabic too.
            [
                "check": """
                (() => { const [a, b] = [...document.querySelectorAll('#options button')].map(e => e.getBoundingClientRect());
                  return a.right < b.left ? [] : ['true is not on the left']; })()
                """
            ],
            [
                "check": "document.getElementById('tilt').textContent === "
                    + JS.string(
                        line("phone.tilt_how", ["left": line("live.answer_true"), "right": line("live.answer_false")]))
                    + " ? [] : ['the tilt hint says ' + document.getElementById('tilt').textContent]"
            ],
            // No Arabic for the statement: the round's English, marked as English; True and False in Arabic.
            [
                "check": "(() => { const t = document.getElementById('text'); return t.textContent === "
                    + JS.string(statement.text) + " && t.lang === 'en' && [...document.querySelectorAll("
                    + "'#options button span')].every(s => s.lang === 'ar') ? [] : ['the statement is not in English, "
                    + "marked en, with answers marked ar']; })()"
            ],
            ["check": catchSpeech],
            ["tap": "#speak"],
            [
                "check": "JSON.stringify(said) === " + JS.string(Self.json(statementSaid))
                    + " ? [] : ['read aloud asked for ' + JSON.stringify(said)]"
            ],
            ["buttons": 48], ["fits": true],
            ["shot": "ar-3-statement"],
            // Answered by leaning right past 25 degrees: false, the button on the right.
            ["orient": [0, 45, 2]],
            ["wait": "document.getElementById('tilt').dataset.level === 'held'", "what": "the phone's level taken"],
            ["orient": [0, 45, 40]],
            ["wait": says("sent", line("phone.wait_for_results")), "what": "the answer counted"],
            ["signal": "answered-1"],
            [
                "wait": showing("result") + " && " + says("verdict", line("phone.right")) + " && "
                    + says("gain", plural("phone.gained", 600, ["total": "600"])) + " && "
                    + says("place", line("phone.place", ["place": "1", "players": "2"])) + " && "
                    + says("score", plural("live.points", 600)),
                "what": "right, 600 points (Arabic's form for hundreds), place 1 of 2",
            ],
            ["fits": true],
            ["shot": "ar-4-result"],
            ["signal": "result-1"],
            [
                "wait": showing("question") + " && "
                    + says("number", line("live.question_of", ["number": "2", "count": "2"])) + " && "
                    + "JSON.stringify([...document.querySelectorAll('#options button')].map(b => b.textContent)) === "
                    + JS.string(JS.array(options)),
                "what": "the question in Arabic",
            ],
            // Mirrored: the first answer sits on the right, the second to its left.
            [
                "check": """
                (() => { const [a, b] = [...document.querySelectorAll('#options button')].map(e => e.getBoundingClientRect());
                  return a.left > b.left && a.right > innerWidth / 2 ? [] : ['the first answer is not on the right']; })()
                """
            ],
            // The question's Arabic translation, marked as Arabic, read aloud as one Arabic line.
            [
                "check": "(() => { const t = document.getElementById('text'); return t.textContent === "
                    + JS.string(arabicQuestion.text)
                    + " && t.lang === 'ar' ? [] : ['the question is not in Arabic']; })()"
            ],
            ["check": catchSpeech],
            ["tap": "#speak"],
            [
                "check": "said.length === 1 && said[0][0] === 'ar' && said[0][1].startsWith("
                    + JS.string(arabicQuestion.text) + ") ? [] : ['read aloud asked for ' + JSON.stringify(said)]"
            ],
            ["buttons": 48], ["fits": true],
            ["shot": "ar-5-question"],
            ["tap": "#options button:nth-child(2)"],
            ["wait": says("sent", line("phone.wait_for_results")), "what": "the answer counted"],
            ["signal": "answered-2"],
            [
                "wait": showing("result") + " && " + says("verdict", line("phone.right")) + " && "
                    + says("score", plural("live.points", 1300)),
                "what": "right again, 1,300 points",
            ],
            ["signal": "result-2"],
            [
                "wait": showing("podium") + " && "
                    + says("final", plural("phone.finished", 1300, ["place": "1", "players": "2"])) + " && "
                    + "document.querySelector('#top li.me').textContent === "
                    + JS.string(line("phone.podium_row", ["name": "Ana", "points": arabic.number(1300)])),
                "what": "the podium in Arabic",
            ],
            ["fits": true],
            ["shot": "ar-6-podium"],
            ["clean": ["/", "/live.css", "/live.js", "/ws"]],
        ]
    }

    /// `pairs` as a JSON array of arrays of strings, as the page's `JSON.stringify` writes it.
    static func json(_ pairs: [[String]]) -> String {
        "[" + pairs.map(JS.array).joined(separator: ",") + "]"
    }
}
