import QuizCore
import QuizFlows

extension TriviaScene {
    /// At rest once the screen has faded in, the spinner has landed on its topic, and the topic's progress
    /// has counted up to its share: a screenshot before then shows a topic crossing its box or "95 %" of 100.
    public func isSettled(at time: Double) -> Bool {
        // The topic screens: once their answers have faded in.
        if let topics { return time >= topics.shownAt + TopicsFlow.entrySeconds }
        guard time >= screenShownAt + TriviaScene.entrySeconds else { return false }
        switch game.screen {
        // A spinner never rests before it lands (then the screen is "topic"): it is caught with its names in
        // their rows, not crossing the slot's edge.
        case .spinning:
            let position = spinnerPosition(at: time)
            return abs(position - position.rounded()) < 0.06
        case .progress: return time >= screenShownAt + TriviaScene.progressCountSeconds
        default: return true
        }
    }

    /// Where the spinner's roll is at `time`, in topic rows: three full turns easing out onto the chosen topic
    /// (its index once landed, or at once when `cut`: `accessibility.reduce_motion`).
    func spinnerPosition(at time: Double, cut: Bool = false) -> Double {
        let topics = game.topics
        let chosen = Double(topics.firstIndex { $0.id == game.topicID } ?? 0)
        guard game.screen == .spinning else { return chosen }
        let t = Ease.progress(since: spin.start, now: time, duration: max(0.1, spin.end - spin.start), cut: cut)
        return chosen - Double(topics.count * 3) * (1 - Ease.outCubic(t))
    }

    /// How long a screen takes to fade in.
    static let entrySeconds = 0.35
    /// How long the progress screen's share takes to count up to its value (its ring grows as long).
    static let progressCountSeconds = 0.8
}
