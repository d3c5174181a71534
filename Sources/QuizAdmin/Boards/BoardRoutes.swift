import Foundation
import Hummingbird
import QuizCore
import QuizStore
import QuizText

/// The leaderboards through the game's own board query (`QuizDatabase.board`): `GET /boards` (moderators and
/// admins) for a mode and a period (the day, its Monday-to-Sunday week, all time) ending on a day, the best
/// 100, the Daily Challenge's of one language's deal when `language` names one (each language deals its own ten
/// questions); `GET /boards.csv` (admins: exports are theirs) the same rows as CSV, every cell neutralised
/// against spreadsheet formulas (`CSVWriter`).
struct BoardRoutes {
    static let top = 100

    let database: QuizDatabase
    let queries: AdminQueries
    let pages: Pages
    let timeZone: TimeZone
    /// The page's boards, with their rows written, for a second; nil: every request asks the store.
    var cache: BoardCache<ShownBoard>? = BoardCache()

    func add(page: RouterGroup<AdminContext>, export: RouterGroup<AdminContext>) {
        page.get("/boards") { request, context in try show(request, context) }
        export.get("/boards.csv") { request, context in try csv(request, context) }
    }

    /// The board the query asks for, and the modes to choose from; or the words saying what is wrong.
    func board(_ request: Request) throws -> Result<(Board, [String]), BoardProblem> {
        switch try chosen(request) {
        case .failure(let problem): .failure(problem)
        case .success(let chosen): .success((try database.board(chosen.scope, top: Self.top), chosen.modes))
        }
    }

    /// The board the query asks for with its page written in `words`' language, from the last second's (`cache`)
    /// or the store.
    func shownBoard(_ request: Request, words: Catalog) throws -> Result<ShownBoard, BoardProblem> {
        switch try chosen(request, cache: cache) {
        case .failure(let problem): return .failure(problem)
        case .success(let chosen):
            let load = { () throws -> ShownBoard in
                try ShownBoard(
                    try database.board(chosen.scope, top: Self.top), modes: chosen.modes,
                    languages: chosen.scope.mode == GameMode.daily.rawValue ? try queries.dailyLanguages() : [],
                    pages: pages, timeZone: timeZone, words: words)
            }
            return .success(try cache?.board(chosen.scope, language: words.language, load: load) ?? load())
        }
    }

    /// The scope the query names (mode, period, day; for the Daily Challenge, a language or none for every
    /// language's) and the modes to choose from.
    func chosen(
        _ request: Request, cache: BoardCache<ShownBoard>? = nil
    ) throws -> Result<
        (scope: BoardScope, modes: [String]), BoardProblem
    > {
        let modes =
            try cache?.playedModes { () throws(StoreError) in try queries.playedModes() } ?? queries.playedModes()
        let mode = request.uri.queryParameters.get("mode") ?? modes.first ?? GameMode.trivia.rawValue
        let period: BoardPeriod
        let day: CalendarDay
        do throws(BoardProblem) {
            period = try BoardProblem.period(request)
            day = try BoardProblem.day(request, in: timeZone)
        } catch {
            return .failure(error)
        }
        let language =
            mode == GameMode.daily.rawValue
            ? request.uri.queryParameters.get("language").flatMap { $0.isEmpty ? nil : $0 } : nil
        return .success(
            (
                BoardScope(mode: mode, period: period, day: day, language: language),
                modes.contains(mode) ? modes : modes + [mode]
            ))
    }

    func show(_ request: Request, _ context: AdminContext) throws -> Response {
        switch try self.shownBoard(request, words: context.words) {
        case .failure(let problem):
            return problem.page(pages, in: context)
        case .success(let shown):
            return pages.html(
                body: context.user?.role == .admin ? shown.adminPage : shown.moderatorPage,
                title: context.words["web.leaderboards"], in: context)
        }
    }

    func csv(_ request: Request, _ context: AdminContext) throws -> Response {
        let board: Board
        switch try self.board(request) {
        case .failure(let problem): return problem.page(pages, in: context)
        case .success(let found): board = found.0
        }
        var writer = CSVWriter(header: ["rank", "player_id", "name", "points", "games", "last_finish_utc"])
        let iso = ISO8601DateFormatter()
        for row in board.top {
            writer.append([
                String(row.rank), String(row.playerID), row.name, String(row.points), String(row.games),
                iso.string(from: Date(timeIntervalSince1970: row.lastFinish)),
            ])
        }
        let scope = board.scope
        let safeMode = String(scope.mode.filter { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }.prefix(40))
        let safeLanguage = scope.language.map { "-" + String($0.filter { $0.isASCII && $0.isLetter }.prefix(8)) } ?? ""
        let file = "board-\(safeMode)\(safeLanguage)-\(scope.period.rawValue)-\(scope.day.description).csv"
        return Response(
            status: .ok,
            headers: [
                .contentType: "text/csv; charset=utf-8", .contentDisposition: "attachment; filename=\"\(file)\"",
            ],
            body: .init(byteBuffer: ByteBuffer(string: writer.text)))
    }
}

