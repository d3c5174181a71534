import Foundation
import GRDB
import QuizAdmin
import QuizCore
import QuizFleet
import QuizSecrets
import QuizStore
import TestSupport

/// A real store in a temporary folder with an admin, a moderator, a player's
/// account, and two guests whose names are hostile (a script tag, a
/// spreadsheet formula) with finished games today; and the web admin serving
/// it on a free port of 127.0.0.1 until `stop()`.
final class AdminFixture: @unchecked Sendable {
    static let adminPassword = "Boss-pass1!"
    static let moderatorPassword = "Mod-pass1!"
    static let playerPassword = "Plain-pass1!"
    static let scriptName = "<script>alert(1)</script>"
    static let formulaName = "=1+1"

    let folder: String
    private(set) var database: QuizDatabase
    let accounts: AccountStore
    private(set) var server: AdminServer
    var port = 0
    private var task: Task<Void, any Error>?
    var admin: PlayerRef!
    var moderator: PlayerRef!
    var player: PlayerRef!
    var scripted: PlayerRef!
    var formula: PlayerRef!
    /// The day (UTC) every game the fixture writes is on: the day it was made, so a test that runs past
    /// midnight still finds its games on the board of the day it names (`boardsPage`).
    let day: String

    /// `fleet`: the web admin's connection to a fleet's PostgreSQL (its store never joins it: fleet-only mode).
    init(
        limits: LoginLimits = .standard, secureCookies: Bool = false, fleet: FleetConnection? = nil,
        languages: AdminLanguages = AdminWords.languages
    ) throws {
        day = LocalDate.string(for: Date(), in: TimeZone(identifier: "UTC")!)
        folder = TemporaryFolder.make(prefix: "tiltquiz-admin-")
        database = try QuizDatabase(path: QuizDatabase.file(inDirectory: folder))
        accounts = AccountStore(database: database, iterations: SaltedHash.allowedIterations.lowerBound)
        server = try AdminServer(
            database: database,
            configuration: AdminConfiguration(
                host: "127.0.0.1", port: 0, timeZone: TimeZone(identifier: "UTC")!, secureCookies: secureCookies,
                loginLimits: limits, fleet: fleet, languages: languages))
        admin = try accounts.register(username: "boss", password: Self.adminPassword)
        try accounts.setRole(of: admin, to: "admin")
        moderator = try accounts.register(username: "mod", password: Self.moderatorPassword)
        try accounts.setRole(of: moderator, to: "moderator")
        player = try accounts.register(username: "plain", password: Self.playerPassword)
        let directory = PlayerDirectory(database: database)
        scripted = try directory.newPlayer(named: Self.scriptName)
        formula = try directory.newPlayer(named: Self.formulaName)
        try game(scripted.id, points: 50)
        try game(formula.id, points: 40)
    }

    /// The day board of `mode` on the fixture's `day`.
    func boardsPage(mode: String = "trivia", csv: Bool = false) -> String {
        (csv ? "/boards.csv" : "/boards") + "?mode=\(mode)&period=day&day=\(day)"
    }

    /// A finished trivia game on `day` (now, unless midnight has passed since), written as the game writes it:
    /// through another connection to the file.
    func game(_ playerID: Int64, points: Int, mode: String = "trivia") throws {
        let queue = try DatabaseQueue(path: QuizDatabase.file(inDirectory: folder))
        let now = Date()
        try queue.write { db in
            try db.execute(
                sql: """
                    INSERT INTO gameResult (playerId, mode, score, total, points, completedAt, localDate)
                    VALUES (?, ?, 5, 10, ?, ?, ?)
                    """,
                arguments: [playerID, mode, points, now, day])
        }
    }

    func start() async throws {
        let (ports, continuation) = AsyncStream<Int>.makeStream()
        let app = server.application { port in
            continuation.yield(port)
            continuation.finish()
        }
        task = Task { try await app.run() }
        var iterator = ports.makeAsyncIterator()
        port = await iterator.next() ?? 0
    }

