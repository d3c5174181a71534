import QuizCore
import Testing

@testable import QuizConfig

/// The config's `modes` reads QuizCore's `GameMode`: every mode a player can be offered, and not the timed
/// challenge, which is played inside trivia.
@Suite struct ConfigModesTests {
    @Test func everyPlayableModeIsAccepted() throws {
        let ids = GameMode.playable.map(\.rawValue).joined(separator: ", ")
        let config = try KioskConfig.parse("modes: [\(ids)]\n", file: "kiosk.yaml")
        #expect(config.modes == GameMode.playable)
    }

    @Test func theTimedChallengeIsRefusedByName() {
        let found = problems("modes: [trivia, timed]")
        #expect(found.count == 1)
        #expect(
            found.first?.hasPrefix(
                "1: modes: \"timed\" is not allowed; use tilt, trivia, daily, which-came-first, packs or live") == true,
            "\(found)")
    }

    @Test func aBoardScreenNamesItsMode() {
        #expect(AttractScreen.allCases.compactMap(\.boardMode) == [.tilt, .trivia, .daily])
    }
}
