import Foundation
import QuizCore

/// A `PackLibrary` over arrays, for the scene's tests: it keeps what the
/// scene records so the tests can check it, and answers a check at once.
final class PackLibraryDouble: PackLibrary {
    var entries: [QuizPackEntry]
    var questionsByPack: [String: [PackQuestion]]
    var status = PackSourceStatus(url: nil, origin: .none)
    private(set) var answers: [PackAnswerRecord] = []
    private(set) var games: [FinishedPackGame] = []
    private(set) var checks = 0
    /// What the next check does: a change line, or a problem.
    var nextCheck: (change: QuizPackChanges?, problem: PackCheckProblem?) = (
        {
            var changes = QuizPackChanges()
            changes.added = ["Space"]
            return changes
        }(), nil
    )

    init(entries: [QuizPackEntry], questions: [String: [PackQuestion]]) {
        self.entries = entries
        questionsByPack = questions
    }

    func packs(for player: PlayerRef) -> [QuizPackEntry] { entries }
    func questions(ofPack packID: String) -> [PackQuestion] { questionsByPack[packID] ?? [] }
    func record(_ answer: PackAnswerRecord, player: PlayerRef) { answers.append(answer) }

    func finish(_ game: FinishedPackGame) {
        games.append(game)
        let score = PackScore(right: game.right, total: game.total)
        entries = entries.map { entry in
            guard entry.id == game.packID, score.beats(entry.best) else { return entry }
            return QuizPackEntry(
                id: entry.id, title: entry.title, summary: entry.summary, icon: entry.icon,
                questionCount: entry.questionCount, best: score)
        }
    }

    func scores(for player: PlayerRef) -> PackScoreBoard {
        let titles = Dictionary(uniqueKeysWithValues: entries.map { ($0.id, $0.title) })
        let summaries = games.reversed().map {
            PackGameSummary(
                packID: $0.packID, packTitle: titles[$0.packID] ?? $0.packID,
                score: PackScore(right: $0.right, total: $0.total), finishedAt: $0.finishedAt)
        }
        var best: [String: PackGameSummary] = [:]
        for summary in summaries where summary.score.beats(best[summary.packID]?.score) {
            best[summary.packID] = summary
        }
        return PackScoreBoard(best: best.values.sorted { $0.packTitle < $1.packTitle }, recent: summaries)
    }

    func sourceStatus() -> PackSourceStatus { status }

    func setURL(_ text: String) -> String? {
        guard text.isEmpty || text.hasPrefix("http") else { return "not an http or https URL" }
        status.url = text.isEmpty ? nil : text
        status.origin = text.isEmpty ? .none : .stored
        return nil
    }

    func checkNow() {
        checks += 1
        status.lastSuccess = nextCheck.problem == nil ? Date(timeIntervalSince1970: 1_795_000_000) : status.lastSuccess
        status.lastChange = nextCheck.change
        status.lastProblem = nextCheck.problem
    }

    /// Three packs: a long title, a four-answer pack and a true/false one.
    static func sample() -> PackLibraryDouble {
        func question(_ id: Int64, _ text: String, _ answers: [String], right: Int) -> PackQuestion {
            PackQuestion(
                id: id, text: text,
                answers: answers.enumerated().map { PackAnswer(id: id * 10 + Int64($0.offset), text: $0.element) },
                correctIndex: right)
        }
        let maths = [
            question(1, "What is 7 × 8?", ["54", "56", "58", "64"], right: 1),
            question(2, "How many sides has a hexagon?", ["5", "6", "7", "8"], right: 1),
            question(3, "What is the square root of 81?", ["8", "9", "10", "18"], right: 1),
        ]
        let science = [
            question(4, "Water boils at 100 °C at sea level.", ["True", "False"], right: 0),
            question(
                5, "Which gas do plants take in from the air to make their food?",
                ["Oxygen", "Nitrogen", "Carbon dioxide", "Helium"], right: 2),
        ]
        return PackLibraryDouble(
            entries: [
                QuizPackEntry(
                    id: "quiz-mathematics", title: "Mathematics", summary: "Did you pass the third grade?", icon: nil,
                    questionCount: maths.count, best: PackScore(right: 2, total: 3)),
                QuizPackEntry(
                    id: "quiz-science", title: "Science! Everything from atoms to galaxies and back again",
                    summary: "Because SCIENCE! A long description that does not fit on one line of a small screen",
                    icon: nil, questionCount: science.count, best: nil),
            ],
            questions: ["quiz-mathematics": maths, "quiz-science": science])
    }
}
