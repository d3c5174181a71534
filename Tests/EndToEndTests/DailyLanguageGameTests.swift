import Foundation
import TestSupport
import TestSupportStore
import Testing

/// The Daily Challenge per language through the built binary, with the bundled content (issue 37): German deals
/// its own ten questions, so a German player's result is ranked with German players only, an English one's with
/// English players; each result keeps the language it was dealt in.
@Suite struct DailyLanguageGameTests {
    @Test func eachLanguageRanksOnItsOwnDailyBoard() throws {
        let data = Tool.temporaryFolder() + "/data"
        let ten = Array(repeating: 1, count: 10)
        let german = try DailyChallengeTests.play(
            DailyChallengeTests.answers(ten), date: "2026-07-20", data: data, player: "Jonas",
            extra: ["--language", "de"])
        #expect(german.screen == "daily-result" && german.rank == 1 && german.players == 1)
        let english = try DailyChallengeTests.play(
            DailyChallengeTests.answers(ten), date: "2026-07-20", data: data, player: "Ada",
            extra: ["--language", "en"])
        #expect(english.screen == "daily-result" && english.rank == 1 && english.players == 1, "its own board")
        let germanUids = Set((german.questions ?? []).map(\.uid))
        let englishUids = (english.questions ?? []).map(\.uid)
        #expect(germanUids.count == 10 && germanUids.isDisjoint(with: englishUids), "each deals its own")
        let stored = try StoreFile.rows(
            "SELECT p.name, g.language FROM gameResult g JOIN player p ON p.id = g.playerId ORDER BY g.id", in: data)
        #expect(stored.map { "\($0["name"] as String) \($0["language"] as String)" } == ["Jonas de", "Ada en"])
        // A later German player is ranked beside Jonas, not Ada.
        let second = try DailyChallengeTests.play(
            DailyChallengeTests.answers(ten), date: "2026-07-20", data: data, player: "Lea",
            extra: ["--language", "de"])
        #expect(second.players == 2)
    }
}
