import QuizCore

extension WhichCameFirstScene {
    public func handle(_ input: InputEvent, at time: Double) {
        guard leavingSince == nil else { return }
        switch input {
        case .key(let name, down: true): key(name, at: time)
        case .tap(let x, let y): tap(x: x, y: y, at: time)
        case .scroll(let rows): scroll(by: rows, at: time)
        case .swipe(let direction):
            // A swipe across the cards picks the one it points at; Next on the reveal.
            if screen == .question { selectCard(direction == .left ? 0 : 1, at: time) }
            if screen == .reveal, direction == .left || direction == .right { next(at: time) }
        case .touch(_, let x, let y, down: true): pointer = (x, y)
        case .quit: wantsQuit = true
        case .key, .touch, .text: break
        }
    }

    // MARK: Keys

    private func key(_ name: String, at time: Double) {
        if name == "escape" || name == "backspace" {
            back(at: time)
            return
        }
        let enter = ["enter", "return", "space"].contains(name)
        switch screen {
        case .splash:
            let items = menu
            let index = { if case .menu(let at) = self.focus { return at } else { return 0 } }()
            if name == "up" || name == "left" { focus = .menu((index + items.count - 1) % items.count) }
            if name == "down" || name == "right" { focus = .menu((index + 1) % items.count) }
            if enter { choose(items[min(index, items.count - 1)], at: time) }
        case .about:
            if enter { showSplash(at: time) }
            let page = max(1, aboutLines.shown - 1)
            let lines = ["up": -1, "down": 1, "pageup": -page, "pagedown": page][name]
            if let lines { aboutLines = aboutLines.scrolled(by: lines) }
        case .question:
            questionKey(name, enter: enter, at: time)
        case .reveal:
            if enter || name == "right" { next(at: time) }
            if name == "up" || name == "down" { scrollFocusedCard(by: name == "up" ? -1 : 1) }
        case .result:
            if enter { showSplash(at: time) }
        case .notAvailable:
            if name == "up" || name == "down" || name == "left" || name == "right" {
                focus = focus == .action ? .back : .action
            }
            if enter { focus == .back ? showSplash(at: time) : playRandomDay(at: time) }
        case .earlierDays:
            daysKey(name, enter: enter, at: time)
        }
    }

    private func questionKey(_ name: String, enter: Bool, at time: Double) {
        let selected: Int? = {
            if case .choosing(let selected) = game?.phase { return selected }
            return nil
        }()
        switch name {
        case "left", "1": selectCard(0, at: time)
        case "right", "2": selectCard(1, at: time)
        case "up", "down":
            // The selected card's text scrolls when it is long.
            scrollFocusedCard(by: name == "up" ? -1 : 1)
        default:
            if enter, selected != nil { submit(at: time) }
        }
    }

    private func daysKey(_ name: String, enter: Bool, at time: Double) {
        let count = earlierDays.count
        guard count > 0 else {
            if enter { showSplash(at: time) }
            return
        }
        let index = { if case .day(let at) = self.focus { return at } else { return 0 } }()
        switch name {
        case "up": focus = .day(max(0, index - 1))
        case "down": focus = .day(min(count - 1, index + 1))
        case "pageup": focus = .day(max(0, index - daysShown))
        case "pagedown": focus = .day(min(count - 1, index + daysShown))
        default:
            if enter { start(day: earlierDays[index].day, at: time) }
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
            let layout = HistoryLayout(size: lastSize)
            if let pointer, let card = layout.cards.firstIndex(where: { $0.contains(x: pointer.x, y: pointer.y) }) {
                scrollCard(card, by: rows)
            } else {
                scrollFocusedCard(by: rows)
            }
        case .about:
            aboutLines = aboutLines.scrolled(by: rows)
        case .earlierDays:
            daysTop = max(0, min(max(0, earlierDays.count - daysShown), daysTop + rows))
            if case .day(let index) = focus, index < daysTop || index >= daysTop + daysShown { focus = .day(daysTop) }
        default:
            break
        }
    }

    // MARK: Taps

    private func tap(x: Double, y: Double, at time: Double) {
        let layout = HistoryLayout(size: lastSize)
        switch screen {
        case .splash:
            for (index, rect) in layout.menuButtons(count: menu.count).enumerated() where rect.contains(x: x, y: y) {
                focus = .menu(index)
                choose(menu[index], at: time)
                return
            }
        case .about:
            if layout.backButton.contains(x: x, y: y) || layout.actionButton.contains(x: x, y: y) {
                showSplash(at: time)
            }
        case .question:
            if layout.backButton.contains(x: x, y: y) { return back(at: time) }
            for (index, rect) in layout.cards.enumerated() where rect.contains(x: x, y: y) {
                return selectCard(index, at: time)
            }
            if layout.actionButton.contains(x: x, y: y) { submit(at: time) }
        case .reveal:
            if layout.backButton.contains(x: x, y: y) { return back(at: time) }
            if layout.actionButton.contains(x: x, y: y) { next(at: time) }
        case .result:
            if layout.actionButton.contains(x: x, y: y) { showSplash(at: time) }
        case .notAvailable:
            if layout.backButton.contains(x: x, y: y) { return showSplash(at: time) }
            if layout.actionButton(wide: true).contains(x: x, y: y) { playRandomDay(at: time) }
        case .earlierDays:
            if layout.backButton.contains(x: x, y: y) { return showSplash(at: time) }
            for (offset, rect) in layout.dayRows().enumerated() where rect.contains(x: x, y: y) {
                let index = daysTop + offset
                guard earlierDays.indices.contains(index) else { return }
                focus = .day(index)
                return start(day: earlierDays[index].day, at: time)
            }
        }
    }
}
