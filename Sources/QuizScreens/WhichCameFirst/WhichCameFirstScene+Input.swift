import QuizCore
import QuizFlows

extension WhichCameFirstScene {
    public func handle(_ input: InputEvent, at time: Double) {
        guard flow.leavingSince == nil else { return }
        switch input {
        case .key(let name, down: true) where KeyName.back.contains(name): back(at: time)
        case .key(let name, down: true): key(name, at: time)
        case .tap(let x, let y): tap(x: x, y: y, at: time)
        case .scroll(let rows): scroll(by: rows, at: time)
        case .swipe(let direction):
            // A swipe across the cards picks the one it points at; Next on the reveal.
            if screen == .question { selectCard(direction == .left ? 0 : 1, at: time) }
            if screen == .reveal, direction == .left || direction == .right { send(.nextTapped(at: time), at: time) }
        case .touch(_, let x, let y, down: true): pointer = (x, y)
        case .quit: send(.quit, at: time)
        case .key, .touch, .text: break
        }
    }

    // MARK: Keys

    private func key(_ name: String, at time: Double) {
        let enter = KeyName.confirm.contains(name)
        switch screen {
        case .splash:
            if name == "up" || name == "left" { send(.menuMoved(by: -1), at: time) }
            if name == "down" || name == "right" { send(.menuMoved(by: 1), at: time) }
            if enter { send(.enterPressed(today: today(time), at: time), at: time) }
        case .about:
            if enter { send(.enterPressed(today: today(time), at: time), at: time) }
            let page = max(1, aboutLines.shown - 1)
            let lines = ["up": -1, "down": 1, "pageup": -page, "pagedown": page][name]
            if let lines { aboutLines = aboutLines.scrolled(by: lines) }
        case .question:
            questionKey(name, enter: enter, at: time)
        case .reveal:
            if enter || name == "right" { send(.nextTapped(at: time), at: time) }
            if name == "up" || name == "down" { scrollFocusedCard(by: name == "up" ? -1 : 1) }
        case .result:
            if enter { send(.enterPressed(today: today(time), at: time), at: time) }
        case .notAvailable:
            if name == "up" || name == "down" || name == "left" || name == "right" { send(.focusToggled, at: time) }
            if enter { send(.enterPressed(today: today(time), at: time), at: time) }
        case .earlierDays:
            daysKey(name, enter: enter, at: time)
        }
    }

    private func questionKey(_ name: String, enter: Bool, at time: Double) {
        switch name {
        case "left", "1": selectCard(0, at: time)
        case "right", "2": selectCard(1, at: time)
        case "up", "down":
            // The selected card's text scrolls when it is long.
            scrollFocusedCard(by: name == "up" ? -1 : 1)
        default:
            if enter { send(.enterPressed(today: today(time), at: time), at: time) }
        }
    }

    private func daysKey(_ name: String, enter: Bool, at time: Double) {
        let rows = ["up": -1, "down": 1, "pageup": -daysShown, "pagedown": daysShown][name]
        if let rows {
            send(.dayMoved(by: rows), at: time)
        } else if enter {
            send(.enterPressed(today: today(time), at: time), at: time)
        }
        keepDayInView()
    }

    func keepDayInView() {
        guard case .day(let index) = focus else { return }
        if index < daysTop { daysTop = index }
        if index >= daysTop + daysShown { daysTop = index - daysShown + 1 }
        daysTop = max(0, min(daysTop, max(0, earlierDays.count - daysShown)))
    }

    // MARK: Scrolling

    /// Scrolls the selected card's text (the first card when none is selected) by `lines`.
    func scrollFocusedCard(by lines: Int) {
        let card: Int = {
            if case .card(let card) = focus { return card }
            if case .choosing(let selected?) = game?.phase { return selected }
            return 0
        }()
        scrollCard(card, by: lines)
    }

    func scrollCard(_ card: Int, by lines: Int) {
        guard cardScroll.indices.contains(card) else { return }
        let most = max(0, cardLines[card].total - cardLines[card].shown)
        cardScroll[card] = max(0, min(most, cardScroll[card] + lines))
    }

    private func scroll(by rows: Int, at time: Double) {
        switch screen {
        case .question, .reveal:
            // A drag scrolls the card it started on; the wheel, the selected one.
            let layout = WhichCameFirstLayout(size: lastSize, lines: lastLines)
            if let pointer, let card = layout.cards.firstIndex(where: { $0.contains(x: pointer.x, y: pointer.y) }) {
                scrollCard(card, by: rows)
            } else {
                scrollFocusedCard(by: rows)
            }
        case .about:
            aboutLines = aboutLines.scrolled(by: rows)
        case .earlierDays:
            daysTop = max(0, min(max(0, earlierDays.count - daysShown), daysTop + rows))
            if case .day(let index) = focus, index < daysTop || index >= daysTop + daysShown {
                send(.focused(.day(daysTop)), at: time)
            }
        default:
            break
        }
    }

    // MARK: Taps

    private func tap(x: Double, y: Double, at time: Double) {
        let layout = WhichCameFirstLayout(size: lastSize, lines: lastLines)
        switch screen {
        case .splash:
            for (index, rect) in layout.menuButtons(count: menu.count).enumerated() where rect.contains(x: x, y: y) {
                return send(.menuTapped(index, today: today(time), at: time), at: time)
            }
        case .about:
            if layout.backButton.contains(x: x, y: y) || layout.actionButton.contains(x: x, y: y) {
                back(at: time)
            }
        case .question:
            if layout.backButton.contains(x: x, y: y) { return back(at: time) }
            for (index, rect) in layout.cards.enumerated() where rect.contains(x: x, y: y) {
                return selectCard(index, at: time)
            }
            if layout.actionButton.contains(x: x, y: y) { send(.submitTapped(at: time), at: time) }
        case .reveal:
            if layout.backButton.contains(x: x, y: y) { return back(at: time) }
            if layout.actionButton.contains(x: x, y: y) { send(.nextTapped(at: time), at: time) }
        case .result:
            if layout.actionButton.contains(x: x, y: y) { back(at: time) }
        case .notAvailable:
            if layout.backButton.contains(x: x, y: y) { return back(at: time) }
            if layout.actionButton(wide: true).contains(x: x, y: y) {
                send(.randomDayTapped(today: today(time), at: time), at: time)
            }
        case .earlierDays:
            if layout.backButton.contains(x: x, y: y) { return back(at: time) }
            for (offset, rect) in layout.dayRows().enumerated() where rect.contains(x: x, y: y) {
                return send(.dayTapped(daysTop + offset, at: time), at: time)
            }
        }
    }
}
