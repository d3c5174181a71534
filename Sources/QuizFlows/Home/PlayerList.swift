import QuizCore

/// The home's player list ("Who is playing?"): the device's players, then
/// "New player", then the account rows (Log in, Register, Your account),
/// one focused, and the first row shown when they do not all fit.
public struct PlayerList: Equatable, Sendable {
    public var players: [PlayerRef] = []
    /// The rows after "New player": Log in, Register, Your account (catalog texts).
    public var accountRows: [ScreenText] = []
    public private(set) var focus = 0
    /// The first row shown.
    public private(set) var top = 0

    public init(players: [PlayerRef] = [], accountRows: [ScreenText] = [], focus: Int = 0) {
        self.players = players
        self.accountRows = accountRows
        self.focus = focus
    }

    /// Every row's label, in order: the players' names as they are, the other rows from the catalog.
    public var labels: [ScreenText] {
        players.map { .verbatim($0.name) } + [ScreenText("home.new_player")] + accountRows
    }

    public var count: Int { players.count + 1 + accountRows.count }

    /// Moves the focus to the next (`down`, `right`) or previous (`up`, `left`) row, wrapping around.
    public mutating func move(_ direction: String) {
        focus = (focus + (direction == "up" || direction == "left" ? count - 1 : 1)) % count
    }

    /// Scrolls just enough that the focused row is among the `rows` shown.
    public mutating func keepFocusShown(rows: Int) {
        if focus < top { top = focus }
        if focus >= top + rows { top = focus - rows + 1 }
    }
}
