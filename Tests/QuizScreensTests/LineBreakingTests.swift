import Testing

@testable import QuizScreens

/// A short text in a few lines, broken between its parts (`LineBreaking`): a topic's name on its progress screen
/// ("Planets, Moons and the Spacecraft that Visit Them" at 480x800, where it was cut), a kiosk page's title
/// ("Información del dispositivo" at 240x320), the admin menu's status between its " · " parts ("v0.1.0 · Eğ:
/// Doğru/Yanlış…" at 480x800). One line where the whole fits or one is all there is; what a last line cannot
/// take stays on it, to be cut short there.
@Suite struct LineBreakingTests {
    /// Ten characters to a line.
    static func fits(_ line: String) -> Bool { line.count <= 10 }

    @Test func wordsGoOnAsFewLinesAsFitAndTheRestStaysOnTheLast() {
        #expect(LineBreaking.lines("Music & Art", most: 2, fit: { _ in true }) == ["Music & Art"])
        #expect(LineBreaking.lines("Moons and planets", most: 2, fit: Self.fits) == ["Moons and", "planets"])
        #expect(LineBreaking.lines("Moons and planets", most: 1, fit: Self.fits) == ["Moons and planets"])
        #expect(
            LineBreaking.lines("Moons and the planets we visit", most: 2, fit: Self.fits) == [
                "Moons and", "the planets we visit",
            ])
        #expect(LineBreaking.lines("Spacecraft", most: 2, fit: { _ in false }) == ["Spacecraft"])
    }

    @Test func aStatusBreaksBetweenItsParts() {
        let fits = { (line: String) in Double(line.count) * 10 <= 300 }
        let status = "v0.1.0 · Eğ: Doğru/Yanlış · Eğim: klavye (benzetim)"
        #expect(
            LineBreaking.lines(status, between: " · ", most: 3, fit: fits) == [
                "v0.1.0 · Eğ: Doğru/Yanlış", "Eğim: klavye (benzetim)",
            ])
        #expect(LineBreaking.lines(status, between: " · ", most: 1, fit: fits) == [status])
        #expect(LineBreaking.lines(status, between: " · ", most: 3, fit: { _ in true }) == [status])
    }
}
