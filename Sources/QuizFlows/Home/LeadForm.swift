import QuizCore

/// The leads form a player meets back home after a game, when the operator
/// asks for leads: their name and email, the consent text beside a
/// checkbox (unchecked until they check it), No thanks and Send. Send keeps
/// nothing without the box checked and a valid email.
public struct LeadForm: Equatable, Sendable {
    /// The parts the focus moves over, in order.
    public enum Item: Int, CaseIterable, Sendable {
        case name
        case email
        case consent
        case skip
        case send
    }

    /// What the form keeps when Send is pressed on a complete form.
    public struct Lead: Equatable, Sendable {
        public var name: String
        public var email: String
        /// What they agreed to: resolved in the language the form was shown in when it is kept.
        public var consent: LeadConsent
    }

    public private(set) var name: String
    public private(set) var email = ""
    public private(set) var consented = false
    public var focus = Item.email
    /// Why Send did nothing, until the next change, in the words the keyboards use for a name and an email.
    public private(set) var problem: ScreenText?
    /// The sentence beside the checkbox.
    public let consent: LeadConsent

    /// A form for `name` (empty for a guest: the focus starts on it, else on the email).
    public init(name: String, consent: LeadConsent) {
        self.name = name
        self.consent = consent
        focus = name.isEmpty ? .name : .email
    }

    /// Moves the focus to the next (`down`, `right`) or previous (`up`, `left`) part, wrapping around.
    public mutating func move(_ direction: String) {
        let count = Item.allCases.count
        let step = direction == "up" || direction == "left" ? count - 1 : 1
        focus = Item(rawValue: (focus.rawValue + step) % count) ?? .email
    }

    public mutating func toggleConsent() {
        consented.toggle()
        problem = nil
    }

    /// A field typed on the keyboard; the focus moves on to the next part to fill.
    public mutating func set(_ item: Item, to text: String) {
        if item == .name { name = text } else if item == .email { email = text }
        focus = item == .name ? .email : .consent
        problem = nil
    }

    /// The lead to keep, or nil with `problem` saying why not.
    public mutating func submission() -> Lead? {
        guard consented else {
            problem = ScreenText("lead.problem_consent")
            return nil
        }
        guard let cleanName = PlayerRef.cleanName(name) else {
            problem = ScreenText(
                "keyboard.problem_name",
                ["min": .number(PlayerRef.nameLengths.lowerBound), "max": .number(PlayerRef.nameLengths.upperBound)])
            return nil
        }
        switch EmailAddress.clean(email) {
        case .success(let address):
            problem = nil
            return Lead(name: cleanName, email: address, consent: consent)
        case .failure(let why):
            problem = why.refusal
            return nil
        }
    }
}
