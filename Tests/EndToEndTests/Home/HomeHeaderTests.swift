import Foundation
import TestSupport
import Testing

/// The home header's Leaderboards, Profile and speaker buttons, beside the player button, by touch through the
/// real executable: each opens its screen where it is drawn (Leaderboards labelled at 1280x720; at 320x240
/// "Boards", and the player button's icon alone to make room).
@Suite struct HomeHeaderTests {
    /// The centres of Leaderboards, Profile and the speaker, in fractions of the window, with a player named
    /// (every language offered, so the globe sits between the speaker and Profile).
    static let centres: [String: (boards: [Double], profile: [Double], speaker: [Double])] = [
        // Leaderboards 336...646, the speaker 660...732, the globe 747...819 and the star 833...905 across,
        // 29...101 down.
        "1280x720": ([491.0 / 1280, 65.0 / 720], [869.0 / 1280, 65.0 / 720], [696.0 / 1280, 65.0 / 720]),
        // "Boards" 111...186, the speaker 191...217, the globe 222...248, the star 253...279 and the player
        // button's icon 284...310 across, 10...36 down.
        "320x240": ([148.0 / 320, 23.0 / 240], [266.0 / 320, 23.0 / 240], [204.0 / 320, 23.0 / 240]),
    ]

    @Test(arguments: ["1280x720", "320x240"])
    func leaderboardsAndProfileOpenWhereTheyAreDrawn(size: String) throws {
        let folder = Tool.temporaryFolder()
        let centres = try #require(Self.centres[size])
        func tap(_ time: Double, _ point: [Double]) -> String {
            ScriptedInput.tap(time, point[0], point[1])
        }
        // Switch player, New player, type a name, Done; then tap Leaderboards, Escape, tap Profile, Escape, tap the
        // speaker, Escape.
        Tool.write(
            ScriptedInput.text([
                #"{"t": 0.6, "key": "left"}"#, #"{"t": 0.7, "key": "enter"}"#, #"{"t": 1.4, "key": "enter"}"#,
                #"{"t": 1.6, "text": "Ada"}"#, #"{"t": 2.4, "key": "enter"}"#, tap(3.5, centres.boards),
                #"{"t": 4.5, "key": "escape"}"#, tap(5.5, centres.profile), #"{"t": 6.5, "key": "escape"}"#,
                tap(7.5, centres.speaker), #"{"t": 8.5, "key": "escape"}"#, #"{"t": 9.5, "wait": true}"#,
            ]), to: folder + "/in.jsonl")
        let shots = folder + "/shots"
        let result = try Tool.run(
            [
                "play", "--headless", "--data", folder + "/data", "--seed", "1", "--no-sound", "--screenshots", shots,
                "--input", folder + "/in.jsonl",
            ] + GoldenPanel(size).arguments)
        #expect(result.status == 0, "\(result.stderr)")
        let taken = try FileManager.default.contentsOfDirectory(atPath: shots).sorted()
        #expect(
            taken == [
                "001-modes.png", "002-home-players.png", "003-home-name.png", "004-modes.png",
                "005-leaderboard.png", "006-modes.png", "007-profile.png", "008-modes.png", "009-accessibility.png",
                "010-modes.png",
            ], "\(taken)")
    }
}
