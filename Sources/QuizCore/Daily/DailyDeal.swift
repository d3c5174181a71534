/// A multiple-choice question the Daily Challenge may deal, known by what
/// stays the same from one data folder to another: its `uid` and content
/// fingerprint (never its row id), its topic's name, and how many options it has.
public struct DailyCandidate: Equatable, Sendable {
    public var uid: String
    public var fingerprint: String
    public var topic: String
    public var optionCount: Int

    public init(uid: String, fingerprint: String, topic: String, optionCount: Int) {
        self.uid = uid
        self.fingerprint = fingerprint
        self.topic = topic
        self.optionCount = optionCount
    }
}

/// One dealt question: which, and the order its options are shown in (store
/// positions, 0 being the right answer).
public struct DailyPick: Equatable, Sendable {
    public var uid: String
    public var optionOrder: [Int]

    public init(uid: String, optionOrder: [Int]) {
        self.uid = uid
        self.optionOrder = optionOrder
    }
}

/// How the Daily Challenge deals a date's ten questions, the same on every
/// kiosk whose installed content is the same, with no random source:
///
/// 1. the candidates are sorted by uid, and the seed is FNV-1a 64 over the
///    date (`YYYY-MM-DD`, in the event's zone) and every candidate's uid and
///    fingerprint: other content or another date gives another seed;
/// 2. `SeededRandom` (SplitMix64) from that seed shuffles the topics (by
///    name) and each topic's questions (`WhichCameFirstDeal.shuffled`);
/// 3. the questions are taken one per topic in that order, round and round,
///    so ten topics give ten different topics and fewer are spread evenly;
/// 4. each question's options are shuffled with the next draws.
public enum DailyDeal {
    public static let questionsPerDay = 10

    /// The date's questions, or nil when there are fewer than ten candidates.
    public static func deal(_ candidates: [DailyCandidate], on day: CalendarDay) -> [DailyPick]? {
        let usable = candidates.filter { $0.optionCount >= 2 }.sorted { $0.uid < $1.uid }
        guard usable.count >= questionsPerDay else { return nil }
        var random = SeededRandom(seed: seed(usable, on: day))
        let byTopic = Dictionary(grouping: usable, by: \.topic)
        let topics = WhichCameFirstDeal.shuffled(byTopic.keys.sorted(), seed: random.next())
        var queues = topics.map { WhichCameFirstDeal.shuffled(byTopic[$0] ?? [], seed: random.next())[...] }
        var picks: [DailyPick] = []
        while picks.count < questionsPerDay {
            for index in queues.indices where picks.count < questionsPerDay {
                guard let question = queues[index].popFirst() else { continue }
                let order = WhichCameFirstDeal.shuffled(Array(0..<question.optionCount), seed: random.next())
                picks.append(DailyPick(uid: question.uid, optionOrder: order))
            }
        }
        return picks
    }

    /// FNV-1a 64 over the date and the candidates' identities, in uid order.
    public static func seed(_ candidates: [DailyCandidate], on day: CalendarDay) -> UInt64 {
        var hash = FNV1a()
        hash.add(day.description)
        for candidate in candidates.sorted(by: { $0.uid < $1.uid }) {
            hash.add("\u{1E}" + candidate.uid + "\u{1F}" + candidate.fingerprint)
        }
        return hash.value
    }
}
