import Foundation
import QuizCore

/// The home screen's leads form over the store: a lead goes through the
/// play's `PlaySaves` like every save (kept in order, tried again while the
/// storage fails), sealed by `LeadStore`.
public final class StoreLeadDesk: LeadDesk {
    public let consentText: String?
    let leads: LeadStore
    let saves: PlaySaves

    /// `consentText`: the operator's own; nil for the catalog's sentence in the language on view.
    public init(saves: PlaySaves, consentText: String?) {
        self.saves = saves
        self.consentText = consentText
        leads = LeadStore(database: saves.database)
    }

    public func keep(name: String, email: String, consentText: String, for player: PlayerRef) {
        let leads = leads
        let form = LeadForm(name: name, email: email, consented: true, consentText: consentText)
        let now = Date()
        saves.save("a lead") { () throws(StoreError) in
            let lead = try leads.save(form, for: player, at: now)
            var rows = CommittedRows()
            rows.add("lead", lead.id)
            return rows
        }
    }
}
