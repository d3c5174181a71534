import Foundation
import QuizCore

/// The account screens the home's player list opens, as a value-type state
/// machine: log in (a wrong password says how many tries are left, a lock
/// until when, a ban says so), register (the username checked while it is
/// typed, the password's unmet rules named, an email if wanted; a guest who
/// registers keeps what they played), and the logged-in player's username and
/// password changes (their password asked). Escape goes back. What the
/// account desk must do is an effect (`AccountEffect.ask`); its answer comes
/// back as `AccountAction.answered`.
public struct AccountFlow: Equatable, Sendable {
    /// Who plays now (a guest registering keeps their games; the account screens change their account).
    public private(set) var player: PlayerRef?
    public private(set) var form: AccountForm
    /// The field being typed, with the keyboard open.
    public private(set) var typing: AccountForm.Field?
    public private(set) var keyboard = TextKeyboard(.login)
    /// The live check of the username on view, asked of the desk each time it changes.
    public private(set) var usernameStatus = UsernameStatus.free
    private var checkedUsername = ""
    /// The logged-in player's account, read when the menu opens: the menu's line, and the username that
    /// counts as free when they change it.
    public private(set) var account: AccountInfo?

    /// The form of `kind` for `player`, with `login` already typed (a registered player chosen on the list).
    public init(kind: AccountForm.Kind, player: PlayerRef?, login: String = "") {
        self.player = player
        form = AccountForm(kind: kind)
        if !login.isEmpty {
            form.values[.login] = login
            form.focus = 1
        }
    }

    /// The form's name (`account-login`), `-refused` while it says why its action was refused, or the
    /// keyboard's (`account-login-password`).
    public var screenName: String {
        guard let typing else { return form.screenName + (form.message?.isError == true ? "-refused" : "") }
        return form.screenName + "-" + "\(typing)".lowercased()
    }

    /// The menu's line about the logged-in player and their role.
    public var accountLine: ScreenText? {
        account.map {
            ScreenText("account.logged_in_as", ["username": .verbatim($0.username), "role": Self.roleName($0.role)])
        }
    }

    /// A role as the store names it (`player`, `moderator`, `admin`), in words; another as it is.
    static func roleName(_ role: String) -> ScreenText.Value {
        switch role {
        case "player": return .key("account.role_player")
        case "moderator": return .key("account.role_moderator")
        case "admin": return .key("account.role_admin")
        default: return .verbatim(role)
        }
    }

    /// Applies what happened; returns what the desk must be asked, or where the home goes.
    public mutating func reduce(_ action: AccountAction) -> [AccountEffect] {
        var effects: [AccountEffect]
        switch action {
        case .opened:
            effects = form.kind == .menu ? player.map { [.ask(.readAccount(of: $0))] } ?? [] : []
        case .keyPressed(let name):
            effects = typing == nil ? formKey(name) : keyboardKey(name)
        case .textTyped(let text):
            if typing != nil { keyboard.typeText(text) }
            effects = []
        case .keyTapped(let key):
            guard typing != nil else { return [] }
            keyboard.focus(on: key)
            effects = press(key)
        case .itemTapped(let item):
            guard typing == nil, let index = form.items.firstIndex(of: item) else { return [] }
            form.focus = index
            effects = activate(item)
        case .answered(let reply):
            effects = take(reply)
        }
        return effects + checkUsername()
    }

    private mutating func keyboardKey(_ name: String) -> [AccountEffect] {
        switch name {
        case "left", "right", "up", "down": keyboard.move(name)
        case "enter": return press(keyboard.focusedKey)
        case "backspace": keyboard.eraseOne()
        case "escape": typing = nil
        default: break
        }
        return []
    }

    private mutating func formKey(_ name: String) -> [AccountEffect] {
        switch name {
        case "left", "right", "up", "down": form.move(name)
        case "enter", "space": return activate(form.focusedItem)
        case "escape": return back()
        default: break
        }
        return []
    }

    private mutating func press(_ key: TextKeyboard.Key) -> [AccountEffect] {
        switch keyboard.press(key) {
        case .typing:
            break
        case .cancelled:
            typing = nil
        case .done(let text):
            guard let field = typing else { return [] }
            form.values[field] = text
            form.message = nil
            typing = nil
            // On to the next field, or past Back to the action after the last.
            if let index = form.items.firstIndex(of: .field(field)) {
                form.focus = form.items[index + 1] == .back ? index + 2 : index + 1
            }
        }
        return []
    }

    private mutating func back() -> [AccountEffect] {
        guard form.kind == .changeUsername || form.kind == .changePassword else { return [.back] }
        form = AccountForm(kind: .menu)
        return []
    }

    private mutating func activate(_ item: AccountForm.Item) -> [AccountEffect] {
        switch item {
        case .field(let field):
            keyboard = TextKeyboard(field.keyboard, text: form.value(field))
            typing = field
            return []
        case .back:
            return back()
        case .changeUsername:
            form = AccountForm(kind: .changeUsername)
            return []
        case .changePassword:
            form = AccountForm(kind: .changePassword)
            return []
        case .action:
            return act()
        }
    }