/// Why a board cannot be shown.
enum BoardProblem: Error {
    /// The period asked for is none of day, week or all.
    case period(String)
    /// The day asked for is not a date written YYYY-MM-DD.
    case day(String)

    /// The problem in `words`' language.
    func words(_ words: Catalog) -> String {
        switch self {
        case .period(let period): words.text("web.bad_period", ["period": period])
        case .day(let day): words.text("web.bad_day", ["day": day])
        }
    }

    /// The page that refuses the board, in the context's language.
    func page(_ pages: Pages, in context: AdminContext) -> Response {
        pages.message(context.words["web.no_such_board"], words(context.words), in: context, status: .badRequest)
    }

    /// The period `request` asks for (`period`; the week when none), the same on the device's and the fleet's
    /// boards.
    static func period(_ request: Request) throws(BoardProblem) -> BoardPeriod {
        let asked = request.uri.queryParameters.get("period")
        guard let period = BoardPeriod(rawValue: asked ?? "week") else { throw .period(asked ?? "") }
        return period
    }

    /// The day `request`'s board ends on (`day`, YYYY-MM-DD; today in `timeZone` when none), the same on the
    /// device's and the fleet's boards. Today is counted without a Calendar (`Days.day`) and needs no check; a day
    /// asked for is checked.
    static func day(_ request: Request, in timeZone: TimeZone) throws(BoardProblem) -> CalendarDay {
        let given = request.uri.queryParameters.get("day")
        let dayText = given ?? Days.day(Date(), in: timeZone)
        guard given.map({ Days.start(of: $0, in: timeZone) != nil }) ?? true, let day = CalendarDay(dayText) else {
            throw .day(dayText)
        }
        return day
    }
}

extension BoardPeriod {
    /// The period's name in `words`' language, for the boards' choice and heading.
    func label(_ words: Catalog) -> String {
        switch self {
        case .day: words["web.period_day"]
        case .week: words["web.period_week"]
        case .all: words["web.period_all"]
        }
    }
}

/// A board and its page below the user bar, written by the leaderboard's template (`BoardsTemplate.body`,
/// every value escaped) in one language: once for admins (the CSV link, names linking to the player's page),
/// once for moderators.
struct ShownBoard: Sendable {
    var board: Board
    var adminPage: RenderedFragment
    var moderatorPage: RenderedFragment

    /// `modes`: the modes to choose from; `languages`: the Daily Challenge's boards' languages to choose from
    /// (none leaves the choice off the page).
    init(
        _ board: Board, modes: [String], languages: [String] = [], pages: Pages, timeZone: TimeZone, words: Catalog
    ) throws(AdminError) {
        self.board = board
        let scope = board.scope
        let rows: [[String: Any]] = board.top.map { row in
            [
                "rank": row.rank, "id": String(row.playerID), "name": row.name, "points": row.points,
                "games": row.games,
                "last": Days.moment(Date(timeIntervalSince1970: row.lastFinish), in: timeZone, words),
            ]
        }
        // The language asked for stays chosen on the page, also when no result of it is kept yet.
        let offered = languages + (scope.language.map { languages.contains($0) ? [] : [$0] } ?? [])
        let query =
            "mode=\(FormFields.encode(scope.mode))&period=\(scope.period.rawValue)&day=\(scope.day.description)"
            + (scope.language.map { "&language=" + FormFields.encode($0) } ?? "")
        var values: [String: Any] = [
            "title": words["web.leaderboards"],
            "modes": modes.map {
                ["mode": $0, "label": ModeNames.title($0, words), "selected": $0 == scope.mode] as [String: Any]
            },
            "periods": BoardPeriod.allCases.map {
                ["period": $0.rawValue, "label": $0.label(words), "selected": $0 == scope.period] as [String: Any]
            },
            "day": scope.day.description, "rows": rows, "hasRows": !rows.isEmpty,
            "choosesLanguage": !offered.isEmpty,
            "boardLanguages": offered.map { ["code": $0, "selected": $0 == scope.language] as [String: Any] },
            "playersText": words.plural("web.count_ranked_players", count: board.players),
            "mode": ModeNames.title(scope.mode, words), "period": scope.period.label(words),
            "csv": "/boards.csv?" + query, "admin": true,
        ]
        adminPage = try pages.fragment("boardsBody", values, words: words)
        values["admin"] = false
        moderatorPage = try pages.fragment("boardsBody", values, words: words)
    }
}
