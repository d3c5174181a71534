/// An event of "Which came first?": what happened, its year, and where it
/// comes from. A dealt game keeps copies of its events, so content imported
/// later never changes a game in progress.
public struct WhichCameFirstEvent: Equatable, Hashable, Sendable, Codable {
    /// The store's id for it (`ev-0720-03`, or a feed event's).
    public var id: String
    public var text: String
    /// Negative for BC (never dealt).
    public var year: Int
    /// The Wikipedia article it comes from (a URL or a title), for the About screen and the summary.
    public var source: String
    /// The cached thumbnail's file name in the data folder's `event-images`, when there is one.
    public var imageFile: String?

    public init(id: String, text: String, year: Int, source: String = "", imageFile: String? = nil) {
        self.id = id
        self.text = text
        self.year = year
        self.source = source
        self.imageFile = imageFile
    }
}

/// One question: two events of the same calendar day; the earlier one is the answer.
public struct WhichCameFirstQuestion: Equatable, Sendable, Codable {
    /// Card 1 and card 2, in the order they are shown.
    public var cards: [WhichCameFirstEvent]

    public init(_ first: WhichCameFirstEvent, _ second: WhichCameFirstEvent) {
        cards = [first, second]
    }

    /// The card that happened first (the deal never pairs two events of the same year).
    public var earlierCard: Int { cards[0].year <= cards[1].year ? 0 : 1 }
}
