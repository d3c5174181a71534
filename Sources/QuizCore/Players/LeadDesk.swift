/// Where the home screen's leads form hands what a player leaves: the
/// operator's consent text, if they wrote one, and keeping a name and email
/// given with consent. A store that cannot keep it now keeps it later, or
/// says so; the form has already checked the name, the email and the box.
public protocol LeadDesk: AnyObject {
    /// The operator's own consent text (`leads.consent_text`), shown as written in every language; nil: the
    /// catalog's sentence in the language on view.
    var consentText: String? { get }
    /// Keeps `email` (and `name`) for `player`, with the consent sentence shown, in the language it was shown in.
    func keep(name: String, email: String, consentText: String, for player: PlayerRef)
}
