import Foundation
import Hummingbird
import QuizCore
import QuizStore

/// The operator's settings (admins only): `GET /settings` shows the trivia
/// settings kept in the store (right-answer messages, power-up rewards, badges)
/// as a form, and what is set elsewhere (the config file, the rules); `POST
/// /settings` checks every line, names each bad one and saves nothing while
/// there is one. The game reads them again at its next spin: no restart.
struct SettingsRoutes {
    let store: OperatorSettingsStore
    let pages: Pages
    /// The config file's credits mode, as `admin serve` read it (nil: not known here).
    let creditsMode: String?

    func add(to group: RouterGroup<AdminContext>) {
        group.get("/settings") { request, context in
            let saved = request.uri.queryParameters.get("saved") == "1"
            return try page(TriviaSettingsLines(store.trivia()), context, saved: saved)
        }
        group.post("/settings") { _, context in try save(context) }
    }

    func save(_ context: AdminContext) throws -> Response {
        let form = context.form
        let lines = TriviaSettingsLines(
            messages: form["messages"] ?? "", everyRight: form["everyRight"] ?? "",
            perQuestion: form["perQuestion"] ?? "", perMedal: form["perMedal"] ?? "", badges: form["badges"] ?? "")
        switch try store.save(lines: lines) {
        case .success: return Pages.redirect("/settings?saved=1")
        case .failure(let problems):
            return try page(lines, context, problems: problems.messages, status: .unprocessableContent)
        }
    }

    func page(
        _ lines: TriviaSettingsLines, _ context: AdminContext, saved: Bool = false, problems: [String] = [],
        status: HTTPResponse.Status = .ok
    ) throws -> Response {
        let fixed: [[String: Any]] = [
            [
                "name": "Lives",
                "value": "\(TriviaLives.maximum), one back every \(Int(TriviaLives.secondsPerLife / 60)) minutes",
            ],
            ["name": "Answer timer", "value": "\(Int(TriviaTiming.answerSeconds)) seconds"],
            [
                "name": "Points",
                "value":
                    "\(TriviaScoring.maximumPoints) at most, falling after the first \(Int(TriviaTiming.answerSeconds - TriviaScoring.fullPointsSecondsRemaining)) seconds",
            ],
            ["name": "Passes", "value": "\(TriviaPasses.perDay) a day"],
        ]
        return pages.html(
            "settings", title: "Settings", user: context.user, status: status,
            [
                "saved": saved, "problems": problems, "hasProblems": !problems.isEmpty,
                "messages": lines.messages, "everyRight": lines.everyRight, "perQuestion": lines.perQuestion,
                "perMedal": lines.perMedal, "badges": lines.badges, "fixed": fixed,
                "creditsMode": creditsMode ?? "", "knowsCredits": creditsMode != nil,
                "powerUps": PowerUp.allCases.map(\.rawValue).joined(separator: ", "),
                "medals": TopicMilestone.allCases.map(\.word).joined(separator: ", "),
                "messageLimit": TriviaOperatorSettings.messageLimit,
            ])
    }
}
