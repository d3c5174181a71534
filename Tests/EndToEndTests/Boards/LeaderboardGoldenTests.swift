import Foundation
import GRDB
import QuizStore
import TestSupport
import Testing

/// The Leaderboards tile of the home screen through the real executable: today's Tilt True/False board of
/// 14 players seen by the 12th, whose row shows highlighted below the top 10, compared with
/// `Goldens/<size>/boards-*.png`.
@Suite struct LeaderboardGoldenTests {
    static let names = [
        "Ada", "Bartholomew Quill", "Cy", "Dot", "=Eve", "Finn", "Gus", "Hana", "Ivo", "Jun", "Kit", "Zed", "Lou",
        "Mo",
    ]

    /// A data folder holding the 14 players' games on 2026-07-22 (Zed is 12th).
    static func store(in folder: String) throws -> String {
        let data = folder + "/data"
        try FileManager.default.createDirectory(atPath: data, withIntermediateDirectories: true)
        let database = try QuizDatabase(path: QuizDatabase.file(inDirectory: data))
        let players = PlayerDirectory(database: database)
        for (index, name) in names.enumerated() {
            let player = try players.player(named: name)
            try database.recordGame(
                GameRecord(
                    playerID: player.id, mode: .tilt, score: 5, total: 5, points: 140 - index * 10,
                    completedAt: Date(timeIntervalSince1970: 1_784_714_400 + Double(index) * 60),
                    localDate: "2026-07-22"))
        }
        return data
    }

    @Test(arguments: ["1280x720", "320x240"])
    func theBoardMatchesItsGolden(size: String) throws {
        let folder = Tool.temporaryFolder()
        let data = try Self.store(in: folder)
        Tool.write("modes: [tilt, trivia]\n", to: folder + "/config.yaml")
        // The third tile is Leaderboards.
        Tool.write(
            ScriptedInput.text([
                #"{"t": 0.5, "key": "right"}"#, #"{"t": 0.6, "key": "right"}"#, #"{"t": 0.7, "key": "enter"}"#,
                #"{"t": 2.5, "wait": true}"#,
            ]), to: folder + "/in.jsonl")
        let shots = folder + "/shots"
        let result = try Tool.run(
            [
                "play", "--headless", "--config", folder + "/config.yaml", "--data", data, "--player", "Zed",
                "--date", "2026-07-22", "--seed", "1", "--no-sound", "--screenshots", shots, "--input",
                folder + "/in.jsonl",
            ] + GoldenPanel(size).arguments)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains(#""rank":12"#), "\(result.stdout)")
        let taken = try FileManager.default.contentsOfDirectory(atPath: shots).sorted()
        #expect(taken == ["001-modes.png", "002-leaderboard.png"], "\(taken)")
        GoldenCheck.compare(shots: shots, names: ["002-leaderboard"], folder: size, prefix: "boards-")
    }
}
