import Testing

@testable import QuizScreens

/// The layout check finds text off the screen, texts over each other and text too small to read.
@Suite struct LayoutCheckTests {
    static let size = Size(width: 320, height: 240)

    func text(_ words: String, _ pixels: Int, _ x: Double, _ y: Double, _ width: Double) -> LayoutCheck.DrawnText {
        LayoutCheck.DrawnText(
            text: words, pixels: pixels, rect: Rect(x: x, y: y, width: width, height: Double(pixels) * 1.2))
    }

    @Test func aCleanFrameHasNoProblems() {
        let lines = [
            text("Quiz Packs", 20, 10, 10, 120), text("Mathematics", 14, 10, 40, 100), text("Next", 14, 10, 57, 40),
        ]
        #expect(LayoutCheck.problems(in: lines, size: Self.size).isEmpty)
    }

    @Test func eachKindOfFaultIsNamed() {
        let problems = LayoutCheck.problems(
            in: [
                text("tiny", 9, 10, 10, 30), text("off the edge", 14, 280, 100, 90),
                text("one", 14, 10, 150, 60), text("two", 14, 40, 155, 60),
            ], size: Self.size)
        #expect(problems.count == 3, "\(problems)")
        #expect(problems.contains { $0.contains("\"tiny\" is 9 px, under the 11 px minimum") })
        #expect(problems.contains { $0.contains("\"off the edge\" runs off the screen") })
        #expect(problems.contains { $0.contains("\"one\" and \"two\" overlap") })
    }

