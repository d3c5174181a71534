import QuizCore
import Testing

@testable import QuizScreens

/// Issue 37: the four texts the Arabic layout check found cut short though room was free, and French's packs title
/// at 240x320, as the layout functions now place them (widths as measured at the sizes concerned).
@Suite struct ArabicCutsLayoutTests {
    /// 480x800: the Mathematics pack's description ("Sums, primes, angles and percentages", 292 px at 15 px) in a
    /// row at (19, 190, 426x62) whose right column (74 px: "Not played" 65 px over "6 questions" 50 px) is wider
    /// on top than beside the description: its line ends a pad short of the count, 296 px from the words' start.
    @Test func aPackDescriptionEndsAPadShortOfTheCountBesideIt() {
        let side = Rect(x: 362, y: 199, width: 74, height: 44)
        let end = PacksListView.descriptionEnd(side: side, count: 50, pad: 9)
        #expect(end == 377)
        #expect(end - 81 >= 292)
        // A count as wide as its column leaves the description what it had, the column's start less a pad.
        #expect(PacksListView.descriptionEnd(side: side, count: 90, pad: 9) == side.x - 9)
    }

    /// 240x320 in French: the packs list's title, "Packs de quiz" (84 px bold at 11 px), beside the toolbar's
    /// 82 px, takes two lines of the 28 px header (13 px each) rather than being cut; a title that fits stays on one
    /// line, one that cannot wrap into the box (a word too wide, three lines) is left to be cut.
    @Test func aPacksTitleTooWideBesideTheToolbarTakesTwoLines() {
        let box = Rect(x: 10, y: 10, width: 82, height: 28)
        let width = { (text: String) in Double(text.count) * 84 / 13 }
        #expect(
            PacksListView.wrappedTitle("Packs de quiz", in: box, lineHeight: 13, width: width) == ["Packs de", "quiz"])
        #expect(PacksListView.wrappedTitle("Quiz Packs", in: box, lineHeight: 13, width: width) == nil)
        #expect(PacksListView.wrappedTitle("Paquetesdepreguntas", in: box, lineHeight: 13, width: width) == nil)
        #expect(
            PacksListView.wrappedTitle("Les packs de quiz à jouer ici", in: box, lineHeight: 13, width: width) == nil)
    }

    /// 240x320: "< كل مواضيع المعلومات العامة >" (149 px at 11 px, the readable minimum) beside its label (46 px)
    /// is 0.2 px too wide for the row's 194.8 px: the value goes on a line of its own under the label, at the
    /// page's 14 px where that fits the row. A choice that fits stays on one line.
    @Test func aLiveChoiceTooWideForItsRowStacksItsValueUnderItsLabel() {
        let fit = LiveOperatorView.choiceFit(
            label: { 46 * $0 / 11 }, value: { 149 * $0 / 11 }, room: 194.8, alone: 203.2, pixels: 14, floor: 11)
        #expect(fit.stacked)
        #expect(fit.pixels == 14)
        let count = LiveOperatorView.choiceFit(
            label: { 91 * $0 / 14 }, value: { 40 * $0 / 14 }, room: 194.8, alone: 203.2, pixels: 14, floor: 11)
        #expect(count.pixels == 14 && count.stacked == false)
        // Shrunk to fit beside the label, where that is at least the readable minimum.
        let shrunk = LiveOperatorView.choiceFit(
            label: { 46 * $0 / 11 }, value: { 140 * $0 / 11 }, room: 194.8, alone: 203.2, pixels: 14, floor: 11)
        #expect(shrunk.stacked == false && shrunk.pixels >= 11 && shrunk.pixels < 14)
    }

    /// The fleet page in Arabic, whose title is taller: at 320x240 eight rows of 16.8 px, the device id's second
    /// line and the last problem's (13 px each) were 0.4 px over the 147 px free, so the device id was cut; at
    /// 480x320 the last problem's third line was 0.8 px over. The rows close up, never under a text line and a
    /// quarter (16.25 px): the last problem then gives up its second line, the device id keeps both.
    @Test func fleetRowsCloseUpSoAWrappedValueFits() {
        let small = DeviceInfoView.rowHeight(fitting: 147, rows: 8, now: 16.8, wrapped: 26, tightest: 16.25)
        #expect(small == 16.25)
        #expect(8 * small + 13 <= 147)
        let wide = DeviceInfoView.rowHeight(fitting: 204.4, rows: 8, now: 22.4, wrapped: 26, tightest: 16.25)
        #expect(8 * wide + 26 <= 204.4 && wide >= 22)
        // Rows that fit keep their height.
        #expect(DeviceInfoView.rowHeight(fitting: 300, rows: 8, now: 22.4, wrapped: 26, tightest: 16.25) == 22.4)
    }
}
