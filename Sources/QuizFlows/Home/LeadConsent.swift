import QuizText

/// The sentence a player agrees to on the leads form: the operator's own (`leads.consent_text`, their legal
/// text, shown and kept as written whatever the language on view), or, when they wrote none, the catalog's
/// `lead.consent_default` in the language on view. The form draws it, speech says it and the lead keeps it
/// through `text`, so what is kept is the sentence shown, in the language shown.
public enum LeadConsent: Equatable, Sendable {
    /// The operator's words, as written.
    case operatorText(String)
    /// The catalog's sentence, in the language on view.
    case catalogDefault

    /// The operator's text when there is one, else the catalog's.
    public init(operatorText: String?) {
        self = operatorText.map { .operatorText($0) } ?? .catalogDefault
    }

    /// The sentence as a screen text: the one way it is drawn, said and kept.
    public var text: ScreenText {
        switch self {
        case .operatorText(let words): return .verbatim(words)
        case .catalogDefault: return ScreenText(Self.defaultKey)
        }
    }

    /// The sentence in `catalog`'s language (the language on view).
    public func sentence(in catalog: Catalog) -> String { text.string(in: catalog) }

    /// The sentence as shown in `catalog`'s language; with no catalog (nothing drawn yet), the operator's words,
    /// which need none, or nil for the catalog's sentence, which was never shown.
    public func sentence(shownIn catalog: Catalog?) -> String? {
        if let catalog { return sentence(in: catalog) }
        return text.verbatimWords
    }

    /// The catalog's key of the default sentence.
    public static let defaultKey = "lead.consent_default"
}
