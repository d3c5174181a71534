import QuizCore

/// What a packs session did, for the JSON summary printed at the end of a
/// headless (or `--exit-when-done`) game: the screen it ended on, the last
/// pack's score and every answer given.
struct PacksSummary {
    /// One answer given.
    struct Entry: Equatable {
        var pack: String
        var question: String
        var chosen: String
        var correct: String
        var right: Bool
        /// How the answer was given when not by touch or keys: "voice".
        var via: String? = nil
    }

    let scene: PacksScene

    func json() -> String {
        let answers = scene.log.map { entry in
            "{\"pack\":\(JSONText.string(entry.pack)),\"question\":\(JSONText.string(entry.question)),"
                + "\"chosen\":\(JSONText.string(entry.chosen)),\"correct\":\(JSONText.string(entry.correct)),"
                + "\"right\":\(entry.right)" + (entry.via.map { ",\"via\":\(JSONText.string($0))" } ?? "") + "}"
        }
        let round = scene.round
        let finished = scene.finishedRounds.map { "{\"right\":\($0.right),\"total\":\($0.total)}" }
        var fields = [
            "\"mode\":\"packs\"",
            "\"screen\":\(JSONText.string(scene.screenName))",
            "\"pack\":" + (round.map { JSONText.string($0.packID) } ?? "null"),
            "\"score\":\(round?.rightCount ?? 0)",
            "\"total\":\(round?.total ?? 0)",
            "\"finished\":[\(finished.joined(separator: ","))]",
            "\"answers\":[\(answers.joined(separator: ","))]",
            "\"packs\":\(scene.packs.count)",
        ]
        if let problem = scene.status.lastProblem {
            // In English, as the command line says it: the summary is read by scripts and tests.
            fields.append("\"lastProblem\":\(JSONText.string(problem.line(url: scene.status.url ?? "")))")
        }
        return "{" + fields.joined(separator: ",") + "}"
    }
}
