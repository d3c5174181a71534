import Testing

@testable import QuizScreens

/// A lifted finger or mouse button: a swipe from 15 % of the width when mostly horizontal, a scroll when mostly
/// vertical, else a tap where it went down.
@Suite struct PointerReleaseTests {
    let size = Size(width: 800, height: 480)

    @Test func aLongMostlyHorizontalDragIsASwipeEitherWay() {
        #expect(PointerRelease.event(from: (100, 200), to: (220, 230), in: size) == .swipe(.right))
        #expect(PointerRelease.event(from: (700, 200), to: (580, 150), in: size) == .swipe(.left))
    }

    @Test func aDragShorterThanFifteenPercentOfTheWidthIsNoSwipe() {
        // 119 px of 800 is under 15 %: a tap where the finger went down.
        #expect(PointerRelease.event(from: (100, 200), to: (219, 205), in: size) == .tap(x: 100, y: 200))
    }

    @Test func aMostlyVerticalDragScrollsByRowsAndNeverSwipes() {
        // 130 px across but 200 px down: rows of 48 px, dragged down shows what is further up.
        #expect(PointerRelease.event(from: (100, 100), to: (230, 300), in: size) == .scroll(-4))
        #expect(PointerRelease.event(from: (100, 300), to: (110, 204), in: size) == .scroll(2))
    }

    @Test func aStillPressIsATap() {
        #expect(PointerRelease.event(from: (40, 50), to: (42, 51), in: size) == .tap(x: 40, y: 50))
    }
}
