import QuizCore

/// The leads form a player meets back home after a game, when the operator
/// asks for leads: their name and email, the consent text beside a
/// checkbox (unchecked until they check it), No thanks and Send. Send keeps
/// nothing without the box checked and a valid email.
struct LeadFormState: Equatable {
    /// The parts the focus moves over, in order.
    enum Item: Int, CaseIterable {
        case name
        case email
        case consent
        case skip
        case send
    }

    var name: String
    var email = ""
    var consented = false
    var focus = Item.email
    /// Why Send did nothing, until the next change.
    private(set) var problem: String?
    let consentText: String

    init(name: String, consentText: String) {
        self.name = name
        self.consentText = consentText
    }

    /// Moves the focus to the next (`down`, `right`) or previous (`up`, `left`) part, wrapping around.
    mutating func move(_ direction: String) {
        let count = Item.allCases.count
        let step = direction == "up" || direction == "left" ? count - 1 : 1
        focus = Item(rawValue: (focus.rawValue + step) % count) ?? .email
    }

    mutating func toggleConsent() {
        consented.toggle()
        problem = nil
    }

    mutating func set(_ item: Item, to text: String) {
        if item == .name { name = text } else if item == .email { email = text }
        problem = nil
    }

    /// The name and email to keep, or nil with `problem` saying why not.
    mutating func submission() -> (name: String, email: String)? {
        guard consented else {
            problem = "Check the box to agree, or choose No thanks"
            return nil
        }
        guard let cleanName = PlayerRef.cleanName(name) else {
            problem = "Your name needs " + PlayerRef.nameLengthText
            return nil
        }
        switch EmailAddress.clean(email) {
        case .success(let address):
            problem = nil
            return (cleanName, address)
        case .failure(let why):
            problem = "That email \(why)"
            return nil
        }
    }
}
