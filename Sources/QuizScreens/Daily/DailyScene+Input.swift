import QuizCore

extension DailyScene {
    public func handle(_ input: InputEvent, at time: Double) {
        if feedbackInput(input, at: time) { return }
        switch input {
        case .key(let name, down: true) where KeyName.back.contains(name): back(at: time)
        case .key(let name, down: true): key(name, at: time)
        case .tap(let x, let y): tap(x: x, y: y, at: time)
        case .quit: wantsQuit = true
        case .key, .touch, .text, .scroll, .swipe: break
        }
    }

    // MARK: Keys

    private func key(_ name: String, at time: Double) {
        let enter = KeyName.confirm.contains(name)
        switch screen {
        case .home:
            if enter { play(at: time) }
        case .question:
            questionKey(name, enter: enter, at: time)
        case .reveal:
            if name == "w" {
                openReport(at: time)
            } else if enter || name == "right" {
                next(at: time)
            }
        case .result:
            if enter { done(at: time) }
        case .unavailable:
            if enter { showHome(at: time) }
        }
    }

    /// Number keys choose at once; arrows move between the options (a grid of two columns on a wide screen,
    /// one on a tall one) and Enter chooses the one focused.
    private func questionKey(_ name: String, enter: Bool, at time: Double) {
        guard let count = game.map({ $0.questions[$0.current].options.count }), count > 0 else { return }
        if let number = Int(name), (1...count).contains(number) { return choose(number - 1, at: time) }
        let index = { if case .option(let at) = self.focus { return min(at, count - 1) } else { return 0 } }()
        let columns = DailyLayout(size: lastSize, lines: lastLines).optionColumns(count: count)
        switch name {
        case "left": focus = .option(max(0, index - 1))
        case "right": focus = .option(min(count - 1, index + 1))
        case "up": focus = .option(index - columns >= 0 ? index - columns : index)
        case "down": focus = .option(index + columns < count ? index + columns : index)
        default:
            if enter { choose(index, at: time) }
        }
    }

    // MARK: Taps

    private func tap(x: Double, y: Double, at time: Double) {
        let layout = DailyLayout(size: lastSize, lines: lastLines)
        switch screen {
        case .home:
            if layout.playButton.contains(x: x, y: y) { return play(at: time) }
            if offersHome, layout.backButton.contains(x: x, y: y) { wantsQuit = true }
        case .question:
            if layout.backButton.contains(x: x, y: y) { return back(at: time) }
            guard let game else { return }
            let count = game.questions[game.current].options.count
            for (index, rect) in layout.options(count: count).enumerated() where rect.contains(x: x, y: y) {
                focus = .option(index)
                return choose(index, at: time)
            }
        case .reveal:
            if layout.backButton.contains(x: x, y: y) { return back(at: time) }
            if reportableQuestion != nil, layout.reportButton.contains(x: x, y: y) {
                openReport(at: time)
                return
            }
            if layout.actionButton.contains(x: x, y: y) { next(at: time) }
        case .result:
            if layout.actionButton.contains(x: x, y: y) { done(at: time) }
        case .unavailable:
            if layout.backButton.contains(x: x, y: y) || layout.actionButton.contains(x: x, y: y) {
                showHome(at: time)
            }
        }
    }
}
