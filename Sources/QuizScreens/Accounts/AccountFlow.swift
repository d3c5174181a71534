import Foundation
import QuizCore

/// The account screens the home's player list opens, and what they do with
/// an `AccountDesk`: log in (a wrong password says how many tries are left,
/// a lock until when, a ban says so), register (the username checked while
/// it is typed, the password's unmet rules named, an email if wanted; a guest
/// who registers keeps what they played), and the logged-in player's
/// username and password changes (their password asked). Escape goes back.
final class AccountFlow {
    /// What an input came to, for the home screen.
    enum Outcome: Equatable {
        case stay
        /// Back to the player list.
        case back
        /// Play as this player (logged in, registered, or renamed).
        case play(PlayerRef, notice: String)
    }

    let desk: AccountDesk
    /// Who plays now (a guest registering keeps their games; the account screens change their account).
    private(set) var player: PlayerRef?
    private(set) var form: AccountForm
    /// The field being typed, with the keyboard open.
    private(set) var typing: AccountForm.Field?
    var keyboard = TextKeyboard(.login)
    /// The live check of the username being typed, refreshed as it changes.
    private(set) var usernameStatus = UsernameStatus.free
    private var checkedUsername = ""
    /// Shows "Mon 14:05" for the end of a lock.
    var timeFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateFormat = "HH:mm"
        return formatter
    }()

    init(desk: AccountDesk, kind: AccountForm.Kind, player: PlayerRef?, login: String = "") {
        self.desk = desk
        self.player = player
        form = AccountForm(kind: kind)
        if kind == .menu { refreshAccountLine() }
        if !login.isEmpty {
            form.values[.login] = login
            form.focus = 1
        }
    }

    /// The form's name (`account-login`), `-refused` while it says why its action was refused, or the
    /// keyboard's (`account-login-password`).
    var screenName: String {
        guard let typing else { return form.screenName + (form.message?.isError == true ? "-refused" : "") }
        return form.screenName + "-" + "\(typing)".lowercased()
    }

    // MARK: Input

    func key(_ name: String) -> Outcome {
        if typing != nil {
            switch name {
            case "left", "right", "up", "down": keyboard.move(name)
            case "enter": return press(keyboard.focusedKey)
            case "backspace":
                keyboard.eraseOne()
                refreshStatus()
            case "escape": typing = nil
            default: break
            }
            return .stay
        }
        switch name {
        case "left", "right", "up", "down": form.move(name)
        case "enter", "space": return activate(form.focusedItem)
        case "escape": return back()
        default: break
        }
        return .stay
    }

    func text(_ text: String) {
        guard typing != nil else { return }
        keyboard.typeText(text)
        refreshStatus()
    }

    /// A tap on a keyboard key (`key`) or a form item (`item`).
    func tap(key: TextKeyboard.Key?, item: AccountForm.Item?) -> Outcome {
        if let key, typing != nil {
            keyboard.focus(on: key)
            return press(key)
        }
        if let item, typing == nil, let index = form.items.firstIndex(of: item) {
            form.focus = index
            return activate(item)
        }
        return .stay
    }

    private func press(_ key: TextKeyboard.Key) -> Outcome {
        switch keyboard.press(key) {
        case .typing:
            refreshStatus()
        case .cancelled:
            typing = nil
        case .done(let text):
            guard let field = typing else { return .stay }
            form.values[field] = text
            form.message = nil
            typing = nil
            // On to the next field, or past Back to the action after the last.
            if let index = form.items.firstIndex(of: .field(field)) {
                form.focus = form.items[index + 1] == .back ? index + 2 : index + 1
            }
        }
        return .stay
    }

    private func back() -> Outcome {
        guard form.kind == .changeUsername || form.kind == .changePassword else { return .back }
        form = AccountForm(kind: .menu)
        return .stay
    }

    private func activate(_ item: AccountForm.Item) -> Outcome {
        switch item {
        case .field(let field):
            keyboard = TextKeyboard(field.keyboard, text: form.value(field))
            typing = field
            refreshStatus()
            return .stay
        case .back:
            return back()
        case .changeUsername:
            form = AccountForm(kind: .changeUsername)
            return .stay
        case .changePassword:
            form = AccountForm(kind: .changePassword)
            return .stay
        case .action:
            return act()
        }
    }

    /// Log in, Register or Save pressed.
    private func act() -> Outcome {
        switch form.kind {
        case .logIn:
            return logIn()
        case .register:
            let email = form.value(.email)
            let guest = player?.isGuest == true ? player : nil
            let outcome = desk.register(
                username: form.value(.username), password: form.value(.password),
                email: email.isEmpty ? nil : email, keeping: guest)
            return finish(outcome, notice: { "Registered \($0.name): playing as them" })
        case .changeUsername:
            guard let player else { return .back }
            let outcome = desk.changeUsername(
                of: player, password: form.value(.oldPassword), to: form.value(.newUsername))
            return finish(outcome, notice: { "Your username is now \($0.name)" })
        case .changePassword:
            guard let player else { return .back }
            let outcome = desk.changePassword(
                of: player, from: form.value(.oldPassword), to: form.value(.newPassword))
            return finish(outcome, notice: { _ in "Your password is changed" })
        case .menu:
            return .stay
        }
    }

    private func logIn() -> Outcome {
        let login = form.value(.login)
        guard !login.isEmpty, !form.value(.password).isEmpty else {
            form.message = ("Type your username or email and your password", true)
            return .stay
        }
        switch desk.logIn(login, password: form.value(.password)) {
        case .loggedIn(let player):
            return .play(player, notice: "Logged in: playing as \(player.name)")
        case .noAccount:
            form.message = ("No account has the username or email \(login)", true)
        case .wrongPassword(let left):
            form.message = ("Wrong password: \(left) \(left == 1 ? "try" : "tries") left before a 5-minute lock", true)
        case .locked(let until):
            form.message = ("Locked after 5 wrong passwords: try again at \(timeFormatter.string(from: until))", true)
        case .banned:
            form.message = ("\(login) is banned and cannot log in", true)
        case .failed(let reason):
            form.message = (reason, true)
        }
        form.values[.password] = ""
        return .stay
    }

    private func finish(_ outcome: AccountChange, notice: (PlayerRef) -> String) -> Outcome {
        switch outcome {
        case .done(let player):
            self.player = player
            return .play(player, notice: notice(player))
        case .refused(let reason):
            form.message = (reason.prefix(1).uppercased() + reason.dropFirst(), true)
            // A wrong old password is typed again, not edited.
            form.values[.oldPassword] = nil
            return .stay
        }
    }

    /// The username's live check, asked of the store only when the text changed.
    private func refreshStatus() {
        guard let typing, typing == .username || typing == .newUsername else { return }
        _ = status(ofUsername: keyboard.text)
    }

    /// Whether `text` is free, taken or breaks the rule (the player's own username counts as free when
    /// changing it); the store is asked again only for another text.
    private func status(ofUsername text: String) -> UsernameStatus {
        guard text != checkedUsername else { return usernameStatus }
        checkedUsername = text
        usernameStatus = desk.status(ofUsername: text)
        if usernameStatus == .taken, form.kind == .changeUsername, let player,
            desk.account(of: player)?.username.lowercased() == text.lowercased()
        {
            usernameStatus = .free
        }
        return usernameStatus
    }

    // MARK: What the screens show

    /// The line under a field (or the keyboard's field): its live check or what it is for.
    func note(for field: AccountForm.Field, text: String) -> FieldNote? {
        switch field {
        case .username, .newUsername:
            return AccountForm.usernameNote(text, status(ofUsername: text))
        case .password where form.kind == .register, .newPassword:
            return AccountForm.passwordNote(text)
        case .email:
            return text.isEmpty ? FieldNote(["To log in with it too; kept encrypted", "Kept encrypted"]) : nil
        default:
            return nil
        }
    }

    /// The logged-in player's account line on the menu (asked of the store when the menu opens).
    private(set) var accountLine = ""

    private func refreshAccountLine() {
        guard let player, let account = desk.account(of: player) else { return }
        accountLine = "Logged in as \(account.username) · \(account.role)"
    }
}
