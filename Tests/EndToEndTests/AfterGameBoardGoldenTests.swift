import Foundation
import QuizCore
import TestSupport
import Testing

@testable import QuizStore

/// Tilt True/False's game over with today's board: twelve others have played today and all beat the player,
/// so the player's own row shows below the top 10 with its rank, highlighted. At 1280x720 the board stands
/// beside the answers; at 320x240 a Board button (B) switches to it. Compared with
/// `Goldens/<size>/board-*.png`.
@Suite struct AfterGameBoardGoldenTests {
    /// The answers as `keys-and-taps.jsonl` plays them, then B at game over.
    static let script = Tool.root + "/Tests/EndToEndTests/Fixtures/tilt-then-board.jsonl"

    @Test(arguments: [("1280x720", ["012-gameover"]), ("320x240", ["012-gameover", "013-gameover-board"])])
    func gameOverShowsTheBoardWithThePlayersRow(size: String, kept: [String]) throws {
        let folder = Tool.temporaryFolder()
        try Self.seedRivals(data: folder + "/data")
        let shots = folder + "/shots"
        let result = try Tool.run([
            "play", "--mode", "tilt", "--headless", "--data", folder + "/data", "--seed", "1", "--player", "Sam",
            "--screenshots", shots, "--input", Self.script, "--size", size,
        ])
        #expect(result.status == 0, "\(result.stderr)")
        // The summary names the player's place: 13th of 13, below the top 10.
        #expect(result.stdout.contains("\"board\":{\"rank\":13,\"players\":13"), "\(result.stdout)")
        let written = try FileManager.default.contentsOfDirectory(atPath: shots)
        #expect(written.contains("013-gameover-board.png") == (size == "320x240"), "\(written.sorted())")
        GoldenCheck.compare(shots: shots, names: kept, folder: size, prefix: "board-")
    }

    /// Twelve players' Tilt True/False games today, each of more points than a round of five can give.
    static func seedRivals(data: String) throws {
        let database = try QuizDatabase(path: QuizDatabase.file(inDirectory: data))
        defer { try? database.close() }
        let now = Date()
        let players = PlayerDirectory(database: database)
        let names = ["Ada", "Ben", "Cleo", "Dev", "Eve", "Finn", "Gus", "Hana", "Ivo", "Jun", "Kit", "Lou"]
        for (index, name) in names.enumerated() {
            try database.recordGame(
                GameRecord(
                    playerID: try players.player(named: name).id, mode: .tilt, score: 5, total: 5,
                    points: 30 - index, completedAt: now.addingTimeInterval(Double(index - 60)),
                    localDate: LocalDate.string(for: now, in: .current)))
        }
    }
}
