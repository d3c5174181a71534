import QuizCore

/// What Enter presses on the packs screens: a pack, a toolbar button, an
/// answer, or one of the screens' buttons.
enum PacksFocus: Equatable {
    case pack(Int)
    case home
    case scores
    case settings
    case answer(Int)
    case submit
    case next
    case back
    case changeURL
    case checkNow
}

extension PacksScene {
    public func handle(_ input: InputEvent, at time: Double) {
        if feedbackInput(input, at: time) { return }
        switch input {
        case .key(let name, down: true): key(name, at: time)
        case .tap(let x, let y): tap(x: x, y: y, at: time)
        case .swipe(let direction): swipe(direction, at: time)
        case .scroll(let rows): scroll(by: rows, at: time)
        case .text(let text): if screen == .typingURL { keyboard.typeText(text) }
        case .quit: wantsQuit = true
        case .key, .touch: break
        }
    }

    // MARK: Keys

    private func key(_ name: String, at time: Double) {
        if screen == .typingURL {
            typingKey(name, at: time)
            return
        }
        if KeyName.back.contains(name) {
            back(at: time)
            return
        }
        switch screen {
        case .list: listKey(name, at: time)
        case .question: questionKey(name, at: time)
        case .answer, .finished:
            if name == "w" { openReport(at: time) }
            if KeyName.confirm.contains(name) || name == "right" { next(at: time) }
        case .settings: settingsKey(name, at: time)
        case .scores:
            if KeyName.confirm.contains(name) { backToList(at: time) }
            if name == "down" || name == "pagedown" { scroll(by: 3, at: time) }
            if name == "up" || name == "pageup" { scroll(by: -3, at: time) }
        case .typingURL: break
        }
    }

    /// Escape, Back or a swipe left: one screen back toward the list, and from the list out of the mode.
    func back(at time: Double) {
        switch screen {
        case .list: wantsQuit = true
        case .typingURL: show(.settings, at: time)
        default: backToList(at: time)
        }
    }

    /// The toolbar's buttons, left to right.
    var toolbar: [PacksFocus] {
        (offersHome ? [.home] : []) + [.scores] + (settingsOnList ? [.settings] : [])
    }

    private func listKey(_ name: String, at time: Double) {
        switch (focus, name) {
        case (.pack(let index), "up"):
            if index == 0 { focus = toolbar.last ?? .pack(0) } else { focus = .pack(index - 1) }
        case (.pack(let index), "down"):
            focus = .pack(min(index + 1, max(0, packs.count - 1)))
        case (.pack(let index), "pagedown"):
            focus = .pack(min(index + visibleRows, max(0, packs.count - 1)))
        case (.pack(let index), "pageup"):
            focus = .pack(max(0, index - visibleRows))
        case (_, "left"), (_, "right"):
            guard let at = toolbar.firstIndex(of: focus) else { return }
            let step = name == "left" ? -1 : 1
            focus = toolbar[(at + step + toolbar.count) % toolbar.count]
        case (_, "down"):
            focus = .pack(listTop)
        case (_, KeyName.confirm):
            activate(focus, at: time)
        default:
            break
        }
        keepFocusInView()
    }

    private func questionKey(_ name: String, at time: Double) {
        guard let round else { return }
        switch name {
        case "up", "left": round.chosen == nil ? choose(round.question.answers.count - 1, at: time) : move(-1)
        case "down": round.chosen == nil ? choose(0, at: time) : move(1)
        case "right": round.canSubmit ? submit(at: time) : choose(0, at: time)
        case KeyName.confirm: if round.canSubmit { submit(at: time) }
        default:
            if let digit = Int(name), (1...round.question.answers.count).contains(digit) {
                choose(digit - 1, at: time)
            }
        }
    }

    private func move(_ step: Int) {
        guard var current = round else { return }
        current.moveChoice(by: step)
        round = current
        sounds.play(.tick)
    }

    private func settingsKey(_ name: String, at time: Double) {
        let order: [PacksFocus] = [.back, .changeURL, .checkNow]
        let at = order.firstIndex(of: focus) ?? 1
        switch name {
        case "left", "up": focus = order[(at + order.count - 1) % order.count]
        case "right", "down": focus = order[(at + 1) % order.count]
        case KeyName.confirm: activate(focus, at: time)
        default: break
        }
    }

    private func typingKey(_ name: String, at time: Double) {
        switch name {
        case "escape": show(.settings, at: time)
        case "backspace": keyboard.eraseOne()
        case "left", "right", "up", "down": keyboard.move(name)
        case KeyName.confirm:
            switch keyboard.press(keyboard.focusedKey) {
            case .typing: break
            case .cancelled: show(.settings, at: time)
            case .done(let text): finishTyping(text, at: time)
            }
        default: break
        }
    }

