import Foundation
import TestSupport
import Testing

/// A kiosk whose fleet cannot be synced with, through the real executable (issue 36): a wrong password, a host
/// nothing listens on, a server of another schema version, a kiosk id another data folder holds. Each is one line
/// naming what and why, kept for `fleet status` and printed by `fleet sync --once`, and the game plays on offline:
/// the game ends, its result on the kiosk's own board, kept for a later sync.
@Suite struct FleetBadInputTests {
    struct Case {
        var what: String
        var config: String
        var data: String
        /// The line.
        var line: String
    }

    /// Plays a headless game on `data` with `config`, then checks the game ended, is on the kiosk's board, waits in
    /// its outbox, and that `fleet status` and `fleet sync --once` name the reason.
    func expectOfflinePlay(_ hall: KioskHall, _ bad: Case) throws {
        let kiosk = KioskHall.Kiosk(id: bad.what, config: bad.config, data: bad.data)
        let game = try hall.startPlay(kiosk, player: "Pat", seed: 3, script: HallScript.game(at: 0)).finish()
        #expect(game.status == 0, "\(bad.what): \(game.stderr)")
        #expect(game.stdout.contains("\"mode\":\"tilt\""), "\(bad.what): the game played to its end")
        let board = try hall.board(kiosk, period: "all", day: "2100-01-01")
        #expect(board.players == 1 && board.rows.first?.hasPrefix("Pat ") == true, "\(bad.what): \(board)")

        let status = try hall.status(kiosk)
        let kept = status["lastProblem"] as? String ?? ""
        #expect(kept == bad.line, "\(bad.what)")
        #expect((status["outbox"] as? Int ?? 0) > 0, "\(bad.what): the game waits to be sent")
        let sync = try hall.sync(kiosk)
        #expect(sync.status == 1, "\(bad.what)")
        #expect(sync.stderr == "tiltquiz: fleet sync failed: \(bad.line)\n", "\(bad.what)")
        #expect(!sync.stderr.contains("not-the-password") && !kept.contains("not-the-password"), "never a password")
    }

    @Test func eachBadSettingIsOneLineAndTheGamePlaysOffline() throws {
        let hall = try KioskHall(kiosks: 2)
        let (one, two) = (hall.kiosks[0], hall.kiosks[1])
        let address = "127.0.0.1:\(hall.proxy.port)"

        let wrong = hall.folder + "/wrong.yaml"
        let wrongPassword = hall.folder + "/wrong.password"
        Tool.write("not-the-password\n", to: wrongPassword)
        chmod(wrongPassword, 0o600)
        let text = try String(contentsOfFile: one.config, encoding: .utf8)
        Tool.write(text.replacingOccurrences(of: one.config + ".password", with: wrongPassword), to: wrong)
        try expectOfflinePlay(
            hall,
            Case(
                what: "a wrong password", config: wrong, data: hall.folder + "/wrong",
                line: "PostgreSQL at \(address) refused the password of user hall1 (28P01): check the user in the "
                    + "URL and the password in \(wrongPassword)"))

        let nowhere = hall.folder + "/nowhere.yaml"
        let port = try PostgresCluster.freePort()
        Tool.write(text.replacingOccurrences(of: ":\(hall.proxy.port)/", with: ":\(port)/"), to: nowhere)
        try expectOfflinePlay(
            hall,
            Case(
                what: "an unreachable host", config: nowhere, data: hall.folder + "/nowhere",
                line: "cannot connect to PostgreSQL at 127.0.0.1:\(port): the connection was refused (is PostgreSQL "
                    + "running there, and is the port right?)"))

        // hall-2 belongs to the data folder that synced with it first.
        #expect(try hall.sync(two).status == 0)
        try expectOfflinePlay(
            hall,
            Case(
                what: "a kiosk id already taken", config: two.config, data: hall.folder + "/another-hall-2",
                line: "the kiosk id \"hall-2\" is bound to another data folder in the fleet (TQ001): give this device "
                    + "its own fleet.kiosk_id, or run it on the data folder that first synced as hall-2"))

        let known = try hall.count("SELECT max(version) FROM fleet.schema_version")
        try hall.psql("INSERT INTO fleet.schema_version (version) VALUES (\(known + 1))")
        try expectOfflinePlay(
            hall,
            Case(
                what: "a server of another schema version", config: one.config, data: one.data,
                line: "the fleet's PostgreSQL has schema version \(known + 1); this tiltquiz knows \(known): update "
                    + "tiltquiz on this machine to a version that knows \(known + 1)"))
        #expect(try hall.count("SELECT count(*) FROM fleet.result") == 0, "nothing pushed to a server it does not know")
    }
}
