import QuizCore
import Testing

@testable import QuizFlows

/// The on-screen keyboard's rules: capitals at word starts, the length limit, Done.
@Suite struct TextKeyboardTests {
    @Test func aNamesLettersAreCapitalisedAtTheStartOfEachWord() {
        var keyboard = TextKeyboard(.name)
        for key: TextKeyboard.Key in [.text("A"), .text("D"), .space, .text("L"), .text("X")] {
            _ = keyboard.press(key)
        }
        #expect(keyboard.text == "Ad Lx")
    }

    @Test func anEmailIsTypedInLowerCaseWithItsOwnKeys() {
        var keyboard = TextKeyboard(.email)
        for key: TextKeyboard.Key in [.text("a"), .text("d"), .text("a"), .text("@"), .text("x"), .text(".com")] {
            _ = keyboard.press(key)
        }
        #expect(keyboard.text == "ada@x.com")
        #expect(keyboard.press(.done) == .done("ada@x.com"))
        #expect(keyboard.rows.allSatisfy { $0.reduce(0) { $0 + $1.span } == TextKeyboard.columns })
    }

    @Test func doneRefusesWhatItsRuleRefusesAndSaysWhy() {
        var name = TextKeyboard(.name)
        _ = name.press(.text("A"))
        #expect(name.press(.done) == .typing)
        #expect(name.problem == ScreenText("keyboard.problem_name", ["min": .number(2), "max": .number(40)]))
        _ = name.press(.text("B"))
        #expect(name.press(.done) == .done("Ab"))
        var email = TextKeyboard(.email, text: "ada@localhost")
        #expect(email.press(.done) == .typing)
        #expect(email.problem?.key == "keyboard.problem_email")
        let reason = email.problem?.values["reason"]
        #expect(
            { if case .verbatim(let words)? = reason { words.hasPrefix("has a domain (localhost)") } else { false } }(),
            "\(String(describing: reason))")
    }

    @Test func theFieldStopsAtItsLengthAndDropsControls() {
        var keyboard = TextKeyboard(.name)
        // A full name of 40 characters fits (`PlayerRef.nameLengths`); the 41st is not taken.
        keyboard.typeText("Maximiliana Bartholomew\u{7}-Featherstonehaugh")
        #expect(keyboard.text == "Maximiliana Bartholomew-Featherstonehaug")
        keyboard.eraseOne()
        #expect(keyboard.text.count == 39)
    }

    @Test func theFocusMovesByColumnBetweenRowsOfDifferentWidths() {
        var keyboard = TextKeyboard(.name)
        keyboard.focus(on: .text("P"))
        keyboard.move("down")
        #expect(keyboard.focusedKey == .text("'"))
        keyboard.move("down")
        #expect(keyboard.focusedKey == .erase)
        keyboard.move("down")
        #expect(keyboard.focusedKey == .done)
        keyboard.move("down")
        #expect(keyboard.focusedKey == .text("8"), "Done starts at the eighth column")
    }

    @Test func aNameIsTrimmedAndItsSpacesMadeOne() {
        #expect(PlayerRef.cleanName("  Ada   Lovelace ") == "Ada Lovelace")
        #expect(PlayerRef.cleanName("A") == nil)
        #expect(PlayerRef.cleanName(String(repeating: "x", count: 41)) == nil)
        #expect(PlayerRef.cleanName("Tab\there") == nil)
    }
}
