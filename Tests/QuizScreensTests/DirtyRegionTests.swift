import Testing

@testable import QuizScreens

/// Which parts of the screen a frame changes, worked out from two display
/// lists (no drawing: the operations here draw nothing).
struct DirtyRegionTests {
    /// A 100x100 frame listing `items` (key, rectangle) in order.
    func frame(_ items: [(String, Rect)], size: Size = Size(width: 100, height: 100)) -> DisplayList {
        let list = DisplayList(size: size)
        list.append(key: "background", rect: Rect(x: 0, y: 0, width: size.width, height: size.height), color: nil) {}
        for (key, rect) in items { list.append(key: key, rect: rect, color: Theme.text) {} }
        return list
    }

    let label = Rect(x: 10, y: 10, width: 20, height: 10)

    @Test func theSameFrameChangesNothing() {
        let shown = frame([("a", label), ("b", Rect(x: 50, y: 50, width: 10, height: 10))])
        let next = frame([("a", label), ("b", Rect(x: 50, y: 50, width: 10, height: 10))])
        #expect(DirtyRegion.between(shown, next) == .none)
        #expect(shown.fingerprint == next.fingerprint)
    }

    @Test func aMovedOperationDirtiesWhereItWasAndWhereItIs() {
        let shown = frame([("a", label)])
        let next = frame([("a", label.offsetBy(dx: 40, dy: 0))])
        // One pixel more on every side for anti-aliased edges.
        #expect(
            DirtyRegion.between(shown, next)
                == .parts([PixelRect(x: 9, y: 9, width: 22, height: 12), PixelRect(x: 49, y: 9, width: 22, height: 12)])
        )
        #expect(shown.fingerprint != next.fingerprint)
    }

    @Test func overlappingChangesBecomeOneRectangle() {
        let shown = frame([("a", label)])
        let next = frame([("a", label.offsetBy(dx: 5, dy: 0))])
        #expect(DirtyRegion.between(shown, next) == .parts([PixelRect(x: 9, y: 9, width: 27, height: 12)]))
    }

    @Test func aColourChangeOrANewOperationIsDirty() {
        let shown = frame([("a", label)])
        let recoloured = DisplayList(size: Size(width: 100, height: 100))
        recoloured.append(key: "background", rect: Rect(x: 0, y: 0, width: 100, height: 100), color: nil) {}
        recoloured.append(key: "a", rect: label, color: Theme.wrong) {}
        #expect(DirtyRegion.between(shown, recoloured) == .parts([PixelRect(x: 9, y: 9, width: 22, height: 12)]))
        let added = frame([("a", label), ("b", Rect(x: 70, y: 70, width: 5, height: 5))])
        #expect(DirtyRegion.between(shown, added) == .parts([PixelRect(x: 69, y: 69, width: 7, height: 7)]))
        #expect(DirtyRegion.between(added, shown) == .parts([PixelRect(x: 69, y: 69, width: 7, height: 7)]))
    }

    @Test func theSameOperationsInAnotherOrderAreRedrawnWhole() {
        let other = Rect(x: 15, y: 12, width: 20, height: 10)
        #expect(
            DirtyRegion.between(frame([("a", label), ("b", other)]), frame([("b", other), ("a", label)])) == .whole)
    }

    @Test func anotherSizeOrAMostlyChangedFrameIsRedrawnWhole() {
        let shown = frame([("a", label)])
        #expect(DirtyRegion.between(shown, frame([("a", label)], size: Size(width: 120, height: 100))) == .whole)
        let big = Rect(x: 0, y: 0, width: 90, height: 90)
        #expect(DirtyRegion.between(shown, frame([("a", label), ("big", big)])) == .whole)
    }

    @Test func manySmallChangesAreJoinedIntoTheirBoundingBox() {
        let dots = (0..<8).map { ("dot", Rect(x: Double($0) * 10, y: 0, width: 2, height: 2)) }
        let moved = (0..<8).map { ("dot", Rect(x: Double($0) * 10, y: 4, width: 2, height: 2)) }
        #expect(DirtyRegion.between(frame(dots), frame(moved)) == .parts([PixelRect(x: 0, y: 0, width: 73, height: 7)]))
    }

    @Test func changesAreClippedToTheFrame() {
        let shown = frame([("a", Rect(x: -10, y: 95, width: 20, height: 20))])
        let next = frame([])
        #expect(DirtyRegion.between(shown, next) == .parts([PixelRect(x: 0, y: 94, width: 11, height: 6)]))
    }
}
