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
