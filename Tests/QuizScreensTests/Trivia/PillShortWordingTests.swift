import Testing

@testable import QuizScreens

/// Issues 37 and 38: a pill whose words do not fit even alone at the readable minimum says the catalog's short
/// wording whole on one line ("Pasar (5)") rather than cutting the long one ("Pasar (qued…" at 240x320) or
/// breaking it onto two, and keeps the long one wherever it fits. It is also said where the long one beside its key
/// would read under `PillFit.shrinkBeforeDropping` of its size and the short one would not: German's "Nochmal
/// spielen" was drawn at the readable minimum beside "Eingabe" at 800x480, where "Nochmal" reads at full size.
@Suite struct PillShortWordingTests {
    @Test func theShortWordingIsSaidBeforeTheLongOneReadsSmallBesideItsKey() throws {
        try HeadlessWindow.measuring(width: 800, height: 480) { painter in
            let foot = Rect(x: 0, y: 0, width: 228, height: 62)
            let fit = PillFit.fit(
                "Nochmal spielen", shorter: "Nochmal", keyHint: "Eingabe", hasIcon: true, in: foot, painter: painter)
            #expect(fit.text == "Nochmal" && fit.showsKey, "\(fit)")
            let preferred = PillFit.preferredPixels(height: foot.height)
            #expect(fit.style.pixelsDouble >= preferred * PillFit.shrinkBeforeDropping, "\(fit)")
            // Where the long words fit at that size beside their key, they are said.
            let wide = Rect(x: 0, y: 0, width: 340, height: 62)
            let whole = PillFit.fit(
                "Nochmal spielen", shorter: "Nochmal", keyHint: "Eingabe", hasIcon: true, in: wide, painter: painter)
            #expect(whole.text == "Nochmal spielen" && whole.showsKey, "\(whole)")
        }
    }

    @Test func theShortWordingIsDrawnWholeWhereTheLongOneWouldBeCut() throws {
        try HeadlessWindow.measuring(width: 240, height: 320) { painter in
            let narrow = Rect(x: 0, y: 0, width: 104, height: 34)
            // Without a short wording the long one is not read on one line: it takes two (`PillTwoLinesTests`).
            let long = PillFit.fit("Pasar (quedan 5)", keyHint: "P", hasIcon: true, in: narrow, painter: painter)
            #expect(long.text != "Pasar (quedan 5)" && long.secondLine != nil, "\(long)")
            let short = PillFit.fit(
                "Pasar (quedan 5)", shorter: "Pasar (5)", keyHint: "P", hasIcon: true, in: narrow, painter: painter)
            #expect(short.text == "Pasar (5)" && short.secondLine == nil, "\(short)")

            let wide = Rect(x: 0, y: 0, width: 220, height: 34)
            let whole = PillFit.fit(
                "Pasar (quedan 5)", shorter: "Pasar (5)", keyHint: "P", hasIcon: true, in: wide, painter: painter)
            #expect(whole.text == "Pasar (quedan 5)", "\(whole)")
        }
    }
}
