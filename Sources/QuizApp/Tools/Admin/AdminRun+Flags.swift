import QuizText

extension AdminRun {
    /// The roles `admin add-user` gives: the web admin's, the accounts that can log in to it.
    public static let roles = ["admin", "moderator"]

    /// Why `admin add-user` refuses a role, as the line in `words` that says so; nil for one of `roles`.
    public static func roleProblem(_ role: String, words: Catalog) -> String? {
        roles.contains(role) ? nil : words.text("cli.admin_role_unknown", ["role": role])
    }
}
