import Testing

@testable import QuizScreens

/// A topic's name on its progress screen: one line where it fits; on a tall screen a name too long for one line
/// even at 70 % ("Planets, Moons and the Spacecraft that Visit Them" at 480x800) takes two, broken between
/// words, where it was cut ("Planets, Moons and t…"); a third line's words stay on the second, to be cut there.
@Suite struct TopicNameLinesTests {
    /// Ten characters to a line.
    static func fits(_ line: String) -> Bool { line.count <= 10 }

    @Test func aLongNameTakesTwoLinesOnATallScreenOnly() {
        #expect(TriviaView.nameLines("Music & Art", most: 2, fit: { _ in true }) == ["Music & Art"])
        #expect(TriviaView.nameLines("Moons and planets", most: 2, fit: Self.fits) == ["Moons and", "planets"])
        #expect(TriviaView.nameLines("Moons and planets", most: 1, fit: Self.fits) == ["Moons and planets"])
        #expect(
            TriviaView.nameLines("Moons and the planets we visit", most: 2, fit: Self.fits) == [
                "Moons and", "the planets we visit",
            ])
    }
}
