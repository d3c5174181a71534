import QuizConfig
import Testing

@testable import QuizFlows

/// "Add credit" in the kiosk's admin menu: shown only where the operator
/// grants credits, and picking it grants and keeps the menu open.
struct AdminMenuCreditTests {
    @Test func addCreditIsShownOnlyWhereTheOperatorGrantsCredits() {
        #expect(!AdminMenuItem.shown(creditGrantCents: nil).contains(.addCredit))
        let items = AdminMenuItem.shown(creditGrantCents: 200)
        #expect(items == [.resume, .restart, .addCredit, .calibrate, .deviceInfo, .exit])
        #expect(
            AdminMenuItem.addCredit.label(grantCents: 200)
                == ScreenText("admin.menu.add_credit", ["amount": .money(200)]))
        // Trivia is played by tapping: nothing to calibrate.
        #expect(
            AdminMenuItem.shown(creditGrantCents: 200, usesTilt: false) == [
                .resume, .restart, .addCredit, .deviceInfo, .exit,
            ])
        #expect(AdminMenuItem.exit.label(grantCents: 200) == ScreenText("admin.menu.exit"))
    }

    @Test func pickingAddCreditGrantsAndStaysInTheMenu() {
        var flow = KioskFlow(timeouts: TimeoutSettings(), attract: AttractSettings())
        _ = flow.reduce(.gestureCompleted(at: 1))
        _ = flow.reduce(.pinAccepted(at: 2))
        #expect(flow.screen == .adminMenu)
        #expect(flow.reduce(.adminPicked(.addCredit, at: 3)) == [.grantCredits])
        #expect(flow.screen == .adminMenu)
    }
}
