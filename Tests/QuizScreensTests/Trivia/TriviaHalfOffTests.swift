import Foundation
import QuizCore
import TestSupportImages
import Testing

@testable import QuizScreens

/// Half Off on screen: the answers it took are struck through across their words only, and a second one on
/// the same question says it was already used there, in a line that leaves the timer in view.
extension SceneRenderingTests {
    /// A question on screen, its player holding two Half Offs already explained.
    static func halfOffRig(width: Int, height: Int) throws -> TriviaSceneRig {
        let player = TriviaPlayer(inventory: [.halfOff: 2], explained: [.halfOff])
        let rig = try TriviaSceneRig(width: width, height: height, player: player)
        rig.reachAnswers()
        rig.run(for: 1)
        return rig
    }

    @Test(arguments: offerSizes)
    func aSecondHalfOffSaysItWasUsedInALineThatLeavesTheTimerInView(width: Int, height: Int) throws {
        let rig = try Self.halfOffRig(width: width, height: height)
        defer { rig.close() }
        rig.press("h", "h")
        let line = "Half Off was already used on this question: keep it for the next"
        #expect(rig.noticeText == line)
        #expect(Self.showsNotice(rig, line), "\(rig.words.suffix(3))")
        try rig.shoot("question-halfoff-twice")
        #expect(rig.scene.game.player.owned(.halfOff) == 1, "the second one is kept")
        let texts = rig.texts
        let timerTop = rig.scene.layout.timerBar.y
        // The notice is the last texts drawn, over everything: every line of it above the timer bar.
        let count = try #require((1...3).first { texts.suffix($0).map(\.text).joined(separator: " ") == line })
        let notice = texts.suffix(count)
        #expect(notice.allSatisfy { $0.rect.maxY <= timerTop }, "\(notice) above \(timerTop)")
        let seconds = texts.filter { $0.text.hasSuffix("\u{00A0}s") && Int($0.text.dropLast(2)) != nil }
        #expect(seconds.count == 1, "the timer's seconds show, not hidden under the notice: \(rig.words)")
    }

    /// The strike over an answer Half Off took goes across its words, not past them.
    @Test func halfOffStrikesOnlyTheWordsOfTheAnswersItTook() throws {
        let rig = try Self.halfOffRig(width: 1280, height: 720)
        defer { rig.close() }
        rig.press("h")
        rig.run(for: 1)
        let round = try #require(rig.scene.game.round)
        let removed = round.options.filter { round.removedOptionIDs.contains($0.id) }.map(\.text)
        #expect(removed.count == 2)
        let texts = rig.texts.filter { removed.contains($0.text) }
        #expect(texts.count == 2, "\(rig.words)")
        let path = NSTemporaryDirectory() + "tiltquiz-halfoff-\(UUID().uuidString).png"
        defer { try? FileManager.default.removeItem(atPath: path) }
        try rig.save(path)
        let image = try #require(PixelImage(path: path))
        func pixel(_ x: Int, _ y: Int) -> UInt32 { image.pixels[y * image.width + x] }
        let boxes = rig.scene.layout.answerButtons(count: round.options.count)
        for text in texts {
            // Row by row, the answer's own background is its colour at the box's right end (a vertical
            // gradient shows through): right of the words, nothing else; across their middle, the strike.
            let box = try #require(boxes.first { $0.contains(x: text.rect.midX, y: text.rect.midY) })
            let background = Int(box.maxX) - 8
            let marked = (Int(text.rect.maxX) + 6..<Int(text.rect.maxX) + 80).filter { x in
                (Int(text.rect.y + text.rect.height * 0.3)...Int(text.rect.y + text.rect.height * 0.8)).contains {
                    pixel(x, $0) != pixel(background, $0)
                }
            }
            #expect(marked.isEmpty, "\(text.text): the strike runs \(marked.count) px past its words")
            let middle = Int(text.rect.y + text.rect.height * 0.55)
            let struck = (Int(text.rect.x) + 2..<Int(text.rect.maxX) - 2).filter { x in
                (middle - 2...middle + 2).contains { pixel(x, $0) != pixel(background, $0) }
            }
            #expect(Double(struck.count) > (text.rect.width - 4) * 0.95, "\(text.text) is struck across")
        }
    }
}
