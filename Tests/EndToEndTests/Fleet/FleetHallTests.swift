import Foundation
import Synchronization
import TestSupport
import Testing

/// A hall of kiosks through the real `tiltquiz` executable and a real PostgreSQL (issue 36): three kiosk processes
/// playing headless games at once; PostgreSQL stopped while they play and started again; a kiosk killed (SIGKILL)
/// while its push is under way. After each, every board on every kiosk is PostgreSQL's and counts each game once.
@Suite struct FleetHallTests {
    /// Whether the long version runs (`make soak`): the server away for 30 s rather than for as long as it takes
    /// every kiosk to save a game without it.
    static let soak = ProcessInfo.processInfo.environment["TILTQUIZ_SOAK"] == "full"

    @Test func threeKiosksPlayAtOnceForThirtyPlayersAndEveryBoardCountsEachGameOnce() throws {
        let hall = try KioskHall(kiosks: 3)
        // Ten players a kiosk, one game each, the kiosks at once: each game a process of its own, as a kiosk
        // restarted between players; each syncs as it starts, every second, and once more as it ends.
        let ended = Outcomes()
        DispatchQueue.concurrentPerform(iterations: hall.kiosks.count) { index in
            let kiosk = hall.kiosks[index]
            for number in 1...10 {
                let player = "\(kiosk.id) player \(number)"
                do {
                    let game = try hall.startPlay(
                        kiosk, player: player, seed: index * 10 + number, script: HallScript.game(at: 0))
                    let result = game.finish()
                    ended.lines.withLock { $0.append("\(player): \(result.status) \(result.stderr)") }
                } catch {
                    ended.lines.withLock { $0.append("\(player): \(error)") }
                }
            }
        }
        let outcomes = ended.lines.withLock { $0 }
        #expect(outcomes.count == 30 && outcomes.allSatisfy { $0.hasSuffix(": 0 ") }, "\(outcomes)")
        for kiosk in hall.kiosks {
            let status = try hall.status(kiosk)
            #expect(status["outbox"] as? Int == 0 && status["lastProblem"] == nil, "\(kiosk.id): \(status)")
        }
        try hall.syncAll()
        try hall.expectBoardsAgree(games: 30, players: 30)
        #expect(try hall.count("SELECT count(*) FROM fleet.player") == 30)
        #expect(try hall.count("SELECT count(*) FROM fleet.answer") == 30)
    }

    @Test func withPostgreSQLStoppedWhileTheyPlayEveryKioskPlaysOnAndEverythingArrivesOnceWhenItIsBack() throws {
        let hall = try KioskHall(kiosks: 3)
        let down = hall.folder + "/server-down"
        let up = hall.folder + "/server-up"
        // A game, held until the server is down; a game, held until it is back; a game.
        let script =
            HallScript.game(at: 0) + [ScriptedInput.until(5, down)] + HallScript.game(at: 5)
            + [ScriptedInput.until(10, up)] + HallScript.game(at: 10)
        let games = try hall.kiosks.enumerated().map { index, kiosk in
            try hall.startPlay(kiosk, player: "\(kiosk.id) player", seed: index + 1, script: script)
        }
        try KioskHall.waitFor("every kiosk's first game on the server") {
            try hall.count("SELECT count(*) FROM fleet.result") == 3
        }

        hall.cluster.stop()
        Tool.write("", to: down)
        // Each kiosk saves its second game with the server away and keeps it for later: the game's result and
        // answer wait in its outbox, and its last sync failed.
        for kiosk in hall.kiosks {
            try KioskHall.waitFor("\(kiosk.id)'s second game kept") {
                let status = try hall.status(kiosk)
                return (status["outbox"] as? Int ?? 0) >= 2 && status["lastProblem"] != nil
            }
        }
        if Self.soak { Thread.sleep(forTimeInterval: 30) }
        #expect(games.allSatisfy { $0.process.isRunning }, "every kiosk plays on")

        try hall.restartServer()
        Tool.write("", to: up)
        for (game, kiosk) in zip(games, hall.kiosks) {
            let ended = game.finish()
            #expect(ended.status == 0, "\(kiosk.id): \(ended.stderr)")
        }
        try hall.syncAll()
        for kiosk in hall.kiosks {
            let status = try hall.status(kiosk)
            #expect(status["outbox"] as? Int == 0 && status["lastProblem"] == nil, "\(kiosk.id): \(status)")
        }
        try hall.expectBoardsAgree(games: 9, players: 3)
        #expect(try hall.count("SELECT count(*) FROM fleet.answer") == 9)
    }

    /// A kiosk killed while its push of a game waits: at the request (the server never had it) or at the reply (the
    /// server committed it, the kiosk never heard). Started again, it plays and syncs: nothing lost or doubled.
    @Test(arguments: [FleetProxy.Hold.request, .reply])
    func aKioskKilledDuringAPushLosesAndDoublesNothingAfterItsRestart(hold: FleetProxy.Hold) throws {
        let hall = try KioskHall(kiosks: 2)
        let kiosk = hall.kiosks[0]
        hall.proxy.holdNextResultPush(at: hold)
        let game = try hall.startPlay(
            kiosk, player: "Kim", seed: 1,
            script: HallScript.game(at: 0) + [ScriptedInput.until(5, hall.folder + "/never")])
        #expect(hall.proxy.waitForHold(), "the game's push reached the proxy")
        kill(game.process.processIdentifier, SIGKILL)
        let killed = game.finish()
        #expect(killed.status == SIGKILL && game.process.terminationReason == .uncaughtSignal)
        #expect(try hall.count("SELECT count(*) FROM fleet.result") == (hold == .reply ? 1 : 0))

        // Started again: another game, synced as it ends, then a sync by hand.
        let again = try hall.startPlay(kiosk, player: "Kim", seed: 2, script: HallScript.game(at: 0)).finish()
        #expect(again.status == 0, "\(again.stderr)")
        #expect(hall.proxy.holdCount == 1)
        try hall.syncAll()
        let status = try hall.status(kiosk)
        #expect(status["outbox"] as? Int == 0 && status["lastProblem"] == nil, "\(status)")
        try hall.expectBoardsAgree(games: 2, players: 1)
        #expect(try hall.count("SELECT count(*) FROM fleet.answer") == 2)
    }
}

/// What each game's process ended with, from the kiosks' threads.
final class Outcomes: Sendable {
    let lines = Mutex<[String]>([])
}
