import Foundation
import Hummingbird
import HummingbirdAuth
import HummingbirdCore
import HummingbirdTLS
import NIOSSL
import QuizCore
import QuizFleet
import QuizStore
import ServiceLifecycle

/// How `tiltquiz admin serve` runs.
public struct AdminConfiguration: Sendable {
    /// The address to listen on, and the port (0: any free one, for tests).
    public var host: String
    public var port: Int
    /// The event's time zone: "today" on the dashboard and the boards' days.
    public var timeZone: TimeZone
    /// Cookies marked Secure (only sent over HTTPS): on when a TLS proxy is in front of the admin
    /// (with `tls`, they are Secure anyway).
    public var secureCookies: Bool
    /// HTTPS in the server itself (nil: plain HTTP).
    public var tls: AdminTLS?
    public var loginLimits: LoginLimits
    /// The config file's `credits.mode`, shown on /settings (nil: not known).
    public var creditsMode: String?
    /// The fleet's PostgreSQL (the config's `fleet`), connected as the admin's login user: players, boards, the
    /// dashboard and the question bank then read and change the fleet (nil: this device's store only).
    public var fleet: FleetConnection?
    /// The languages the pages are offered in and the default (nil: every language the game has, English the
    /// default, from the bundled assets).
    public var languages: AdminLanguages?

    public init(
        host: String = "0.0.0.0", port: Int = 8080, timeZone: TimeZone = .current, secureCookies: Bool = false,
        loginLimits: LoginLimits = .standard, creditsMode: String? = nil, tls: AdminTLS? = nil,
        fleet: FleetConnection? = nil, languages: AdminLanguages? = nil
    ) {
        self.fleet = fleet
        self.languages = languages
        self.tls = tls
        self.creditsMode = creditsMode
        self.host = host
        self.port = port
        self.timeZone = timeZone
        self.secureCookies = secureCookies
        self.loginLimits = loginLimits
    }

    /// `--listen HOST:PORT` (an IPv6 host in brackets), or why not.
    public static func parseListen(_ text: String) throws(AdminError) -> (host: String, port: Int) {
        switch ListenAddress.parse(text) {
        case .success(let address): return (address.host, address.port)
        case .failure(let problem):
            throw .badListen(
                "--listen \(text) is not HOST:PORT (\(problem.reason)); use 0.0.0.0:8080 or 127.0.0.1:8080")
        }
    }
}

/// The web admin: Hummingbird pages over the game's store. Every route but
/// `GET/POST /login` and `GET /admin.css` is behind a session and a role
/// (`RequireRole`); every response carries the security headers.
///
/// With a fleet (`AdminConfiguration.fleet`), the players, the boards, the dashboard and the question bank are
/// the fleet's, from its PostgreSQL (`FleetDirectory`, `FleetBank`); log-ins and sessions stay in the store. On a
/// data folder that never joined the fleet (the server's machine, no kiosk on it: `fleetOnly`), the pages of a
/// device's store (topics, submissions, reports, settings, import) are not served; beside a kiosk that joined,
/// they are, and every page's top says they are this device's.
public struct AdminServer: Sendable {
    public let database: QuizDatabase
    public let configuration: AdminConfiguration
    let pages: Pages
    /// A fleet and a data folder that never joined it: no device's content pages.
    public let fleetOnly: Bool
    /// Uploads waiting for their import, and imports running (the import pages').
    let importJobs = ImportJobs()

    /// Connections waiting to be accepted, at most.
    static let backlog = 2_048

    /// The most connections the web admin holds open to the fleet's PostgreSQL, however many pages are asked at
    /// once: a page runs its reads one after another on one connection, and a page past these four waits for one.
    public static let fleetConnections = 4

    /// With a fleet: the one pool of connections to its PostgreSQL that every fleet page uses, for the server's
    /// lifetime (at most `fleetConnections`; closed when the application stops: `FleetPoolService`).
    let fleetPool: FleetPool?

    /// HTTP/1.1, over TLS when the configuration has it.
    let serverBuilder: HTTPServerBuilder

    /// Parses the templates and, with TLS, reads the certificate and key (each problem names the file).
    public init(database: QuizDatabase, configuration: AdminConfiguration) throws {
        self.database = database
        self.configuration = configuration
        var pages = try Pages.load(languages: configuration.languages ?? .bundled())
        fleetPool = configuration.fleet.map { FleetPool($0, maximum: Self.fleetConnections) }
        if let fleet = configuration.fleet {
            let joined = (try? FleetJournal(database: database).state().joined) ?? false
            fleetOnly = !joined
            let server = fleet.server
            let place = "\(server.user)@\(server.address)/\(server.database)"
            pages.scope = PageScope(
                deviceContent: joined,
                source: (key: joined ? "web.source_fleet_and_device" : "web.source_fleet_only", place: place))
        } else {
            fleetOnly = false
        }
        self.pages = pages
        if let tls = configuration.tls {
            serverBuilder = try .tls(.http1(), tlsConfiguration: try tls.checkedConfiguration())
        } else {
            serverBuilder = .http1()
        }
    }

