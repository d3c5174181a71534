import Testing
import TiltInput

@testable import QuizScreens

/// Right to left (issue 37): in Arabic the painter mirrors every position a screen gives, a text is anchored from
/// the other side with its glyphs as they are, the chevrons turn round, and what is drawn physically stays (and
/// is noted, so a tap on it is not mirrored); the input comes back to the screen as it laid it out
/// (`InputMirror`). English is drawn as laid out.
@Suite struct MirroredLayoutTests {
    static func marks(language: String) throws -> (marks: [LayoutCheck.Mark], laid: Rect, regions: [Rect]) {
        let window = try HeadlessWindow(width: 400, height: 300)
        defer { window.close() }
        window.painter.catalog = try Painter.catalog(assets: SceneRenderingTests.root + "/assets", language: language)
        // One text at the left, one panel and one chevron, and a physical text at the left.
        var laidText = Rect(x: 0, y: 0, width: 0, height: 0)
        let sketch = DrawnScene("sketch") { painter, _ in
            laidText = painter.text("Back", TextStyle(pixels: 20), Theme.text, x: 10, y: 10)
            painter.roundedRect(Rect(x: 20, y: 100, width: 60, height: 40), radius: 8, Theme.surface)
            painter.icon(.chevronLeft, in: Rect(x: 200, y: 100, width: 30, height: 30), Theme.text)
            painter.drawingPhysically {
                painter.text("TRUE", TextStyle(pixels: 20), Theme.text, x: 10, y: 200)
            }
        }
        let list = FrameCompositor(painter: window.painter).record(sketch, size: window.window.size, at: 0)
        return (list.marks, laidText, window.painter.physicalRegions)
    }

    static func texts(_ marks: [LayoutCheck.Mark]) -> [String: Rect] {
        var texts: [String: Rect] = [:]
        for case .text(let drawn) in marks { texts[drawn.text] = drawn.rect }
        return texts
    }

    @Test func inputComesBackAsTheScreenLaidItOut() {
        #expect(InputMirror.flipped(.tap(x: 30, y: 40), width: 400) == .tap(x: 370, y: 40))
        #expect(
            InputMirror.flipped(.touch(finger: 1, x: 0, y: 5, down: true), width: 400)
                == .touch(finger: 1, x: 400, y: 5, down: true))
        #expect(InputMirror.flipped(.swipe(.left), width: 400) == .swipe(.right))
        #expect(InputMirror.flipped(.swipe(.up), width: 400) == .swipe(.up))
        #expect(InputMirror.flipped(.key("left", down: true), width: 400) == .key("left", down: true))
        #expect(InputMirror.flipped(.text("a"), width: 400) == .text("a"))
        let commit = TimedTiltEvent(time: 2, event: .commit(.left))
        #expect(InputMirror.flipped(commit) == TimedTiltEvent(time: 2, event: .commit(.right)))
        #expect(
            InputMirror.flipped(TimedTiltEvent(time: 1, event: .stage(.right, 2)))
                == TimedTiltEvent(time: 1, event: .stage(.left, 2)))
        #expect(
            InputMirror.flipped(TimedTiltEvent(time: 1, event: .neutral)) == TimedTiltEvent(time: 1, event: .neutral))
    }
}

/// The painter's part, on a window: SDL's windows are made one at a time, in `SceneRenderingTests`' series.
extension SceneRenderingTests {
    @Test func arabicDrawsEveryPositionMirroredAndThePhysicalAsLaidOut() throws {
        let english = try MirroredLayoutTests.marks(language: "en")
        let arabic = try MirroredLayoutTests.marks(language: "ar")
        let back = try #require(MirroredLayoutTests.texts(english.marks)["Back"])
        let mirroredBack = try #require(MirroredLayoutTests.texts(arabic.marks)["Back"])
        #expect(back.x == 10)
        #expect(mirroredBack.maxX == 400 - 10 && mirroredBack.width == back.width, "anchored from the right")
        #expect(arabic.laid == english.laid, "the screen is told where it laid the text, not where it shows")
        #expect(MirroredLayoutTests.texts(arabic.marks)["TRUE"]?.x == 10, "physical: as laid out")
        #expect(arabic.regions.count == 1 && arabic.regions[0].x == 10, "a tap on it comes as it came")
        #expect(english.regions.isEmpty)
        #expect(english.marks.contains(.icon(Rect(x: 200, y: 100, width: 30, height: 30))))
        #expect(arabic.marks.contains(.icon(Rect(x: 170, y: 100, width: 30, height: 30))))
        #expect(Icon.chevronLeft.mirrored == .chevronRight && Icon.heart.mirrored == .heart)
    }

}

/// Issue 37: the PIN pad in Arabic stands where the mirrored layout puts it and reads 1 2 3 from the left, as a
/// phone's keypad and the on-screen keyboard's digits do (numbers are not mirrored); a tap on the "1" drawn at
/// the left types 1.
extension SceneRenderingTests {
    @Test(arguments: [(800, 480), (480, 800)])
    func thePINPadKeepsItsDigitsInOrderInArabic(width: Int, height: Int) throws {
        let window = try HeadlessWindow(width: width, height: height)
        defer { window.close() }
        window.painter.catalog = try Painter.catalog(assets: SceneRenderingTests.root + "/assets", language: "ar")
        let size = window.window.size
        let layout = PINPadLayout(size: size, mirrored: true)
        let view = PINPadView(layout: layout, entry: PINEntry(), time: 0)
        let scene = DrawnScene("pin") { painter, _ in view.draw(painter) }
        let list = FrameCompositor(painter: window.painter).record(scene, size: size, at: 0)
        let digits = MirroredLayoutTests.texts(list.marks)
        let one = try #require(digits["1"])
        let two = try #require(digits["2"])
        let three = try #require(digits["3"])
        #expect(one.midX < two.midX && two.midX < three.midX, "\(one) \(two) \(three)")
        // The loop gives the scene the tap taken back across the width (InputMirror): it lands on the key "1".
        #expect(layout.key(at: size.width - one.midX, one.midY) == .digit("1"))
        // In landscape the pad stays on the mirrored side: the left, where English has it on the right.
        if width > height {
            #expect(three.maxX < size.width / 2)
        }
    }
}
