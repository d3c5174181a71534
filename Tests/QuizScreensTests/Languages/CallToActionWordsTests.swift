import QuizText
import Testing

@testable import QuizScreens

/// Attract mode's call to play says all of itself where it fits one line, and where it does not (French at
/// 320x240) the short call, whole, rather than the long one cut short; a demo too narrow for "Demo" drops it.
extension SceneRenderingTests {
    static func callToAction(_ rig: TriviaSceneRig, _ catalog: Catalog, demo: Bool) -> [LayoutCheck.DrawnText] {
        rig.texts { KioskDrawing.callToAction($0, demo: demo, words: catalog) }
    }

    @Test func theCallToPlayIsShortWhereTheWholeOneDoesNotFit() throws {
        let french = try CatalogFolder(assets: Self.root + "/assets").catalog("fr")
        let small = try TriviaSceneRig(width: 320, height: 240)
        defer { small.close() }
        #expect(
            Self.callToAction(small, french, demo: false).map(\.text) == [french["kiosk.call_to_action_short"]])
        #expect(
            Self.callToAction(small, french, demo: true).map(\.text) == [french["kiosk.call_to_action_demo_short"]])
        let narrow = try TriviaSceneRig(width: 240, height: 320)
        defer { narrow.close() }
        #expect(Self.callToAction(narrow, french, demo: true).map(\.text) == [french["kiosk.call_to_action_short"]])
        let wide = try TriviaSceneRig(width: 1280, height: 720)
        defer { wide.close() }
        #expect(Self.callToAction(wide, french, demo: true).map(\.text) == [french["kiosk.call_to_action_demo"]])
    }
}

/// A button's label is drawn at the readable minimum of the screen's size or not at all (its icon alone): the
/// German Daily question's "Verlassen" had shrunk to 12 px at 480x800, where 13 is the minimum.
extension SceneRenderingTests {
    @Test(arguments: [(480, 800), (1280, 720)])
    func aButtonsLabelIsNeverUnderTheReadableMinimum(width: Int, height: Int) throws {
        let rig = try TriviaSceneRig(width: width, height: height)
        defer { rig.close() }
        let minimum = LayoutCheck.minimumPixels(for: rig.size)
        for buttonWidth in stride(from: 40.0, through: 200, by: 8) {
            let rect = Rect(x: 10, y: 10, width: buttonWidth, height: Double(minimum) * 2.2)
            let texts = rig.texts {
                FocusButton.draw($0, rect, label: "Verlassen", icon: .chevronLeft, focused: false)
            }
            #expect(texts.allSatisfy { $0.pixels >= minimum }, "\(buttonWidth): \(texts.map { "\($0.pixels) px" })")
        }
    }
}
