import Testing

@testable import QuizScreens

/// Issue 37: a store row's words are read whole ("3 × Mitad fuera  (tienes 0)" was cut to "3 × Mitad fuer…" at
/// 240x320 and 480x800): on one line where they fit, else the item over what the player has, else wrapped, else
/// without the icon beside them, else the item alone, and cut only where nothing does.
@Suite struct ShopRowFitTests {
    @Test func aRowsWordsTakeTwoLinesBeforeTheyAreCut() throws {
        try HeadlessWindow.measuring(width: 240, height: 320) { painter in
            let preferred = TextStyle(pixels: 14, bold: true)
            func fit(_ name: String, _ owned: String, width: Double, height: Double, icon: Double = 0) -> ShopRowFit {
                ShopRowFit.fit(
                    name: name, owned: owned, width: width, icon: icon, height: height, preferred: preferred,
                    readable: 11, painter: painter)
            }
            func fitsWhole(_ fit: ShopRowFit, width: Double, height: Double) -> Bool {
                fit.lines.filter { painter.width(of: $0, fit.style) > width || $0.hasSuffix("…") }.isEmpty
                    && Double(fit.lines.count) * painter.fonts.lineHeight(fit.style) <= height
            }

            // Room enough: one line, as asked.
            let wide = fit("3 × Mitad fuera", "(tienes 0)", width: 400, height: 30)
            #expect(wide == ShopRowFit(style: preferred, lines: ["3 × Mitad fuera  (tienes 0)"]))

            // Too narrow for one line at any readable size, tall enough for two: the item over what the player has,
            // at the size asked.
            let narrow = fit("3 × Mitad fuera", "(tienes 0)", width: 130, height: 50)
            #expect(narrow == ShopRowFit(style: preferred, lines: ["3 × Mitad fuera", "(tienes 0)"]))
            #expect(fitsWhole(narrow, width: 130, height: 50))

            // Nothing owned to put under it: the item broken at a space.
            let name = fit("Segunda oportunidad", "", width: 100, height: 44)
            #expect(name.lines == ["Segunda", "oportunidad"], "\(name)")
            #expect(fitsWhole(name, width: 100, height: 44))

            // An item too long for a line of its own and what the player has under it: the words wrapped on two.
            let long = fit("5 × Congelar tiempo", "(tienes 12)", width: 150, height: 44)
            #expect(long.lines.count == 2 && fitsWhole(long, width: 150, height: 44), "\(long)")
            #expect(long.lines.joined(separator: " ") == "5 × Congelar tiempo (tienes 12)", "\(long)")

            // Too flat for two lines and too narrow for one, beside the icon: without it, where that makes room.
            let roomier = fit("3 × Mitad fuera", "(tienes 0)", width: 90, height: 18, icon: 120)
            #expect(roomier.lines == ["3 × Mitad fuera  (tienes 0)"] && !roomier.showsIcon, "\(roomier)")
            #expect(fit("3 × Mitad fuera", "(tienes 0)", width: 300, height: 18, icon: 120).showsIcon)

            // Too narrow for the item and what the player has even without the icon: the item alone, beside it.
            let alone = fit("3 × Mitad fuera", "(tienes 0)", width: 130, height: 18, icon: 10)
            #expect(alone == ShopRowFit(style: preferred, lines: ["3 × Mitad fuera"]), "\(alone)")

            // One store's rows alike: where one row's words need the icon's room, no row keeps its icon.
            let all = ShopRowFit.fitAll(
                [(name: "3 × Mitad fuera", owned: "(tienes 0)"), (name: "Second", owned: "")], width: 90, icon: 120,
                height: 18, preferred: preferred, readable: 11, painter: painter)
            #expect(all.map(\.showsIcon) == [false, false] && all[1].lines == ["Second"], "\(all)")
            let kept = ShopRowFit.fitAll(
                [(name: "Second", owned: ""), (name: "Life", owned: "")], width: 90, icon: 120, height: 18,
                preferred: preferred, readable: 11, painter: painter)
            #expect(kept.map(\.showsIcon) == [true, true])

            // Nowhere to go: cut on one line beside the icon, at the readable minimum.
            let flat = fit("3 × Mitad fuera", "(tienes 0)", width: 60, height: 18, icon: 10)
            #expect(flat.lines.count == 1 && flat.lines[0].hasSuffix("…") && flat.showsIcon, "\(flat)")
            #expect(flat.style.pixels == 11, "\(flat.style)")
        }
    }
}
