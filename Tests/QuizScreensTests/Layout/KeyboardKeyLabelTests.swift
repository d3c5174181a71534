import QuizFlows
import Testing

@testable import QuizScreens

/// Issues 37 and 38: an on-screen keyboard's key says what it does, so its label is read whole or not shown. The
/// layout check names a key's cut label wherever it is (`mustBeWhole`), and no key is cut in any language at the
/// smallest sizes: Space says "␣" where its word does not fit, Cancel shows its cross, and the sentence keyboard's
/// Space and accents keys are two columns wide (Spanish "Espa…", "Canc…" at 320x240 before).
@Suite struct KeyboardKeyLabelTests {
    static let languages = ["en", "de", "es", "fr", "tr", "ar", "pseudo"]

    /// The texts of every key of `keyboard` laid out on a window of `size`, as the home's name keyboard lays them.
    static func keyTexts(_ keyboard: TextKeyboard, _ painter: Painter, size: Size) -> [LayoutCheck.DrawnText] {
        let margin = max(6, (min(size.width, size.height) * 0.03).rounded())
        let keys = TextKeyboard.keyRects(keyboard.rows, size: size, margin: margin, highest: size.height * 0.4)
        let view = KeyboardView(
            keyboard: keyboard, title: "", titleStyle: TextStyle(pixels: 14), titleY: margin,
            field: Rect(x: margin, y: margin, width: size.width - 2 * margin, height: 30), noteY: margin + 34,
            noteStyle: TextStyle(pixels: 11), keys: keys, time: 0)
        let list = DisplayList(size: size)
        painter.list = list
        defer { painter.list = nil }
        painter.begin(size: size)
        view.draw(painter, width: size.width, margin: margin)
        return list.texts.filter { text in
            keys.joined().contains { $0.contains(x: text.rect.midX, y: text.rect.midY) }
        }
    }

    /// Every keyboard the game opens, on both letter pages, shifted and not.
    static func keyboards() -> [TextKeyboard] {
        let kinds: [TextKeyboard.Kind] = [.name, .sentence(maximum: 40), .username, .password, .email, .url]
        var keyboards: [TextKeyboard] = []
        for kind in kinds {
            for letters in [TextKeyboard.LetterPage.accents, .arabic] {
                var keyboard = TextKeyboard(kind, letters: letters)
                keyboards.append(keyboard)
                _ = keyboard.press(.shift)
                keyboards.append(keyboard)
                _ = keyboard.press(.otherLetters)
                keyboards.append(keyboard)
            }
        }
        return keyboards
    }

    @Test func aKeysCutLabelIsNamedWhereverItIsCut() throws {
        let window = try HeadlessWindow(width: 320, height: 240)
        defer { window.close() }
        let size = Size(width: 320, height: 240)
        let key = Rect(x: 100, y: 200, width: 40, height: 30)
        let list = DisplayList(size: size)
        window.painter.list = list
        window.painter.begin(size: size)
        FocusButton.draw(window.painter, key, label: "Cancelar", icon: nil, focused: false)
        window.painter.list = nil
        let texts = list.texts
        #expect(texts.count == 1 && texts[0].cut?.mustBeWhole == true, "\(texts)")
        let problems = LayoutCheck.problems(in: list.marks, size: size)
        #expect(problems.contains { $0.contains("\"Cancelar\" must be read whole") }, "\(problems)")
    }

    @Test(arguments: languages)
    func noKeyIsCutAtTheSmallestSizes(language: String) throws {
        for (width, height) in [(320, 240), (240, 320), (480, 320), (320, 480), (480, 800)] {
            let window = try HeadlessWindow(width: width, height: height)
            defer { window.close() }
            window.painter.catalog = try Painter.catalog(
                assets: SceneRenderingTests.root + "/assets", language: language)
            let size = Size(width: Double(width), height: Double(height))
            for keyboard in Self.keyboards() {
                let texts = Self.keyTexts(keyboard, window.painter, size: size)
                let cut = texts.filter { $0.cut != nil }.map { "\($0.text) (\($0.cut!.whole))" }
                #expect(cut.isEmpty, "\(language) \(width)x\(height) \(keyboard.kind): \(cut)")
                #expect(!texts.isEmpty)
            }
        }
    }
}
