import QuizFlows
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

    /// On a tall screen the form stood under its title with the screen's middle empty (the buttons at the bottom,
    /// 480x800 and 240x320): its fields, a message's room and its buttons are now centred together, the menu's
    /// rows too. A landscape screen's form, which fills its height, stays where it was.
    @Test(arguments: [(480.0, 800.0), (240.0, 320.0), (320.0, 240.0), (800.0, 480.0), (1280.0, 720.0)])
    func aTallScreensFormIsCentredUnderItsTitle(width: Double, height: Double) throws {
        let home = HomeLayout(size: Size(width: width, height: height), tileCount: 4, lines: LineRoom(fonts: nil))
        let layout = AccountLayout(home: home)
        let bottom = height - home.margin
        let tall = height > width
        for kind in [AccountForm.Kind.register, .logIn, .changePassword] {
            let form = AccountForm(kind: kind)
            let items = layout.items(of: form)
            let fields = items.filter { if case .field = $0.0 { true } else { false } }.map(\.1)
            let first = try #require(fields.first)
            let last = try #require(fields.last)
            let back = try #require(items.first { $0.0 == .back }?.1)
            let action = try #require(items.first { $0.0 == .action }?.1)
            let message = layout.message(of: form)
            let above = first.y - layout.top
            let below = bottom - back.maxY
            #expect(back.y == action.y && back.maxY <= bottom && message.maxY <= back.y)
            #expect(message.y >= last.maxY + layout.noteHeight, "\(kind): the message under the last field's note")
            if tall {
                // As much room above the form as under it (to the pixel the halving rounds), and between the
                // fields and the buttons the message's room.
                #expect(
                    above > 0 && abs(above - below) < 2, "\(kind) \(width)x\(height): \(above) above, \(below) below")
                #expect(
                    message.height > layout.messageRoom - 0.01 && message.height < layout.messageRoom + 2,
                    "\(kind) \(width)x\(height): \(message), \(layout.messageRoom), \(last), \(back)")
            } else {
                #expect(above == 0 && below == 0, "\(kind) \(width)x\(height): as it was")
            }
        }
        // The menu: its account line `lift` under the title (`AccountView`), its last row as far over the bottom.
        let menu = AccountForm(kind: .menu)
        let lift = layout.lift(of: menu)
        let last = try #require(layout.items(of: menu).last?.1)
        if tall {
            #expect(lift > 0 && abs(bottom - last.maxY - lift) < 2, "menu \(width)x\(height): \(lift), \(last)")
        } else {
            #expect(lift == 0, "menu \(width)x\(height): under the title as it was")
        }
    }
}
