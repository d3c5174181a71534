import QuizCore

/// The highlighted button for players without touch: a gamepad's d-pad or
/// stick, an arcade joystick, or the arrow keys move it between the answers,
/// power-ups and buttons on screen, and Enter (A) presses it. It appears with
/// the first arrow press and is forgotten when the screen or overlay changes,
/// so touch and number-key players never see it.
struct TriviaFocus {
    /// The screen the focus belongs to (the scene's screen name and its number of targets).
    private var context: String?
    /// The focused target's index, when one is focused.
    private var index: Int?

    /// The focused target on `targets`, when the focus still belongs to `screen`.
    func focused(in targets: [Rect], screen: String) -> Rect? {
        guard context == Self.context(screen, targets), let index, targets.indices.contains(index) else { return nil }
        return targets[index]
    }

    /// Moves the focus one step in `direction` ("left", "right", "up", "down"):
    /// the first press only shows it, on `initial`.
    mutating func move(_ direction: String, in targets: [Rect], screen: String, initial: Int) {
        guard !targets.isEmpty else { return }
        let key = Self.context(screen, targets)
        guard context == key, let index, targets.indices.contains(index) else {
            context = key
            self.index = min(max(initial, 0), targets.count - 1)
            return
        }
        if let next = Self.neighbour(of: index, toward: direction, in: targets) { self.index = next }
    }

    private static func context(_ screen: String, _ targets: [Rect]) -> String { "\(screen)/\(targets.count)" }

    /// The target a press toward `direction` reaches: the nearest one in line
    /// with the current one (overlapping it across the direction, as the next
    /// answer in a row or a column is), else the nearest within 45 degrees,
    /// with distance across the direction counting double.
    static func neighbour(of index: Int, toward direction: String, in targets: [Rect]) -> Int? {
        let here = targets[index]
        var best: (index: Int, score: Double)?
        for (candidate, rect) in targets.enumerated() where candidate != index {
            let horizontal = direction == "left" || direction == "right"
            let sign: Double = direction == "left" || direction == "up" ? -1 : 1
            guard horizontal || direction == "up" || direction == "down" else { return nil }
            let along = sign * (horizontal ? rect.midX - here.midX : rect.midY - here.midY)
            let across = abs(horizontal ? rect.midY - here.midY : rect.midX - here.midX)
            guard along > 0.5, inLineOrWithinCone(along: along, across: across, here: here, rect: rect, horizontal)
            else { continue }
            let inLine = overlaps(here, rect, across: horizontal)
            // Anything in line beats anything out of line.
            let score = (inLine ? 0 : 1_000_000) + along + 2 * across
            if score < (best?.score ?? .infinity) { best = (candidate, score) }
        }
        return best?.index
    }

    /// Whether two targets share some of their extent across the direction of travel.
    private static func overlaps(_ a: Rect, _ b: Rect, across horizontal: Bool) -> Bool {
        horizontal ? b.y < a.maxY && a.y < b.maxY : b.x < a.maxX && a.x < b.maxX
    }

    /// Out of line, only targets within 45 degrees of the direction count, so
    /// Left on the first answer does not dive into the row below.
    private static func inLineOrWithinCone(
        along: Double, across: Double, here: Rect, rect: Rect, _ horizontal: Bool
    ) -> Bool {
        overlaps(here, rect, across: horizontal) || across <= along
    }
}

extension TriviaLayout {
    /// What the focus can land on, in reading order: the shop's buy buttons
    /// and Close, the answers then the power-ups, or the screen's buttons.
    func focusTargets(for game: TriviaGame) -> [Rect] {
        switch game.overlay {
        case .explanation: return []
        case .shop:
            return shopRows(count: ShopItem.catalog.count).map { buyButton(in: $0) } + [shopClose]
        case nil: break
        }
        if game.screen == .answering, let round = game.round {
            return answerButtons(count: round.options.count) + powerUpButtons
        }
        return (showsFeedback(game) ? [feedbackButton] : []) + buttons(for: game).map(\.1)
    }

    /// Where the first arrow press puts the focus: the first answer, the first
    /// item in the shop, else the screen's last (main) button.
    func initialFocus(for game: TriviaGame, count: Int) -> Int {
        game.overlay != nil || game.screen == .answering ? 0 : count - 1
    }
}
