import Testing

/// A trivia question answered with only what a gamepad or arcade stick sends
/// (arrows and Enter): the focus is moved onto the right answer and pressed.
extension TriviaGameTests {
    @Test func aPadPlayerAnswersByMovingTheFocusAndPressingA() throws {
        let first = try Self.firstOptions()
        // The first press shows the focus on answer 1; the 2x2 grid is walked from there.
        let path: [[String]] = [[], ["right"], ["down"], ["down", "right"]]
        let moves = ["down"] + path[first.right]
        let steps = moves.enumerated().map { (26.0 - 0.1 * Double(moves.count - $0.offset), $0.element) }
        let summary = try Self.play(steps + [(26.0, "enter")]).summary
        let answer = try #require(summary.answers.first)
        #expect(answer.result == "right")
        #expect(answer.chosen == answer.options[first.right].text)
        #expect(answer.points == 400)
    }

    @Test func enterWithoutAFocusDoesNotAnswer() throws {
        let summary = try Self.play([(26.0, "enter"), (48.0, "x")]).summary
        let answer = try #require(summary.answers.first)
        #expect(answer.result == "timeout", "Enter alone must not pick an answer for the player")
    }
}
