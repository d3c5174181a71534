import Foundation
import QuizCore
import QuizLive
import QuizStore

/// The phones' log-ins over the store's accounts (`AccountStore`): the same
/// passwords, locks and bans as the kiosk's own log-in, checked on a thread of
/// their own (a password's hash takes a while on purpose). Which of username
/// and password is wrong is not said; a store that fails is written to
/// stderr (`ProgramMessage`) and the phone is told to join with a name.
struct LiveLogins: Sendable {
    let accounts: AccountStore

    /// The check the live host calls.
    var check: LiveAccountCheck {
        let accounts = accounts
        return { username, password in
            await withCheckedContinuation { continuation in
                DispatchQueue.global().async {
                    do {
                        continuation.resume(returning: Self.outcome(try accounts.logIn(username, password: password)))
                    } catch {
                        ProgramMessage.write("a phone's log-in was not checked: \(error)")
                        continuation.resume(returning: .refused(.accountsUnavailable))
                    }
                }
            }
        }
    }

    /// A log-in's outcome as the round takes it.
    static func outcome(_ login: LoginOutcome) -> LiveAccountOutcome {
        switch login {
        case .loggedIn(let player): return .player(id: player.id, name: player.name)
        case .usernameWanted: return .refused(.usernameWanted)
        case .noAccount, .wrongPassword: return .refused(.loginFailed)
        case .locked: return .refused(.accountLocked)
        case .banned: return .refused(.accountBanned)
        case .storeDown: return .refused(.accountsUnavailable)
        }
    }
}
