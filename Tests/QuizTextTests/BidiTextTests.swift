import Testing

@testable import QuizText

/// The order lines are drawn in (the Unicode bidi algorithm through fribidi) and the scripts they are cut by.
@Suite("Bidi order of a line")
struct BidiTextTests {
    @Test func latinTextIsOnePieceLeftToRight() {
        #expect(
            BidiText.pieces("Playing as Ada", rightToLeft: false) == [
                .init(text: "Playing as Ada", rightToLeft: false, script: .other)
            ])
        #expect(!BidiText.needsBidi("Größe İstanbul"))
    }

    @Test func arabicIsOnePieceRightToLeft() {
        #expect(
            BidiText.pieces("من يلعب؟", rightToLeft: true) == [
                .init(text: "من يلعب؟", rightToLeft: true, script: .arabic)
            ])
    }

    /// An address ending an Arabic line, in a left-to-right isolate: whole and with its final "/" last, the isolate's
    /// marks not drawn. Without it the slash takes the line's direction and stands at the address's start.
    @Test func anIsolatedAddressKeepsItsSlashLast() {
        let isolated = BidiText.pieces(
            "افتح " + BidiText.leftToRightIsolate("http://192.168.1.20:8090/"), rightToLeft: true)
        #expect(isolated.map(\.text) == ["http://192.168.1.20:8090/", "افتح "])
        #expect(isolated.map(\.rightToLeft) == [false, true])
        let bare = BidiText.pieces("افتح http://192.168.1.20:8090/", rightToLeft: true)
        #expect(bare.first?.text == "/", "\(bare)")
    }

    /// A live round's movement on an Arabic board: "+2" alone on a right-to-left line is drawn "2+" (the sign is
    /// a separator, not between digits, so it takes the line's direction); isolated it stays "+2".
    @Test func anIsolatedSignedCountKeepsItsSignFirst() {
        let bare = BidiText.pieces("+2", rightToLeft: true)
        #expect(bare.map(\.text).joined() != "+2", "\(bare)")
        let isolated = BidiText.pieces(BidiText.leftToRightIsolate("+2"), rightToLeft: true)
        #expect(isolated.map(\.text).joined() == "+2")
        #expect(BidiText.pieces(BidiText.leftToRightIsolate("-1"), rightToLeft: true).map(\.text).joined() == "-1")
    }

    /// "Playing as Ada" in Arabic: the Latin name is a piece of its own, drawn left of the Arabic before it.
    @Test func aLatinNameInArabicStandsLeftOfTheWordsBeforeIt() {
        let pieces = BidiText.pieces("تلعب باسم Ada", rightToLeft: true)
        #expect(pieces.map(\.text) == ["Ada", "تلعب باسم "])
        #expect(pieces.map(\.rightToLeft) == [false, true])
        #expect(pieces.map(\.script) == [.other, .arabic])
    }

    /// Digits keep their own order inside Arabic: "question 3 of 10" reads right to left, each number left to right.
    @Test func numbersKeepTheirOrderInsideArabic() {
        let pieces = BidiText.pieces("السؤال 3 من 10", rightToLeft: true)
        #expect(pieces.map(\.text) == ["10", " من ", "3", "السؤال "])
        #expect(pieces.map(\.rightToLeft) == [false, true, false, true])
    }

    /// An Arabic word inside an English sentence stays where it is, its letters right to left.
    @Test func anArabicWordInsideEnglish() {
        let pieces = BidiText.pieces("Hello سلام world", rightToLeft: false)
        #expect(pieces.map(\.text) == ["Hello ", "سلام", " world"])
        #expect(pieces.map(\.rightToLeft) == [false, true, false])
    }

    /// The screen's direction decides a line of digits and signs only: "3 / 10" on an Arabic screen is 10 / 3 from
    /// the left, as Arabic reads it from the right.
    @Test func theScreensDirectionDecidesNeutralLines() {
        #expect(BidiText.pieces("3 / 10", rightToLeft: false).map(\.text) == ["3 / 10"])
        #expect(BidiText.pieces("3 / 10", rightToLeft: true).map(\.text) == ["10", " / ", "3"])
    }

    /// A wrapped Arabic paragraph whose next line starts with a Latin word keeps the paragraph's direction, so
    /// its Arabic words stay to the left of "(CC BY-SA 4.0)": on an Arabic screen any line with an Arabic letter
    /// reads right to left; elsewhere the line gets an invisible right-to-left mark.
    @Test func aWrappedLineKeepsItsParagraphsDirection() {
        let paragraph = "نص منشور برخصة (CC BY-SA 4.0)؛ كل حدث يذكر مقالته."
        let lines = ["نص منشور برخصة", "(CC BY-SA 4.0)؛ كل حدث يذكر مقالته."]
        #expect(BidiText.keepingDirection(lines, of: paragraph, rightToLeft: true) == lines)
        let kept = BidiText.keepingDirection(lines, of: paragraph, rightToLeft: false)
        #expect(kept == [lines[0], "\u{200F}" + lines[1]])
        for (line, screen) in [(lines[1], true), (kept[1], false)] {
            let pieces = BidiText.pieces(line, rightToLeft: screen)
            let latin = pieces.firstIndex { $0.text.contains("CC BY-SA") } ?? 0
            let arabic = pieces.firstIndex { $0.text.contains("مقالته") } ?? pieces.count
            #expect(latin > arabic, "the Latin words right of the Arabic, where the line starts: \(pieces.map(\.text))")
        }
        // An Arabic key hint starting with a key's name: the key on the right, where reading starts; on an
        // English screen the same words read left to right.
        #expect(BidiText.pieces("Enter: تم", rightToLeft: true).map(\.text) == [": تم", "Enter"])
        #expect(BidiText.pieces("Enter: تم", rightToLeft: false).map(\.text) == ["Enter: ", "تم"])
        // A line without an Arabic letter keeps its own direction on an Arabic screen: "1. Ada" stays as it is.
        #expect(BidiText.pieces("1. Ada", rightToLeft: true).map(\.text) == ["1. Ada"])
        #expect(
            BidiText.pieces("Enter أو المس لتلعب · Esc: خروج", rightToLeft: true).map(\.text) == [
                ": خروج", "Esc", " أو المس لتلعب · ", "Enter",
            ])
        // An English paragraph on an Arabic screen, or a line already in its paragraph's direction: as it is.
        let english = ["Venus takes longer to spin", "once than to go round."]
        #expect(BidiText.keepingDirection(english, of: english.joined(separator: " "), rightToLeft: true) == english)
        #expect(
            BidiText.keepingDirection(["كل حدث", "يذكر مقالته"], of: "كل حدث يذكر مقالته", rightToLeft: true)
                == ["كل حدث", "يذكر مقالته"])
        #expect(BidiText.firstStrongIsRightToLeft("3 / 10") == nil)
    }
}

/// Upper and lower case per language: Turkish's dotted and dotless i.
@Suite("Letter case per language")
struct LetterCaseTests {
    @Test func turkishKeepsTheDot() {
        #expect(LetterCase.uppercased("istanbul ılık", language: "tr") == "İSTANBUL ILIK")
        #expect(LetterCase.lowercased("KIŞ İZMİR", language: "tr") == "kış izmir")
    }

    @Test func otherLanguagesFollowUnicode() {
        #expect(LetterCase.uppercased("istanbul", language: "de") == "ISTANBUL")
        #expect(LetterCase.lowercased("KIŞ", language: "en") == "kiş")
        #expect(LetterCase.uppercased("straße", language: "de") == "STRASSE")
    }
}
