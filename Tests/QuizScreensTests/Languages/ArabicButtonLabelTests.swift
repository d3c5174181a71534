import QuizText
import Testing

@testable import QuizScreens

/// Issue 37: a button's Arabic label reads at the size of a Latin one in the same button. Its line's box is taller
/// than the game's face's (`Fonts.bidiBox`: room for marks above and below), and measured by that box "رجوع" was
/// drawn at two thirds of "Zurück"'s size: every Arabic form, menu and header button read small. In the serialized
/// rendering suite: SDL's state is process-wide.
extension SceneRenderingTests {
    @Test(arguments: [(320.0, 240.0, 56.0), (1280.0, 720.0, 48.0), (480.0, 800.0, 60.0)])
    func anArabicButtonLabelIsAsLargeAsALatinOne(width: Double, height: Double, buttonHeight: Double) throws {
        let window = try HeadlessWindow(width: Int(width), height: Int(height))
        defer { window.close() }
        window.painter.catalog = try Painter.catalog(assets: Self.root + "/assets", language: "ar")
        try #require(window.painter.fonts.hasArabicFace, "Noto Sans Arabic (fonts-noto-core) is installed")
        window.painter.begin(size: Size(width: width, height: height))
        let button = Rect(x: 10, y: 10, width: 220, height: buttonHeight)
        let arabic = FocusButton.labelPixels(window.painter, button, label: "رجوع")
        let latin = FocusButton.labelPixels(window.painter, button, label: "Back")
        #expect(arabic == latin, "رجوع at \(arabic) px, Back at \(latin) px in a \(buttonHeight) px button")
        #expect(Double(arabic) >= (buttonHeight * 0.42).rounded(.down), "\(arabic) px")
    }
}
