import QuizCore
import Testing

@testable import QuizApp

/// The mode registry: every mode once, in the home screen's order, and the
/// errors `--mode` and the config's `modes` give for a mode this build lacks.
struct ModeRegistryTests {
    @Test func everyModeIsListedOnceInTheHomeScreensOrder() {
        let ids = ModeRegistry.ids.map(\.rawValue)
        #expect(ids == ["tilt", "trivia", "packs", "which-came-first", "daily", "live"])
        #expect(Set(ids).count == ids.count)
        for id in ModeRegistry.ids {
            #expect(ModeRegistry.mode(id: id)?.info.id == id)
        }
    }

    @Test func everyPlayableModeIsInTheRegistry() {
        #expect(Set(GameMode.playable) == Set(ModeRegistry.ids))
    }

    @Test func noFlagAndNoConfigOffersEveryModeButTheLiveRounds() throws {
        let modes = try ModeRegistry.enabled(flag: nil, config: nil)
        #expect(modes.map { $0.info.id } == ModeRegistry.ids.filter { $0 != .live })
    }

    @Test func liveRoundsAreOfferedWhenTheConfigNamesThemOrTheFlagAsks() throws {
        #expect(try ModeRegistry.enabled(flag: nil, config: [.trivia, .live]).map { $0.info.id } == [.trivia, .live])
        #expect(try ModeRegistry.enabled(flag: "live", config: nil).map { $0.info.id } == [.live])
    }

    @Test func theFlagAloneChoosesItsMode() throws {
        let modes = try ModeRegistry.enabled(flag: "trivia", config: [.tilt, .daily])
        #expect(modes.map { $0.info.id } == [.trivia])
    }

    @Test func theConfigsListKeepsItsOrder() throws {
        let modes = try ModeRegistry.enabled(flag: nil, config: [.daily, .tilt])
        #expect(modes.map { $0.info.id } == [.daily, .tilt])
    }

    @Test func anUnknownModeFlagIsNamedWithTheModesThereAre() {
        let failure = #expect(throws: CommandFailure.self) { try ModeRegistry.enabled(flag: "chess", config: nil) }
        #expect(
            failure?.message
                == "--mode chess: no such mode; this build has tilt, trivia, packs, which-came-first, daily, live")
        #expect(failure?.exitCode == 1)
    }

    @Test func aConfigListedModeTheBuildLacksIsNamed() {
        // The timed challenge is played inside trivia: a mode id, but no mode of its own.
        let failure = #expect(throws: CommandFailure.self) {
            try ModeRegistry.enabled(flag: nil, config: [.tilt, .timed])
        }
        #expect(
            failure?.message
                == "the config's modes lists timed, which this build does not have yet (it has tilt, trivia, packs, "
                + "which-came-first, daily, live): remove it from modes")
    }
}
