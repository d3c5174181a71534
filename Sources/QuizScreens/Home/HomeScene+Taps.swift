import QuizFlows

extension HomeScene {
    /// What a tap at `x`, `y` is on the screen on view (as last drawn), if anything.
    func tapAction(x: Double, y: Double) -> HomeAction? {
        let layout = HomeLayout(
            size: lastSize, tileCount: modes.count, hasBoards: boards != nil,
            hasStatusLine: flow.offline, hasSpeaker: flow.hasAccessibility, hasGlobe: flow.hasLanguages,
            lines: lastLines)
        switch flow.screen {
        case .tiles:
            if flow.fixedPlayer == nil, (playerButton ?? layout.playerButton).contains(x: x, y: y) {
                return .playerButtonTapped
            }
            if flow.hasBoards, let boardsButton, boardsButton.contains(x: x, y: y) { return .boardsTapped }
            if flow.showsProfileButton, let profileButton, profileButton.contains(x: x, y: y) {
                return .profileTapped
            }
            if flow.hasAccessibility, let speakerButton, speakerButton.contains(x: x, y: y) {
                return .accessibilityTapped
            }
            if flow.hasLanguages, let globeButton, globeButton.contains(x: x, y: y) { return .languageTapped }
            return layout.tiles.firstIndex { $0.contains(x: x, y: y) }.map { .tileTapped($0) }
        case .naming, .leadTyping:
            return Self.key(of: flow.keyboard, layout: layout, x: x, y: y).map { .keyTapped($0) }
        case .account:
            guard let account = flow.account else { return nil }
            if account.typing != nil {
                return Self.key(of: account.keyboard, layout: layout, x: x, y: y).map { .account(.keyTapped($0)) }
            }
            let item = AccountLayout(home: layout).items(of: account.form).first { $0.1.contains(x: x, y: y) }?.0
            return item.map { .account(.itemTapped($0)) }
        case .choosingPlayer:
            let rows = layout.playerRows(count: flow.list.count - flow.list.top)
            return rows.firstIndex { $0.contains(x: x, y: y) }.map { .playerRowTapped(flow.list.top + $0) }
        case .lead:
            let parts = layout.leadForm
            let hit: [(Rect, LeadForm.Item)] = [
                (parts.name, .name), (parts.email, .email), (parts.consentRow, .consent), (parts.skip, .skip),
                (parts.send, .send),
            ]
            return hit.first { $0.0.contains(x: x, y: y) }.map { .leadItemTapped($0.1) }
        case .playing, .profile:
            return nil
        }
    }

    /// The key of `keyboard` under a tap, if any.
    static func key(of keyboard: TextKeyboard, layout: HomeLayout, x: Double, y: Double) -> TextKeyboard.Key? {
        for (row, rects) in layout.keys(keyboard.rows).enumerated() {
            if let index = rects.firstIndex(where: { $0.contains(x: x, y: y) }) { return keyboard.rows[row][index].key }
        }
        return nil
    }
}
