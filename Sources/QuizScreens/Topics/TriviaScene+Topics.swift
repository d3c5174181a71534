import QuizCore

/// The topic list inside trivia: opened from trivia's home (Topics, key T),
/// it takes the scene's input, clock and drawing until Escape brings the
/// player back home, where the spinner's topics show the progress made.
extension TriviaScene {
    /// Opens the topic list, when the scene has somewhere to read topics from.
    func openTopics(at time: Double) {
        guard let topicSaving, game.screen == .home, topics == nil else { return }
        let flow = TopicsFlow(
            saving: topicSaving, clock: clock, sounds: sounds, seed: topicSeed &+ UInt64(topicGames.count), at: time)
        flow.onNotice = { [weak self] text, at in self?.show(notice: text, at: at) }
        flow.onReport = { [weak self] at in self?.openFeedback(at: at) }
        topics = flow
        homeShown(at: time)
    }

    func handleTopics(_ input: InputEvent, at time: Double) {
        guard let topics else { return }
        switch input {
        case .key(let name, let down):
            if down { topics.key(name, layout: layout, at: time) }
        case .tap(let x, let y):
            topics.tap(x: x, y: y, layout: layout, at: time)
        case .swipe, .scroll, .touch, .quit, .text:
            break
        }
        closeTopicsIfDone(at: time)
    }

    /// Closes the topic screens, a game on them left unrecorded (the kiosk going back to its title).
    func leaveTopics(at time: Double) {
        topics?.leave()
        closeTopicsIfDone(at: time)
    }

    /// Back on trivia's home once the list is left, with the topics' progress read again.
    func closeTopicsIfDone(at time: Double) {
        guard let flow = topics, flow.wantsHome else { return }
        topicGames += flow.summaryJSON
        topics = nil
        if !flow.finished.isEmpty { refreshTopics(flow.saving.topicEntries().map(\.topic)) }
        homeShown(at: time)
    }
}
