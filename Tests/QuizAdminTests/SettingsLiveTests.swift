import Foundation
import Testing

/// The running game takes a change made in the web admin at its next spin,
/// without a restart: a headless game plays a round with one right-answer
/// message, the admin changes it over HTTP while the game waits on the
/// progress screen, and the next round's right answer shows the new one.
@Suite struct SettingsLiveTests {
    static let start: [(Double, String)] = [(0.5, "enter"), (4.0, "enter")]
    /// Play again and Play, after the first round; the game holds at 1,100 s (an `until` step) while the test
    /// changes the settings.
    static let secondRound: [(Double, String)] = [(1200.0, "enter"), (1204.0, "enter")]

    @Test func aChangeMadeInTheAdminReachesTheRunningGameAtItsNextSpin() async throws {
        try await AdminFixture.with(signedIn: .admin) { fixture, cookie, csrf in
            let before = try await fixture.post(
                "/settings", SettingsTests.form(csrf, messages: "Before!"), cookie: cookie)
            #expect(before.status == 303)
            // The right keys, learned from games played to the end on copies of the same store.
            let first = try HeadlessGame.rightKeys(copying: fixture.folder, steps: Self.start + [(48.0, "x")])
            let second = try HeadlessGame.rightKeys(
                copying: fixture.folder, steps: Self.start + [(8.5, first[0])] + Self.secondRound + [(1250.0, "x")])
            try #require(first.count == 1 && second.count == 2)
            // The game holds before its second round until the test has changed the settings.
            let go = fixture.folder + "/go-\(UUID().uuidString)"
            let game = try HeadlessGame(
                data: fixture.folder, steps: Self.start + [(8.5, first[0])] + Self.secondRound + [(1210.0, second[1])],
                hold: (1100.0, go))
            // The first answer is in the store: the game is on its progress screen, running.
            #expect(try await HeadlessGame.firstAnswers(in: fixture.folder) == 1)
            let after = try await fixture.post(
                "/settings", SettingsTests.form(csrf, messages: "After!"), cookie: cookie)
            #expect(after.status == 303)
            #expect(game.process.isRunning, "the change was made while the game ran")
            FileManager.default.createFile(atPath: go, contents: Data())
            let summary = try game.summary()
            #expect(summary.answers.map(\.result) == ["right", "right"])
            #expect(summary.answers.map(\.message) == ["Before!", "After!"])
        }
    }
}

extension SettingsLiveTests {
    /// The timer and the lives set in the web admin while the game waits on its progress screen: the next
    /// question's bar runs out after 20 s instead of 40, and the lost life counts out of 5.
    @Test func aShorterTimerAndMoreLivesReachTheRunningGame() async throws {
        try await AdminFixture.with(signedIn: .admin) { fixture, cookie, csrf in
            let first = try HeadlessGame.rightKeys(copying: fixture.folder, steps: Self.start + [(48.0, "x")])
            try #require(first.count == 1)
            let go = fixture.folder + "/go-\(UUID().uuidString)"
            // The second question is left unanswered: with 20 s on the bar it times out well before 1,240 s (with
            // 40 s, after).
            let game = try HeadlessGame(
                data: fixture.folder, steps: Self.start + [(8.5, first[0])] + Self.secondRound + [(1240.0, "x")],
                hold: (1100.0, go))
            #expect(try await HeadlessGame.firstAnswers(in: fixture.folder) == 1)
            let changed = try await fixture.post(
                "/settings", SettingsTests.form(csrf, lives: "5", answerSeconds: "20"), cookie: cookie)
            #expect(changed.status == 303)
            #expect(game.process.isRunning, "the change was made while the game ran")
            FileManager.default.createFile(atPath: go, contents: Data())
            let summary = try game.summary()
            #expect(summary.answers.map(\.result) == ["right", "timeout"])
            let timedOut = try #require(summary.answers.last)
            #expect(timedOut.at > 1224 && timedOut.at < 1232, "20 s after the answers came in, at \(timedOut.at)")
            #expect(summary.lives == 4, "one life lost of five")
        }
    }
}
