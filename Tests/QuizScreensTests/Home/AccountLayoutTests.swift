import Testing

@testable import QuizScreens

/// The account forms' fields: a tenth of the short side on a tall screen (which has the room under the form),
/// and 9 mm on a panel whose density is known (a field is tapped to type in it; issue 38).
@Suite struct AccountLayoutTests {
    func fields(_ width: Double, _ height: Double, tapSide: Double = 0) -> [Rect] {
        let home = HomeLayout(
            size: Size(width: width, height: height), tileCount: 4, lines: LineRoom(fonts: nil, tapSide: tapSide))
        return AccountLayout(home: home).fields(count: 3)
    }

    @Test func aTallScreensFieldsAreATenthOfItsWidth() {
        #expect(fields(480, 800).allSatisfy { $0.height == 48 })
        #expect(fields(800, 480).allSatisfy { $0.height == 41 }, "a landscape screen's as they were")
    }

    @Test func fieldsAreNineMillimetresOnAPanelWithTheRoom() {
        for (width, height, tapSide) in [(480.0, 800.0, 67.0), (800.0, 480.0, 48.0)] {
            let rects = fields(width, height, tapSide: tapSide)
            #expect(rects.allSatisfy { $0.height >= tapSide && $0.width >= tapSide }, "\(rects) at \(width)x\(height)")
            #expect(rects.allSatisfy { $0.x >= 0 && $0.maxX <= width && $0.maxY <= height })
        }
        // 9 mm (48 px) is a fifth of a 240 px high panel: its fields keep their own size.
        #expect(fields(320, 240, tapSide: 48) == fields(320, 240))
    }
}
