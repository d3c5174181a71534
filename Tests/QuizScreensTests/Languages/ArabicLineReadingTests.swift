import CSDL2
import CSDL2TTF
import QuizText
import Testing
import TiltInput

@testable import QuizScreens

/// What the layout check reads of an Arabic line (issue 37): every line with Arabic letters is drawn in one box
/// per style, tall enough for the highest and deepest marks (`Fonts.bidiBox`); the check reads the game's line box
/// grown to where the line's own letters reach (`Fonts.readRows`). Lines stacked by their size are then apart
/// where their letters are, and a line whose letters do reach the next one is still an overlap. In the serialized
/// rendering suite: SDL's state is process-wide.
extension SceneRenderingTests {
    /// Two Arabic lines, the second `gap` times the first's size under the first's top, drawn and checked: where
    /// each was drawn, what the check reads of each, and its problems.
    static func checkArabic(
        _ first: String, _ second: String, gap: Double
    ) throws -> (drawn: [Rect], read: [Rect], problems: [String]) {
        let window = try HeadlessWindow(width: 400, height: 300)
        defer { window.close() }
        window.painter.catalog = try Painter.catalog(assets: root + "/assets", language: "ar")
        try #require(window.painter.fonts.hasArabicFace, "Noto Sans Arabic (fonts-noto-core) is installed")
        var drawn: [Rect] = []
        let stack = DrawnScene { painter, _ in
            drawn = [
                painter.text(first, TextStyle(pixels: 36, bold: true), Theme.text, x: 200, y: 20, anchorX: 0.5),
                painter.text(second, TextStyle(pixels: 14), Theme.text, x: 200, y: 20 + 36 * gap, anchorX: 0.5),
            ]
        }
        let size = window.window.size
        let list = FrameCompositor(painter: window.painter).record(stack, size: size, at: 0, forLayoutCheck: true)
        let read = LayoutCheck.visibleTexts(list.marks).map(\.rect)
        return (drawn, read, LayoutCheck.problems(in: list.marks, size: size))
    }

    @Test func anArabicLineIsReadWhereItsLettersAreNotWhereTheTallestMarksCouldBe() throws {
        let plain = try Self.checkArabic("ثقافة عامة", "موضوعان", gap: 3)
        let deep = try Self.checkArabic("الإدارة", "موضوعان", gap: 3)
        // The texture is the shared box; what is read is shorter, and starts lower (the room over the letters).
        #expect(plain.read[0].height < plain.drawn[0].height)
        #expect(plain.read[0].y > plain.drawn[0].y)
        #expect(plain.read[0].maxY <= plain.drawn[0].maxY)
        // The hamza under the alef of "الإدارة" reaches lower than any letter of "ثقافة عامة".
        #expect(deep.read[0].maxY > plain.read[0].maxY)
    }

    @Test func arabicLinesStackedByTheirSizeAreApartAndLettersOverTheNextLineAreNot() throws {
        // A subtitle at 1.2 times the title's size under its top, as screens stack them: apart.
        #expect(try Self.checkArabic("ثقافة عامة", "موضوعان · 40 ثانية للسؤال", gap: 1.2).problems == [])
        // Half that: the title's letters reach into the subtitle's line.
        let close = try Self.checkArabic("ثقافة عامة", "موضوعان · 40 ثانية للسؤال", gap: 0.6).problems
        #expect(close.count == 1)
        #expect(close.first?.contains("overlap") == true)
    }

    /// At some small sizes DejaVu draws an underscore under its own line box: on an Arabic screen, where every line
    /// goes through the bidi path, "kiosk_hall" on the fleet status page at 320x240 kept the box and lost it.
    @Test func aLatinLineOnAnArabicScreenKeepsEveryRowItDraws() throws {
        let window = try HeadlessWindow(width: 320, height: 240)
        defer { window.close() }
        let fonts = window.painter.fonts
        let white = SDL_Color(r: 255, g: 255, b: 255, a: 255)
        var underTheBox: [Int] = []
        for pixels in 9...24 {
            let style = TextStyle(pixels: Double(pixels))
            let font = try #require(fonts.font(style))
            let plainSurface = try #require(TTF_RenderUTF8_Blended(font, "kiosk_hall", white))
            defer { SDL_FreeSurface(plainSurface) }
            let bidiSurface = try #require(fonts.renderBidi("kiosk_hall", style, white))
            defer { SDL_FreeSurface(bidiSurface) }
            let plain = try #require(Fonts.inkRows(plainSurface))
            #expect(Fonts.inkRows(bidiSurface) == plain, "\(pixels) px")
            if plain.upperBound > fonts.latinBox(style).height { underTheBox.append(pixels) }
        }
        #expect(!underTheBox.isEmpty, "some size draws the underscore under the face's box")
    }

    /// Attract mode's call to play along the bottom covers the tilt game's foot hint, whose Arabic marks showed a
    /// pixel or two above the strip: under the strip the title leaves its hint out; drawn alone it keeps it.
    @Test func theTitleLeavesItsFootHintToTheCallToPlay() throws {
        let harness = try Harness(width: 320, height: 240)
        defer { harness.close() }
        let hint = harness.painter.catalog["truefalse.hint_keys"]
        let compositor = FrameCompositor(painter: harness.painter)
        let size = harness.window.size
        let alone = LayoutCheck.visibleTexts(compositor.record(harness.scene, size: size, at: 5).marks)
        #expect(alone.contains { $0.text.hasPrefix(hint) })
        let underCall = DrawnScene { painter, time in harness.scene.drawUnderCallToAction(painter, at: time) }
        let under = LayoutCheck.visibleTexts(compositor.record(underCall, size: size, at: 5).marks)
        #expect(!under.contains { $0.text.hasPrefix(hint) })
        #expect(under.count == alone.count - 1, "only the hint is left out")
        let again = LayoutCheck.visibleTexts(compositor.record(harness.scene, size: size, at: 5).marks)
        #expect(again.map(\.text) == alone.map(\.text), "the scene draws its hint again after")
    }

    /// An address in an Arabic sentence (the pack check's "Checking {url}…") keeps its final "/" last, as the
    /// live join address does; on an English screen the text is left as it is.
    @Test func anAddressInAnArabicSentenceReadsLeftToRight() throws {
        let window = try HeadlessWindow(width: 320, height: 240)
        defer { window.close() }
        let url = "https://packs.example.org/"
        #expect(window.painter.leftToRight(url) == url)
        window.painter.catalog = try Painter.catalog(assets: Self.root + "/assets", language: "ar")
        let line = window.painter.catalog.text("quizpacks.checking_url", ["url": window.painter.leftToRight(url)])
        let pieces = BidiText.pieces(line, rightToLeft: true).map(\.text)
        #expect(pieces.contains(url), "\(pieces)")
        let bare = window.painter.catalog.text("quizpacks.checking_url", ["url": url])
        #expect(!BidiText.pieces(bare, rightToLeft: true).map(\.text).contains(url), "the fault it mends")
    }
}
