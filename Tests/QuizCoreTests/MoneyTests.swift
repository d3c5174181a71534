import QuizCore
import Testing

/// Credits are written in dollars and cents, two digits after the point.
struct MoneyTests {
    @Test func centsAreWrittenWithTwoDigits() {
        #expect(Money.text(200) == "$2.00")
        #expect(Money.text(205) == "$2.05")
        #expect(Money.text(5) == "$0.05")
        #expect(Money.text(0) == "$0.00")
        #expect(Money.amount(1234) == "12.34")
        #expect(Money.amount(-150) == "-1.50")
    }
}
