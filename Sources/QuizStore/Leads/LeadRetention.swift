import Foundation
import GRDB

/// The operator's `leads.retention_days`: a lead is erased once it is older
/// than that. The game erases at start and every day of play after
/// (`PlaySaves.keepLeads`); no key is needed to erase.
public struct LeadRetention: Sendable {
    public let database: QuizDatabase
    /// Days a lead is kept after the player agreed.
    public let days: Int

    public init(database: QuizDatabase, days: Int) {
        self.database = database
        self.days = days
    }

    /// The moment before which a lead has expired, at `now`.
    public func cutoff(at now: Date) -> Date {
        now.addingTimeInterval(-Double(days) * 86_400)
    }

    /// Erases the leads given before `cutoff(at: now)`; how many.
    @discardableResult
    public func eraseExpired(at now: Date) throws(StoreError) -> Int {
        try database.write { db in
            try LeadRow.filter(LeadRow.Columns.consentAt < StoredDate(cutoff(at: now))).deleteAll(db)
        }
    }
}
