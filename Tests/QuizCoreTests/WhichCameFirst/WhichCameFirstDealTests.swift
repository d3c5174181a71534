import Testing

@testable import QuizCore

/// The deal of "Which came first?": the Android app's rules, with our own generator, checked against vectors
/// worked out by a separate Python implementation of the same steps.
@Suite struct WhichCameFirstDealTests {
    static let day = CalendarDay(year: 2026, month: 7, day: 20)!

    static func event(_ year: Int, _ text: String) -> WhichCameFirstEvent {
        WhichCameFirstEvent(id: "ev-\(year)-\(text.count)", text: text, year: year)
    }

    @Test func theGeneratorIsSplitMix64() {
        var random = SeededRandom(seed: 720)
        #expect(
            [random.next(), random.next(), random.next()] == [
                0x8cbd_9db5_06fa_8272, 0xd9b4_c693_1998_81ef, 0x0d66_a4ce_fdce_10be,
            ])
    }

    @Test func theShuffleIsFisherYatesFromTheLastPlaceDown() {
        #expect(WhichCameFirstDeal.shuffled(Array(0..<10), seed: 720) == [3, 0, 7, 4, 1, 9, 5, 8, 6, 2])
        #expect(WhichCameFirstDeal.shuffled(Array(0..<10), seed: 101) == [6, 0, 4, 5, 3, 9, 7, 2, 8, 1])
    }

    @Test func aNumberOfOneToFourDigitsOnItsOwnGivesTheYearAway() {
        for text in ["Apollo 11 lands", "In 1969 it happens", "It costs 3.5 dollars", "(1492)", "Year 2001"] {
            #expect(WhichCameFirstDeal.hasStandaloneNumber(text), "\(text)")
        }
        for text in ["The 1st crewed landing", "Route 12345 opens", "No digits at all", "F16x jets", "B_12 fails"] {
            #expect(!WhichCameFirstDeal.hasStandaloneNumber(text), "\(text)")
        }
    }

    @Test func onlyYearsAfterZeroUpToTheDatesYearWithoutNumbersOnePerYear() {
        let events = [
            Self.event(-44, "Caesar is killed"), Self.event(2030, "A future event"), Self.event(1969, "The Moon"),
            Self.event(1969, "Another one that year"), Self.event(1850, "Something in 1850 happens"),
            Self.event(1492, "A voyage"),
        ]
        #expect(
            WhichCameFirstDeal.usable(events, year: 2026).map(\.text) == ["A voyage", "Another one that year"],
            "BC, future, a number in the text and the second of 1969 (by text order) are left out")
        #expect(
            WhichCameFirstDeal.usable(events, year: 1500).map(\.text) == ["A voyage"],
            "nothing later than the date's year")
    }

    @Test func theSpreadNarrowsForLaterYearsAndNeverGoesUnderFive() {
        #expect(WhichCameFirstDeal.yearSpread(100) == 370)
        #expect(WhichCameFirstDeal.yearSpread(1969) == 15)
        #expect(WhichCameFirstDeal.yearSpread(2026) == 5)
    }

    @Test func aDayDealsFivePairsAsTheRulesSay() throws {
        let names = Array("abcdefghijklmnop")
        let years = [1492, 1620, 1776, 1789, 1815, 1861, 1903, 1914, 1929, 1945, 1969, 1989, 2001, -44, 2030]
        var events = years.enumerated().map { Self.event($0.element, "Event \(names[$0.offset])") }
        events += [Self.event(1969, "Another event that year"), Self.event(1850, "Something in 1850 happens")]
        let questions = try #require(WhichCameFirstDeal.deal(events, on: Self.day))
        #expect(
            questions.map { $0.cards.map(\.year) } == [
                [1492, 1620], [1903, 1929], [1989, 2001], [1815, 1776], [1969, 1945],
            ])
        #expect(questions[3].earlierCard == 1 && questions[0].earlierCard == 0)
        #expect(questions[4].cards[0].text == "Another event that year")
        // The order the store returns them in does not matter.
        #expect(WhichCameFirstDeal.deal(events.reversed(), on: Self.day) == questions)
        #expect(WhichCameFirstDeal.deal(events.shuffled(), on: Self.day) == questions)
    }

    @Test func tooFewEventsMakeNoGame() {
        let three = [Self.event(1900, "One"), Self.event(1950, "Two"), Self.event(2000, "Three")]
        #expect(WhichCameFirstDeal.deal(three, on: Self.day) == nil)
        let nine = (0..<9).map { Self.event(1900 + $0 * 10, "Event \(Array("abcdefghi")[$0])") }
        #expect(WhichCameFirstDeal.deal(nine, on: Self.day) == nil, "nine events make four pairs")
        let ten = nine + [Self.event(1995, "The tenth")]
        #expect(WhichCameFirstDeal.deal(ten, on: Self.day)?.count == 5)
    }

    @Test func anotherDateShufflesDifferently() throws {
        let events = (0..<14).map { Self.event(1800 + $0 * 15, "Event \(Array("abcdefghijklmn")[$0])") }
        let july = try #require(WhichCameFirstDeal.deal(events, on: Self.day))
        let august = try #require(WhichCameFirstDeal.deal(events, on: CalendarDay(year: 2026, month: 8, day: 20)!))
        #expect(july != august)
        #expect(
            try #require(WhichCameFirstDeal.deal(events, on: CalendarDay(year: 2027, month: 7, day: 20)!)) == july,
            "the seed is the month and day: next year's 20 July deals the same pairs")
    }
}
