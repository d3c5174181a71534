import QuizCore
import QuizFlows

extension HomeScene {
    /// What the account desk answers to a request of the account screens.
    static func answer(_ request: AccountRequest, from desk: AccountDesk) -> AccountReply {
        switch request {
        case .checkUsername(let text):
            return .usernameStatus(text, desk.status(ofUsername: text))
        case .logIn(let login, let password):
            return .logIn(desk.logIn(login, password: password))
        case .register(let username, let password, let email, let guest):
            return .change(desk.register(username: username, password: password, email: email, keeping: guest))
        case .changeUsername(let player, let password, let newName):
            return .change(desk.changeUsername(of: player, password: password, to: newName))
        case .chooseUsername(let player, let newName):
            return .change(desk.chooseUsername(of: player, to: newName))
        case .changePassword(let player, let old, let new):
            return .change(desk.changePassword(of: player, from: old, to: new))
        case .readAccount(let player):
            return .account(desk.account(of: player))
        }
    }
}
