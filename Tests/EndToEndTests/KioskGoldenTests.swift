import Foundation
import Testing

/// The kiosk's own screens at the smallest, a middling and the largest
/// supported size, compared with reviewed screenshots in `Goldens/kiosk-<size>/`
/// (TILTQUIZ_UPDATE_GOLDENS=1 records new ones; look at them before committing).
@Suite struct KioskGoldenTests {
    /// Attract mode's three screens, the PIN pad empty and refusing a PIN, the admin menu.
    static let kept = [
        "002-attract-title", "003-attract-demo", "004-attract-leaderboard", "007-pinpad", "008-pinpad-refused",
        "011-admin",
    ]

    /// Idle into attract mode, a touch back, the chord and a wrong PIN (the game comes back),
    /// the chord again and the right PIN, exit.
    static let script =
        [#"{"t": 23.0, "tap": [0.5, 0.5]}"#] + KioskRun.chord(from: 24, seconds: 5.5)
        + KioskRun.typing("1111", from: 30) + KioskRun.chord(from: 34, seconds: 5.5)
        + KioskRun.typing(KioskRun.pin, from: 41) + [#"{"t": 42.0, "key": "5"}"#]

    @Test(arguments: ["320x240", "800x480", "1920x1080"])
    func kioskScreensMatchTheirGoldens(size: String) throws {
        var run = KioskRun(idle: 10, secondsPerScreen: 4)
        let shots = run.folder + "/shots"
        try run.play(Self.script, ["--size", size, "--screenshots", shots])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.events.last?.event == "exit")
        GoldenCheck.compare(shots: shots, names: Self.kept, folder: "kiosk-" + size)
    }
}

/// Attract mode's board of today's Tilt True/False games (`attract.screens: [tilt_board]`): twelve players'
/// games today, the best five shown; compared with `Goldens/kiosk-<size>/board-*.png`.
@Suite struct AttractBoardGoldenTests {
    @Test(arguments: ["320x240", "1280x720"])
    func attractModeShowsTodaysBoard(size: String) throws {
        var run = KioskRun(idle: 10, secondsPerScreen: 4, attractScreens: "[tilt_board, title]")
        try AfterGameBoardGoldenTests.seedRivals(data: run.folder + "/data")
        let shots = run.folder + "/shots"
        let script =
            [#"{"t": 16.0, "tap": [0.5, 0.5]}"#] + KioskRun.chord(from: 17, seconds: 5.5)
            + KioskRun.typing(KioskRun.pin, from: 24) + [#"{"t": 25.0, "key": "5"}"#]
        try run.play(script, ["--size", size, "--screenshots", shots])
        #expect(run.status == 0, "\(run.stderr)")
        let written = try FileManager.default.contentsOfDirectory(atPath: shots).sorted()
        let board = try #require(written.first { $0.hasSuffix("-attract-tilt_board.png") }, "\(written)")
        GoldenCheck.compare(
            shots: shots, names: [String(board.dropLast(4))], folder: "kiosk-" + size, prefix: "board-")
    }
}
