import Foundation
import GRDB
import TestSupport
import TestSupportStore
import Testing

/// "Add?" and "Report this question" through the real executable, headless: a question typed on the
/// on-screen keyboard lands as a `submission` row with its player; a report from trivia's result lands as a
/// `report` row, the result's time standing still meanwhile; a second report of the question is refused with a
/// message; in a kiosk the report cannot leave the game (Escape is ignored there) and the game goes on where it
/// was. Each tour's screens match their goldens at 1280x720 and 320x240.
@Suite struct FeedbackTests {
    static let tour = Tool.root + "/Tests/EndToEndTests/Fixtures/feedback-tour.jsonl"
    static let tiltTour = Tool.root + "/Tests/EndToEndTests/Fixtures/feedback-tilt-tour.jsonl"
    /// The screens of the trivia tour compared with `Goldens/<size>/feedback-*.png`: home with "Add?", the
    /// form, its refusal, the keyboard holding the question, the form filled, the thanks, the result with
    /// "Report", the report form, its note typed, the thanks and the second try's refusal.
    static let kept = [
        "001-home", "002-add", "003-add-problem", "008-add-typing", "009-add", "010-add-done", "017-result-wrong",
        "018-report", "021-report-typing", "022-report", "023-report-done", "025-report-done",
    ]
    /// Tilt True/False's reveal with "Report", the report form and its thanks.
    static let tiltKept = ["003-reveal", "004-report", "005-report-done"]

