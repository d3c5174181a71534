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

    /// A portrait screen's status takes up to three lines (`LineBreakingTests` for where they break), a landscape
    /// one keeps one line; the buttons start under the lines either way and still fit.
    @Test func aPortraitStatusHasRoomForThreeLines() {
        let portrait = AdminMenuLayout(size: Size(width: 480, height: 800))
        let landscape = AdminMenuLayout(size: Size(width: 800, height: 480))
        #expect(portrait.statusLines == 3 && landscape.statusLines == 1)
        let lastLine = portrait.statusY + 3 * portrait.statusHeight
        #expect(portrait.buttons.allSatisfy { $0.y >= lastLine && $0.maxY <= 800 })
    }
}
