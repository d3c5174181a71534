import QuizLive
import Testing

@testable import QuizScreens

/// A live question's answers are what a player reads to choose, and its distribution says which was right: at
/// 240x320 each answer is read whole, wrapped in its tile or row at the readable minimum. The question screen drew
/// "Compton Gamma Ray…" on one line in its tile, the distribution "Right: Hubble Space T…".
@Suite struct LiveAnswersReadWholeTests {
    static let question = "Which space telescope was launched aboard the Space Shuttle Discovery in 1990?"
    static let answers = [
        "James Webb Space Telescope", "Chandra X-ray Observatory", "Hubble Space Telescope",
        "Compton Gamma Ray Observatory",
    ]

    /// A live round's big screen at `width`x`height` in `language` with six players joined, its first question
    /// open (or closed: its distribution when `closed`); the texts it draws, as the layout check reads them.
    static func texts(language: String, width: Int, height: Int, closed: Bool) throws -> [LayoutCheck.DrawnText] {
        let rig = try FrameRig(
            width: width, height: height, assetsDirectory: SceneRenderingTests.root + "/assets", language: language)
        defer { rig.close() }
        let host = LiveHost(pin: LivePIN("0427"), now: { 1 })
        for name in ["Ana", "Benedikt", "Chiara", "Dmitri", "Emeka", "Farouk"] { _ = try host.joinWithoutPhone(name) }
        let questions = [try LiveQuestion(text: question, options: answers, rightOption: 2)]
        let scene = LiveScene(
            host: host, joinURL: "http://192.168.1.20:8090/",
            timing: LiveDirector.Timing(autoStartPlayers: 0, autoStartSeconds: 30),
            choice: LiveRoundChoice(source: "trivia", questions: 1),
            hooks: LiveSceneHooks(sources: [], questions: { _ in questions }, finished: { _, _ in }, opened: { _ in }))
        scene.handle(.key("enter", down: true), at: 1)
        #expect(scene.screenName == "live-question")
        if closed {
            scene.handle(.key("enter", down: true), at: 1)
            #expect(scene.screenName == "live-distribution")
        }
        return LayoutCheck.visibleTexts(rig.layoutMarks(scene, at: 1))
    }

    @Test(arguments: ["en", "de", "es", "ar", "pseudo"], [(240, 320), (320, 240), (320, 480)])
    func theQuestionsAnswersAreReadWhole(language: String, size: (width: Int, height: Int)) throws {
        let texts = try Self.texts(language: language, width: size.width, height: size.height, closed: false)
        let cut = texts.filter { $0.cut != nil }.map(\.text)
        let answerCuts = cut.filter { line in Self.answers.contains { $0.hasPrefix(line.dropLast()) } }
        #expect(answerCuts.isEmpty, "\(language) \(size.width)x\(size.height): \(cut)")
        Self.expectWhole(texts.map(\.text), "\(language) \(size.width)x\(size.height)")
    }

    /// The header's title and count, 40 % longer in the pseudo-locale, each take two lines at 240x320 rather than
    /// both being cut ("[Qúéšţíóñ 1 óƒ 1…" beside "[0 áñšŵéŕš~~…").
    @Test(arguments: ["en", "de", "es", "ar", "pseudo"])
    func nothingOnTheQuestionIsCutAt240x320(language: String) throws {
        let texts = try Self.texts(language: language, width: 240, height: 320, closed: false)
        let cut = texts.filter { $0.cut != nil }.map(\.text)
        #expect(cut.isEmpty, "\(language): \(cut)")
    }

    @Test(arguments: ["en", "de", "es", "ar", "pseudo"], [(240, 320), (320, 240), (320, 480)])
    func theDistributionsAnswersAreReadWhole(language: String, size: (width: Int, height: Int)) throws {
        let texts = try Self.texts(language: language, width: size.width, height: size.height, closed: true)
        let cut = texts.filter { $0.cut != nil }.map(\.text)
        #expect(cut.isEmpty, "\(language) \(size.width)x\(size.height): \(cut)")
        Self.expectWhole(texts.map(\.text), "\(language) \(size.width)x\(size.height)")
    }

    /// Every word of the question and each answer is drawn, in order, on the lines they wrap into.
    static func expectWhole(_ lines: [String], _ label: String) {
        let drawn = lines.joined(separator: " ").split(separator: " ").map(String.init)
        for text in [question] + answers {
            let words = text.split(separator: " ").map(String.init)
            // A word may stand in a wording's own marks ("Right: Hubble", pseudo's "Telescope~~~~]").
            let found = drawn.indices.contains { start in
                let run = Array(drawn.dropFirst(start).prefix(words.count))
                return run.count == words.count && zip(run, words).allSatisfy { $0.contains($1) }
            }
            #expect(found, "\(label): \"\(text)\" not drawn whole in \(lines)")
        }
    }

    /// A text drawn in a box as one a player must read whole is named by the layout check when it is cut, even in a
    /// box one line high (where any other one-line preview may end in "…" with no room beside it).
    @Test(arguments: [false, true])
    func aCutAnswerInAOneLineBoxIsNamedWhenItMustBeWhole(mustBeWhole: Bool) throws {
        let window = try HeadlessWindow(width: 240, height: 320)
        defer { window.close() }
        let size = window.window.size
        let list = DisplayList(size: size)
        list.readsLetters = true
        window.painter.list = list
        window.painter.begin(size: size)
        window.painter.paragraph(
            Self.answers[3], in: Rect(x: 10, y: 10, width: 100, height: 16), largest: 12, Theme.text, bold: true,
            mustBeWhole: mustBeWhole)
        window.painter.list = nil
        #expect(list.texts.compactMap(\.cut).map(\.mustBeWhole) == [mustBeWhole])
        let problems = LayoutCheck.problems(in: list.marks, size: size)
        #expect(problems.contains { $0.contains("must be read whole") } == mustBeWhole, "\(problems)")
    }
}
