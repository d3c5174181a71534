import QuizCore
import QuizFlows

/// The topic screens' keys and taps, turned into `TopicsAction`s: arrows move
/// the highlight, Enter presses it, the digits pick an answer (or a topic of
/// the list), Escape goes back.
extension TriviaScene {
    func topicsKey(_ name: String, at time: Double) {
        guard let flow = topics else { return }
        if ["up", "down", "left", "right"].contains(name), flow.screen == .list {
            // The list's highlight is its selected row: up and down move it, a page at a time off its ends.
            send(.selectionMoved(by: name == "up" || name == "left" ? -1 : 1), at: time)
            return
        }
        if flow.screen == .topic, !flow.confirmingQuit, topicRulesLines.total > topicRulesLines.shown {
            // Rules longer than their boxes: Up and Down read on (the buttons are one row, Left and Right).
            let page = max(1, topicRulesLines.shown - 1)
            if let lines = ["up": -1, "down": 1, "pageup": -page, "pagedown": page][name] {
                topicRulesLines = topicRulesLines.scrolled(by: lines)
                return
            }
        }
        let targets = layout.topicsTargets(for: flow)
        switch name {
        case "left", "right", "up", "down":
            let initial = targets.firstIndex(where: \.isDefault) ?? 0
            topicsFocus.move(name, in: targets.map(\.rect), screen: flow.screenName, initial: initial)
        case KeyName.confirm:
            if let rect = topicsFocused(in: layout), let target = targets.first(where: { $0.rect == rect }) {
                press(target.press, at: time)
            } else if flow.screen != .play || flow.quiz?.phase != .asking || flow.confirmingQuit,
                let target = targets.first(where: \.isDefault)
            {
                // Without a highlight, Enter is the screen's main button; a question has none.
                press(target.press, at: time)
            }
        case "escape":
            send(.backTapped(at: time), at: time)
        case "q" where flow.screen == .topic && !flow.confirmingQuit:
            send(.gameChosen(.category, at: time), at: time)
        case "t" where flow.screen == .topic && !flow.confirmingQuit:
            send(.gameChosen(.timed, at: time), at: time)
        case "w" where flow.reportableQuestion != nil && layout.offersFeedback:
            press(.report, at: time)
        default:
            guard let digit = Int(name), (1...9).contains(digit), !flow.confirmingQuit else { return }
            topicsDigit(digit, flow: flow, at: time)
        }
    }

    private func topicsDigit(_ digit: Int, flow: TopicsFlow, at time: Double) {
        switch flow.screen {
        case .list:
            let rows = layout.topicRows(count: flow.entries.count, selected: flow.selected)
            if rows.indices.contains(digit - 1) { send(.topicOpened(index: rows[digit - 1].index, at: time), at: time) }
        case .play:
            guard let options = flow.quiz?.currentOptions, options.indices.contains(digit - 1) else { return }
            send(.answerTapped(optionID: options[digit - 1].id, at: time), at: time)
        case .topic, .result:
            break
        }
    }

    func topicsTap(x: Double, y: Double, at time: Double) {
        guard let flow = topics else { return }
        if let target = layout.topicsTargets(for: flow).first(where: { $0.rect.contains(x: x, y: y) }) {
            press(target.press, at: time)
        } else if flow.confirmingQuit, !layout.card.contains(x: x, y: y) {
            press(.stay, at: time)
        } else if flow.screen == .play, flow.quiz?.phase == .revealed {
            // Anywhere on a shown answer goes on, as the Next button does.
            send(.nextTapped(at: time), at: time)
        }
    }

    private func press(_ press: TopicsPress, at time: Double) {
        guard let flow = topics else { return }
        switch press {
        case .row(let index): send(.topicOpened(index: index, at: time), at: time)
        case .open: send(.topicOpened(index: flow.selected, at: time), at: time)
        case .back, .quit, .stay: send(.backTapped(at: time), at: time)
        case .quiz: send(.gameChosen(.category, at: time), at: time)
        case .timed: send(.gameChosen(.timed, at: time), at: time)
        case .answer(let id): send(.answerTapped(optionID: id, at: time), at: time)
        case .next: send(.nextTapped(at: time), at: time)
        case .leave: send(.leaveTapped(at: time), at: time)
        case .again: send(.playAgainTapped(at: time), at: time)
        case .report: send(.reportTapped, at: time)
        }
    }

    /// The topic screens' focused button on the screen last drawn, if the arrows have set one.
    func topicsFocused(in layout: TriviaLayout) -> Rect? {
        guard let flow = topics else { return nil }
        return topicsFocus.focused(in: layout.topicsTargets(for: flow).map(\.rect), screen: flow.screenName)
    }
}
