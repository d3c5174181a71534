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

    /// A portrait screen's status takes up to three lines, broken between its parts, where one line cut it
    /// ("v0.1.0 · Eğ: Doğru/Yanlış…" at 480x800 in Turkish); a landscape one keeps one line; the buttons start
    /// under the lines either way and still fit.
    @Test func aPortraitStatusWrapsBetweenItsParts() {
        let measure = { (text: String) in Double(text.count) * 10 }
        let status = "v0.1.0 · Eğ: Doğru/Yanlış · Eğim: klavye (benzetim)"
        #expect(
            AdminMenuView.statusLines(status, most: 3, width: 300, measure: measure) == [
                "v0.1.0 · Eğ: Doğru/Yanlış", "Eğim: klavye (benzetim)",
            ])
        #expect(AdminMenuView.statusLines(status, most: 1, width: 300, measure: measure) == [status])
        #expect(AdminMenuView.statusLines(status, most: 3, width: 600, measure: measure) == [status])
        #expect(AdminMenuView.statusLines("v0.1.0", most: 3, width: 10, measure: measure) == ["v0.1.0"])

        let portrait = AdminMenuLayout(size: Size(width: 480, height: 800))
        let landscape = AdminMenuLayout(size: Size(width: 800, height: 480))
        #expect(portrait.statusLines == 3 && landscape.statusLines == 1)
        let lastLine = portrait.statusY + 3 * portrait.statusHeight
        #expect(portrait.buttons.allSatisfy { $0.y >= lastLine && $0.maxY <= 800 })
    }
}
