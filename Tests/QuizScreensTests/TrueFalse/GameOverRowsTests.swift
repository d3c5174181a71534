import Testing

@testable import QuizScreens

/// Game over's answer rows share the list's height by what each statement needs: a long statement is given
/// room that short ones can spare, instead of being cut to two lines beside rows with room to spare
/// (a 240x320 handheld cut "travel once around the…" with no way to read the rest).
@Suite struct GameOverRowsTests {
    @Test func rowsThatNeedNoMoreThanTheirShareStayEven() {
        let heights = TrueFalseLayout.shared(even: 40, count: 3, needs: [20, 30, 40], room: 120)
        #expect(heights == [40, 40, 40])
    }

    @Test func aLongStatementTakesTheRoomLeftUnderTheListFirst() {
        let heights = TrueFalseLayout.shared(even: 40, count: 3, needs: [20, 55, 30], room: 140)
        #expect(heights == [40, 55, 40])
    }

    @Test func aLongStatementTakesWhatShortOnesCanSpare() {
        // 14 more wanted by the second row; the first spares 12 and the third 10, in proportion.
        let heights = TrueFalseLayout.shared(even: 44, count: 3, needs: [32, 58, 34], room: 132)
        #expect(abs(heights[1] - 58) < 0.001)
        #expect(abs(heights.reduce(0, +) - 132) < 0.001, "the list keeps its height")
        #expect(heights[0] >= 32 && heights[2] >= 34, "no row is left shorter than its statement")
        #expect(abs((44 - heights[0]) / (44 - heights[2]) - 12.0 / 10.0) < 0.001)
    }

    @Test func aListThatCannotShowEveryStatementWholeKeepsItsRowsEven() {
        #expect(TrueFalseLayout.shared(even: 30, count: 2, needs: [50, 50], room: 60) == [30, 30])
        #expect(TrueFalseLayout.shared(even: 30, count: 2, needs: [20, 50], room: 60) == [30, 30])
        #expect(TrueFalseLayout.shared(even: 30, count: 2, needs: [20, 40], room: 60) == [20, 40])
    }
}
