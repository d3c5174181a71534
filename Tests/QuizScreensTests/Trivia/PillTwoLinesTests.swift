import Testing

@testable import QuizScreens

/// Issues 37 and 38: a pill's words that fit whole on no line at the readable minimum, even in their short
/// wording, take two lines where the pill is tall enough ("Frage / beitragen?" in trivia's top bar at 240x320),
/// each line within the pill's room; one word too long is still cut (the layout check names it), and words that
/// fit one line keep it.
@Suite struct PillTwoLinesTests {
    @Test func wordsTooLongForOneLineTakeTwoInATallEnoughPill() throws {
        try HeadlessWindow.measuring(width: 240, height: 320) { painter in
            let pill = Rect(x: 0, y: 0, width: 90, height: 30)
            let fit = PillFit.fit("Frage beitragen?", keyHint: "A", hasIcon: false, in: pill, painter: painter)
            #expect(fit.text == "Frage" && fit.secondLine == "beitragen?", "\(fit)")
            #expect(!fit.showsIcon && !fit.showsKey, "\(fit)")
            for line in [fit.text, fit.secondLine ?? ""] {
                #expect(painter.width(of: line, fit.style) <= PillFit.room(in: pill), "\(line)")
            }
            #expect(2 * painter.fonts.lineHeight(fit.style) <= pill.height, "\(fit.style)")

            // Too flat for two lines: cut on one, as before.
            let flat = PillFit.fit(
                "Frage beitragen?", keyHint: "A", hasIcon: false, in: Rect(x: 0, y: 0, width: 90, height: 20),
                painter: painter)
            #expect(flat.secondLine == nil && flat.text.hasSuffix("…"), "\(flat)")

            // One word has nowhere to break.
            let word = PillFit.fit(
                "Donaudampfschifffahrt", keyHint: "", hasIcon: false, in: pill, painter: painter)
            #expect(word.secondLine == nil && word.text.hasSuffix("…"), "\(word)")

            // Words that fit one line keep it.
            let one = PillFit.fit("Melden", keyHint: "W", hasIcon: false, in: pill, painter: painter)
            #expect(one.text == "Melden" && one.secondLine == nil, "\(one)")
        }
    }

    @Test func theBreakKeepsTheLongerLineShortest() throws {
        try HeadlessWindow.measuring(width: 320, height: 240) { painter in
            let style = TextStyle(pixels: 11, bold: true)
            let lines = PillFit.split("2  Oyunu yeniden başlat", style, width: 200, painter: painter)
            #expect(lines?.0 == "2  Oyunu" && lines?.1 == "yeniden başlat", "\(String(describing: lines))")
            #expect(PillFit.split("Tamam", style, width: 200, painter: painter) == nil)
            #expect(PillFit.split("Información del dispositivo", style, width: 40, painter: painter) == nil)
        }
    }
}
