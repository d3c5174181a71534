import QuizCore
import Testing

@testable import QuizScreens

/// Buttons laid out for the panel's density (issue 38): 9 mm across and high where the screen has the room
/// (`LineRoom.target`), their own sizes where it has not, and taps finding them where they were drawn.
@Suite struct TapTargetSizeTests {
    @Test func nineMillimetresInWholePixels() throws {
        #expect(try #require(PanelDensity(dotsPerInch: 133)).leastTargetPixels == 48)
        #expect(try #require(PanelDensity(dotsPerInch: 187)).leastTargetPixels == 67)
        #expect(PanelDensity(dotsPerInch: 20) == nil)
        #expect(PanelDensity(dotsPerInch: 1200) == nil)
    }

    @Test func aButtonGrowsToNineMillimetresOnlyWhereTheScreenHasTheRoom() {
        let panel = LineRoom(fonts: nil, tapSide: 48)
        #expect(panel.target(41, shortSide: 480) == 48)
        #expect(panel.target(60, shortSide: 480) == 60, "a larger button stays as it is")
        #expect(panel.target(41, shortSide: 480, most: 44) == 44, "never past the layout's room")
        // 48 px is a fifth of a 240 px screen: its screens keep their own sizes rather than crowd their texts.
        #expect(panel.target(26, shortSide: 240) == 26)
        #expect(LineRoom.latinAtHundred.target(41, shortSide: 480) == 41, "an unknown density changes nothing")
    }

    /// Every trivia button at 800x480 on a 7-inch panel (133 dpi) and 480x800 on a 5-inch one (187 dpi) is 9 mm
    /// both ways, on the screen, and the store's rows stay apart from Close (which moves up beside the title).
    @Test(arguments: [(Size(width: 800, height: 480), 48.0), (Size(width: 480, height: 800), 67.0)])
    func triviasButtonsAreNineMillimetres(size: Size, tapSide: Double) {
        let layout = TriviaLayout(size: size, tapSide: tapSide)
        let rows = layout.shopRows(count: ShopItem.catalog.count)
        let buttons =
            layout.answerButtons(count: 4) + layout.footButtons(2) + layout.cardButtons(2)
            + [layout.shopClose, layout.feedbackButton] + rows.map(layout.buyButton(in:))
        for rect in buttons {
            #expect(rect.height >= tapSide && rect.width >= tapSide, "\(rect) is under 9 mm at \(size)")
            #expect(rect.x >= 0 && rect.y >= 0 && rect.maxX <= size.width && rect.maxY <= size.height)
        }
        let close = layout.shopClose
        for row in rows {
            let apart = row.maxY <= close.y || row.y >= close.maxY || row.maxX <= close.x || row.x >= close.maxX
            #expect(apart, "\(row) meets Close at \(size)")
        }
        #expect(layout.shopClosesAtTop(count: ShopItem.catalog.count) == (size.width > size.height))
        #expect(!TriviaLayout(size: size).shopClosesAtTop(count: ShopItem.catalog.count))
    }

    /// The Accessibility screen's rows are tapped to change a setting: 9 mm on a 5-inch 480x800 panel, as the
    /// text size asks without a density.
    @Test func theAccessibilityRowsAreNineMillimetres() {
        let size = Size(width: 480, height: 800)
        #expect(AccessibilityLayout(size: size, tapSide: 67).rows.allSatisfy { $0.height >= 67 })
        #expect(AccessibilityLayout(size: size).rows.allSatisfy { $0.height == 48 })
    }

    /// The profile's player rows (followers, a search's results) are tapped to open a player: 9 mm on a 7-inch
    /// 800x480 panel, 46 px as the screen gives them without a density.
    @Test func theProfilesPlayerRowsAreNineMillimetres() {
        let size = Size(width: 800, height: 480)
        let rows = ProfileLayout(size: size, lines: LineRoom(fonts: nil, tapSide: 48)).rows(from: 70, count: 3)
        #expect(rows.count == 3 && rows.allSatisfy { $0.height == 48 })
        #expect(ProfileLayout(size: size).rows(from: 70, count: 3).allSatisfy { $0.height == 46 })
    }
}
