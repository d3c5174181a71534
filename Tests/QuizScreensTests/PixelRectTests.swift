import Testing

@testable import QuizScreens

/// A rectangle less a hole (the window less a store's card, where the kept picture under a scrim need not be
/// copied): the pieces cover every pixel outside the hole once, and none inside it.
struct PixelRectTests {
    static let frame = PixelRect(x: 0, y: 0, width: 40, height: 30)

    @Test(arguments: [
        PixelRect(x: 5, y: 4, width: 20, height: 10), PixelRect(x: -5, y: -5, width: 20, height: 10),
        PixelRect(x: 30, y: 20, width: 50, height: 50), PixelRect(x: 0, y: 0, width: 40, height: 30),
        PixelRect(x: 50, y: 50, width: 5, height: 5), PixelRect(x: 10, y: 0, width: 5, height: 30),
    ])
    func piecesCoverEveryPixelOutsideTheHoleOnce(hole: PixelRect) {
        let pieces = Self.frame.subtracting(hole)
        for y in 0..<30 {
            for x in 0..<40 {
                let pixel = PixelRect(x: x, y: y, width: 1, height: 1)
                let covered = pieces.filter { $0.intersects(pixel) }.count
                #expect(covered == (hole.intersects(pixel) ? 0 : 1), "(\(x), \(y)) with hole \(hole)")
            }
        }
        #expect(pieces.allSatisfy { !$0.isEmpty })
    }
}
