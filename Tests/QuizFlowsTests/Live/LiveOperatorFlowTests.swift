import QuizFlows
import Testing

/// The live round's operator page as a reducer: the rows, Left and Right on the source and the count, and a
/// player removed only by a second Enter.
@Suite struct LiveOperatorFlowTests {
    static let sources = [
        ("trivia", 300), ("true-false", 120), ("daily", 10), ("topic:Planets", 40), ("pack:tiltquiz-trivia", 200),
    ]
    .map { LiveOperatorFlow.Source(name: $0.0, questions: $0.1) }

    static func flow(players: [String] = ["Ana", "Bo", "Cy"]) -> LiveOperatorFlow {
        LiveOperatorFlow(sources: sources, source: "topic:Planets", questions: 10, players: players)
    }

    @Test func leftAndRightChangeTheSourceRoundAndTheCountWithinItsRange() {
        var flow = Self.flow()
        #expect(flow.source == "topic:Planets" && flow.focus == .source)
        #expect(flow.reduce(.right) == [.chose(source: "pack:tiltquiz-trivia", questions: 10)])
        #expect(flow.reduce(.right) == [.chose(source: "trivia", questions: 10)])
        #expect(flow.reduce(.left) == [.chose(source: "pack:tiltquiz-trivia", questions: 10)])
        _ = flow.reduce(.down)
        #expect(flow.focus == .questions)
        #expect(flow.reduce(.left) == [.chose(source: "pack:tiltquiz-trivia", questions: 9)])
        var few = LiveOperatorFlow(sources: Self.sources, source: "trivia", questions: 1, players: [])
        _ = few.reduce(.down)
        #expect(few.reduce(.left) == [])
        #expect(few.questions == 1)
        var many = LiveOperatorFlow(sources: Self.sources, source: "trivia", questions: 80, players: [])
        #expect(many.questions == 50)
        _ = many.reduce(.down)
        #expect(many.reduce(.right) == [])
    }

    @Test func aSourceNotOfferedIsKeptFirst() {
        let flow = LiveOperatorFlow(sources: Self.sources, source: "topic:Gone", questions: 5, players: [])
        #expect(flow.sources.first?.name == "topic:Gone" && flow.source == "topic:Gone")
        #expect(flow.questions == 5 && flow.mostQuestions == 50)
    }

    /// A source holding fewer questions than asked gives a round all it holds, and the page says that count;
    /// the count asked for comes back with a larger source.
    @Test func aSmallSourceAsksAllItHoldsAndTheCountAskedForComesBack() {
        var flow = LiveOperatorFlow(sources: Self.sources, source: "topic:Planets", questions: 30, players: [])
        #expect(flow.questions == 30)
        #expect(flow.reduce(.left) == [.chose(source: "daily", questions: 10)])
        #expect(flow.questions == 10 && flow.mostQuestions == 10)
        #expect(flow.reduce(.left) == [.chose(source: "true-false", questions: 30)])
        // The Daily set is ten questions.
        var daily = LiveOperatorFlow(sources: Self.sources, source: "daily", questions: 30, players: [])
        #expect(daily.questions == 10 && daily.mostQuestions == 10)
        _ = daily.reduce(.down)
        #expect(daily.reduce(.right) == [])
        #expect(daily.reduce(.left) == [.chose(source: "daily", questions: 9)])
        _ = daily.reduce(.up)
        #expect(daily.reduce(.right) == [.chose(source: "topic:Planets", questions: 9)])
    }

    @Test func aPlayerIsRemovedOnlyByASecondEnter() {
        var flow = Self.flow()
        _ = flow.reduce(.down)
        _ = flow.reduce(.down)
        _ = flow.reduce(.down)
        #expect(flow.focusedPlayer == "Bo")
        #expect(flow.reduce(.confirm) == [])
        #expect(flow.confirming == "Bo")
        // Any other key takes the question back.
        _ = flow.reduce(.up)
        #expect(flow.confirming == nil && flow.focusedPlayer == "Ana")
        #expect(flow.reduce(.confirm) == [])
        #expect(flow.reduce(.confirm) == [.kick("Ana")])
        // Enter on the source or count rows removes nobody.
        var top = Self.flow()
        #expect(top.reduce(.confirm) == [] && top.reduce(.confirm) == [])
    }

    @Test func backTakesTheQuestionBackThenLeaves() {
        var flow = Self.flow()
        _ = flow.reduce(.down)
        _ = flow.reduce(.down)
        _ = flow.reduce(.confirm)
        #expect(flow.reduce(.back) == [])
        #expect(flow.confirming == nil)
        #expect(flow.reduce(.back) == [.closed])
    }

    @Test func theFocusFollowsThePlayersAsTheyChange() {
        var flow = Self.flow()
        for _ in 0..<6 { _ = flow.reduce(.down) }
        #expect(flow.focus == .player(2))
        _ = flow.reduce(.players(["Ana"]))
        #expect(flow.focus == .player(0))
        _ = flow.reduce(.players([]))
        #expect(flow.focus == .questions)
        #expect(flow.reduce(.down) == [] && flow.focus == .questions)
        // A name asked about stays asked about while it is still there and focused.
        var asked = Self.flow()
        for _ in 0..<3 { _ = asked.reduce(.down) }
        _ = asked.reduce(.confirm)
        _ = asked.reduce(.players(["Ana", "Bo", "Cy", "Di"]))
        #expect(asked.confirming == "Bo")
        #expect(asked.reduce(.confirm) == [.kick("Bo")])
    }
}
