import QuizLive
import QuizText
import TestSupport

/// Questions and tokens for the round's tests.
enum LiveFixtures {
    /// The phone page in the six languages from the repository's catalog, English for a browser asking for none.
    static let pages = try! PhonePages(
        folder: CatalogFolder(assets: Tool.root + "/assets"), offered: ["en", "de", "es", "fr", "tr", "ar"],
        fallback: "en")

    /// `count` questions of 4 answers, the right one at `index % 4`, with a 20 s countdown.
    static func questions(_ count: Int, seconds: Double = 20) -> [LiveQuestion] {
        (0..<count).map { index in
            try! LiveQuestion(
                text: "Question \(index + 1)?", options: ["A\(index)", "B\(index)", "C\(index)", "D\(index)"],
                rightOption: index % 4, seconds: seconds)
        }
    }

    /// The token made of `number` (distinct numbers, distinct tokens).
    static func token(_ number: Int) -> LiveToken {
        let hex = String(number, radix: 16)
        return LiveToken(String(repeating: "0", count: 32 - hex.count) + hex)!
    }

    static let pin = LivePIN("0427")!

    /// A round with `names` joined at time 0, tokens 1, 2, 3… in order.
    static func round(_ names: [String], rules: LiveRules = LiveRules()) -> LiveRound {
        var round = LiveRound(pin: pin, rules: rules)
        for (index, name) in names.enumerated() {
            _ = round.reduce(.join(name: name, token: token(index + 1), at: 0))
        }
        return round
    }
}
