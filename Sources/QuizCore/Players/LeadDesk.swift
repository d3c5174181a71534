/// Where the home screen's leads form hands what a player leaves: the
/// consent text it shows beside the checkbox, and keeping a name and email
/// given with consent. A store that cannot keep it now keeps it later, or
/// says so; the form has already checked the name, the email and the box.
public protocol LeadDesk: AnyObject {
    /// What the player agrees to, shown beside the checkbox.
    var consentText: String { get }
    /// Keeps `email` (and `name`) for `player`, with the consent text shown.
    func keep(name: String, email: String, consentText: String, for player: PlayerRef)
}
