import QuizCore
import Testing

@testable import QuizScreens

/// The d-pad focus moves to the neighbour a player expects, in the grid of
/// landscape screens and the column of portrait ones, and stays put at an edge.
@Suite struct TriviaFocusTests {
    /// Where the focus lands after `moves`, on the question screen's answers and power-ups.
    func land(_ moves: [String], size: Size) -> Rect? {
        let layout = TriviaLayout(size: size)
        let targets = layout.answerButtons(count: 4) + layout.powerUpButtons
        var focus = TriviaFocus()
        for move in moves { focus.move(move, in: targets, screen: "question", initial: 0) }
        return focus.focused(in: targets, screen: "question")
    }

    @Test func theFirstPressOnlyShowsTheFocusOnTheFirstAnswer() {
        let layout = TriviaLayout(size: Size(width: 1280, height: 720))
        #expect(land([], size: layout.size) == nil)
        #expect(land(["right"], size: layout.size) == layout.answerButtons(count: 4)[0])
    }

    @Test func inLandscapeTheArrowsWalkTheTwoByTwoGridThenThePowerUps() {
        let size = Size(width: 1280, height: 720)
        let layout = TriviaLayout(size: size)
        let answers = layout.answerButtons(count: 4)
        #expect(land(["down", "right"], size: size) == answers[1])
        #expect(land(["down", "down"], size: size) == answers[2])
        #expect(land(["down", "down", "right"], size: size) == answers[3])
        #expect(land(["down", "right", "left"], size: size) == answers[0])
        #expect(land(["down", "left"], size: size) == answers[0], "at the edge the focus stays")
        let below = land(["down", "down", "down"], size: size)
        #expect(below.map { layout.powerUpButtons.contains($0) } == true, "below the answers are the power-ups")
    }

    @Test func inPortraitDownWalksTheColumn() {
        let size = Size(width: 480, height: 800)
        let answers = TriviaLayout(size: size).answerButtons(count: 4)
        #expect(land(["down", "down"], size: size) == answers[1])
        #expect(land(["down", "down", "down", "down"], size: size) == answers[3])
        #expect(land(["down", "down", "up"], size: size) == answers[0])
    }

    @Test func aNewScreenForgetsTheFocus() {
        let layout = TriviaLayout(size: Size(width: 1280, height: 720))
        let targets = layout.footButtons(2)
        var focus = TriviaFocus()
        focus.move("left", in: targets, screen: "home", initial: 1)
        #expect(focus.focused(in: targets, screen: "home") == targets[1], "the main button first")
        #expect(focus.focused(in: targets, screen: "topic") == nil)
    }
}
