import QuizStore
import QuizText

extension PlayersRun {
    /// Why `players add` refuses consent without an email, as the line that says so in `words` (the operator's
    /// catalog); nil otherwise. Consent is consent to keep an email, so `--consent` and `--consent-text` mean
    /// nothing without one.
    public static func consentProblem(email: String?, consent: Bool, consentText: String?, words: Catalog) -> String? {
        guard email == nil, consent || consentText != nil else { return nil }
        return words["cli.players_consent_without_email"]
    }

    /// Why `players role` refuses a role, as the line in `words` that names the roles there are; nil for one of
    /// them.
    public static func roleProblem(_ role: String, words: Catalog) -> String? {
        guard !AccountStore.roles.contains(role) else { return nil }
        return words.text(
            "cli.players_role_unknown", ["role": role, "roles": AccountStore.roles.joined(separator: ", ")])
    }

    /// Why `players avatar` refuses its flags: it takes one of a file to import, `--bundled` and `--clear`; nil
    /// when exactly one is given.
    public static func avatarProblem(file: String?, bundled: String?, clear: Bool) -> String? {
        [file != nil, bundled != nil, clear].filter { $0 }.count == 1
            ? nil : "give one of: a FILE to import, --bundled ID, or --clear"
    }
}
