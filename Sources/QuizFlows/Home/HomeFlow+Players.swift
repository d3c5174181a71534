import QuizCore

/// Players: the player button, the list, a typed name, and the account screens the list opens.
extension HomeFlow {
    /// The player button: a kiosk visitor types a name; a handheld lists its players.
    mutating func openPlayerButton() -> [HomeEffect] {
        guard fixedPlayer == nil else { return [] }
        guard !isInKiosk || hasAccounts else {
            openKeyboard()
            return []
        }
        // A kiosk lists nobody (visitors do not see each other), only the ways to name oneself.
        return [.listPlayers(named: !isInKiosk, accountOf: hasAccounts ? player : nil)]
    }

    mutating func showList(_ named: [PlayerRef], playerHasAccount: Bool) {
        var players = named
        if !isInKiosk, let player, player.isGuest { players.insert(player, at: 0) }
        let accountRows =
            hasAccounts
            ? [ScreenText("account.log_in"), ScreenText("account.register")]
                + (playerHasAccount ? [ScreenText("account.your_account")] : []) : []
        list = PlayerList(
            players: players, accountRows: accountRows, focus: players.firstIndex { $0 == player } ?? 0)
        screen = .choosingPlayer
    }

    mutating func openKeyboard() {
        keyboard = TextKeyboard(.name, letters: letters)
        screen = .naming
    }

    /// A row of the player list (after the players, "New player", then the account rows).
    mutating func choosePlayer(at row: Int, time: Double) -> [HomeEffect] {
        guard row < list.players.count else {
            if row == list.players.count {
                openKeyboard()
                return []
            }
            return openAccount(row - list.players.count - 1, at: time)
        }
        let chosen = list.players[row]
        if hasAccounts, chosen != player { return [.findAccount(of: chosen)] }
        return choose(chosen, at: time)
    }

    /// Plays as `chosen` from now on, back on the tiles.
    mutating func choose(_ chosen: PlayerRef, at time: Double) -> [HomeEffect] {
        player = chosen
        focus = 1
        showTiles(at: time)
        return [.markPlayed(chosen)]
    }

    /// A keyboard key pressed (Enter, or a tap).
    mutating func press(_ key: TextKeyboard.Key, at time: Double) -> [HomeEffect] {
        switch keyboard.press(key) {
        case .typing:
            return []
        case .cancelled:
            closeKeyboard(at: time)
            return []
        case .done(let text):
            guard case .leadTyping(let item) = screen else {
                // A kiosk visitor becomes a new player; a handheld finds the player of that name (or makes them).
                return [.findPlayer(named: text, new: isInKiosk)]
            }
            leadForm?.set(item, to: text)
            screen = .lead
            return []
        }
    }

    /// Cancel or Escape on the keyboard: back where it was opened from, unchanged.
    mutating func closeKeyboard(at time: Double) {
        if case .leadTyping = screen {
            screen = .lead
        } else {
            showTiles(at: time)
        }
    }

    // MARK: Accounts

    /// Opens account row `index` (log in, register, the player's account), the log-in with `login` typed.
    mutating func openAccount(_ index: Int, login: String = "", at time: Double) -> [HomeEffect] {
        guard hasAccounts else { return [] }
        let kinds: [AccountForm.Kind] = [.logIn, .register, .menu]
        account = AccountFlow(kind: kinds[min(index, 2)], player: player, login: login)
        screen = .account
        return toAccount(.opened, at: time)
    }

    /// Passes an action to the account screens; what they come to: the desk asked, back to the list, or play.
    mutating func toAccount(_ action: AccountAction, at time: Double) -> [HomeEffect] {
        guard var flow = account else { return [] }
        let effects = flow.reduce(action)
        account = flow
        return effects.flatMap { effect -> [HomeEffect] in
            switch effect {
            case .ask(let request):
                return [.account(request)]
            case .back:
                account = nil
                return openPlayerButton()
            case .play(let player, let text):
                account = nil
                notice = Notice(text, isError: false)
                return choose(player, at: time)
            }
        }
    }
}