    /// Stops the server and starts another on the same file through a new connection, as a restart of
    /// `admin serve` does (nothing kept in memory survives).
    func restart() async throws {
        task?.cancel()
        _ = await task?.result
        database = try QuizDatabase(path: QuizDatabase.file(inDirectory: folder))
        server = try AdminServer(database: database, configuration: server.configuration)
        try await start()
    }

    func stop() async {
        task?.cancel()
        _ = await task?.result
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// Runs `body` against a started server, and stops it whatever happens.
    static func with(
        limits: LoginLimits = .standard, secureCookies: Bool = false, fleet: FleetConnection? = nil,
        languages: AdminLanguages = AdminWords.languages, _ body: (AdminFixture) async throws -> Void
    ) async throws {
        let fixture = try AdminFixture(
            limits: limits, secureCookies: secureCookies, fleet: fleet, languages: languages)
        try await fixture.start()
        do {
            try await body(fixture)
        } catch {
            await fixture.stop()
            throw error
        }
        await fixture.stop()
    }

    /// Runs `body` against a started server (over `fleet` when given) with the fixture's moderator ("mod") or
    /// admin ("boss") signed in: their session cookie and CSRF token.
    static func with(
        signedIn role: AdminRole, fleet: FleetConnection? = nil,
        _ body: (AdminFixture, _ cookie: String, _ csrf: String) async throws -> Void
    ) async throws {
        try await with(fleet: fleet) { fixture in
            let (cookie, csrf) =
                role == .admin
                ? try await fixture.logIn("boss", adminPassword) : try await fixture.logIn("mod", moderatorPassword)
            try await body(fixture, cookie, csrf)
        }
    }

    // MARK: Requests

    func get(_ path: String, cookie: String? = nil, headers: [String: String] = [:]) async throws -> HTTPReply {
        var all = headers
        if let cookie { all["Cookie"] = [cookie, headers["Cookie"]].compactMap { $0 }.joined(separator: "; ") }
        return try await RawHTTP.send(port: port, method: "GET", path: path, headers: all)
    }

    func post(_ path: String, _ fields: [(String, String)], cookie: String? = nil) async throws -> HTTPReply {
        var headers = ["Content-Type": "application/x-www-form-urlencoded"]
        if let cookie { headers["Cookie"] = cookie }
        let body = fields.map { "\(Self.encode($0.0))=\(Self.encode($0.1))" }.joined(separator: "&")
        return try await RawHTTP.send(port: port, method: "POST", path: path, headers: headers, body: body)
    }

    /// Tries to log in through the form; the reply to the POST.
    func tryLogIn(_ name: String, _ password: String) async throws -> HTTPReply {
        let form = try await get("/login")
        let token = Self.field("loginToken", in: form.body) ?? ""
        let cookie = form.setCookies["tiltquiz_login"].flatMap { $0.split(separator: ";").first.map(String.init) }
        return try await post(
            "/login", [("loginToken", token), ("name", name), ("password", password)], cookie: cookie)
    }

    /// Logs in; the session cookie ("tiltquiz_admin=...") and the page's CSRF token.
    func logIn(_ name: String, _ password: String) async throws -> (cookie: String, csrf: String) {
        let reply = try await tryLogIn(name, password)
        guard reply.status == 303, let line = reply.setCookies["tiltquiz_admin"],
            let cookie = line.split(separator: ";").first.map(String.init)
        else { throw RawHTTP.Failure(description: "log-in as \(name) failed: \(reply.status) \(reply.body)") }
        let page = try await get("/", cookie: cookie)
        guard let csrf = Self.field("csrf", in: page.body) else {
            throw RawHTTP.Failure(description: "no CSRF token on the dashboard: \(page.body)")
        }
        return (cookie, csrf)
    }

    /// The value of the hidden field `name` in `html`.
    static func field(_ name: String, in html: String) -> String? {
        guard let range = html.range(of: "name=\"\(name)\" value=\"") else { return nil }
        let rest = html[range.upperBound...]
        return rest.firstIndex(of: "\"").map { String(rest[..<$0]) }
    }

    static func encode(_ text: String) -> String {
        let allowed = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
        return text.addingPercentEncoding(withAllowedCharacters: allowed) ?? ""
    }
}
