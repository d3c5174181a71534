import QuizFlows
import QuizLive
import Testing

@testable import QuizScreens

/// The live join screen's rows are as tall as the lines they hold: in Arabic, names written in Latin letters keep
/// Latin chips and show as in German. The chips had been made 1.45 times taller on every right-to-left screen, so
/// at 480x800 one row fitted and "and 14 others" took it.
@Suite struct LiveRowsInArabicTests {
    static let names = [
        "Ana", "Benedikt", "Chiara", "Dmitri", "Emeka", "Farouk", "Grete", "Hiroshi", "Ines", "Jamal", "Kai",
        "Lior", "Mei", "Nia",
    ]

    /// The texts drawn on the join screen at `width`x`height` in `language`, with the 14 names joined.
    static func joinTexts(language: String, width: Int, height: Int) throws -> [String] {
        let window = try HeadlessWindow(width: width, height: height)
        defer { window.close() }
        window.painter.catalog = try Painter.catalog(assets: SceneRenderingTests.root + "/assets", language: language)
        let host = LiveHost(pin: LivePIN("0427"), now: { 0 })
        for name in names { _ = try host.joinWithoutPhone(name) }
        let scene = LiveScene(
            host: host, joinURL: "http://192.168.1.20:8090/",
            timing: LiveDirector.Timing(autoStartPlayers: 0, autoStartSeconds: 30),
            choice: LiveRoundChoice(source: "trivia", questions: 10),
            hooks: LiveSceneHooks(sources: [], questions: { _ in [] }, finished: { _, _ in }, opened: { _ in }))
        let list = FrameCompositor(painter: window.painter).record(scene, size: window.window.size, at: 0)
        return list.texts.map(\.text)
    }

    /// Where the Arabic lines above them (the address, the status, the count) are taller than German's, the chips
    /// start lower and a row may be lost; every chip row that remains shows names.
    @Test(arguments: [(480, 800, 2), (800, 480, 2), (1280, 720, 6)])
    func arabicShowsNamesAsGermanDoes(width: Int, height: Int, least: Int) throws {
        let german = try Self.joinTexts(language: "de", width: width, height: height).filter(Self.names.contains)
        let arabic = try Self.joinTexts(language: "ar", width: width, height: height).filter(Self.names.contains)
        #expect(german.count >= least)
        #expect(arabic.count >= least, "\(width)x\(height): Arabic shows \(arabic), German \(german)")
        #expect(arabic == Array(german.prefix(arabic.count)))
    }
}
