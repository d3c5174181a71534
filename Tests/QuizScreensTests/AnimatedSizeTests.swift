import Testing

@testable import QuizScreens

/// A shape whose size animates takes only a few sizes, so its textures are
/// made once and reused instead of rasterised anew every frame.
struct AnimatedSizeTests {
    let symbol = Rect(centerX: 200, centerY: 100, width: 181, height: 181)

    @Test func sizesStepInWholeStepsAroundTheSameCentre() {
        let grown = symbol.scaled(1.05, inStepsOf: 2)
        #expect(grown.width == 190 && grown.height == 190)
        #expect(grown.midX == symbol.midX && grown.midY == symbol.midY)
        #expect(symbol.scaled(0.001, inStepsOf: 2).width == 2, "never smaller than one step")
    }

    @Test func aWholeAnimationUsesAFewSizes() {
        // The symbol's emphasis grows it by 8 % over 60 frames: 8 sizes, not 60.
        let sizes = Set((0...60).map { symbol.scaled(1 + 0.08 * Double($0) / 60, inStepsOf: 2).width })
        #expect(sizes.count <= 9)
        #expect(sizes.count >= 7)
    }
}
