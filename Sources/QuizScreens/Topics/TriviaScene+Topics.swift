import QuizCore
import QuizFlows

/// The topic list inside trivia: opened from trivia's home (Topics, key T),
/// it takes the scene's input, clock and drawing until Escape brings the
/// player back home, where the spinner's topics show the progress made. The
/// decisions are `TopicsFlow`'s; the scene sends it actions and performs its
/// effects in one switch.
extension TriviaScene {
    /// Opens the topic list, when the scene has somewhere to read topics from.
    func openTopics(at time: Double) {
        guard let topicSaving, game.screen == .home, topics == nil else { return }
        topics = TopicsFlow(
            entries: topicSaving.topicEntries(), seed: topicSeed &+ UInt64(topicGames.count), at: time,
            timeScalePercent: game.timeScalePercent)
        topicsFocus = TriviaFocus()
        topicRulesLines = LineWindow()
        homeShown(at: time)
    }

    /// Applies `action` to the topic screens and performs its effects.
    func send(_ action: TopicsAction, at time: Double) {
        guard var flow = topics else { return }
        let effects = flow.reduce(action)
        // Another topic or screen: its rules start at their first line.
        if flow.screen != topics?.screen || flow.entry?.topic.id != topics?.entry?.topic.id {
            topicRulesLines = LineWindow()
        }
        topics = flow
        for effect in effects { perform(effect, at: time) }
    }

    /// The topic screens' one switch over their effects: each read's answer goes back as an action.
    private func perform(_ effect: TopicsEffect, at time: Double) {
        guard let topicSaving else { return }
        switch effect {
        case .loadEntries:
            send(.entriesLoaded(topicSaving.topicEntries()), at: time)
        case .loadQuestions(let kind, let topicID, let seed):
            send(
                .questionsLoaded(topicSaving.questions(for: kind, topicID: topicID, seed: seed), kind: kind, at: time),
                at: time)
        case .recordGame(let quiz):
            let moment = clock.moment(at: time)
            let board = topicSaving.record(quiz, wallSeconds: moment.wallSeconds, localDate: moment.localDate)
            send(.gameRecorded(board, at: time), at: time)
        case .playSound(let sound):
            sounds.play(Self.sound(sound))
        case .notice(.everyQuestionAnswered(let topic)):
            show(notice: ScreenText("topics.every_question_answered", ["topic": .verbatim(topic)]), at: time)
        case .notice(.noQuestions(let topic)):
            show(notice: ScreenText("topics.no_questions", ["topic": .verbatim(topic)]), at: time)
        case .openReport:
            openFeedback(at: time)
        }
    }

    func handleTopics(_ input: InputEvent, at time: Double) {
        guard topics != nil else { return }
        switch input {
        case .key(let name, let down):
            if down { topicsKey(name, at: time) }
        case .tap(let x, let y):
            topicsTap(x: x, y: y, at: time)
        case .scroll(let rows):
            if topics?.screen == .topic { topicRulesLines = topicRulesLines.scrolled(by: rows) }
        case .swipe, .touch, .quit, .text:
            break
        }
        closeTopicsIfDone(at: time)
    }

    /// Closes the topic screens, a game on them left unrecorded (the kiosk going back to its title).
    func leaveTopics(at time: Double) {
        send(.closed, at: time)
        closeTopicsIfDone(at: time)
    }

    /// Back on trivia's home once the list is left, with the topics' progress read again.
    func closeTopicsIfDone(at time: Double) {
        guard let flow = topics, flow.wantsHome, let topicSaving else { return }
        topicGames += flow.summaryJSON(playerID: topicSaving.playerID)
        topics = nil
        if !flow.finished.isEmpty { refreshTopics(topicSaving.topicEntries().map(\.topic)) }
        homeShown(at: time)
    }
}
