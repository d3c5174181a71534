import QuizCore
import QuizFlows

/// What a tap or Enter on one of the topic screens' targets does.
enum TopicsPress: Equatable {
    /// A topic of the list, by its index.
    case row(Int)
    case back, open, quiz, timed, quit, next, leave, stay, again
    /// "Report this question" on a reveal.
    case report
    case answer(Int64)
}

/// A target on a topic screen: where, what it does, whether the arrows start on it.
struct TopicsTarget {
    var rect: Rect
    var press: TopicsPress
    var isDefault = false
}

/// Where the topic screens put things, on trivia's layout (its top bar,
/// question box, answers, foot buttons and card).
extension TriviaLayout {
    /// The list's rows between the top bar and the foot buttons.
    var topicsListArea: Rect {
        let top = topBar.maxY + margin * 0.5
        let bottom = footButtons(1)[0].y - margin * 0.6
        return Rect(x: contentX, y: top, width: contentWidth, height: max(20, bottom - top))
    }

    var topicRowHeight: Double { targetHeight(0.115) }

    /// Rows that fit the list at once.
    var topicsPerPage: Int {
        let gap = margin * 0.4
        return max(1, Int((topicsListArea.height + gap) / (topicRowHeight + gap)))
    }

    /// The rows on screen: the page holding `selected`, by index into the list.
    func topicRows(count: Int, selected: Int) -> [(index: Int, rect: Rect)] {
        let perPage = topicsPerPage
        let first = (max(0, selected) / perPage) * perPage
        let area = topicsListArea
        let gap = margin * 0.4
        return (first..<min(count, first + perPage)).map { index in
            let y = area.y + Double(index - first) * (topicRowHeight + gap)
            return (index, Rect(x: area.x, y: y, width: area.width, height: topicRowHeight))
        }
    }

    /// Under a question, instead of trivia's power-ups: the line saying how it went, and one button.
    var topicsStatusRow: Rect {
        let row = powerUpRow
        let h = min(row.height, buttonHeight)
        return Rect(x: row.x, y: row.maxY - h, width: row.width, height: h)
    }

    /// The button at the status row's right end: Quit while asking, Next on the answer.
    var topicsStatusButton: Rect {
        let row = topicsStatusRow
        let w = min(max(row.width * 0.28, Self.footButtonMinimumWidth * 0.85), row.width * 0.45)
        return Rect(x: row.maxX - w, y: row.y, width: w, height: row.height)
    }

    /// "Report" on a game's reveal: left of Next, as tall, a little narrower (the verdict keeps the rest).
    var topicsReportButton: Rect {
        let next = topicsStatusButton
        let w = min((next.width * 0.9).rounded(), max(next.height * 2.8, 70))
        return Rect(x: next.x - margin * 0.6 - w, y: next.y, width: w, height: next.height)
    }

    /// The targets of the topic screen on view, in reading order.
    func topicsTargets(for flow: TopicsFlow) -> [TopicsTarget] {
        if flow.confirmingQuit {
            let buttons = cardPair()
            return [
                TopicsTarget(rect: buttons[0], press: .leave),
                TopicsTarget(rect: buttons[1], press: .stay, isDefault: true),
            ]
        }
        switch flow.screen {
        case .list:
            let rows = topicRows(count: flow.entries.count, selected: flow.selected).map {
                TopicsTarget(rect: $0.rect, press: .row($0.index), isDefault: $0.index == flow.selected)
            }
            let foot = footButtons(2)
            return rows + [TopicsTarget(rect: foot[0], press: .back), TopicsTarget(rect: foot[1], press: .open)]
        case .topic:
            // Enter plays the quiz, or the timed challenge once the topic has nothing new to ask.
            let quiz = flow.entry?.topic.hasQuestionsLeft ?? true
            let foot = footButtons(3)
            return [
                TopicsTarget(rect: foot[0], press: .back), TopicsTarget(rect: foot[1], press: .quiz, isDefault: quiz),
                TopicsTarget(rect: foot[2], press: .timed, isDefault: !quiz),
            ]
        case .play:
            guard let quiz = flow.quiz else { return [] }
            if quiz.phase == .revealed {
                let next = TopicsTarget(rect: topicsStatusButton, press: .next, isDefault: true)
                return offersFeedback ? [TopicsTarget(rect: topicsReportButton, press: .report), next] : [next]
            }
            let answers = zip(quiz.currentOptions, answerButtons(count: quiz.currentOptions.count)).enumerated().map {
                TopicsTarget(rect: $1.1, press: .answer($1.0.id), isDefault: $0 == 0)
            }
            return answers + [TopicsTarget(rect: topicsStatusButton, press: .quit)]
        case .result:
            let foot = footButtons(2)
            return [
                TopicsTarget(rect: foot[0], press: .back), TopicsTarget(rect: foot[1], press: .again, isDefault: true),
            ]
        }
    }
}
