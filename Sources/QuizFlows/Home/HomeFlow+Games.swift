import QuizCore

/// Games: starting one, leaving it (the leads form first, once per visit), and the next kiosk visitor.
extension HomeFlow {
    /// Starts mode `index` for the current player, or a new guest (a kiosk visitor, or a handheld's first).
    mutating func start(_ index: Int, at time: Double) -> [HomeEffect] {
        guard let player else { return [.makeGuest(forMode: index)] }
        return begin(index, for: player)
    }

    mutating func begin(_ index: Int, for player: PlayerRef) -> [HomeEffect] {
        notice = nil
        self.player = player
        game = Game(mode: index, player: player)
        screen = .playing
        return [.markPlayed(player), .startMode(index, for: player)]
    }

    /// Back from a mode (its first screen's Escape, Quit or Home): the leads form first, once per visit,
    /// when the player played and leads are asked for.
    mutating func leaveMode(played: Bool, at time: Double) -> [HomeEffect] {
        if let leadConsent, played, let player = game?.player, !offeredLead.contains(player.id) {
            offeredLead.insert(player.id)
            leadForm = LeadForm(name: player.isGuest ? "" : player.name, consent: leadConsent)
            screen = .lead
            return []
        }
        return finishLeaving(at: time)
    }

    /// What leaving a mode comes to: home (a kiosk's next visitor), or out of a lone mode.
    mutating func finishLeaving(at time: Double) -> [HomeEffect] {
        leadForm = nil
        guard hasHome else {
            guard isInKiosk else {
                wantsQuit = true
                return []
            }
            // A lone mode cannot be left in a kiosk: the visitor is done, the next one starts fresh.
            visitorEngaged = true
            return endVisitor(at: time)
        }
        if isInKiosk, fixedPlayer == nil { return endVisitor(at: time) }
        game = nil
        showTiles(at: time)
        return [.closeMode]
    }

    /// The next visitor starts fresh: no player until they pick a game or type a name (a single mode gets a
    /// new guest at once, if this one played).
    mutating func endVisitor(at time: Double) -> [HomeEffect] {
        guard isInKiosk, fixedPlayer == nil else { return [] }
        let engaged = visitorEngaged
        visitorEngaged = false
        keyboard = TextKeyboard(.name, letters: letters)
        leadForm = nil
        account = nil
        offeredLead = []
        focus = 1
        if hasHome {
            player = nil
            game = nil
            showTiles(at: time)
            return [.closeMode] + (hasLanguages ? [.resetLanguage] : [])
        }
        guard engaged else { return [] }
        player = nil
        return start(0, at: time)
    }

    mutating func showTiles(at time: Double) {
        screen = .tiles
        tiltChose = false
        hold.restart(at: time)
    }

    mutating func openProfile() -> [HomeEffect] {
        guard hasProfiles, let player else { return [] }
        screen = .profile
        return [.openProfile(player)]
    }

    // MARK: The leads form

    /// A part of the leads form pressed.
    mutating func activateLead(_ item: LeadForm.Item, at time: Double) -> [HomeEffect] {
        guard var form = leadForm else { return [] }
        form.focus = item
        switch item {
        case .name, .email:
            keyboard = TextKeyboard(
                item == .email ? .email : .name, text: item == .email ? form.email : form.name, letters: letters)
            screen = .leadTyping(item)
        case .consent:
            form.toggleConsent()
        case .skip:
            return finishLeaving(at: time)
        case .send:
            guard let lead = form.submission(), let player = game?.player else { break }
            let effects = finishLeaving(at: time)
            notice = Notice(ScreenText("home.lead_kept", ["name": .verbatim(lead.name)]), isError: false)
            return [.saveLead(lead, for: player)] + effects
        }
        leadForm = form
        return []
    }
}
