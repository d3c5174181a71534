import Foundation
import QuizCore

/// What a player filled in on the leads form after a game.
public struct LeadForm: Sendable, Equatable {
    /// The name they typed (the rule of `PlayerRef.cleanName`).
    public var name: String
    /// The email they typed (the rule of `EmailAddress.clean`).
    public var email: String
    /// Whether they ticked the consent checkbox (it starts unticked): without it nothing is kept.
    public var consented: Bool
    /// The consent text shown beside the checkbox, kept with the email as what they agreed to.
    public var consentText: String

    public init(name: String, email: String, consented: Bool, consentText: String) {
        self.name = name
        self.email = email
        self.consented = consented
        self.consentText = consentText
    }

    /// The form as it is kept (name and email cleaned), or why it is not kept.
    func checked() throws(StoreError) -> LeadForm {
        guard consented else {
            throw StoreError.refused("no email is kept without the player's consent, and they did not give it")
        }
        guard let name = PlayerRef.cleanName(name) else {
            throw StoreError.refused("the name \"\(self.name)\" breaks the rule for names: \(PlayerRef.nameRule)")
        }
        let email: String
        switch EmailAddress.clean(self.email) {
        case .success(let cleaned): email = cleaned
        case .failure(let problem): throw StoreError.refused("the email \"\(self.email)\" \(problem.words)")
        }
        let text = consentText.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty else {
            throw StoreError.refused("the consent text is empty: a player must be told what they agree to")
        }
        return LeadForm(name: name, email: email, consented: true, consentText: text)
    }
}

/// A lead as it was kept, its email opened.
public struct Lead: Sendable, Equatable, Encodable {
    public let id: Int64
    public let playerID: Int64
    /// The name left with the email.
    public let name: String
    public let email: String
    /// What the player agreed to.
    public let consentText: String
    /// When they agreed (the lead was kept then); retention counts from it.
    public let consentAt: Date
}
