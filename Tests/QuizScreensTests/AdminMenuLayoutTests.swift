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

/// At 320x240 the menu's status ("vtest · Kippen: Wahr/Falsch · Sensor: Tastatur (simuliert)") is too wide for
/// one line at the readable minimum: it takes a second line rather than being cut, and the buttons under it stay on
/// the screen, where a tap finds them. In the serialized rendering suite: SDL's state is process-wide.
extension SceneRenderingTests {
    @Test(arguments: ["en", "de", "ar", "pseudo"])
    func aSmallLandscapeMenusStatusIsReadWhole(language: String) throws {
        let size = Size(width: 320, height: 240)
        let rig = try FrameRig(width: 320, height: 240, assetsDirectory: Self.root + "/assets", language: language)
        defer { rig.close() }
        let scene = FleetStatusPageTests.offlineKioskAtItsMenu(size: size, sounds: rig.sounds)
        #expect(scene.screenName == "admin")
        let status = scene.adminStatus(try Painter.catalog(assets: Self.root + "/assets", language: language))
        let texts = LayoutCheck.visibleTexts(rig.layoutMarks(scene, at: 1))
        let lines = texts.filter { status.contains($0.text) }
        #expect(lines.map(\.text).joined(separator: " · ") == status, "\(language): \(lines.map(\.text))")
        #expect(lines.allSatisfy { $0.cut == nil && $0.rect.x >= 0 && $0.rect.maxX <= size.width })
        let layout = AdminMenuLayout(size: size, items: scene.menuItems, statusLines: scene.lastAdminStatusLines)
        #expect(layout.buttons.allSatisfy { $0.y >= layout.top && $0.maxY <= size.height }, "\(layout.buttons)")
        let lastLine = try #require(lines.map(\.rect.maxY).max())
        #expect(layout.buttons.allSatisfy { $0.y >= lastLine }, "the buttons under the status")
    }
}
