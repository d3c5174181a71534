import Foundation
import TestSupport
import Testing

/// `tiltquiz admin serve` over a fleet, the real executable: its pages share one pool of connections to
/// PostgreSQL, and SIGTERM closes them (PostgreSQL's `pg_stat_activity` says so).
@Suite struct FleetAdminServeTests {
    static let password = "Admin#123"

    @Test func thePagesShareOnePoolAndSIGTERMClosesItsConnections() throws {
        let hall = try KioskHall(kiosks: 1)
        try hall.psql("CREATE ROLE hadmin LOGIN PASSWORD 'pw-hadmin' IN ROLE tiltquiz_admin")
        let passwordFile = hall.folder + "/admin.password"
        Tool.write("pw-hadmin\n", to: passwordFile)
        chmod(passwordFile, 0o600)
        let config = hall.folder + "/admin.yaml"
        Tool.write(
            """
            event:
              time_zone: UTC
            fleet:
              postgres_url: postgres://hadmin@\(hall.cluster.host):\(hall.cluster.port)/\(hall.cluster.database)?sslmode=disable
              password_file: \(passwordFile)
              kiosk_id: server

            """, to: config)
        let data = hall.folder + "/admin-data"
        let added = try Tool.run(
            ["admin", "add-user", "boss", "--role", "admin", "--data", data], input: "\(Self.password)\n")
        #expect(added.status == 0, "\(added.stderr)")
        let server = try AdminServeProcess(data: data, more: ["--config", config])
        defer { server.stop() }
        let sessions = "SELECT count(*) FROM pg_stat_activity WHERE usename = 'hadmin'"

        let cookie = try logIn(port: server.port)
        // The dashboard the log-in led to, then the players, a board and the questions, each a fleet page.
        for path in ["/players", "/boards", "/questions", "/"] {
            let page = try RawHTTP.sendBlocking(
                port: server.port, method: "GET", path: path, headers: ["Cookie": cookie], body: "")
            #expect(page.status == 200, "\(path): \(page.body)")
        }
        // One connection served them all, kept for the next page.
        #expect(try hall.count(sessions) == 1)

        server.process.terminate()
        server.process.waitUntilExit()
        #expect(server.process.terminationReason == .exit && server.process.terminationStatus == 0, "\(server.log())")
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(60)  // a bound on a busy machine, not a speed asked for
        while try hall.count(sessions) != 0 && clock.now < deadline { Thread.sleep(forTimeInterval: 0.05) }
        #expect(try hall.count(sessions) == 0)
    }

    /// Logs in as boss through the form; the session cookie.
    func logIn(port: Int) throws -> String {
        let form = try RawHTTP.sendBlocking(port: port, method: "GET", path: "/login", headers: [:], body: "")
        let token = try #require(Self.field("loginToken", in: form.body))
        let formCookie = try #require(form.setCookies["tiltquiz_login"]?.split(separator: ";").first)
        let allowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "-._~"))
        let body = [("loginToken", token), ("name", "boss"), ("password", Self.password)]
            .map { "\($0.0)=\($0.1.addingPercentEncoding(withAllowedCharacters: allowed) ?? "")" }
            .joined(separator: "&")
        let reply = try RawHTTP.sendBlocking(
            port: port, method: "POST", path: "/login",
            headers: ["Content-Type": "application/x-www-form-urlencoded", "Cookie": String(formCookie)], body: body)
        #expect(reply.status == 303, "\(reply.body)")
        return String(try #require(reply.setCookies["tiltquiz_admin"]?.split(separator: ";").first))
    }

    /// The value of the hidden field `name` in `html`.
    static func field(_ name: String, in html: String) -> String? {
        guard let range = html.range(of: "name=\"\(name)\" value=\"") else { return nil }
        let rest = html[range.upperBound...]
        return rest.firstIndex(of: "\"").map { String(rest[..<$0]) }
    }
}
