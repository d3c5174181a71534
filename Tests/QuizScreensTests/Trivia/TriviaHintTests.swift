import Foundation
import QuizCore
import Testing

@testable import QuizScreens

/// What the trivia screens tell a player to press: every button with its
/// key, the power-ups by their real names (or all four by icon and count),
/// and, inside a kiosk that keeps Escape, no "Esc" anywhere.
extension SceneRenderingTests {
    static let hintSizes = [(320, 240), (480, 800), (800, 480), (1280, 720)]

    /// Whether `key` is drawn just right of `label`, on its line (the pill's hint); `label` may be a pill's words
    /// or its short wording ("Pass (5 left)" or "Pass (5)"), which a pill takes where its words would read small.
    static func hint(_ key: String, follows label: String, in texts: [LayoutCheck.DrawnText]) -> Bool {
        let short = ["Pass (5 left)": "Pass (5)", "Play again": "Again"][label]
        guard let word = texts.first(where: { $0.text == label || $0.text == short }) else { return false }
        return texts.contains { text in
            text.text == key && text.rect.x >= word.rect.maxX && text.rect.x - word.rect.maxX < word.rect.height * 2
                && abs(text.rect.midY - word.rect.midY) < word.rect.height / 2
        }
    }

    @Test(arguments: hintSizes)
    func everyFootButtonSaysItsKey(width: Int, height: Int) throws {
        let rig = try TriviaSceneRig(width: width, height: height)
        defer { rig.close() }
        #expect(Self.hint("Enter", follows: "Play Now", in: rig.texts), "\(rig.words)")
        #expect(Self.hint("B", follows: "Store", in: rig.texts), "\(rig.words)")
        rig.press("enter")
        rig.run(for: 3.1)
        #expect(rig.scene.screenName == "topic")
        try rig.shoot("topic")
        #expect(Self.hint("P", follows: "Pass (5 left)", in: rig.texts), "\(rig.words)")
        #expect(Self.hint("Enter", follows: "Play", in: rig.texts), "\(rig.words)")
        rig.press("enter")
        rig.run(for: 2.6)
        rig.answerRight()
        rig.run(for: 5.2)
        #expect(rig.scene.screenName == "progress")
        try rig.shoot("progress")
        #expect(Self.hint("Enter", follows: "Play again", in: rig.texts), "\(rig.words)")
        #expect(Self.hint("Esc", follows: "Quit", in: rig.texts), "\(rig.words)")
        // The buttons shown together read at one size.
        let sizes = Set(rig.texts.filter { ["Quit", "Play again", "Again"].contains($0.text) }.map(\.pixels))
        #expect(sizes.count == 1, "\(sizes)")
    }

    @Test(arguments: hintSizes)
    func powerUpsShowTheirRealNamesOrAllFourByIconAndCount(width: Int, height: Int) throws {
        let rig = try TriviaSceneRig(width: width, height: height)
        defer { rig.close() }
        rig.reachAnswers()
        try rig.shoot("question")
        let words = rig.words
        #expect(!words.contains("Crowd") && !words.contains("Half") && !words.contains("Freeze"), "\(words)")
        let title = { (powerUp: PowerUp) in rig.painter.catalog[powerUp.titleKey] }
        let named = PowerUp.allCases.filter { words.contains(title($0)) }
        #expect(named.isEmpty || named.count == 4, "all four names or none: \(named)")
        if named.isEmpty {
            for powerUp in PowerUp.allCases {
                #expect(words.contains(String(powerUp.keyLetter)), "\(powerUp)'s key at \(width)x\(height)")
            }
        } else {
            let sizes = Set(
                rig.texts.filter { text in PowerUp.allCases.contains { title($0) == text.text } }.map(\.pixels))
            #expect(sizes.count == 1, "the four names at one size: \(sizes)")
        }
        #expect(words.filter { $0 == "0" }.count == 4, "each with its count")
        // Nothing in the row off the screen, over another text, or under the 11 px floor (the
        // minimum that grows with the screen is the layout check's, made to pass separately).
        let row = rig.texts.filter { $0.rect.y >= rig.scene.layout.powerUpRow.y }
        #expect(row.allSatisfy { Double($0.pixels) >= Theme.minimumTextPixels }, "\(row)")
        let placed = LayoutCheck.problems(in: row, size: rig.size).filter { !$0.contains("px minimum") }
        #expect(placed.isEmpty, "\(placed)")
    }

    /// Runs a whole game inside a kiosk and gathers every text drawn on each screen it reaches.
    func kioskTexts(offersHome: Bool, width: Int, height: Int) throws -> [String: [String]] {
        let rig = try TriviaSceneRig(width: width, height: height)
        defer { rig.close() }
        rig.scene.isInKiosk = true
        rig.scene.offersHome = offersHome
        var seen: [String: [String]] = [:]
        func look() { seen[rig.scene.screenName] = rig.words }
        look()
        rig.press("b")
        look()
        rig.press("escape")
        rig.reachAnswers()
        look()
        rig.press("f")
        look()
        rig.press("enter")
        rig.run(for: 41)
        look()
        rig.press("n")
        look()
        rig.run(for: 5.1)
        look()
        return seen
    }

    @Test(arguments: [(320, 240), (1280, 720)])
    func aKioskThatKeepsEscapeNeverNamesIt(width: Int, height: Int) throws {
        let seen = try kioskTexts(offersHome: false, width: width, height: height)
        #expect(
            Set(seen.keys).isSuperset(of: [
                "home", "home-store", "question", "question-explain", "secondchance", "result-timeup", "progress",
            ]), "\(seen.keys)")
        for (screen, words) in seen {
            #expect(!words.contains { $0.contains("Esc") }, "\(screen): \(words)")
        }
        // Under a home screen Escape goes home, even in a kiosk: there it is named.
        let home = try kioskTexts(offersHome: true, width: width, height: height)
        #expect(home["progress"]?.contains("Esc") == true)
    }
}

extension SceneRenderingTests {
    /// The screens with the longest button words: out of lives (Refill and its
    /// price) and a finished topic's progress (three buttons, Retry topic's price).
    @Test(arguments: [(320, 240), (480, 800), (1280, 720)])
    func theLongestButtonsKeepTheirKeysToo(width: Int, height: Int) throws {
        let rig = try TriviaSceneRig(width: width, height: height, settings: TriviaSettings(freePlay: false))
        defer { rig.close() }
        rig.scene.coinSlot = CoinSlot(key: "0", cents: 100)
        for question in 0..<3 {
            rig.press("enter")
            rig.run(for: 3.1)
            rig.press("enter")
            rig.run(for: 2.6)
            if question == 0 {
                let wrong = rig.scene.game.round!.options.firstIndex { !$0.isCorrect }!
                rig.press("\(wrong + 1)", "escape")
            } else {
                rig.answerRight()
            }
            rig.run(for: 5.2)
        }
        #expect(rig.scene.screenName == "progress" && rig.scene.game.canRetryTopic)
        try rig.shoot("progress-retry")
        for (label, key) in [("Quit", "Esc"), ("Retry topic $4.99", "R"), ("Play again", "Enter")] {
            #expect(Self.hint(key, follows: label, in: rig.texts), "\(label) at \(width)x\(height): \(rig.words)")
        }
        // Every topic is done: Play again says so, over the home screen.
        rig.press("enter")
        #expect(rig.scene.screenName == "home")
        #expect(Self.showsNotice(rig, "Every topic is complete: Retry one from its progress screen"), "\(rig.words)")
    }
}
