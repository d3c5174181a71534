import QuizCore

/// The topic screens' keys and taps: arrows move the highlight, Enter presses
/// it, the digits pick an answer (or a topic of the list), Escape goes back.
extension TopicsFlow {
    func key(_ name: String, layout: TriviaLayout, at time: Double) {
        if ["up", "down", "left", "right"].contains(name), screen == .list {
            // The list's highlight is its selected row: up and down move it, a page at a time off its ends.
            moveSelection(by: name == "up" || name == "left" ? -1 : 1)
            return
        }
        switch name {
        case "left", "right", "up", "down":
            moveFocus(name, in: layout)
        case "enter", "return", "space":
            if let rect = focused(in: layout),
                let target = layout.topicsTargets(for: self).first(where: { $0.rect == rect })
            {
                press(target.press, at: time)
            } else if screen != .play || quiz?.phase != .asking || confirmingQuit,
                let target = layout.topicsTargets(for: self).first(where: \.isDefault)
            {
                // Without a highlight, Enter is the screen's main button; a question has none.
                press(target.press, at: time)
            }
        case "escape":
            back(at: time)
        case "q" where screen == .topic && !confirmingQuit:
            start(.category, at: time)
        case "t" where screen == .topic && !confirmingQuit:
            start(.timed, at: time)
        case "w" where reportableQuestion != nil && layout.offersFeedback:
            press(.report, at: time)
        default:
            guard let digit = Int(name), (1...9).contains(digit), !confirmingQuit else { return }
            digitKey(digit, layout: layout, at: time)
        }
    }

    private func digitKey(_ digit: Int, layout: TriviaLayout, at time: Double) {
        switch screen {
        case .list:
            let rows = layout.topicRows(count: entries.count, selected: selected)
            if rows.indices.contains(digit - 1) { open(rows[digit - 1].index, at: time) }
        case .play:
            guard let options = quiz?.currentOptions, options.indices.contains(digit - 1) else { return }
            answer(optionID: options[digit - 1].id, at: time)
        case .topic, .result:
            break
        }
    }

    func tap(x: Double, y: Double, layout: TriviaLayout, at time: Double) {
        let targets = layout.topicsTargets(for: self)
        if let target = targets.first(where: { $0.rect.contains(x: x, y: y) }) {
            press(target.press, at: time)
        } else if confirmingQuit, !layout.card.contains(x: x, y: y) {
            press(.stay, at: time)
        } else if screen == .play, quiz?.phase == .revealed {
            // Anywhere on a shown answer goes on, as the Next button does.
            next(at: time)
        }
    }

    func press(_ press: TopicsPress, at time: Double) {
        switch press {
        case .row(let index): open(index, at: time)
        case .open: open(selected, at: time)
        case .back: back(at: time)
        case .quiz: start(.category, at: time)
        case .timed: start(.timed, at: time)
        case .answer(let id): answer(optionID: id, at: time)
        case .quit: back(at: time)
        case .next: next(at: time)
        case .leave: leaveGame(at: time)
        case .stay: back(at: time)
        case .again: playAgain(at: time)
        case .report: onReport(time)
        }
    }
}
