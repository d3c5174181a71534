import Foundation
import GRDB
import TestSupport
import Testing

/// "Report this question" on the reveals that had none, through the real executable, headless: the Daily
/// Challenge's reveal, a topic game's reveal and the quiz packs' answer screen. Each report lands as one
/// `report` row under the question the screen showed, with its player, reason and note; the reveal comes back
/// after the panel, a second report of it is refused, and the game goes on.
@Suite struct RevealReportTests {
    /// The report form by keys from `time`, one step each 0.2 s: reason "Inappropriate", the note typed, Send.
    static func report(from time: Double, note: String) -> [String] {
        var lines = [ScriptedInput.key(time, "w")]
        var at = time + 0.2
        for step in ["right", "down", "enter", "text", "enter", "right", "enter"] {
            lines.append(step == "text" ? ScriptedInput.typed(at, note) : ScriptedInput.key(at, step))
            at += 0.2
        }
        return lines
    }

    /// The report's thanks closed, then W again (refused at once: one report each) and closed.
    static func closeAndTryAgain(from time: Double) -> [String] {
        ScriptedInput.keys([(time, "enter"), (time + 0.5, "w"), (time + 0.8, "enter")])
    }

    static let panelShots = ["report", "report-typing", "report", "report-done"]

    static func run(_ arguments: [String], script: [String], in folder: String) throws -> (String, [String]) {
        Tool.write(ScriptedInput.text(script), to: folder + "/in.jsonl")
        let result = try Tool.run(
            [
                "play", "--headless", "--no-sound", "--data", folder + "/data", "--player", "Ada", "--screenshots",
                folder + "/shots", "--input", folder + "/in.jsonl",
            ] + arguments)
        #expect(result.status == 0, "\(result.stderr)")
        return (result.stdout, try FeedbackTests.shots(folder + "/shots"))
    }

    /// The report rows with their question's uid and text and the reporter's name.
    static func reports(_ folder: String) throws -> [Row] {
        try FeedbackTests.rows(
            folder + "/data",
            """
            SELECT r.questionId, r.reason, r.comment, r.status, q.uid, q.text, p.name AS playerName
            FROM report r JOIN question q ON q.id = r.questionId JOIN player p ON p.id = r.playerId
            """)
    }

    @Test func aReportFromTheDailyRevealLandsUnderTheQuestionsUidAndTheRevealWaits() throws {
        let folder = Tool.temporaryFolder()
        var script = [#"{"t": 0.5, "key": "enter"}"#, #"{"t": 1.5, "key": "1"}"#]
        script += Self.report(from: 2.0, note: "Two options say the same")
        script += Self.closeAndTryAgain(from: 4.0)
        // Shown at 1.5 for 6 s, held about 2.3 s: still on view at 9, the next question by 11.
        script += [#"{"t": 12, "wait": true}"#]
        let (stdout, shots) = try Self.run(
            ["--mode", "daily", "--date", "2026-07-20"], script: script, in: folder)
        #expect(
            Array(shots.prefix(11)) == [
                "daily-home", "daily-question", "daily-reveal", "report", "report-typing", "report", "report-done",
                "daily-reveal", "report-done", "daily-reveal", "daily-question",
            ], "\(shots)")
        let summary = try DailyChallengeTests.Summary.parse(stdout)
        let first = try #require(summary.questions?.first)
        let reports = try Self.reports(folder)
        #expect(reports.count == 1, "one report, the second refused")
        let report = try #require(reports.first)
        #expect(report["uid"] as String == first.uid, "the question the reveal showed")
        #expect(report["text"] as String == first.text)
        #expect(report["reason"] as String == "inappropriate")
        #expect(report["comment"] as String == "Two options say the same")
        #expect(report["playerName"] as String == "Ada")
        #expect(report["status"] as String == "open")
    }

    @Test func aReportFromATopicQuizRevealLandsUnderItsQuestion() throws {
        let folder = Tool.temporaryFolder()
        var script = [#"{"t": 0.5, "key": "t"}"#, #"{"t": 1.5, "key": "enter"}"#, #"{"t": 2.5, "key": "q"}"#]
        script += [#"{"t": 3.5, "key": "2"}"#]
        script += Self.report(from: 4.0, note: "The answer is out of date")
        script += Self.closeAndTryAgain(from: 6.0)
        script += [#"{"t": 7.5, "key": "enter"}"#]
        // The other nine questions, to the result (the summary lists the game's questions once it ends).
        for index in 1..<10 {
            let time = 8.0 + Double(index - 1)
            script += [#"{"t": \#(time), "key": "1"}"#, #"{"t": \#(time + 0.5), "key": "enter"}"#]
        }
        script += [#"{"t": 18, "wait": true}"#]
        let (stdout, shots) = try Self.run(["--mode", "trivia", "--seed", "7"], script: script, in: folder)
        let revealAt = try #require(shots.firstIndex(of: "topics-quiz-answer"), "\(shots)")
        #expect(
            Array(shots[revealAt...].prefix(8))
                == ["topics-quiz-answer"] + Self.panelShots + [
                    "topics-quiz-answer", "report-done", "topics-quiz-answer",
                ], "\(shots)")
        #expect(shots[revealAt + 8] == "topics-quiz", "Next goes on after the reports: \(shots)")
        let summary = try TriviaSummary.parse(stdout)
        let game = try #require(summary.topicGames?.first, "\(stdout)")
        let reports = try Self.reports(folder)
        #expect(reports.count == 1, "one report, the second refused")
        let report = try #require(reports.first)
        #expect(report["questionId"] as Int64 == game.answers.first?.question, "the question the reveal showed")
        #expect(report["comment"] as String == "The answer is out of date")
        #expect(report["playerName"] as String == "Ada")
    }

    @Test func aReportFromAPacksAnswerLandsUnderItsQuestion() throws {
        let folder = Tool.temporaryFolder()
        var script = [#"{"t": 0.5, "key": "enter"}"#, #"{"t": 1.5, "key": "1"}"#, #"{"t": 1.9, "swipe": "right"}"#]
        script += Self.report(from: 2.5, note: "Spelling")
        script += Self.closeAndTryAgain(from: 4.5)
        script += [#"{"t": 6.0, "swipe": "right"}"#, #"{"t": 7, "wait": true}"#]
        let (stdout, shots) = try Self.run(["--mode", "packs"], script: script, in: folder)
        #expect(
            shots
                == ["packs", "pack-question", "pack-answer"] + Self.panelShots + [
                    "pack-answer", "report-done", "pack-answer", "pack-question",
                ], "\(shots)")
        let summary = try PacksGameTests.Summary.parse(stdout)
        #expect(summary.answers.count == 1)
        let reports = try Self.reports(folder)
        #expect(reports.count == 1, "one report, the second refused")
        let report = try #require(reports.first)
        let answered = try FeedbackTests.rows(folder + "/data", "SELECT questionId FROM answer ORDER BY id")
        #expect(report["questionId"] as Int64 == answered.first?["questionId"] as Int64?)
        #expect(report["comment"] as String == "Spelling")
        #expect(report["playerName"] as String == "Ada")
    }
}
