import Foundation
import Hummingbird
import QuizCore
import QuizStore
import QuizText

/// The operator's settings (admins only): `GET /settings` shows the trivia
/// settings kept in the store (right-answer messages, power-up rewards, badges,
/// lives, answer timer, passes a day) as a form, and the credits mode in force
/// and where it comes from; `POST /settings` checks every line, names each bad
/// one and saves nothing while there is one. The game reads them again at its
/// next spin: no restart. `POST /settings/credits` sets the credits mode over
/// the config file's, or goes back to it; the kiosk reads it when a game starts.
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
        group.post("/settings/credits") { _, context in try saveCredits(context) }
    }

    /// Sets the credits mode (`config`: follow the config file's).
    func saveCredits(_ context: AdminContext) throws -> Response {
        let chosen = context.form["credits"] ?? ""
        if let problem = try store.setCreditsOverride(chosen == "config" ? nil : chosen) {
            return try page(
                TriviaSettingsLines(store.trivia()), context,
                problems: [context.words.text("web.credits_mode_refused", ["reason": problem])],
                status: .unprocessableContent)
        }
        return Pages.redirect("/settings?saved=1")
    }

    func save(_ context: AdminContext) throws -> Response {
        let form = context.form
        let lines = TriviaSettingsLines(
            messages: form["messages"] ?? "", everyRight: form["everyRight"] ?? "",
            perQuestion: form["perQuestion"] ?? "", perMedal: form["perMedal"] ?? "", badges: form["badges"] ?? "",
            lives: form["lives"] ?? "", minutesPerLife: form["minutesPerLife"] ?? "",
            answerSeconds: form["answerSeconds"] ?? "", passesPerDay: form["passesPerDay"] ?? "")
        switch try store.save(lines: lines) {
        case .success: return Pages.redirect("/settings?saved=1")
        case .failure(let problems):
            return try page(
                lines, context, problems: problems.problems.map { SettingsProblemWords.text($0, context.words) },
                status: .unprocessableContent)
        }
    }

    func page(
        _ lines: TriviaSettingsLines, _ context: AdminContext, saved: Bool = false, problems: [String] = [],
        status: HTTPResponse.Status = .ok
    ) throws -> Response {
        let credits = try store.creditsInForce(configMode: creditsMode)
        let words = context.words
        let choices: [[String: Any]] =
            [
                [
                    "value": "config", "selected": !credits.isStoreOverride,
                    "label": creditsMode.map { words.text("web.follow_config_mode", ["mode": $0]) }
                        ?? words["web.follow_config"],
                ]
            ]
            + OperatorSettingsStore.creditModes.map { mode in
                ["value": mode, "selected": credits.isStoreOverride && credits.mode == mode, "label": mode]
            }
        let seconds = Int(lines.answerSeconds) ?? Int(TriviaTiming.answerSeconds)
        let fullFor = seconds - Int(TriviaScoring.fullPointsSecondsRemaining(answerSeconds: Double(seconds)).rounded())
        return pages.html(
            "settings", title: words["web.settings"], in: context, status: status,
            [
                "saved": saved, "problems": problems, "hasProblems": !problems.isEmpty,
                "messages": lines.messages, "everyRight": lines.everyRight, "perQuestion": lines.perQuestion,
                "perMedal": lines.perMedal, "badges": lines.badges,
                "lives": lines.lives, "minutesPerLife": lines.minutesPerLife, "answerSeconds": lines.answerSeconds,
                "passesPerDay": lines.passesPerDay, "maximumPoints": TriviaScoring.maximumPoints,
                "fullPointsSeconds": fullFor,
                "livesMin": TriviaLimits.livesRange.lowerBound, "livesMax": TriviaLimits.livesRange.upperBound,
                "minutesMin": TriviaLimits.minutesPerLifeRange.lowerBound,
                "minutesMax": TriviaLimits.minutesPerLifeRange.upperBound,
                "secondsMin": TriviaLimits.answerSecondsRange.lowerBound,
                "secondsMax": TriviaLimits.answerSecondsRange.upperBound,
                "passesMin": TriviaLimits.passesRange.lowerBound, "passesMax": TriviaLimits.passesRange.upperBound,
                "creditsInForce": Self.inForce(credits, words), "creditChoices": choices,
                "powerUps": PowerUp.allCases.map(\.rawValue).joined(separator: ", "),
                "medals": TopicMilestone.allCases.map(\.word).joined(separator: ", "),
                "messageLimit": TriviaOperatorSettings.messageLimit,
            ])
    }

    /// The credits mode in force and where it comes from, in `words`' language (the mode as the config spells it).
    static func inForce(_ credits: CreditsInForce, _ words: Catalog) -> String {
        guard credits.isStoreOverride else {
            return credits.configMode.map { _ in words.text("web.credits_from_config", ["mode": credits.mode]) }
                ?? words["web.credits_config_unknown"]
        }
        return credits.configMode.map {
            words.text("web.credits_over_config", ["mode": credits.mode, "config": $0])
        } ?? words.text("web.credits_from_admin", ["mode": credits.mode])
    }
}
