import Foundation
import QuizCore

extension AccountRefusal {
    /// Why a register or a change was not done, in the player's language.
    public var screenText: ScreenText {
        switch self {
        case .username(_, let parts): Username.refusal(parts)
        case .usernameTaken(let username): ScreenText("account.username_taken", ["name": .verbatim(username)])
        case .password(let problems): PasswordProblem.refusal(problems)
        case .email(_, let problem): problem.refusal
        case .emailTaken: ScreenText("account.email_taken")
        case .logIn(let outcome, let username): outcome.screenText(login: username)
        case .noAccount(let player): ScreenText("account.no_account", ["login": .verbatim(player.name)])
        case .notAsked: ScreenText("account.not_asked")
        case .storeDown: ScreenText("account.store_down")
        }
    }
}

extension LoginOutcome {
    /// What a log-in came to, in the player's language (`login` is what they typed): who plays now, or why
    /// not.
    public func screenText(login: String) -> ScreenText {
        switch self {
        case .loggedIn(let player): ScreenText("account.logged_in", ["name": .verbatim(player.name)])
        case .usernameWanted: ScreenText("account.username_went_first", ["name": .verbatim(login)])
        case .noAccount: ScreenText("account.no_account", ["login": .verbatim(login)])
        case .wrongPassword(let left): ScreenText("account.wrong_password", count: left)
        case .locked(let until):
            ScreenText("account.locked", ["time": .verbatim(Self.timeOfDay.string(from: until))])
        case .banned: ScreenText("account.banned", ["name": .verbatim(login)])
        case .storeDown: ScreenText("account.store_down")
        }
    }

    /// A lock's end as the hour and minute, the same in every language the game has.
    private static var timeOfDay: DateFormatter {
        let formatter = DateFormatter()
        formatter.dateFormat = "HH:mm"
        return formatter
    }
}

extension PasswordProblem {
    /// A password's problems in the player's language: "Needs a digit and a symbol", and a password too long or
    /// with a control character said on its own.
    public static func refusal(_ problems: [PasswordProblem]) -> ScreenText {
        let unmet = problems.compactMap { problem -> PasswordRule? in
            if case .unmet(let part) = problem { part } else { nil }
        }
        if !unmet.isEmpty {
            return ScreenText("account.password_needs", ["rules": .list(unmet.map(\.words))])
        }
        if problems.contains(.tooLong) {
            return ScreenText("account.password_too_long", ["max": .number(PasswordRule.maximumLength)])
        }
        return ScreenText("account.password_control")
    }
}
