import Testing

@testable import QuizFleet

/// Reading the fleet's URL as libpq spells it, and the URLs refused with one line each.
@Suite struct FleetServerTests {
    @Test func aFullURLGivesEveryPart() throws {
        let server = try FleetServer(url: "postgres://kiosk@db.hall.example:6432/tiltquiz?sslmode=verify-full")
        #expect(
            server
                == FleetServer(
                    user: "kiosk", host: "db.hall.example", port: 6432, database: "tiltquiz", sslMode: .verifyFull,
                    caFile: nil))
        #expect(server.address == "db.hall.example:6432")
    }

    /// libpq's defaults: port 5432, the database named as the user, sslmode=prefer; escapes decoded; IPv6 hosts
    /// in brackets; `postgresql://` as well as `postgres://`.
    @Test func omittedPartsTakeLibpqsDefaults() throws {
        #expect(
            try FleetServer(url: "postgresql://kiosk@10.0.0.2")
                == FleetServer(
                    user: "kiosk", host: "10.0.0.2", port: 5432, database: "kiosk", sslMode: .prefer, caFile: nil))
        let escaped = try FleetServer(url: "postgres://k%40hall@[::1]:5433/the%20fleet?sslmode=disable")
        #expect(
            escaped
                == FleetServer(
                    user: "k@hall", host: "::1", port: 5433, database: "the fleet", sslMode: .disable, caFile: nil))
        #expect(escaped.address == "[::1]:5433")
        for mode in FleetSSLMode.allCases {
            #expect(try FleetServer(url: "postgres://k@h/d?sslmode=\(mode.rawValue)").sslMode == mode)
        }
    }

    @Test(arguments: [
        ("", "the fleet URL is empty; it looks like postgres://user@host:port/database?sslmode=..."),
        (
            "mysql://kiosk@h/d",
            "the fleet URL does not start with postgres:// or postgresql:// "
                + "(postgres://user@host:port/database?sslmode=...)"
        ),
        ("postgres://h/d", "the fleet URL names no user (postgres://user@host:port/database?sslmode=...)"),
        ("postgres://@h/d", "the fleet URL names no user (postgres://user@host:port/database?sslmode=...)"),
        ("postgres://kiosk@/d", "the fleet URL names no host (postgres://user@host:port/database?sslmode=...)"),
        ("postgres://kiosk@:5432/d", "the fleet URL names no host (postgres://user@host:port/database?sslmode=...)"),
        ("postgres://kiosk@h:abc/d", "the fleet URL has the port \"abc\", not a number from 1 to 65535"),
        ("postgres://kiosk@h:70000/d", "the fleet URL has the port \"70000\", not a number from 1 to 65535"),
        ("postgres://kiosk@h:/d", "the fleet URL has the port \"\", not a number from 1 to 65535"),
        (
            "postgres://kiosk@%2Frun%2Fpostgresql/d",
            "the fleet URL names a socket folder (/run/postgresql) as its host; the fleet connects over TCP, to a host "
                + "and port"
        ),
        ("postgres://kiosk@a,b/d", "the fleet URL names several hosts (a,b); a fleet connects to one server"),
        ("postgres://kiosk@[::1/d", "the fleet URL has an IPv6 host without its closing ]"),
        ("postgres://kiosk@[::1]x/d", "the fleet URL has \"x\" after the IPv6 host"),
        ("postgres://ki%zzosk@h/d", "the fleet URL has a broken %-escape in its user"),
        ("postgres://kiosk@h/d%4", "the fleet URL has a broken %-escape in its database"),
        (
            "postgres://kiosk@h/d?sslmode=maybe",
            "the fleet URL has sslmode=maybe; it is one of disable, allow, prefer, require, verify-ca, verify-full"
        ),
        (
            "postgres://kiosk@h/d?connect_timeout=5",
            "the fleet URL has the parameter \"connect_timeout\"; the fleet reads only sslmode"
        ),
    ])
    func aBadURLIsOneLine(url: String, line: String) {
        #expect(throws: FleetFailure.badURL(line)) { try FleetServer(url: url) }
    }

    /// A password belongs in the password file: a URL with one is refused, and the line does not repeat it.
    @Test(arguments: ["postgres://kiosk:s3cret@h/d", "postgres://kiosk:@h/d", "postgres://kiosk@h/d?password=s3cret"])
    func aURLWithAPasswordIsRefused(url: String) {
        let line =
            "the fleet URL carries a password; take it out of the URL and put it in the password file (mode 0600)"
        #expect(throws: FleetFailure.badURL(line)) { try FleetServer(url: url) }
    }

    /// A CA file goes with the modes that check certificates; with the others it would promise a check nobody makes.
    @Test func aCAFileWithAModeThatChecksNothingIsRefused() throws {
        #expect(
            try FleetServer(url: "postgres://k@h/d?sslmode=verify-ca", caFile: "/etc/ca.pem").caFile == "/etc/ca.pem")
        #expect(
            throws: FleetFailure.caFile(file: "/etc/ca.pem", reason: .caFileUnused(sslMode: "prefer"))
        ) { try FleetServer(url: "postgres://k@h/d", caFile: "/etc/ca.pem") }
        #expect(
            FleetFailure.caFile(file: "/etc/ca.pem", reason: .missing).description
                == "cannot use the CA file /etc/ca.pem: it does not exist")
    }
}
