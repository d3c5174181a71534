import Foundation
import GRDB
import TestSupport
import Testing

/// Kiosk operation through the real executable on the virtual clock: attract
/// mode, the reset of an abandoned game, and the only way out.
@Suite struct KioskTests {
    static let tapTrue = #"[0.16, 0.72]"#
    static let tapFalse = #"[0.84, 0.72]"#

    @Test func idleShowsAttractModeInTurnAndATouchBringsBackTheTitle() throws {
        var run = KioskRun(idle: 10, secondsPerScreen: 4)
        let shots = run.folder + "/shots"
        try run.play([#"{"t": 25.0, "tap": [0.5, 0.5]}"#], ["--screenshots", shots])
        #expect(run.status == 0, "\(run.stderr)")
        let attract = run.events.filter { $0.event == "attract" }
        #expect(attract.map(\.detail) == ["title", "demo", "leaderboard", "title"])
        let times = attract.map(\.at)
        #expect(abs(times[0] - 10) < 0.05, "after the idle timeout: \(times)")
        #expect(zip(times, times.dropFirst()).allSatisfy { abs($1 - $0 - 4) < 0.05 }, "4 s a screen: \(times)")
        #expect(run.first("wake")?.at == 25.0)
        // The touch only wakes the kiosk: no game starts under the finger.
        #expect(run.summary?.answers.isEmpty == true)
        let written = try FileManager.default.contentsOfDirectory(atPath: shots).sorted()
        #expect(
            written == [
                "001-title.png", "002-attract-title.png", "003-attract-demo.png", "004-attract-leaderboard.png",
                "005-attract-title.png", "006-title.png",
            ])
    }

    @Test func aTiltWakesAttractModeToo() throws {
        var run = KioskRun(idle: 10, secondsPerScreen: 4)
        Tool.write(
            TraceBuilder(tilts: [.init(start: 15, left: true)], duration: 18).text(), to: run.folder + "/trace.jsonl")
        try run.play([], ["--tilt", "replay:" + run.folder + "/trace.jsonl"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.first("attract")?.at ?? 0 >= 10)
        let wake = try #require(run.first("wake"), "\(run.names)")
        #expect(wake.at > 15 && wake.at < 15.5, "woken as the device tips: \(wake.at)")
    }

    @Test func anAbandonedGameResetsToTheTitleAndIsKept() throws {
        var run = KioskRun(idle: 10, reset: 20)
        // A still device keeps the clock running for 40 s after two answers by touch.
        Tool.write(TraceBuilder(tilts: [], duration: 40).text(), to: run.folder + "/still.jsonl")
        try run.play(
            [
                #"{"t": 0.5, "key": "enter"}"#, #"{"t": 2.0, "tap": \#(Self.tapTrue)}"#, #"{"t": 3.0, "key": "enter"}"#,
                #"{"t": 4.0, "tap": \#(Self.tapFalse)}"#,
            ], ["--tilt", "replay:" + run.folder + "/still.jsonl"])
        #expect(run.status == 0, "\(run.stderr)")
        let answers = try #require(run.summary?.answers)
        #expect(answers.map(\.chosen) == [true, false])
        let reset = try #require(run.first("reset"), "\(run.names)")
        #expect(abs(reset.at - 24) < 0.05, "20 s after the last touch")
        #expect(reset.detail == "timeout, 2 answered")
        // Back on the title, the idle timeout applies again.
        let attract = try #require(run.first("attract"))
        #expect(abs(attract.at - (reset.at + 10)) < 0.05)

        let games = try run.export("games")
        #expect(games.count == 1)
        #expect(games.first?["status"] == "abandoned")
        #expect(games.first?["answered"] == "2")
        #expect(games.first?["score"] == String(answers.filter(\.right).count))
        #expect(games.first?["total"] == "5")
        #expect(games.first?["reason"] == "timeout")
        #expect(try run.export("answers").map { $0["chosen"] ?? "" } == ["true", "false"])
    }

    @Test func anAbandonedTriviaGameIsKeptToo() throws {
        var run = KioskRun(idle: 10, reset: 20)
        // Spin, play the topic, start, answer with 2; then nobody comes back.
        try run.play(
            [
                #"{"t": 0.5, "key": "enter"}"#, #"{"t": 3.8, "key": "p"}"#, #"{"t": 7.5, "key": "enter"}"#,
                #"{"t": 10.0, "key": "2"}"#, #"{"t": 45.0, "wait": true}"#,
            ], ["--mode", "trivia"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.answerCount == 1)
        let reset = try #require(run.first("reset"), "\(run.names)")
        // 20 s after the answer, on the wrong answer's Second Chance offer: the reset does not wait for a result.
        #expect(abs(reset.at - 30) < 0.05, "\(reset.at)")
        #expect(reset.detail == "timeout, 1 answered")
        #expect(abs((run.first("attract")?.at ?? 0) - 40) < 0.05, "10 s after the reset")
        let games = try run.export("games")
        #expect(games.map { $0["mode"] ?? "" } == ["trivia"])
        #expect(games.first?["status"] == "abandoned" && games.first?["answered"] == "1")
    }

    /// Issue 34: a visitor who walked away from a trivia question was reset after its 40 s ran out, not
    /// `reset_seconds` after the last touch. The reset comes on time; the question is kept for its player to
    /// resume, with the time it had left, as a power cut leaves one; it is no answer and costs no life.
    @Test func aTriviaQuestionLeftOnTheClockIsResetOnTime() throws {
        var run = KioskRun(idle: 10, reset: 20)
        // Spin, pass, play the topic at 7.5: the answers show at about 9.5, and nobody touches anything again.
        try run.play(
            [
                #"{"t": 0.5, "key": "enter"}"#, #"{"t": 3.8, "key": "p"}"#, #"{"t": 7.5, "key": "enter"}"#,
                #"{"t": 60.0, "wait": true}"#,
            ], ["--mode", "trivia", "--screenshots", run.folder + "/shots"])
        #expect(run.status == 0, "\(run.stderr)")
        let reset = try #require(run.first("reset"), "\(run.names)")
        #expect(abs(reset.at - 27.5) < 0.05, "20 s after the last touch, not after the question's 40 s: \(reset.at)")
        #expect(reset.detail == "timeout, 0 answered")
        #expect(abs((run.first("attract")?.at ?? 0) - (reset.at + 10)) < 0.05, "the idle timeout runs from the reset")
        let shots = try FileManager.default.contentsOfDirectory(atPath: run.folder + "/shots").sorted()
        let question = try #require(shots.firstIndex(of: "007-question.png"), "\(shots)")
        #expect(shots[question + 1] == "008-home.png", "straight home from the question: \(shots)")

        #expect(run.answerCount == 0)
        #expect(try run.export("answers").isEmpty, "no time-out recorded")
        let store = try DatabaseQueue(path: run.folder + "/data/tiltquiz.sqlite")
        let state = try store.read { db in
            try String.fetchOne(db, sql: "SELECT state FROM savedGame WHERE mode = 'trivia'")
        }
        let saved = try JSONObjects.read(try #require(state, "the question is kept"))
        let left = try #require((saved as? [String: Any])?["remainingSeconds"] as? Double)
        #expect(abs(left - 22) < 0.1, "the 40 s bar started at 9.5 and stopped at the reset: \(left) s left")
        let lives = try store.read { db in
            try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM playerState WHERE livesFullAt IS NOT NULL")
        }
        #expect(lives == 0, "no life lost")
    }

    @Test func theGestureAndAWrongPINLeaveThePlayerInTheGame() throws {
        var run = KioskRun(gesture: "chord")
        try run.play(
            KioskRun.chord(from: 1, seconds: 5.5) + KioskRun.typing("1111", from: 7) + [
                #"{"t": 11.0, "key": "escape"}"#, #"{"t": 12.0, "key": "enter"}"#,
                #"{"t": 13.0, "tap": \#(Self.tapTrue)}"#,
            ])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(abs((run.first("admin-gesture")?.at ?? 0) - 6) < 0.05, "after 5 s held")
        #expect(run.first("pin-refused")?.detail == "Wrong PIN. 2 tries before a wait")
        #expect(abs((run.first("pin-pad-closed")?.at ?? 0) - 9.9) < 0.05, "the refusal shows for 2.5 s")
        #expect(run.first("escape-ignored")?.at == 11.0)
        #expect(!run.names.contains("exit") && !run.names.contains("pin-accepted"))
        #expect(run.summary?.answers.map(\.chosen) == [true], "the game goes on after the PIN pad")
    }

    @Test func holdingBothTopCornersOpensThePINPadAndItsLiftsPressNothing() throws {
        var run = KioskRun(gesture: "corners")
        try run.play(KioskRun.holdingTwo([0.02, 0.03], [0.98, 0.03]) + KioskRun.typing("2468", from: 8))
        #expect(run.status == 0, "\(run.stderr)")
        #expect(abs((run.first("admin-gesture")?.at ?? 0) - 6.5) < 0.05, "5 s after both corners were held")
        #expect(run.first("pin-accepted")?.at == 8.4)
    }

    @Test func aShortHoldOfBothCornersDoesNothing() throws {
        var run = KioskRun(gesture: "corners")
        try run.play([
            #"{"t": 1.0, "touch": [0.02, 0.03], "finger": 1, "down": true}"#,
            #"{"t": 1.0, "touch": [0.98, 0.03], "finger": 2, "down": true}"#,
            #"{"t": 5.0, "touch": [0.98, 0.03], "finger": 2, "down": false}"#,
            #"{"t": 7.0, "touch": [0.02, 0.03], "finger": 1, "down": false}"#,
        ])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(!run.names.contains("admin-gesture"), "\(run.names)")
    }

    @Test func restartFromTheAdminMenuKeepsTheGameUnderWay() throws {
        var run = KioskRun(gesture: "chord")
        try run.play(
            [#"{"t": 0.5, "key": "enter"}"#, #"{"t": 1.5, "tap": \#(Self.tapTrue)}"#]
                + KioskRun.chord(from: 3, seconds: 5.5) + KioskRun.typing(KioskRun.pin, from: 9) + [
                    #"{"t": 10.0, "key": "2"}"#
                ])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.first("admin-restart")?.at == 10.0)
        #expect(run.first("reset")?.detail == "admin, 1 answered")
        let games = try run.export("games")
        #expect(games.map { $0["reason"] ?? "" } == ["admin"])
        #expect(games.first?["answered"] == "1")
    }

    @Test func theAdminMenuCalibratesShowsDeviceInfoAndResumes() throws {
        var run = KioskRun(gesture: "chord")
        try run.play(
            KioskRun.chord(from: 1, seconds: 5.5) + KioskRun.typing(KioskRun.pin, from: 7) + [
                #"{"t": 8.0, "key": "3"}"#, #"{"t": 12.0, "key": "4"}"#, #"{"t": 13.0, "key": "escape"}"#,
                #"{"t": 14.0, "key": "1"}"#,
            ])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(
            run.names == [
                "admin-gesture", "pin-accepted", "admin-calibrate", "calibrate", "calibrated", "admin-device-info",
                "admin-resume",
            ])
        let calibrated = try #require(run.first("calibrated"))
        #expect(calibrated.at > 8 && calibrated.at < 9.5, "a still device settles within the second")
    }

    @Test func theRightPINAndExitLeaveTheGame() throws {
        var run = KioskRun(gesture: "chord")
        try run.play(
            KioskRun.chord(from: 1, seconds: 5.5) + KioskRun.typing(KioskRun.pin, from: 7) + [
                #"{"t": 8.0, "key": "5"}"#, #"{"t": 30.0, "key": "escape"}"#,
            ])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.names.suffix(4) == ["admin-gesture", "pin-accepted", "admin-exit", "exit"])
        #expect(run.events.last?.at == 8.0, "left at once, before the script's last line")
    }

    @Test func theOperatorAddsCreditsFromTheAdminMenu() throws {
        var run = KioskRun(gesture: "chord", more: "credits:\n  mode: operator\n  per_coin: 2\n")
        try run.play(
            KioskRun.chord(from: 1, seconds: 5.5) + KioskRun.typing(KioskRun.pin, from: 7) + [
                #"{"t": 8.0, "key": "3"}"#, #"{"t": 8.5, "key": "3"}"#, #"{"t": 9.0, "key": "1"}"#,
            ], ["--mode", "trivia"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(
            run.names == [
                "admin-gesture", "pin-accepted", "admin-add-credit", "credit-granted", "admin-add-credit",
                "credit-granted", "admin-resume",
            ])
        #expect(run.first("credit-granted")?.detail == "200")
        let store = try DatabaseQueue(path: run.folder + "/data/tiltquiz.sqlite")
        let grants = try store.read { db in
            try Row.fetchAll(db, sql: "SELECT cents, source FROM creditGrant ORDER BY id").map {
                "\($0["cents"] as Int) \($0["source"] as String)"
            }
        }
        #expect(grants == ["200 operator", "200 operator"])
        let balance = try store.read { db in try Int.fetchOne(db, sql: "SELECT MAX(creditsCents) FROM playerState") }
        #expect(balance == 400)
    }

    @Test func withoutOperatorCreditsTheMenuHasNoAddCredit() throws {
        var run = KioskRun(gesture: "chord", more: "credits:\n  mode: coin\n")
        try run.play(
            KioskRun.chord(from: 1, seconds: 5.5) + KioskRun.typing(KioskRun.pin, from: 7) + [
                #"{"t": 8.0, "key": "3"}"#, #"{"t": 12.0, "key": "escape"}"#,
            ], ["--mode", "trivia"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(!run.names.contains("credit-granted"))
        // Trivia is played by tapping, so there is no Calibrate tilt either: the third item is Device info.
        #expect(run.names.contains("admin-device-info"), "\(run.names)")
    }
}

extension KioskTests {
    @Test func theAdminMenuOpensTheQuizPackSettingsAndComesBack() throws {
        var run = KioskRun(gesture: "chord")
        // Resume, Restart, Device info, Quiz pack settings, Exit: packs are tapped, so no Calibrate tilt.
        try run.play(
            KioskRun.chord(from: 1, seconds: 5.5) + KioskRun.typing(KioskRun.pin, from: 7) + [
                #"{"t": 8.0, "key": "4"}"#, #"{"t": 9.0, "key": "escape"}"#, #"{"t": 10.0, "key": "1"}"#,
            ], mode: "packs")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(
            run.names == ["admin-gesture", "pin-accepted", "admin-pack-settings", "admin-resume"], "\(run.names)")
    }
}
