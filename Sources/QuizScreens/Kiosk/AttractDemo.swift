import QuizCore

/// A game playing itself on attract mode's demo screen: a mode's real scene
/// driven by a small script of its own, silent, keeping nothing. Its clock
/// starts at 0 when it is made.
public protocol AttractDemo: AnyObject {
    /// Steps the demo to game time `time`.
    func update(at time: Double)
    func draw(_ painter: Painter, at time: Double)
    /// How tall a band across the top attract mode's call to play covers on a screen of `size` (the mode's
    /// buttons are along the bottom, or `stripGrows`: the call along the bottom would take more than one line);
    /// nil: the call goes along the bottom.
    func callToActionTop(for size: Size, stripGrows: Bool) -> Double?
    /// Draws the demo under the call to play along the bottom (`callToActionTop` nil), which covers the foot of
    /// the screen: a demo with a hint there leaves it out.
    func drawUnderCallToAction(_ painter: Painter, at time: Double)
}

extension AttractDemo {
    public func callToActionTop(for size: Size, stripGrows: Bool) -> Double? { nil }
    public func drawUnderCallToAction(_ painter: Painter, at time: Double) { draw(painter, at: time) }
}

/// Makes a demo dealt with `seed`, starting at game time `startedAt`; nil when the mode has nothing to show
/// this time (no Daily Challenge deal today), and attract mode shows the next mode's demo.
public typealias AttractDemoMaker = (_ seed: UInt64, _ startedAt: Double) -> (any AttractDemo)?

/// The demos each mode offers attract mode.
public enum AttractDemos {
    /// A Tilt True/False round on a simulated device; nil without statements.
    public static func trueFalse(_ questions: [TrueFalseQuestion]) -> AttractDemoMaker? {
        guard !questions.isEmpty else { return nil }
        return { seed, startedAt in
            DemoPlayer(
                questions: questions, seed: seed, startedAt: startedAt,
                sounds: SoundPlayer(directory: "", enabled: false))
        }
    }

    /// A trivia question played by tapping; nil without topics. `question`
    /// reads one of a topic's questions with a random key; `localDate` is the
    /// event's date at a wall-clock time (see `TriviaWallClock`).
    public static func trivia(
        topics: [TriviaTopic], settings: TriviaSettings, localDate: @escaping (_ wallSeconds: Double) -> String,
        question: @escaping (_ topicID: Int64, _ randomKey: Int64) -> TriviaQuestion?
    ) -> AttractDemoMaker? {
        guard !topics.isEmpty else { return nil }
        return { seed, startedAt in
            TriviaDemo(
                topics: topics, settings: settings, clock: TriviaWallClock(localDate: localDate), question: question,
                seed: seed, startedAt: startedAt)
        }
    }
}
