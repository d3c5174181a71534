/// How "Which came first?" deals a day's five questions, by the rules of the
/// Wikipedia Android app's game (its `OnThisDayGameProvider`, described in
/// `shared/reference/content-formats.md` §3), so that every kiosk with the
/// same events deals the same game on the same date, every time:
///
/// 1. keep the events with `0 < year <= the date's year` whose text has no
///    standalone number of one to four digits (it would give the year away);
/// 2. keep one event per year (the first in the order of `(year, text, id)`,
///    so the order the store happens to return does not matter);
/// 3. shuffle them with our generator (`SeededRandom`, SplitMix64) seeded
///    with `month * 100 + day`, by Fisher–Yates from the last place down,
///    each draw uniform by rejection (see `draw(below:_:)`);
/// 4. for each question take the next event and, as its partner, the first
///    of the rest within `max(390 - 0.19043 * year, 5)` years of it (Kotlin's
///    `toInt()`, truncating), else the one closest in years (the first of
///    equals);
/// 5. the earlier year is the answer.
///
/// The shuffle is ours, not Kotlin's `Random(seed)`: the same date deals the
/// same game on every kiosk and every run, not the phone's game.
public enum WhichCameFirstDeal {
    public static let questionsPerGame = 5

    /// The day's questions, or nil when the events make fewer than five.
    public static func deal(_ events: [WhichCameFirstEvent], on day: CalendarDay) -> [WhichCameFirstQuestion]? {
        var pool = shuffled(usable(events, year: day.year), seed: UInt64(day.month * 100 + day.day))
        var questions: [WhichCameFirstQuestion] = []
        while questions.count < questionsPerGame, pool.count >= 2 {
            let first = pool.removeFirst()
            let spread = yearSpread(first.year)
            let partner =
                pool.firstIndex { abs($0.year - first.year) <= spread }
                ?? pool.indices.min { abs(pool[$0].year - first.year) < abs(pool[$1].year - first.year) }
            guard let partner else { break }
            questions.append(WhichCameFirstQuestion(first, pool.remove(at: partner)))
        }
        return questions.count == questionsPerGame ? questions : nil
    }

    /// Rules 1 and 2: the events that may be dealt on a date of `year`, one per year, in `(year, text, id)` order.
    public static func usable(_ events: [WhichCameFirstEvent], year: Int) -> [WhichCameFirstEvent] {
        let kept = events.filter { $0.year > 0 && $0.year <= year && !hasStandaloneNumber($0.text) }
            .sorted { ($0.year, $0.text, $0.id) < ($1.year, $1.text, $1.id) }
        var years: Set<Int> = []
        return kept.filter { years.insert($0.year).inserted }
    }

    /// How many years apart a partner may be: `max(390 - 0.19043 * year, 5)`, truncated as Kotlin's `toInt()`.
    public static func yearSpread(_ year: Int) -> Int {
        max(Int(390 - 0.19043 * Double(year)), 5)
    }

    /// Whether `text` has a run of one to four ASCII digits with no letter, digit or underscore on either side:
    /// the app's `.*\b\d{1,4}\b.*` ("in 1969" and "3.5" do, "1st" and "12345" do not).
    public static func hasStandaloneNumber(_ text: String) -> Bool {
        let characters = Array(text)
        var index = 0
        while index < characters.count {
            guard characters[index].isASCII, characters[index].isNumber else {
                index += 1
                continue
            }
            let start = index
            while index < characters.count, characters[index].isASCII, characters[index].isNumber { index += 1 }
            let before = start > 0 ? characters[start - 1] : nil
            let after = index < characters.count ? characters[index] : nil
            if index - start <= 4, !isWordCharacter(before), !isWordCharacter(after) { return true }
        }
        return false
    }

    private static func isWordCharacter(_ character: Character?) -> Bool {
        guard let character else { return false }
        return character.isLetter || character.isNumber || character == "_"
    }

    /// Rule 3: Fisher–Yates from the last place down with `SeededRandom(seed: seed)`.
    public static func shuffled<Element>(_ items: [Element], seed: UInt64) -> [Element] {
        var items = items
        var random = SeededRandom(seed: seed)
        var place = items.count - 1
        while place > 0 {
            items.swapAt(place, draw(below: place + 1, &random))
            place -= 1
        }
        return items
    }

    /// A number in `0..<count`, uniform: draws below the largest multiple of `count` are kept, others drawn again.
    public static func draw(below count: Int, _ random: inout SeededRandom) -> Int {
        let bound = UInt64(count)
        let limit = UInt64.max - UInt64.max % bound
        var value = random.next()
        while value >= limit { value = random.next() }
        return Int(value % bound)
    }
}
