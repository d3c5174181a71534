import QuizCore

/// What the kiosk layer needs of a game mode's scene, beyond `Scene`: whether
/// a game is under way, how far it got, and a way back to the title.
public protocol KioskPlayable: Scene {
    /// The mode's name as the store records it (`tilt`, `trivia`).
    var modeName: String { get }
    /// True while a game is under way (the reset timeout applies); false on
    /// the title, menus and the game over screen (the idle timeout applies).
    var isPlaying: Bool { get }
    /// The answers given in the game under way (or the last one).
    var progress: RoundProgress { get }
    /// Goes back to the title without losing anything; true once there. The
    /// kiosk's reset is due now, on every screen: a scene keeps a question on
    /// the clock as a game cut off (trivia's saved round, the Daily
    /// Challenge's time left) rather than wait for its timer. One that cannot
    /// get there yet returns false and is asked again on the next step.
    func stepTowardTitle(at time: Double) -> Bool
    /// Steps the rules. `engaged` is false while nobody has touched, pressed or
    /// tilted anything since the kiosk showed the title: a device lying still
    /// on a stand must not start a game by itself.
    func kioskUpdate(at time: Double, engaged: Bool)
    /// Whether the mode is played by tilting (the admin menu then names the tilt device).
    var usesTilt: Bool { get }
    /// Cents one "Add credit" in the admin menu gives the player, or nil when
    /// the operator does not grant credits to this game (free play, coins, no shop).
    var creditGrantCents: Int? { get }
    /// The player's credits, for the admin menu; nil when the game has none.
    var creditsCents: Int? { get }
    /// Adds `creditGrantCents` to the player's credits, in the ledger as the operator's grant.
    func grantCredits(at time: Double)
    /// Set by the kiosk layer, which ignores Escape: the scene's hints then
    /// leave out the keys that do nothing there ("Esc to quit").
    var isInKiosk: Bool { get set }
    /// Set by the home screen when it offers other modes: leaving the mode's
    /// first screen goes back home, so Quit reads "Home".
    var offersHome: Bool { get set }
    /// Who is playing, when the scene knows (the home screen does).
    var player: PlayerRef? { get }
    /// Whether the kiosk layer passes Escape on: only a scene that never
    /// leaves the program by it (the home screen, which goes back to its tiles).
    var takesEscapeInKiosk: Bool { get }
    /// How tall a band across the top of this scene's first screen attract
    /// mode's call to play covers at `size` (its buttons are along the bottom,
    /// where the call would hide them, or `stripGrows`: the call along the
    /// bottom would take more than one line, at a larger text size or in a
    /// language with longer words, and cover what the screen shows above its
    /// hint); nil: the call goes along the bottom.
    func callToActionTop(for size: Size, stripGrows: Bool) -> Double?
    /// Draws the scene under attract mode's call to play along the bottom (`callToActionTop` nil), which
    /// covers the foot of the screen: a scene with a hint there leaves it out.
    func drawUnderCallToAction(_ painter: Painter, at time: Double)
    /// Whether the scene hosts the room (a live round, its join screen or podium): the crowd plays on their
    /// phones without touching the kiosk, so the kiosk neither resets it nor covers it with attract mode.
    var hostsRoom: Bool { get }
    /// The operator's page of the room this scene hosts (a live round's source, count and players), opened
    /// from the admin menu; nil for a scene that hosts none.
    func roomPage() -> (any OperatorPage)?
}

extension KioskPlayable {
    /// Steps the rules as outside a kiosk, engaged or not: a game whose first screen never starts by itself.
    public func kioskUpdate(at time: Double, engaged: Bool) {
        update(at: time)
    }

    public var usesTilt: Bool { true }
    public var creditGrantCents: Int? { nil }
    public var creditsCents: Int? { nil }
    public func grantCredits(at time: Double) {}
    public var player: PlayerRef? { nil }
    public var takesEscapeInKiosk: Bool { false }
    public func callToActionTop(for size: Size, stripGrows: Bool) -> Double? { nil }
    public func drawUnderCallToAction(_ painter: Painter, at time: Double) { draw(painter, at: time) }
    public var hostsRoom: Bool { false }
    public func roomPage() -> (any OperatorPage)? { nil }
}