    @Test func aTextUnderAnOpaquePanelDrawnLaterIsHiddenNotOverlapping() {
        let header = text("Lives full", 14, 20, 10, 80)
        let banner = text("Not saved: disk full", 14, 10, 8, 200)
        let marks: [LayoutCheck.Mark] = [
            .text(header), .cover(Rect(x: 0, y: 0, width: 320, height: 40)), .text(banner),
        ]
        #expect(LayoutCheck.visibleTexts(marks) == [banner])
        #expect(
            LayoutCheck.visibleTexts([.cover(Rect(x: 0, y: 0, width: 320, height: 40)), .text(header)]) == [header])
    }

    @Test func aTextThatLeavesTheBoxItWasGivenIsNamed() {
        var inside = text("Settings", 14, 200, 10, 60)
        inside.container = Rect(x: 195, y: 8, width: 70, height: 20)
        var wider = text("Settings and more", 14, 200, 150, 110)
        wider.container = Rect(x: 195, y: 148, width: 70, height: 20)
        var below = text("A second line", 14, 20, 40, 90)
        below.container = Rect(x: 10, y: 10, width: 200, height: 24)
        let problems = LayoutCheck.problems(in: [inside, wider, below], size: Self.size)
        #expect(problems.count == 2, "\(problems)")
        #expect(problems.contains { $0.hasPrefix("\"Settings and more\" runs out of its box (195, 148, 70x20)") })
        #expect(problems.contains { $0.hasPrefix("\"A second line\" runs out of its box") })
    }

    @Test func aTextOverAnIconAndTwoIconsOverEachOtherAreNamed() {
        let label = text("TRUE", 14, 10, 100, 50)
        let marks: [LayoutCheck.Mark] = [
            .icon(Rect(x: 20, y: 95, width: 30, height: 30)), .text(label),
            .icon(Rect(x: 200, y: 100, width: 40, height: 40)), .icon(Rect(x: 215, y: 110, width: 40, height: 40)),
            .icon(Rect(x: 100, y: 200, width: 20, height: 20)), .icon(Rect(x: 118, y: 200, width: 20, height: 20)),
            // An emblem inside another icon (a clock on a heart) is meant.
            .icon(Rect(x: 250, y: 20, width: 40, height: 40)), .icon(Rect(x: 260, y: 30, width: 16, height: 16)),
        ]
        let problems = LayoutCheck.problems(in: marks, size: Self.size)
        #expect(problems.count == 2, "two icons touching at an edge are fine: \(problems)")
        #expect(problems.contains { $0.hasPrefix("\"TRUE\" lies over an icon") })
        // (An icon counts by its inner part: its box's edges are empty margin.)
        #expect(problems.contains { $0.hasPrefix("two icons lie over each other at (206, 106, 28x28)") })
    }

    /// Issue 34: "Wednesday 2 Decemb…" above an empty band and "Nobody has played toda…" with nothing beside
    /// it passed the check.
    @Test func aTextCutShortWhileRoomIsFreeBesideItIsNamed() {
        var beside = text("Nobody has played toda…", 14, 170, 60, 140)
        beside.cut = LayoutCheck.Cut(whole: "Nobody has played today yet", wholeWidth: 170)
        let problems = LayoutCheck.problems(in: [.text(beside)], size: Self.size)
        #expect(problems.count == 1, "\(problems)")
        #expect(problems.first?.hasPrefix("\"Nobody has played toda…\" is cut short though room is free") == true)
        // Beside a translucent panel's edge, and inside it, it is not free.
        var inside = text("Heroes of the Marvel co…", 14, 60, 100, 150)
        inside.cut = LayoutCheck.Cut(whole: "Heroes of the Marvel comics", wholeWidth: 180)
        let icon = LayoutCheck.Mark.icon(Rect(x: 18, y: 95, width: 36, height: 30))
        let panel: [LayoutCheck.Mark] = [.shape(Rect(x: 10, y: 90, width: 215, height: 40)), icon, .text(inside)]
        #expect(LayoutCheck.problems(in: panel, size: Self.size).isEmpty)
        let wider: [LayoutCheck.Mark] = [.shape(Rect(x: 10, y: 90, width: 260, height: 40)), icon, .text(inside)]
        #expect(
            LayoutCheck.problems(in: wider, size: Self.size).first?.hasPrefix(
                "\"Heroes of the Marvel co…\" is cut short though room is free beside it at (60, 100, 180x16)") == true)
    }

    @Test func aTextCutShortWithNoRoomBesideItIsFine() {
        // A label filling its button, a name in a row between its rank and its points.
        var label = text("Leaderbo…", 14, 104, 105, 70)
        label.cut = LayoutCheck.Cut(whole: "Leaderboards", wholeWidth: 95)
        var name = text("Zenobia Quarterm…", 14, 40, 30, 120)
        name.cut = LayoutCheck.Cut(whole: "Zenobia Quartermaine", wholeWidth: 150)
        let marks: [LayoutCheck.Mark] = [
            .cover(Rect(x: 100, y: 100, width: 80, height: 26)), .text(label),
            .cover(Rect(x: 10, y: 26, width: 300, height: 24)), .text(text("1", 14, 20, 30, 10)), .text(name),
            .text(text("1,900", 14, 165, 30, 40)),
        ]
        #expect(LayoutCheck.problems(in: marks, size: Self.size).isEmpty)
    }

    /// Issues 37 and 38: a text a player must read whole to play (here Tilt True/False's foot hint, "Mantén ← para
    /// VERDADERO o → para FALSO, o toca…" at 320x240 in Spanish) is named wherever it is cut, room beside it or
    /// not; the same cut of a name in a board row is not (docs/layout-check.md, "What may be cut").
    @Test func aTextThatMustBeReadWholeIsNamedWhereverItIsCut() {
        var hint = text("Mantén ← para VERDADERO o → para FALSO, o toca…", 13, 11, 219, 298)
        hint.cut = LayoutCheck.Cut(whole: "Mantén ← para VERDADERO o → para FALSO, o toca un símbolo", wholeWidth: 351)
        // Nothing is free beside it: it spans the screen between the margins.
        #expect(LayoutCheck.freeRoom(for: hint, at: 0, in: [.text(hint)], shown: [0], size: Self.size) == nil)
        #expect(LayoutCheck.problems(in: [.text(hint)], size: Self.size).isEmpty)
        hint.cut?.mustBeWhole = true
        let problems = LayoutCheck.problems(in: [.text(hint)], size: Self.size)
        #expect(
            problems == [
                "\"Mantén ← para VERDADERO o → para FALSO, o toca…\" at (11, 219, 298x15) is cut short: \"Mantén ← para "
                    + "VERDADERO o → para FALSO, o toca un símbolo\" must be read whole (needs 351 px)"
            ], "\(problems)")
        // Shown whole, it is fine.
        hint.cut = nil
        #expect(LayoutCheck.problems(in: [.text(hint)], size: Self.size).isEmpty)
    }

    /// Issue 37: a label whose whole would reach into its button's padding (half a line from the edge), or a
    /// line into the screen's margin, has no free room there; a little further from the edge it has.
    @Test func roomInAButtonsPaddingOrTheScreensMarginIsNotFree() {
        var label = text("Repo…", 14, 104, 105, 40)
        label.cut = LayoutCheck.Cut(whole: "Report", wholeWidth: 70)
        let button = LayoutCheck.Mark.shape(Rect(x: 100, y: 100, width: 80, height: 26))
        #expect(LayoutCheck.problems(in: [button, .text(label)], size: Self.size).isEmpty)
        label.cut = LayoutCheck.Cut(whole: "Report", wholeWidth: 60)
        #expect(LayoutCheck.problems(in: [button, .text(label)], size: Self.size).count == 1)
        // 320x240: the margin is 7 px (3 % of 240).
        var line = text("Packs updated…", 14, 10, 40, 280)
        line.cut = LayoutCheck.Cut(whole: "Packs updated just now", wholeWidth: 305)
        #expect(LayoutCheck.problems(in: [.text(line)], size: Self.size).isEmpty)
        line.cut = LayoutCheck.Cut(whole: "Packs updated just now", wholeWidth: 300)
        #expect(LayoutCheck.problems(in: [.text(line)], size: Self.size).count == 1)
    }

    /// Issue 34: the About of Which came first stopped at "pictures carry…" and could not be scrolled.
    @Test func aParagraphCutAfterTheLinesThatFitIsNamedAsOutOfReach() {
        var last = text("pictures carry…", 14, 10, 180, 100)
        last.cut = LayoutCheck.Cut(
            whole: "The events come from … their own licences.", wholeWidth: 900, linesLeftOut: 2)
        let problems = LayoutCheck.problems(in: [.text(last)], size: Self.size)
        #expect(
            problems == [
                "\"pictures carry…\" ends a text cut short at (10, 180, 100x16): 2 more lines cannot be reached "
                    + "(no room, no scrolling)"
            ])
    }

    @Test func theMinimumGrowsWithTheScreen() {
        #expect(LayoutCheck.minimumPixels(for: Size(width: 320, height: 240)) == 11)
        #expect(LayoutCheck.minimumPixels(for: Size(width: 1280, height: 720)) == 20)
        #expect(LayoutCheck.minimumPixels(for: Size(width: 480, height: 800)) == 13)
    }
}
