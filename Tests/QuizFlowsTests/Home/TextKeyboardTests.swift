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
        #expect(email.problem == EmailProblem.domainWithoutDot("localhost").refusal)
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

    /// The accented letters' page types German, French, Spanish and Turkish names: "Jürgen", "İlkay Yıldız".
    @Test func theAccentedPageTypesTheLettersPlainKeysDoNot() {
        var keyboard = TextKeyboard(.name)
        let type = { (keyboard: inout TextKeyboard, letters: String) in
            for letter in letters {
                let key = TextKeyboard.Key.text(String(letter))
                let plain = keyboard.rows.contains { $0.contains { $0.key == key } }
                if !plain { _ = keyboard.press(.otherLetters) }
                #expect(keyboard.rows.contains { $0.contains { $0.key == key } }, "no key types \(letter)")
                _ = keyboard.press(key)
                if !plain { _ = keyboard.press(.otherLetters) }
            }
        }
        type(&keyboard, "JÜRGEN")
        #expect(keyboard.text == "Jürgen")
        keyboard = TextKeyboard(.name)
        type(&keyboard, "İLKAY")
        _ = keyboard.press(.space)
        type(&keyboard, "YıLDıZ")
        #expect(keyboard.text == "İlkay Yıldız")
        // Inside a word the dotted capital is a plain i, not an i with a combining dot.
        keyboard = TextKeyboard(.name)
        type(&keyboard, "Aİ")
        #expect(keyboard.text == "Ai" && keyboard.text.unicodeScalars.count == 2)
        // The page keeps the grid's shape, so the focus stays on a key.
        var sentence = TextKeyboard(.sentence(maximum: 40))
        let shape = sentence.rows.map { $0.map(\.span) }
        _ = sentence.press(.otherLetters)
        #expect(sentence.rows.map { $0.map(\.span) } == shape)
        _ = sentence.press(.text("ç"))
        #expect(sentence.text == "Ç")
        #expect(TextKeyboard(.username).rows.allSatisfy { !$0.contains { $0.key == .otherLetters } })
    }

    /// In Arabic a name and a sentence open on the Arabic letters (every letter of the alphabet and its hamza
    /// forms, in an Arabic keyboard's order), and the page key goes to a to z and back; other kinds have no page.
    @Test func anArabicKeyboardOpensOnTheArabicLetters() {
        var name = TextKeyboard(.name, letters: .arabic)
        #expect(name.showsOtherLetters)
        #expect(name.otherLettersKey == "keyboard.upper")
        let keys = name.rows.flatMap { $0 }.compactMap { cell -> String? in
            if case .text(let letter) = cell.key { return letter }
            return nil
        }
        for letter in "ابتثجحخدذرزسشصضطظعغفقكلمنهوي" + "ءأإآؤئةى" {
            #expect(keys.contains(String(letter)), "no key types \(letter)")
        }
        #expect(name.rows.first?.first?.key == .text("ض"), "ض sits where Q does")
        for letter in "سارة" { _ = name.press(.text(String(letter))) }
        _ = name.press(.space)
        for letter in "أحمد" { _ = name.press(.text(String(letter))) }
        #expect(name.press(.done) == .done("سارة أحمد"))
        // The page key goes to the Latin capitals, and back.
        var mixed = TextKeyboard(.name, letters: .arabic)
        _ = mixed.press(.otherLetters)
        #expect(!mixed.showsOtherLetters && mixed.otherLettersKey == "keyboard.arabic_letters")
        _ = mixed.press(.text("L"))
        _ = mixed.press(.otherLetters)
        _ = mixed.press(.text("ي"))
        #expect(mixed.text == "Lي")
        // A sentence's Arabic page ends with the Arabic question mark and comma, and has no Shift; pressing the
        // page key keeps the focus on it.
        var sentence = TextKeyboard(.sentence(maximum: 80), letters: .arabic)
        #expect(
            sentence.rows[3].contains { $0.key == .text("؟") } && sentence.rows[3].contains { $0.key == .text("،") })
        #expect(!sentence.rows.joined().contains { $0.key == .shift })
        sentence.focus(on: .otherLetters)
        _ = sentence.press(.otherLetters)
        #expect(sentence.focusedKey == .otherLetters)
        _ = sentence.press(.otherLetters)
        #expect(sentence.focusedKey == .otherLetters)
        _ = sentence.press(.otherLetters)
        #expect(sentence.rows.joined().contains { $0.key == .shift })
        sentence.focus(on: .done)
        _ = sentence.press(.otherLetters)
        #expect(sentence.focusedKey == .done)
        // A username, a password, an email and an address stay in Latin letters.
        for kind in [TextKeyboard.Kind.username, .password, .email, .login, .url] {
            let keyboard = TextKeyboard(kind, letters: .arabic)
            #expect(!keyboard.showsOtherLetters && keyboard.rows[1].first?.key == .text("q"))
        }
        #expect(TextKeyboard.LetterPage(language: "ar") == .arabic)
        #expect(["en", "de", "tr", "pseudo"].allSatisfy { TextKeyboard.LetterPage(language: $0) == .accents })
    }
}
