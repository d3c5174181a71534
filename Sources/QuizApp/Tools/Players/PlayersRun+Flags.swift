import QuizStore

extension PlayersRun {
    /// Why `players add` refuses consent without an email, as the line that says so; nil otherwise. Consent is
    /// consent to keep an email, so `--consent` and `--consent-text` mean nothing without one.
    public static func consentProblem(email: String?, consent: Bool, consentText: String?) -> String? {
        guard email == nil, consent || consentText != nil else { return nil }
        return "--consent and --consent-text go with --email: they are consent to keep it"
    }

    /// Why `players role` refuses a role, as the line that names the roles there are; nil for one of them.
    public static func roleProblem(_ role: String) -> String? {
        guard !AccountStore.roles.contains(role) else { return nil }
        return "the role \(role) is not one of \(AccountStore.roles.joined(separator: ", "))"
    }
}
