import QuizText

/// A question as a live round asks it: its text, two to four answers, which
/// one is right, and how long the phones have to answer. The operator's
/// source (a topic, a pack, true/false statements) is turned into these
/// before the round starts; the round never reads a store.
public struct LiveQuestion: Equatable, Sendable {
    public let text: String
    /// Two to four answers, shown in this order with `LiveShape.allCases`' shapes.
    public let options: [String]
    /// The index in `options` of the right answer.
    public let rightOption: Int
    /// The countdown, in seconds.
    public let seconds: Double
    /// A true/false statement: its two answers are true then false, which each screen and phone words in its
    /// own language (`options` keeps them as the store names them, for the round's record).
    public let isStatement: Bool
    /// The same question in other languages, by language code ("de"): each with as many answers as `options`,
    /// in the same order, so a phone shown a translation answers by the same positions (docs/live.md).
    public let translations: [String: LiveWording]
    /// The language `text` and `options` are written in (a code such as "en"); nil when the source does not say.
    public let language: String?

    /// The most answers a question has: one per shape.
    public static let optionCounts = 2...4

    /// Checks the question: a text, 2 to 4 answers none empty (a statement's 2), the right one among them, a
    /// countdown above 0, and each translation with a text and as many answers, none empty.
    public init(
        text: String, options: [String], rightOption: Int, seconds: Double = 20, isStatement: Bool = false,
        translations: [String: LiveWording] = [:], language: String? = nil
    ) throws(LiveQuestionError) {
        guard !text.allSatisfy(\.isWhitespace) else { throw .noText }
        guard Self.optionCounts.contains(options.count) else { throw .optionCount(options.count) }
        guard !isStatement || options.count == 2 else { throw .statementOptions(options.count) }
        guard !options.contains(where: { $0.allSatisfy(\.isWhitespace) }) else { throw .emptyOption }
        guard options.indices.contains(rightOption) else { throw .rightOption(rightOption, count: options.count) }
        guard seconds.isFinite, seconds > 0 else { throw .seconds(seconds) }
        for (language, wording) in translations.sorted(by: { $0.key < $1.key }) {
            guard wording.options.count == options.count else {
                throw .translationOptions(language, count: wording.options.count, expected: options.count)
            }
            guard !wording.text.allSatisfy(\.isWhitespace),
                !wording.options.contains(where: { $0.allSatisfy(\.isWhitespace) })
            else { throw .translationEmpty(language) }
        }
        self.translations = translations
        self.language = language
        self.text = text
        self.options = options
        self.rightOption = rightOption
        self.seconds = seconds
        self.isStatement = isStatement
    }

    /// The question and its answers as a phone in `language` is asked them, with the language they are in: its
    /// translation when it has one, else its own (nil: its own).
    public func wording(in language: String?) -> LiveWording {
        if let language, let translation = translations[language] {
            return LiveWording(text: translation.text, options: translation.options, language: language)
        }
        return LiveWording(text: text, options: options, language: self.language)
    }

    /// The answers as a reader of `catalog`'s language sees them: a statement's True and False in its words.
    public func options(in catalog: Catalog) -> [String] {
        isStatement ? [catalog["live.answer_true"], catalog["live.answer_false"]] : options
    }
}

/// A question's text and answers in one language, the answers in the question's order.
public struct LiveWording: Equatable, Sendable {
    public let text: String
    public let options: [String]
    /// Their language, when known (a translation's is its key in `LiveQuestion.translations`).
    public let language: String?

    public init(text: String, options: [String], language: String? = nil) {
        self.text = text
        self.options = options
        self.language = language
    }
}

/// Why a question cannot be asked in a live round.
public enum LiveQuestionError: Error, Equatable, Sendable, CustomStringConvertible {
    case noText
    case optionCount(Int)
    case emptyOption
    case rightOption(Int, count: Int)
    case seconds(Double)
    case statementOptions(Int)
    case translationOptions(String, count: Int, expected: Int)
    case translationEmpty(String)

    public var description: String {
        switch self {
        case .noText: return "a live question needs a text"
        case .optionCount(let count): return "a live question needs 2 to 4 answers, not \(count)"
        case .emptyOption: return "a live question's answers cannot be empty"
        case .rightOption(let index, let count):
            return "a live question's right answer is number \(index + 1) of \(count) answers, which does not exist"
        case .seconds(let seconds): return "a live question's countdown must be above 0 seconds, not \(seconds)"
        case .statementOptions(let count):
            return "a true/false statement has 2 answers, true and false, not \(count)"
        case .translationOptions(let language, let count, let expected):
            return "a live question's translation into \(language) has \(count) answers, not the question's \(expected)"
        case .translationEmpty(let language):
            return "a live question's translation into \(language) has an empty text or answer"
        }
    }
}

/// The four answer marks, the same on the big screen and on the phones: a
/// shape and a colour each, so that a player who cannot tell the colours
/// apart still tells the shapes. The first answer is a triangle, and so on.
public enum LiveShape: String, CaseIterable, Equatable, Sendable {
    case triangle
    case diamond
    case circle
    case square

    /// The colour as `#RRGGBB`, dark enough for white text (contrast 4.5:1 or more).
    public var colorHex: String {
        switch self {
        case .triangle: return "#C0162C"
        case .diamond: return "#1259B8"
        case .circle: return "#8A6100"
        case .square: return "#1E7B1E"
        }
    }
}
