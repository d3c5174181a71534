import QuizFlows
import Testing

@testable import QuizScreens

/// The kiosk's admin menu draws every item at one size: "Add credit ($1.00)"
/// is not smaller than "Resume".
extension SceneRenderingTests {
    @Test(arguments: [(320, 240), (800, 480), (480, 800), (1920, 1080)])
    func everyAdminMenuItemIsDrawnAtOneSize(width: Int, height: Int) throws {
        let rig = try TriviaSceneRig(width: width, height: height)
        defer { rig.close() }
        let items = AdminMenuItem.shown(creditGrantCents: 100, usesTilt: false)
        let view = AdminMenuView(
            layout: AdminMenuLayout(size: rig.size, items: items), status: "v0.1.0 · Trivia", focus: 0,
            grantCents: 100)
        let labels = rig.texts(drawing: view.draw).filter { text in
            items.contains { text.text.hasSuffix($0.label(grantCents: 100).string(in: rig.painter.catalog)) }
        }
        #expect(labels.count == items.count, "\(labels.map(\.text))")
        #expect(Set(labels.map(\.pixels)).count == 1, "\(labels.map { "\($0.text) \($0.pixels) px" })")
        #expect(labels.allSatisfy { Double($0.pixels) >= Theme.minimumTextPixels })
    }
}
