import Foundation
import QuizCore
import QuizLive
import TestSupport
import Testing

/// The phone page in a real browser: Debian's headless Chromium at a phone's size (390x844 CSS px, device scale
/// 2, touch; one question also at 320x568) plays a whole round against a live listener on loopback, the test
/// playing the host and a second player (a websocket phone whose name is an XSS probe). The browser's player
/// joins after a wrong PIN, taps the right answer of a true/false question and a wrong one of a four-answer
/// question, reloads in the middle of the second and comes back as itself, and ends on the podium; every step
/// waits on what the page shows. Each view is saved as a PNG in `.build/live-phone-screenshots` for a person to
/// look at.
@Suite struct LivePhoneBrowserTests {
    static let shots = Tool.root + "/.build/live-phone-screenshots"
    static let name = "<b>x</b>"
    static let probe = "<img src=x onerror=alert(1)>"

    static let trueFalse = try! LiveQuestion(
        text: "The Moon is bigger than the Earth.", options: ["True", "False"], rightOption: 1, isStatement: true)
    static let fourAnswers = try! LiveQuestion(
        text: "Which planet is the largest in the Solar System?",
        options: ["Mars", "Jupiter", "Venus", "Earth, the third planet from the Sun"],
        rightOption: 1)

    @Test func aPhonesBrowserJoinsAnswersReloadsAndSeesThePodium() async throws {
        let browser = try #require(
            ChromiumPhone.chromium, "no chromium: `make deps` (scripts/install-deps.sh) installs Debian's chromium")
        try? FileManager.default.removeItem(atPath: Self.shots)
        let folder = TemporaryFolder(prefix: "tiltquiz-live-phone-")
        try await LiveServerFixture.with { live in
            let other = await live.joined(Self.probe).phone
            let phone = try ChromiumPhone(
                browser: browser, base: "http://127.0.0.1:\(live.port)", steps: Self.steps(pin: live.host.pin.digits),
                shots: Self.shots, folder: folder.path)
            defer { phone.stop() }

            guard await phone.waitFor(signal: "joined") else { return }
            #expect(live.host.round.players.map(\.name) == [Self.probe, Self.name])
            #expect(live.host.start([Self.trueFalse, Self.fourAnswers]) == nil)

            // Question 1: the browser answers at once (600 points), the other phone 10 s later (400).
            guard await phone.waitFor(signal: "answered-1") else { return }
            let token = try #require(live.host.round.players.first { $0.name == Self.name }?.token)
            #expect(live.host.round.answers[token]?.option == 1)
            live.clock.advance(by: 10)
            other.answer(question: 0, option: 1)

            // Question 2: the browser reloads, then answers wrong; the other phone answers right (600 + 100 streak).
            guard await phone.waitFor(signal: "result-1") else { return }
            #expect(live.host.next() == nil)
            guard await phone.waitFor(signal: "answered-2") else { return }
            #expect(live.host.round.answers[token]?.option == 0)
            other.answer(question: 1, option: 1)

            guard await phone.waitFor(signal: "result-2") else { return }
            #expect(live.host.next() == nil)
            let status = await phone.finish()
            #expect(status == 0, "\(phone.transcript)")

            // One player for the browser all along: the reload came back with its token, not as a new player.
            let round = live.host.round
            #expect(round.players.map(\.name) == [Self.probe, Self.name])
            #expect(round.podium.map { "\($0.name) \($0.points)" } == ["\(Self.probe) 1100", "\(Self.name) 600"])
            for shot in Self.shotNames {
                let size = try #require(PNGSize(file: "\(Self.shots)/\(shot).png"), "no PNG of \(shot)")
                let (width, height) = shot.hasSuffix("-320") ? (640, 1136) : (780, 1688)
                #expect(size.width == width && size.height >= height, "\(shot).png is \(size.width)x\(size.height)")
            }
        }
    }

    static let shotNames = [
        "1-join", "2-join-refused", "3-lobby", "4-question-true-false", "5-answer-sent", "6-answer-right",
        "7-question-four", "7-question-four-320", "8-answer-wrong", "9-podium",
    ]

    // MARK: The phone's side

    /// The page's element `id`'s text is `text`.
    static func says(_ id: String, _ text: String) -> String {
        "document.getElementById(\(JS.string(id))).textContent === \(JS.string(text))"
    }

    /// The view `id` is the one shown.
    static func showing(_ id: String) -> String { "!document.getElementById(\(JS.string(id))).hidden" }

    /// The question shown is number `number` with these answers, each a button with its shape.
    static func asking(_ number: Int, _ options: [String]) -> String {
        showing("question") + " && " + says("number", "Question \(number) of 2") + " && "
            + "JSON.stringify([...document.querySelectorAll('#options button')].map(b => b.textContent))"
            + " === \(JS.string(JS.array(options))) && document.querySelectorAll('#options button svg').length === "
            + "\(options.count)"
    }

    /// Problems if a player's name made markup: any `<b>` or `<img>` on the page, or the title changed.
    static let noMarkup = """
        [...document.querySelectorAll("main b, main img")].map(e => "a " + e.tagName + " element from a name")
          .concat(document.title === "TiltQuiz · Live round" ? [] : ["the title is " + document.title])
        """

    static let answerSent = says("sent", "Answer sent: wait for the results.")

    /// The line at the top: the player's name and points, and no line left from before (the wrong PIN's).
    static func me(_ points: Int) -> String {
        showing("me") + " && " + says("who", name) + " && " + says("score", "\(points) points") + " && "
            + says("status", "")
    }
    static let token = "JSON.parse(localStorage.getItem('tiltquiz-live')).token"

    static func steps(pin: String) -> [[String: Any]] {
        [
            ["device": [390, 844, 2]],
            ["go": "/"],
            ["wait": showing("join") + " && document.readyState === 'complete'", "what": "the join form"],
            // Loopback is a secure page: the log-in's password is offered (never on plain http).
            [
                "check":
                    "!document.getElementById('account').hidden && document.getElementById('account-insecure').hidden ? [] : ['no password field on a secure page']"
            ],
            ["buttons": 48],
            ["shot": "1-join"],
            // A wrong PIN first: refused with a line, the form kept.
            ["fill": "#pin", "value": pin == "9999" ? "9998" : "9999"],
            ["fill": "#name", "value": name],
            ["tap": "#join-form button"],
            ["wait": says("status", "That PIN is not this round's: check the big screen."), "what": "the refusal"],
            ["shot": "2-join-refused"],
            ["fill": "#pin", "value": pin],
            ["tap": "#join-form button"],
            [
                "wait": showing("lobby") + " && " + says("hello", "Hello, \(name)") + " && "
                    + says("count", "2 players"),
                "what": "the lobby with the name as typed and 2 players",
            ],
            ["check": noMarkup],
            ["shot": "3-lobby"],
            ["signal": "joined"],
            // Question 1, true or false: the right one (False).
            ["wait": asking(1, ["True", "False"]) + " && " + me(0), "what": "question 1 with True and False"],
            ["buttons": 48], ["fits": true],
            ["shot": "4-question-true-false"],
            // Answered by tilting: held level, then leaned right past 25 degrees (loopback is a secure page, so
            // the browser gives the sensor), which answers the second, False.
            [
                "check":
                    "document.getElementById('tilt').textContent === 'Tilt left for True, right for False, or tap.' ? [] : ['the tilt hint says ' + document.getElementById('tilt').textContent]"
            ],
            ["orient": [0, 45, 2]],
            ["wait": "document.getElementById('tilt').dataset.level === 'held'", "what": "the phone's level taken"],
            ["orient": [0, 45, 12]],
            ["orient": [0, 45, 40]],
            ["wait": answerSent, "what": "the answer counted"],
            [
                "check": """
                [...document.querySelectorAll("#options button")].flatMap((b, i) =>
                  b.disabled && b.getAttribute("aria-pressed") === (i === 1 ? "true" : "false") ? []
                    : ["answer " + (i + 1) + " is not marked as " + (i === 1 ? "chosen" : "not chosen")])
                """
            ],
            ["shot": "5-answer-sent"],
            ["signal": "answered-1"],
            [
                "wait": showing("result") + " && " + says("verdict", "Right!") + " && "
                    + says("gain", "+600 points, 600 in all") + " && " + says("place", "Place 1 of 2") + " && "
                    + says("right", "The answer: False") + " && " + me(600),
                "what": "right, 600 points, place 1 of 2",
            ],
            ["fits": true],
            ["shot": "6-answer-right"],
            ["signal": "result-1"],
            // Question 2, four answers: a reload in the middle comes back as the same player, then a wrong one.
            ["wait": asking(2, fourAnswers.options), "what": "question 2 with four answers"],
            ["buttons": 48], ["fits": true],
            ["shot": "7-question-four"],
            // The smallest phones in use (320 CSS px wide) fit the four answers too.
            ["device": [320, 568, 2]],
            ["buttons": 48], ["fits": true],
            ["shot": "7-question-four-320"],
            ["device": [390, 844, 2]],
            ["keep": token, "as": "token"],
            ["reload": true],
            [
                "wait": asking(2, fourAnswers.options) + " && " + me(600)
                    + " && !document.querySelector('#options button').disabled",
                "what": "question 2 again after the reload, as the same player, not answered",
            ],
            ["same": token, "as": "token"],
            // Read aloud: the browser's speech synthesis is asked to say the question and each answer with its
            // shape (caught here: a headless browser has no voice to hear).
            ["check": "(() => { window.said = []; speechSynthesis.speak = u => said.push(u.text); return []; })()"],
            ["tap": "#speak"],
            [
                "check": """
                said.length === 1 && said[0] === "Which planet is the largest in the Solar System? red triangle: Mars. "
                  + "blue diamond: Jupiter. yellow circle: Venus. green square: Earth, the third planet from the Sun."
                  ? [] : ["read aloud asked for " + JSON.stringify(said)]
                """
            ],
            ["tap": "#options button:nth-child(1)"],
            ["wait": answerSent, "what": "the answer counted"],
            ["signal": "answered-2"],
            [
                "wait": showing("result") + " && " + says("verdict", "Wrong") + " && "
                    + says("gain", "+0 points, 600 in all") + " && " + says("place", "Place 2 of 2") + " && "
                    + says("right", "The answer: Jupiter"),
                "what": "wrong, 0 points, place 2 of 2, the answer Jupiter",
            ],
            ["fits": true],
            ["shot": "8-answer-wrong"],
            ["signal": "result-2"],
            // The podium: both names as text, the points grouped as English writes them.
            [
                "wait": showing("podium") + " && " + says("final", "You finished 2 of 2 with 600 points") + " && "
                    + "JSON.stringify([...document.querySelectorAll('#top li')].map(li => li.value + ' ' + li.textContent))"
                    + " === " + JS.string(JS.array(["1 \(probe): 1,100", "2 \(name): 600"])) + " && "
                    + "document.querySelector('#top li.me').textContent === " + JS.string("\(name): 600"),
                "what": "the podium with both names as text",
            ],
            ["check": noMarkup], ["fits": true],
            ["shot": "9-podium"],
            ["clean": ["/", "/live.css", "/live.js", "/ws"]],
        ]
    }
}

/// JavaScript literals for the steps' expressions.
enum JS {
    /// `text` as a JavaScript (and JSON) string literal.
    static func string(_ text: String) -> String {
        JSONText.string(text)
    }

    /// `items` as the JSON text of an array of strings (what `JSON.stringify` gives for them).
    static func array(_ items: [String]) -> String { "[" + items.map(string).joined(separator: ",") + "]" }
}
