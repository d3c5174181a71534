import Foundation
import TestSupport
import Testing

@testable import QuizCore
@testable import QuizStore

/// The bundled trivia questions whose answers are numbers (years, counts,
/// measures) must not give the right one away by where it sits among the four
/// shown: lowest, second, third and highest should each be a quarter of what
/// players see. The game deals three of a question's five wrong answers at
/// random, so the right answer's rank among the four is uniform when its rank
/// among all six values is spread evenly over the pack (0 to 5 wrong values
/// below it, about as many questions each): the content carries the fairness,
/// and this test deals it as the game does.
@Suite struct NumericAnswerRankTests {
    /// A number between the same words in every option: "About 300,000 km per second" is
    /// ("About ", 300000, " km per second"); "−273.15 °C" is ("", -273.15, " °C").
    static func quantity(_ text: String) -> (prefix: String, value: Double, suffix: String)? {
        let characters = Array(text)
        let isDigit = { (index: Int) in
            index < characters.count && characters[index].isASCII && characters[index].isNumber
        }
        guard let start = characters.indices.first(where: { isDigit($0) }) else { return nil }
        let negative = start > 0 && ["-", "−"].contains(characters[start - 1])
        var end = start
        while end < characters.count,
            characters[end].isNumber || ([",", "."].contains(characters[end]) && isDigit(end + 1))
        {
            end += 1
        }
        guard let magnitude = Double(String(characters[start..<end]).replacingOccurrences(of: ",", with: "")) else {
            return nil
        }
        return (
            String(characters[..<(negative ? start - 1 : start)]), negative ? -magnitude : magnitude,
            String(characters[end...])
        )
    }

    /// Every bundled trivia question whose options are all quantities written the same way, with their values.
    func numericQuestions() throws -> [(record: QuestionRecord, correct: Double, wrong: [Double])] {
        var found: [(QuestionRecord, Double, [Double])] = []
        for source in try BundledPackReader(directory: Repository.root + "/assets/packs").sources() {
            guard case .questions(_, _, let records) = try source.decode() else { continue }
            // The English questions: the other languages' are their translations, with the same answers.
            for record in records where record.kind == .multipleChoice && (record.language ?? "en") == "en" {
                let parsed = ([record.correct] + record.wrong).map(Self.quantity)
                guard let first = parsed[0],
                    parsed.allSatisfy({ $0 != nil && $0!.prefix == first.prefix && $0!.suffix == first.suffix })
                else { continue }
                found.append((record, first.value, parsed.dropFirst().map { $0!.value }))
            }
        }
        return found
    }

    @Test func quantitiesAreReadWithTheWordsAroundThem() {
        #expect(Self.quantity("About 300,000 km per second")! == ("About ", 300_000, " km per second"))
        #expect(Self.quantity("−273.15 °C")! == ("", -273.15, " °C"))
        #expect(Self.quantity("1940s")! == ("", 1940, "s"))
        #expect(Self.quantity("Sputnik 1")! == ("Sputnik ", 1, ""))
        #expect(Self.quantity("Vitamin D") == nil)
    }

    @Test func theRightAnswerIsLowestHighestOrBetweenAsOftenAsAnyOther() throws {
        let questions = try numericQuestions()
        #expect(questions.count >= 40, "the bundled pack's numeric questions: \(questions.count)")
        // What the content gives: how many questions have 0...5 wrong values below the right one.
        var below = [Int](repeating: 0, count: 6)
        for question in questions { below[question.wrong.filter { $0 < question.correct }.count] += 1 }
        // What players see: the right answer's rank among the four dealt, 1,000 deals per question.
        var random = SeededRandom(seed: 21)
        var ranks = [Int](repeating: 0, count: 4)
        for (index, question) in questions.enumerated() {
            let options =
                [TriviaOption(id: 0, text: "", isCorrect: true)]
                + question.wrong.indices.map { TriviaOption(id: Int64($0 + 1), text: "", isCorrect: false) }
            let trivia = TriviaQuestion(
                id: Int64(index), uid: question.record.uid, topicID: 1, text: question.record.text, options: options)
            for _ in 0..<1_000 {
                let dealt = TriviaRound.deal(trivia, using: &random).filter { !$0.isCorrect }
                #expect(dealt.count == 3)
                ranks[dealt.filter { question.wrong[Int($0.id) - 1] < question.correct }.count] += 1
            }
        }
        let total = Double(ranks.reduce(0, +))
        let shares = ranks.map { Double($0) / total }
        let described = shares.map { String(format: "%.3f", $0) }.joined(separator: ", ")
        #expect(
            shares.allSatisfy { abs($0 - 0.25) < 0.03 },
            "right answer lowest, second, third, highest: \(described); questions with 0...5 wrong values below it: \(below)"
        )
    }
}
