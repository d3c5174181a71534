import Foundation
import TestSupportFleet
import Testing

@testable import QuizFleet

/// Migration 13 on a real PostgreSQL: a day kept before it takes its language from its change log's body (a
/// device of this build sent it, the server of migration 12 logged it whole), a day whose body had none keeps
/// NULL, and a day taken after it keeps the language it was sent with.
@Suite(.fleetCluster) struct FleetDailyLanguageMigrationTests {
    static func takeDaily(_ id: String, player: String, language: String?) -> String {
        let language = language.map { #", "language": "\#($0)""# } ?? ""
        return """
            SELECT 'x' FROM fleet.take_daily('00000000-0000-4000-8000-000000000001', '\(id)',
              '\(player)', '{"date": "2026-12-02", "score": 7, "completedAt": "2026-12-02T10:00:00Z"\(language)}')
            """
    }

    @Test func theDaysKeptBeforeTakeTheirLanguageFromTheLog() async throws {
        let database = try await FleetTestCluster.shared().database()
        _ = try await database.owner.run { try await FleetSchema.install(on: $0, through: 12) }
        let german = "10000000-0000-4000-8000-000000000001"
        let unknown = "10000000-0000-4000-8000-000000000002"
        _ = try await database.texts(Self.takeDaily(german, player: UUID().uuidString, language: "de"))
        _ = try await database.texts(Self.takeDaily(unknown, player: UUID().uuidString, language: nil))
        let upgrade = try await database.owner.run { try await FleetSchema.install(on: $0, through: 13) }
        #expect(upgrade.from == 12 && upgrade.to == 13)
        let kept = "SELECT id || ' ' || coalesce(language, '-') FROM fleet.daily ORDER BY id"
        #expect(try await database.texts(kept) == ["\(german) de", "\(unknown) -"])
        let later = "10000000-0000-4000-8000-000000000003"
        _ = try await database.texts(Self.takeDaily(later, player: UUID().uuidString, language: "ar"))
        #expect(try await database.texts(kept).last == "\(later) ar")
    }
}
