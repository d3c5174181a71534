import QuizCore

extension OperatorSettingsStore {
    /// Saves the web admin's settings form: every bad line and every question
    /// not in the store is named, and nothing is saved while there is one.
    /// The game reads the settings again at its next spin.
    public func save(lines: TriviaSettingsLines) throws(StoreError) -> Result<TriviaOperatorSettings, LineProblems> {
        let settings: TriviaOperatorSettings
        switch lines.parse() {
        case .failure(let problems): return .failure(problems)
        case .success(let parsed): settings = parsed
        }
        var problems = LineProblems()
        let missing = Set(try missingQuestions(in: settings))
        for reward in settings.questionRewards where missing.contains(reward.question) {
            problems.add(.perQuestion, line: nil, .noSuchQuestion(reward.question, badge: nil))
        }
        for badge in settings.badges {
            if case .question(let question) = badge.trigger, missing.contains(question) {
                problems.add(.badges, line: nil, .noSuchQuestion(question, badge: badge.code))
            }
        }
        guard problems.isEmpty else { return .failure(problems) }
        try save(settings, file: "the settings form")
        return .success(settings)
    }
}
