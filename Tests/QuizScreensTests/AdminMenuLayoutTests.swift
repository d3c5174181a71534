import QuizFlows
import Testing

@testable import QuizScreens

/// The kiosk's admin menu lays out a button for each item it shows.
struct AdminMenuLayoutTests {
    @Test func theMenuLayoutHasAButtonPerItemShown() {
        let size = Size(width: 800, height: 480)
        let withCredit = AdminMenuLayout(size: size, items: AdminMenuItem.shown(creditGrantCents: 100))
        #expect(withCredit.buttons.count == 6)
        let third = withCredit.buttons[2]
        #expect(withCredit.item(at: third.midX, third.midY) == .addCredit)
        let without = AdminMenuLayout(size: size, items: AdminMenuItem.shown(creditGrantCents: nil))
        #expect(without.buttons.count == 5)
        #expect(without.item(at: without.buttons[2].midX, without.buttons[2].midY) == .calibrate)
    }
}
