import Testing

@testable import QuizScreens

/// The background drawn as bands of one colour: every row covered once, in
/// the colour the gradient gives that row, in far fewer fills than rows.
@Suite struct GradientBandsTests {
    @Test(arguments: [1, 2, 240, 480, 720, 1080])
    func bandsCoverEveryRowInItsGradientColour(height: Int) {
        let bands = GradientBands.of(height: height)
        var row = 0
        for band in bands {
            #expect(band.top == row)
            #expect(band.rows > 0)
            for offset in 0..<band.rows {
                let amount = Double(row + offset) / Double(max(1, height - 1))
                #expect(band.color == Theme.backgroundTop.mixed(with: Theme.backgroundBottom, amount))
            }
            row += band.rows
        }
        #expect(row == height)
        for (upper, lower) in zip(bands, bands.dropFirst()) { #expect(upper.color != lower.color) }
    }

    @Test func aWindowSizedBackgroundIsAFewDozenFills() {
        let bands = GradientBands.of(height: 720)
        #expect(bands.count > 10)
        #expect(bands.count < 80)
    }

    @Test func noRowsNoBands() {
        #expect(GradientBands.of(height: 0).isEmpty)
    }
}