    /// Presses a focused or tapped part.
    func activate(_ part: PacksFocus, at time: Double) {
        switch part {
        case .pack(let index): if packs.indices.contains(index) { start(packID: packs[index].id, at: time) }
        case .home: wantsQuit = true
        case .scores: openScores(at: time)
        case .settings: openSettings(fromAdmin: false, at: time)
        case .answer(let index): choose(index, at: time)
        case .submit: submit(at: time)
        case .next: next(at: time)
        case .back: back(at: time)
        case .changeURL: openKeyboard(at: time)
        case .checkNow: checkNow(at: time)
        }
    }

    // MARK: Swipes and scrolling

    /// Right: Next, or Submit once an answer is chosen. Left: back to the list
    /// (giving up a round). Down on the list's top: pull to refresh.
    func swipe(_ direction: SwipeDirection, at time: Double) {
        switch (screen, direction) {
        case (.question, .right): if round?.canSubmit == true { submit(at: time) }
        case (.answer, .right), (.finished, .right): next(at: time)
        case (.list, .down): if listTop == 0 { checkNow(at: time) } else { scroll(by: -visibleRows, at: time) }
        case (.list, .up), (.scores, .up): scroll(by: visibleRows, at: time)
        case (.scores, .down): scroll(by: -visibleRows, at: time)
        case (.list, _), (.typingURL, _): break
        case (_, .left): backToList(at: time)
        default: break
        }
    }

    /// Moves the list (or the scores) by whole rows: positive shows rows further down.
    func scroll(by rows: Int, at time: Double) {
        switch screen {
        case .list:
            // A pull down at the top checks for new packs, as a phone's list does.
            if rows < 0, listTop == 0 {
                if rows <= -2 { checkNow(at: time) }
                return
            }
            listTop = min(max(0, listTop + rows), max(0, packs.count - visibleRows))
            if case .pack(let index) = focus, index < listTop || index >= listTop + visibleRows {
                focus = .pack(listTop)
            }
        case .scores:
            scoresTop = max(0, scoresTop + rows)
        default:
            break
        }
    }

    /// Scrolls so the focused pack shows.
    func keepFocusInView() {
        guard case .pack(let index) = focus else { return }
        if index < listTop { listTop = index }
        if index >= listTop + visibleRows { listTop = index - visibleRows + 1 }
    }

    // MARK: Taps

    private func tap(x: Double, y: Double, at time: Double) {
        let layout = PacksLayout(size: lastSize, textGrowth: lastTextGrowth, lines: lastLines)
        switch screen {
        case .typingURL:
            tapKeyboard(x: x, y: y, layout: layout, at: time)
            return
        case .list:
            for (part, rect) in layout.toolbar(toolbar) where rect.contains(x: x, y: y) {
                focus = part
                activate(part, at: time)
                return
            }
            for (offset, rect) in layout.packRows().enumerated() where rect.contains(x: x, y: y) {
                let index = listTop + offset
                guard packs.indices.contains(index) else { return }
                focus = .pack(index)
                activate(.pack(index), at: time)
                return
            }
            return
        default:
            break
        }
        let backButton =
            screen == .question || screen == .answer ? roundBackButton ?? layout.backButton : layout.backButton
        if backButton.contains(x: x, y: y) {
            back(at: time)
            return
        }
        switch screen {
        case .question:
            guard let round else { return }
            for (index, rect) in layout.answers(count: round.question.answers.count).enumerated()
            where rect.contains(x: x, y: y) {
                choose(index, at: time)
                return
            }
            if layout.actionButton.contains(x: x, y: y) { submit(at: time) }
        case .answer, .finished:
            if reportableQuestion != nil {
                if layout.reportButton.contains(x: x, y: y) { openReport(at: time) }
                if layout.nextBesideReport.contains(x: x, y: y) { next(at: time) }
            } else if layout.actionButton.contains(x: x, y: y) {
                next(at: time)
            }
        case .settings:
            let parts = layout.settingsButtons
            if parts.change.contains(x: x, y: y) { activate(.changeURL, at: time) }
            if parts.check.contains(x: x, y: y) { activate(.checkNow, at: time) }
        case .scores, .list, .typingURL:
            break
        }
    }

    private func tapKeyboard(x: Double, y: Double, layout: PacksLayout, at time: Double) {
        let rows = keyboard.rows
        for (row, rects) in layout.keys(rows).enumerated() {
            for (index, rect) in rects.enumerated() where rect.contains(x: x, y: y) {
                let key = rows[row][index].key
                keyboard.focus(on: key)
                switch keyboard.press(key) {
                case .typing: break
                case .cancelled: show(.settings, at: time)
                case .done(let text): finishTyping(text, at: time)
                }
                return
            }
        }
    }
}
