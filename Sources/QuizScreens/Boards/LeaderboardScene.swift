import QuizCore
import TiltInput

/// The leaderboard screen, from the home screen's "Leaderboards": a mode's board today, this week or all
/// time (and per topic for the timed challenges), the top 10 with the player's row highlighted, and their own
/// row below with its rank when they are further down. Tabs by tap; arrows move in and between the rows of
/// choices; Escape or Back goes home.
public final class LeaderboardScene: Scene, KioskPlayable {
    public private(set) var choice: LeaderboardChoice
    let reading: any BoardReading
    let playerID: Int64?
    /// The event's date now.
    let today: () -> CalendarDay
    /// The board on view; nil when the store cannot say.
    public private(set) var board: Board?
    /// Rows from the top.
    public static let topCount = 10
    public internal(set) var wantsQuit = false
    public var isInKiosk = false
    public var offersHome = true
    private(set) var shownAt = 0.0
    private var lastSize = Size(width: 1280, height: 720)
    /// The row heights last drawn with (`LineRoom`).
    private var lastLines = LineRoom.latinAtHundred

    public init(
        choice: LeaderboardChoice, reading: any BoardReading, playerID: Int64?, today: @escaping () -> CalendarDay,
        at time: Double = 0
    ) {
        self.choice = choice
        self.reading = reading
        self.playerID = playerID
        self.today = today
        shownAt = time
        load()
    }

    /// Reads the board chosen.
    private func load() {
        board = reading.board(choice.scope(on: today()), top: Self.topCount, playerID: playerID)
    }

    private func change(at time: Double, _ body: (inout LeaderboardChoice) -> Void) {
        let before = choice
        body(&choice)
        guard choice.scope(on: today()) != before.scope(on: today()) else { return }
        shownAt = time
        load()
    }

    public var screenName: String { "leaderboard" }
    public var isDone: Bool { false }
    public var modeName: String { Self.modeName }
    /// The kiosk's name for the boards on view (they are no game mode).
    public static let modeName = "leaderboards"
    public var isPlaying: Bool { false }
    public var progress: RoundProgress { RoundProgress(answered: 0, right: 0, roundLength: nil) }
    public var usesTilt: Bool { false }
    public func stepTowardTitle(at time: Double) -> Bool { true }
    public func kioskUpdate(at time: Double, engaged: Bool) {}

    var layout: LeaderboardLayout { LeaderboardLayout(size: lastSize, choiceRows: choice.rows.count, lines: lastLines) }

    public func handle(_ input: InputEvent, at time: Double) {
        switch input {
        case .key(let name, let down):
            guard down else { return }
            if KeyName.back.contains(name) {
                wantsQuit = true
            } else if KeyName.confirm.contains(name) {
                change(at: time) { _ = $0.key("down") }
            } else {
                change(at: time) { _ = $0.key(name) }
            }
        case .tap(let x, let y):
            tap(x: x, y: y, at: time)
        case .swipe, .scroll, .touch, .quit, .text:
            break
        }
    }

    private func tap(x: Double, y: Double, at time: Double) {
        let layout = layout
        if layout.backButton.contains(x: x, y: y) {
            wantsQuit = true
            return
        }
        for (index, rect) in layout.tabs(row: 0, count: choice.modes.count).enumerated() where rect.contains(x: x, y: y)
        {
            change(at: time) { $0.select(mode: index) }
            return
        }
        let periods = BoardPeriod.allCases
        for (index, rect) in layout.tabs(row: 1, count: periods.count).enumerated() where rect.contains(x: x, y: y) {
            change(at: time) { $0.select(period: periods[index]) }
            return
        }
        guard choice.choosesTopic else { return }
        let row = layout.topicRow
        if row.previous.contains(x: x, y: y) { change(at: time) { $0.moveTopic(by: -1) } }
        if row.next.contains(x: x, y: y) || row.name.contains(x: x, y: y) {
            change(at: time) { $0.moveTopic(by: 1) }
        }
    }

    public func handle(_ tilt: TimedTiltEvent) {}
    public func update(at time: Double) {}

    public func draw(_ painter: Painter, at time: Double) {
        lastSize = painter.size
        lastLines = painter.lineRoom
        BoardsView(scene: self, layout: layout, time: time, reducesMotion: painter.reducesMotion).draw(painter)
    }

    public func summaryJSON() -> String {
        let rank = playerID.flatMap { board?.row(of: $0)?.rank }
        return "{\"mode\":\"leaderboards\",\"board\":\(JSONText.string(choice.currentMode.id.rawValue)),"
            + "\"period\":\(JSONText.string(choice.period.rawValue)),\"players\":\(board?.players ?? 0),"
            + "\"rank\":\(rank.map(String.init) ?? "null")}"
    }
}
