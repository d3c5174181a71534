import Testing

@testable import QuizScreens

/// Issues 37 and 38: a pill whose words do not fit even alone at the readable minimum says the catalog's short
/// wording whole on one line ("Pasar (5)") rather than cutting the long one ("Pasar (qued…" at 240x320) or
/// breaking it onto two, and keeps the long one wherever it fits.
@Suite struct PillShortWordingTests {
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