    /// Whether cookies are marked Secure: with TLS here or in a proxy in front.
    var secureCookies: Bool { configuration.secureCookies || configuration.tls != nil }

    /// The routes, each with the least role it needs (nil: open to all).
    public func router() -> Router<AdminContext> {
        let router = Router(context: AdminContext.self)
        let queries = AdminQueries(database: database)
        router.add(middleware: SecurityHeaders())
        let cookie = SessionCookieParameters(
            name: "tiltquiz_admin", path: "/", secure: secureCookies, sameSite: .strict)
        router.add(
            middleware: SessionMiddleware<AdminContext>(
                storage: StorePersistDriver(store: AdminSessionStore(database: database)),
                configuration: .init(sessionCookieParameters: cookie, defaultSessionExpiration: .seconds(8 * 60 * 60))))
        router.add(middleware: AdminLanguageMiddleware(languages: pages.languages))
        LanguageSwitchRoute(languages: pages.languages, secureCookies: secureCookies).add(to: router)
        let stylesheet = pages.stylesheet
        router.get("/admin.css") { _, _ in
            Response(
                status: .ok, headers: [.contentType: "text/css; charset=utf-8"],
                body: .init(byteBuffer: ByteBuffer(string: stylesheet)))
        }
        let moderators = router.group().add(
            middleware: RequireRole(minimum: .moderator, queries: queries, pages: pages)
        ).add(middleware: FleetTrouble(pages: pages))
        let admins = router.group().add(middleware: RequireRole(minimum: .admin, queries: queries, pages: pages))
            .add(middleware: FleetTrouble(pages: pages))
        LoginRoutes(
            accounts: AccountStore(database: database), queries: queries, pages: pages,
            throttle: LoginThrottle(limits: configuration.loginLimits), secureCookies: secureCookies,
            timeZone: configuration.timeZone
        ).add(to: router, signedIn: moderators)
        let directory: any AdminDirectory
        if let fleetPool {
            let hall = FleetDirectory(pool: fleetPool, journal: FleetJournal(database: database))
            directory = hall
            FleetDashboardRoutes(fleet: hall, pages: pages, timeZone: configuration.timeZone).add(
                to: moderators, admins: admins)
            FleetBoardRoutes(fleet: hall, pages: pages, timeZone: configuration.timeZone).add(to: moderators)
        } else {
            directory = StoreDirectory(
                queries: queries, accounts: AccountStore(database: database),
                dataFolder: PathText.folder(of: database.path ?? ""))
            DashboardRoutes(queries: queries, pages: pages, timeZone: configuration.timeZone).add(to: moderators)
            BoardRoutes(database: database, queries: queries, pages: pages, timeZone: configuration.timeZone)
                .add(page: moderators, export: admins)
        }
        PlayersRoutes(
            directory: directory, queries: queries, accounts: AccountStore(database: database), pages: pages,
            timeZone: configuration.timeZone
        ).add(to: admins)
        addBankRoutes(to: moderators)
        guard !fleetOnly else { return router }
        addQuestionRoutes(to: moderators)
        TopicsRoutes(catalog: TopicCatalog(database: database), pages: pages).add(to: moderators)
        SettingsRoutes(
            store: OperatorSettingsStore(database: database), pages: pages, creditsMode: configuration.creditsMode
        ).add(to: admins)
        ReportsRoutes(queries: queries, pages: pages, timeZone: configuration.timeZone).add(to: moderators)
        return router
    }

    /// The application; `onRunning` is told the port it listens on once it does. With a fleet, its pool runs as a
    /// service of the application, stopped after the HTTP server (a service group stops its services in reverse
    /// order): the connections close when the application stops, cancelled or at SIGTERM.
    public func application(
        onRunning: @escaping @Sendable (Int) async -> Void = { _ in }
    )
        -> some ApplicationProtocol
    {
        Application(
            router: router(), server: serverBuilder,
            // 2,048 connections may wait to be accepted (Hummingbird's default is 256): a crowd opening the page
            // at once is not dropped and left to retry its connection seconds later (docs/performance.md).
            configuration: .init(
                address: .hostname(configuration.host, port: configuration.port), backlog: AdminServer.backlog),
            services: fleetPool.map { [FleetPoolService(pool: $0)] } ?? [],
            onServerRunning: { channel in await onRunning(channel.localAddress?.port ?? 0) })
    }

    /// Serves until SIGTERM or SIGINT, then stops gracefully; `onRunning` is told the port.
    public func serve(onRunning: @escaping @Sendable (Int) async -> Void) async throws {
        try await application(onRunning: onRunning).runService()
    }

    /// The routes as "METHOD /path" (captures as `{name}`), for the tests that try each.
    public var routeList: [String] {
        router().routes.map { "\($0.method) \($0.path)" }
    }
}

/// The fleet's pool as a service of the admin's application: it closes idle connections while the application
/// runs, and every connection when it stops.
struct FleetPoolService: Service {
    let pool: FleetPool

    func run() async throws {
        await cancelWhenGracefulShutdown { await pool.run() }
    }
}
