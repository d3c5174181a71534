import Foundation
import QuizCore

/// Whether a stored question is dealt (`active`) or kept out of play for its history (`retired`): the
/// `question.status` column's values.
public enum QuestionStatus: String, Sendable, CaseIterable {
    case active
    case retired
}

/// A question as the store writes it, whatever file it came from.
public struct QuestionRecord: Equatable, Sendable {
    public enum Kind: String, Sendable {
        case trueFalse
        case multipleChoice
    }

    /// The question's identity in the store. A pack gives its own (a true/false pack's `id`, our CSV's `uid`
    /// column), and a pack installed again updates the row with that uid in place, whatever its text now says.
    /// Without one (imports from other formats) it is `fingerprintUID`: the question is known by its text and
    /// right answer, so a corrected text is another question.
    public var uid: String
    public var kind: Kind
    public var topic: String
    public private(set) var text: String
    /// For true/false: "true" or "false".
    public private(set) var correct: String
    /// Up to five wrong answers (none for true/false).
    public var wrong: [String]
    /// Said after the answer, whichever it was.
    public var explanation: String
    /// Said to a player who chose each option, by position (0 the right answer, then `wrong`); "" or a position
    /// past its end for none (most questions have none: an empty list).
    public private(set) var feedback: [String]
    public var badge: String?
    public var source: String
    /// The language the question is written in (a code such as "de"); nil: English for a new question, and
    /// the stored one kept for an update (an admin's edit of a German question leaves it German).
    public var language: String?
    /// The uid of the question this one translates (the same answers in the same order: the right one, then
    /// `wrong`); nil: none for a new question, and the stored link kept for an update.
    public var translates: String?

    public init(
        uid: String? = nil, kind: Kind, topic: String, text: String, correct: String, wrong: [String] = [],
        explanation: String = "", feedback: [String] = [], badge: String? = nil, source: String = "",
        language: String? = nil, translates: String? = nil
    ) {
        self.language = language
        self.translates = translates
        self.kind = kind
        self.topic = topic
        self.text = text
        self.correct = correct
        // A true/false question's other answer is an option too, so a wrong
        // choice has an option id like a right one.
        if kind == .trueFalse && wrong.isEmpty {
            self.wrong = [correct.lowercased() == "true" ? "false" : "true"]
        } else {
            self.wrong = Array(wrong.prefix(AnswerLimits.wrongKept))
        }
        self.explanation = explanation
        self.feedback = feedback.contains { !$0.isEmpty } ? Array(feedback.prefix(1 + self.wrong.count)) : []
        self.badge = badge
        self.source = source
        fingerprint = Fingerprint.question(text: text, correct: correct)
        fingerprintUID = "q-" + Fingerprint.hash(fingerprint)
        self.uid = uid ?? fingerprintUID
    }

    public init(_ question: TrueFalseQuestion, language: String? = nil, translates: String? = nil) {
        self.init(
            uid: question.id, kind: .trueFalse, topic: question.topic, text: question.statement,
            correct: question.answer ? "true" : "false", explanation: question.explanation, source: question.source,
            language: language, translates: translates)
    }

    /// Same text and same right answer: the same question, whatever its topic (made once: an import
    /// checks and stores it for every row).
    let fingerprint: String

    /// The uid the question has when it is given none: "q-" and the hash of its fingerprint.
    let fingerprintUID: String
}

/// A dated event for "Which came first?".
public struct EventRecord: Equatable, Sendable {
    public var uid: String
    public var text: String
    /// Negative for BC.
    public var year: Int
    public var month: Int
    public var day: Int
    public var pages: [String]
    public var imageURL: String?
    public var source: String
    /// Deaths, disasters, violence: filtered out on public kiosks.
    public var sensitive: Bool

    public init(
        uid: String? = nil, text: String, year: Int, month: Int, day: Int, pages: [String] = [],
        imageURL: String? = nil, source: String = "", sensitive: Bool = false
    ) {
        self.text = text
        self.year = year
        self.month = month
        self.day = day
        self.pages = pages
        self.imageURL = imageURL
        self.source = source
        self.sensitive = sensitive
        self.uid = uid ?? "e-" + Fingerprint.hash(Fingerprint.event(text: text, year: year))
    }

    var fingerprint: String { Fingerprint.event(text: text, year: year) }

    /// Day of the year in a leap year (1...366), so 29 February has its own day.
    var dayOfYear: Int {
        let starts = [0, 31, 60, 91, 121, 152, 182, 213, 244, 274, 305, 335]
        return starts[max(0, min(11, month - 1))] + day
    }
}

/// An event as an events pack writes it (`assets/packs/history-events.json`): `id`, `text`, `year`, `month` and
/// `day` required, in this order; `pages`, `image`, `source` and `sensitive` optional (none, none, "", false).
extension EventRecord: Decodable {
    private enum PackKey: String, CodingKey {
        case id, text, year, month, day, pages, image, source, sensitive
    }

    public init(from decoder: any Decoder) throws {
        let pack = try decoder.container(keyedBy: PackKey.self)
        try self.init(
            uid: pack.decode(String.self, forKey: .id), text: pack.decode(String.self, forKey: .text),
            year: pack.decode(Int.self, forKey: .year), month: pack.decode(Int.self, forKey: .month),
            day: pack.decode(Int.self, forKey: .day), pages: pack.decodeIfPresent([String].self, forKey: .pages) ?? [],
            imageURL: pack.decodeIfPresent(String.self, forKey: .image),
            source: pack.decodeIfPresent(String.self, forKey: .source) ?? "",
            sensitive: pack.decodeIfPresent(Bool.self, forKey: .sensitive) ?? false)
    }
}

/// Normalised keys that recognise the same content written slightly differently.
enum Fingerprint {
    /// Lower case, letters and digits only, single spaces: "Who's there?" -> "who s there".
    static func normalize(_ text: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var pendingSpace = false
        for byte in text.utf8 {
            guard byte < 0x80 else { return normalizeUnicode(text) }
            let lower = (65...90).contains(byte) ? byte + 32 : byte
            if (97...122).contains(lower) || (48...57).contains(lower) {
                if pendingSpace && !bytes.isEmpty { bytes.append(32) }
                pendingSpace = false
                bytes.append(lower)
            } else {
                pendingSpace = true
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The same for text beyond ASCII: case, accents and widths folded.
    private static func normalizeUnicode(_ text: String) -> String {
        let folded = text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
        let kept = folded.unicodeScalars.map { CharacterSet.alphanumerics.contains($0) ? Character($0) : " " }
        return String(kept).split(separator: " ").joined(separator: " ")
    }

    static func question(text: String, correct: String) -> String {
        normalize(text) + "|" + normalize(correct)
    }

    static func event(text: String, year: Int) -> String {
        normalize(text) + "|" + String(year)
    }

    /// FNV-1a 64 in hex: short, stable ids and checksums.
    static func hash(_ text: String) -> String {
        var hash = FNV1a()
        hash.add(text)
        return hash.hex
    }

    /// (Through the bytes' buffer, which `FNV1a.add` reads without `Data`'s slow iterator.)
    static func hash(_ data: Data) -> String {
        var hash = FNV1a()
        data.withUnsafeBytes { hash.add($0) }
        return hash.hex
    }
}
