/// Something that happened in the Tilt True/False game, with the game time
/// (seconds since the session started) at which it happened.
public enum TrueFalseAction: Equatable, Sendable {
    /// Play on the title, or Replay on game over.
    case playPressed(at: Double)
    /// The tilt pipeline committed: `left` is TRUE, right is FALSE.
    case answerTilted(left: Bool, at: Double)
    /// The player tapped the check (true) or the cross (false).
    case answerTapped(Bool, at: Double)
    /// The player said "true" or "false" (voice commands).
    case answerSaid(Bool, at: Double)
    /// Enter or a tap: Play on the title, Next on the reveal, Replay on game over.
    case nextPressed(at: Double)
    /// Escape: back to the title (from the title: leave the game).
    case escapePressed(at: Double)
    /// A step of the game clock, with whether the device is held neutral.
    case tick(at: Double, isNeutral: Bool)
}

/// What the front end must do after an action.
public enum TrueFalseEffect: Equatable, Sendable {
    case screenChanged(TrueFalseGame.Screen)
    /// Measure a new neutral pose: a question has just appeared.
    case recalibrateTilt
    case playSound(GameSound)
    case answerCommitted(TrueFalseAnswer)
    case roundFinished(score: Int, total: Int)
    /// A round was dealt: keep its ids for the player; `startedOver` when the
    /// pool had run out and every earlier id was forgotten first.
    case roundDealt(ids: [String], startedOver: Bool)
    /// The pack is empty: nothing to play.
    case noQuestions
    /// Escape on the title: the player wants to leave.
    case quitRequested
}

/// The sounds the rules ask for; the front end maps them to files.
public enum GameSound: String, Equatable, Sendable, CaseIterable {
    case tick
    case right
    case wrong
    /// The trivia timer ran out.
    case timeUp = "timeup"
    /// The tilt arrow reached its first, second, third stage: a tone a step higher each (heard without looking).
    case arrowStage1 = "stage1"
    case arrowStage2 = "stage2"
    case arrowStage3 = "stage3"

    /// The tone of the tilt arrow's `stage` (1 to 3; the nearest of them otherwise).
    public static func arrowStage(_ stage: Int) -> GameSound {
        switch stage {
        case ...1: return .arrowStage1
        case 2: return .arrowStage2
        default: return .arrowStage3
        }
    }
}
