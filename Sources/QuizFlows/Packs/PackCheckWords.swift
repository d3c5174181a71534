import QuizCore

extension QuizPackChanges {
    /// What a check changed, in the player's language: "Changes: 1 pack added (Science) and 3 unchanged", or
    /// "No change (3 packs unchanged)".
    public var screenText: ScreenText {
        func part(_ titles: [String], _ key: String) -> ScreenText? {
            guard !titles.isEmpty else { return nil }
            return ScreenText(key, ["titles": .list(titles.map(ScreenText.verbatim))], count: titles.count)
        }
        let parts = [
            part(added, "quizpacks.change_added"), part(updated, "quizpacks.change_updated"),
            part(removed, "quizpacks.change_removed"),
        ].compactMap { $0 }
        guard !parts.isEmpty else { return ScreenText("quizpacks.change_none", count: unchanged) }
        let unchangedPart = unchanged > 0 ? [ScreenText("quizpacks.change_unchanged", count: unchanged)] : []
        return ScreenText("quizpacks.changes", ["parts": .list(parts + unchangedPart)])
    }
}

extension PackCheckProblem {
    /// Why the check failed, in the player's language (a problem kept as English words before, as they are).
    public var screenText: ScreenText {
        switch self {
        case .notWebAddress: ScreenText("quizpacks.problem_not_web")
        case .storeFailed: ScreenText("quizpacks.problem_store")
        case .network(let failure): failure.screenText
        case .status(let code, _): ScreenText("quizpacks.problem_status", ["code": .verbatim(String(code))])
        case .notIQuiz(let detail): ScreenText("quizpacks.problem_not_iquiz", ["detail": .verbatim(detail)])
        case .recorded(let words): .verbatim(words)
        }
    }
}

extension HTTPFailure {
    /// Why an exchange brought no usable answer, in the player's language.
    public var screenText: ScreenText {
        switch self {
        case .timedOut(let seconds, let total):
            ScreenText(total ? "network.too_slow" : "network.timed_out", ["seconds": .number(Int(seconds.rounded()))])
        case .tooBig(let limit):
            ScreenText("network.too_big", ["megabytes": .number(max(1, limit / 1_000_000))])
        case .truncated: ScreenText("network.cut_short")
        case .tooManyRedirects(let limit): ScreenText("network.redirects", count: limit)
        case .hostNotFound(let host): ScreenText("network.host_not_found", ["host": .verbatim(host)])
        case .refused: ScreenText("network.refused")
        case .connectionLost: ScreenText("network.connection_lost")
        case .secureConnection: ScreenText("network.secure")
        case .other(let detail): ScreenText("network.other", ["detail": .verbatim(detail)])
        }
    }
}