    /// The shots of a run, by their screen names (without the number), in order.
    static func shots(_ folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).sorted().map {
            String($0.dropFirst(4).dropLast(4))
        }
    }

    static func rows(_ data: String, _ sql: String) throws -> [Row] {
        return try StoreFile.read(data) { db in try Row.fetchAll(db, sql: sql) }
    }

    @Test func aSubmissionAndAReportFromTriviaLandAsRowsAndTheResultWaits() throws {
        let folder = Tool.temporaryFolder()
        let result = try Tool.run(
            [
                "play", "--mode", "trivia", "--headless", "--data", folder + "/data", "--seed", "7", "--player",
                "Ada", "--screenshots", folder + "/shots", "--input", Self.tour,
            ])
        #expect(result.status == 0, "\(result.stderr)")
        let shots = try Self.shots(folder + "/shots")
        // Add?: the form, Send refused (both fields named), the question and the answer typed, the question
        // opened again (the keyboard shows it) and left with Escape, the thanks, home.
        #expect(
            Array(shots.prefix(11)) == [
                "home", "add", "add-problem", "add-typing", "add", "add-typing", "add", "add-typing", "add",
                "add-done", "home",
            ], "\(shots)")
        // The report over the result, then the result again (its 5 s paused), a second report refused, the
        // result again, then the topic's progress.
        let reportStart = try #require(shots.firstIndex(of: "report"), "\(shots)")
        #expect(shots[reportStart - 1].hasPrefix("result-"), "\(shots)")
        let after = Array(shots[reportStart...])
        #expect(after.count >= 10, "\(shots)")
        #expect(
            Array(after.prefix(6)) == ["report", "report-typing", "report", "report-typing", "report", "report-done"],
            "\(shots)")
        #expect(after[6].hasPrefix("result-"), "\(shots)")
        #expect(after[7] == "report-done", "\(shots)")
        #expect(after[8].hasPrefix("result-"), "\(shots)")
        #expect(after[9] == "progress", "\(shots)")

        let data = folder + "/data"
        let submissions = try Self.rows(
            data, "SELECT s.*, p.name AS playerName FROM submission s JOIN player p ON p.id = s.playerId")
        #expect(submissions.count == 1)
        let submission = try #require(submissions.first)
        #expect(submission["text"] as String == "Which moon of Jupiter is the largest <script>alert(1)</script>")
        #expect(submission["correctAnswer"] as String == "Ganymede")
        #expect(submission["playerName"] as String == "Ada")
        #expect(submission["status"] as String == "pending")
        let firstTopic = try Self.rows(data, "SELECT name FROM topic ORDER BY name COLLATE NOCASE LIMIT 1")
        #expect(submission["topicName"] as String == firstTopic.first?["name"] as String?)

        let reports = try Self.rows(
            data,
            """
            SELECT r.*, p.name AS playerName, (SELECT a.questionId FROM answer a ORDER BY a.id LIMIT 1) AS answered
            FROM report r JOIN player p ON p.id = r.playerId
            """)
        #expect(reports.count == 1, "one report, the second refused")
        let report = try #require(reports.first)
        #expect(report["reason"] as String == "inappropriate")
        #expect(report["comment"] as String == "It is rude <script>alert(2)</script>")
        #expect(report["playerName"] as String == "Ada")
        #expect(report["status"] as String == "open")
        #expect(report["questionId"] as Int64 == report["answered"] as Int64, "the question the result showed")
    }

    @Test func aReportInAKioskStaysInTheGameAndTheGameGoesOn() throws {
        var run = KioskRun(idle: 30, reset: 60)
        let shots = run.folder + "/shots"
        try run.play(
            [
                #"{"t": 0.5, "key": "enter"}"#, #"{"t": 4.0, "key": "enter"}"#, #"{"t": 8.0, "key": "1"}"#,
                #"{"t": 8.5, "key": "enter"}"#, #"{"t": 9.5, "key": "w"}"#,
                // Escape does nothing in a one-mode kiosk: the report stays open, the game is not left.
                #"{"t": 10.0, "key": "escape"}"#, #"{"t": 10.5, "key": "down"}"#, #"{"t": 11.0, "key": "enter"}"#,
                #"{"t": 11.2, "text": "Two answers are right"}"#, #"{"t": 11.5, "key": "enter"}"#,
                #"{"t": 12.0, "key": "right"}"#, #"{"t": 12.5, "key": "enter"}"#, #"{"t": 13.5, "key": "enter"}"#,
                #"{"t": 25.0, "wait": true}"#,
            ], ["--mode", "trivia", "--screenshots", shots])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.names.contains("escape-ignored"), "\(run.names)")
        #expect(!run.names.contains("exit"), "\(run.names)")
        #expect(!run.names.contains("reset"), "\(run.names)")
        let names = try Self.shots(shots)
        let reportAt = try #require(names.firstIndex(of: "report"), "\(names)")
        #expect(names[reportAt - 1].hasPrefix("result-"), "\(names)")
        #expect(
            Array(names[reportAt...].prefix(4)) == ["report", "report-typing", "report", "report-done"], "\(names)")
        #expect(names[reportAt + 4].hasPrefix("result-"), "back to the result: \(names)")
        #expect(names[reportAt + 5] == "progress", "\(names)")
        let reports = try Self.rows(run.folder + "/data", "SELECT reason, comment FROM report")
        #expect(reports.map { $0["reason"] as String } == ["wrong"])
        #expect(reports.map { $0["comment"] as String } == ["Two answers are right"])
    }

    @Test func aReportFromTheTiltRevealLandsAndTheRevealComesBack() throws {
        let folder = Tool.temporaryFolder()
        let result = try Tool.run(
            [
                "play", "--mode", "tilt", "--headless", "--data", folder + "/data", "--seed", "7", "--screenshots",
                folder + "/shots", "--input", Self.tiltTour,
            ])
        #expect(result.status == 0, "\(result.stderr)")
        let shots = try Self.shots(folder + "/shots")
        #expect(
            shots == [
                "title", "question", "reveal", "report", "report-done", "reveal", "report-done", "reveal", "question",
            ],
            "\(shots)")
        let reports = try Self.rows(folder + "/data", "SELECT questionId, reason FROM report")
        #expect(reports.count == 1)
        let answered = try Self.rows(folder + "/data", "SELECT questionId FROM answer")
        #expect(reports.first?["questionId"] as Int64? == answered.first?["questionId"] as Int64?)
    }

    @Test(arguments: ["1280x720", "320x240"])
    func theFeedbackScreensMatchTheirGoldens(size: String) throws {
        for (tour, mode, prefix) in [(Self.tour, "trivia", "feedback-"), (Self.tiltTour, "tilt", "feedback-tilt-")] {
            let folder = Tool.temporaryFolder()
            let shots = folder + "/shots"
            let result = try Tool.run(
                [
                    "play", "--mode", mode, "--headless", "--data", folder + "/data", "--seed", "7", "--screenshots",
                    shots, "--input", tour,
                ] + GoldenPanel(size).arguments)
            #expect(result.status == 0, "\(result.stderr)")
            let names = try FileManager.default.contentsOfDirectory(atPath: shots).sorted().map {
                String($0.dropLast(4))
            }
            let kept = mode == "trivia" ? Self.kept : Self.tiltKept
            #expect(Set(kept).isSubset(of: names), "\(names)")
            GoldenCheck.compare(shots: shots, names: kept, folder: size, prefix: prefix)
        }
    }
}