    /// Log in, Register or Save pressed: what to ask the desk.
    private mutating func act() -> [AccountEffect] {
        switch form.kind {
        case .logIn:
            guard !form.value(.login).isEmpty, !form.value(.password).isEmpty else {
                form.message = Notice(ScreenText("account.login_incomplete"), isError: true)
                return []
            }
            return [.ask(.logIn(form.value(.login), password: form.value(.password)))]
        case .register:
            let email = form.value(.email)
            return [
                .ask(
                    .register(
                        username: form.value(.username), password: form.value(.password),
                        email: email.isEmpty ? nil : email, keeping: player?.isGuest == true ? player : nil))
            ]
        case .changeUsername:
            guard let player else { return [.back] }
            return [
                .ask(.changeUsername(of: player, password: form.value(.oldPassword), to: form.value(.newUsername)))
            ]
        case .chooseUsername:
            guard let player else { return [.back] }
            return [.ask(.chooseUsername(of: player, to: form.value(.newUsername)))]
        case .changePassword:
            guard let player else { return [.back] }
            return [.ask(.changePassword(of: player, from: form.value(.oldPassword), to: form.value(.newPassword)))]
        case .menu:
            return []
        }
    }

    /// What the desk answered.
    private mutating func take(_ reply: AccountReply) -> [AccountEffect] {
        switch reply {
        case .account(let info):
            account = info
        case .usernameStatus(let text, let status):
            // The player's own username is free to them when they change it.
            let own = form.kind == .changeUsername && account?.username.lowercased() == text.lowercased()
            usernameStatus = status == .taken && own ? .free : status
        case .logIn(let outcome):
            return loggedIn(outcome)
        case .change(.done(let player)):
            self.player = player
            return [.play(player, notice: changedNotice(player))]
        case .change(.refused(let refusal)):
            form.message = Notice(refusal.screenText, isError: true)
            // A wrong old password is typed again, not edited.
            form.values[.oldPassword] = nil
        }
        return []
    }

    private func changedNotice(_ player: PlayerRef) -> ScreenText {
        switch form.kind {
        case .register: ScreenText("account.registered", ["name": .verbatim(player.name)])
        case .changeUsername, .chooseUsername: ScreenText("account.username_changed", ["name": .verbatim(player.name)])
        default: ScreenText("account.password_changed")
        }
    }

    private mutating func loggedIn(_ outcome: LoginOutcome) -> [AccountEffect] {
        let words = outcome.screenText(login: form.value(.login))
        switch outcome {
        case .loggedIn(let player):
            return [.play(player, notice: words)]
        case .usernameWanted(let player):
            // Logged in; the fleet gave their username away, so they choose another before playing.
            self.player = player
            form = AccountForm(kind: .chooseUsername)
            form.message = Notice(words, isError: false)
        case .noAccount, .wrongPassword, .locked, .banned, .storeDown:
            form.message = Notice(words, isError: true)
            form.values[.password] = ""
        }
        return []
    }

    /// The username on view (typed, or in its field), when the form has one.
    private var usernameOnView: String? {
        if let typing { return typing == .username || typing == .newUsername ? keyboard.text : nil }
        return form.fields.first { $0 == .username || $0 == .newUsername }.map { form.value($0) }
    }

    /// Asks the desk about the username on view when it is not the one last asked about.
    private mutating func checkUsername() -> [AccountEffect] {
        guard let text = usernameOnView, text != checkedUsername else { return [] }
        checkedUsername = text
        return [.ask(.checkUsername(text))]
    }

    // MARK: What the screens show

    /// The line under a field (or the keyboard's field): its live check or what it is for.
    public func note(for field: AccountForm.Field, text: String) -> FieldNote? {
        switch field {
        case .username, .newUsername:
            return AccountForm.usernameNote(text, usernameStatus)
        case .password where form.kind == .register, .newPassword:
            return AccountForm.passwordNote(text)
        case .email:
            return text.isEmpty
                ? FieldNote([ScreenText("account.email_note"), ScreenText("account.email_note_short")]) : nil
        default:
            return nil
        }
    }
}

/// Something that happened on the account screens, or what the desk answered.
public enum AccountAction: Equatable, Sendable {
    /// The form came on view (the menu reads the player's account).
    case opened
    /// A key by name: arrows, `enter`, `space`, `backspace`, `escape`.
    case keyPressed(String)
    /// Text from a physical keyboard or a script, into the open keyboard.
    case textTyped(String)
    /// A key of the open keyboard tapped.
    case keyTapped(TextKeyboard.Key)
    /// A field or button of the form tapped.
    case itemTapped(AccountForm.Item)
    case answered(AccountReply)
}

/// What the account desk is asked (`AccountDesk`'s calls).
public enum AccountRequest: Equatable, Sendable {
    case checkUsername(String)
    case logIn(String, password: String)
    case register(username: String, password: String, email: String?, keeping: PlayerRef?)
    case changeUsername(of: PlayerRef, password: String, to: String)
    /// The new username of a player the fleet asked for one, just logged in (no password asked again).
    case chooseUsername(of: PlayerRef, to: String)
    case changePassword(of: PlayerRef, from: String, to: String)
    case readAccount(of: PlayerRef)
}

/// What the account desk answered, by request.
public enum AccountReply: Equatable, Sendable {
    case usernameStatus(String, UsernameStatus)
    case logIn(LoginOutcome)
    /// A register, a username change or a password change.
    case change(AccountChange)
    case account(AccountInfo?)
}

/// What the account screens need done.
public enum AccountEffect: Equatable, Sendable {
    case ask(AccountRequest)
    /// Back to the player list.
    case back
    /// Play as this player (logged in, registered, or renamed), saying so.
    case play(PlayerRef, notice: ScreenText)
}
