/// The parts of a `postgres://` URL, read as libpq reads it (user, one host, port, database, `sslmode`), with the
/// fleet's refusals: a password in the URL, several hosts, a parameter other than `sslmode`.
struct FleetURL: Equatable {
    var user: String
    var host: String
    var port = 5432
    var database: String?
    var sslMode = FleetSSLMode.prefer

    private static let schemes = ["postgres://", "postgresql://"]
    private static let shape = "postgres://user@host:port/database?sslmode=..."

    init(_ text: String) throws(FleetFailure) {
        guard !text.isEmpty else { throw Self.bad("is empty; it looks like \(Self.shape)") }
        guard let scheme = Self.schemes.first(where: { text.hasPrefix($0) }) else {
            throw Self.bad("does not start with postgres:// or postgresql:// (\(Self.shape))")
        }
        var rest = Substring(text.dropFirst(scheme.count))
        var query: Substring?
        if let mark = rest.firstIndex(of: "?") {
            query = rest[rest.index(after: mark)...]
            rest = rest[..<mark]
        }
        var authority = rest
        if let slash = rest.firstIndex(of: "/") {
            authority = rest[..<slash]
            let path = rest[rest.index(after: slash)...]
            if !path.isEmpty { database = try Self.decoded(path, "database") }
        }
        // The last `@` ends the user part, as in libpq: a user name may hold an escaped `@`.
        guard let at = authority.lastIndex(of: "@") else { throw Self.bad("names no user (\(Self.shape))") }
        let userPart = authority[..<at]
        // Checked before anything else is read, so that no later message can lead anyone to repeat the URL.
        guard !userPart.contains(":") else {
            throw Self.bad("carries a password; take it out of the URL and put it in the password file (mode 0600)")
        }
        user = try Self.decoded(userPart, "user")
        guard !user.isEmpty else { throw Self.bad("names no user (\(Self.shape))") }
        (host, port) = try Self.hostAndPort(authority[authority.index(after: at)...])
        if let query { sslMode = try Self.sslMode(query) }
    }

    private static func bad(_ reason: String) -> FleetFailure { .badURL("the fleet URL " + reason) }

    private static func hostAndPort(_ text: Substring) throws(FleetFailure) -> (String, Int) {
        guard !text.contains(",") else {
            throw bad("names several hosts (\(text)); a fleet connects to one server")
        }
        var host = text
        var portText: Substring?
        if text.hasPrefix("[") {
            guard let close = text.firstIndex(of: "]") else { throw bad("has an IPv6 host without its closing ]") }
            host = text[text.index(after: text.startIndex)..<close]
            let after = text[text.index(after: close)...]
            if !after.isEmpty {
                guard after.hasPrefix(":") else { throw bad("has \"\(after)\" after the IPv6 host") }
                portText = after.dropFirst()
            }
        } else if let colon = text.lastIndex(of: ":") {
            host = text[..<colon]
            portText = text[text.index(after: colon)...]
        }
        guard !host.isEmpty else { throw bad("names no host (\(shape))") }
        var port = 5432
        if let portText {
            guard let number = Int(portText), (1...65535).contains(number) else {
                throw bad("has the port \"\(portText)\", not a number from 1 to 65535")
            }
            port = number
        }
        let name = try decoded(host, "host")
        guard !name.hasPrefix("/") else {
            throw bad("names a socket folder (\(name)) as its host; the fleet connects over TCP, to a host and port")
        }
        return (name, port)
    }

    private static func sslMode(_ query: Substring) throws(FleetFailure) -> FleetSSLMode {
        var mode = FleetSSLMode.prefer
        for pair in query.split(separator: "&") {
            let (name, value) =
                pair.firstIndex(of: "=").map { (pair[..<$0], pair[pair.index(after: $0)...]) }
                ?? (pair, "")
            guard name != "password" else {
                throw bad("carries a password; take it out of the URL and put it in the password file (mode 0600)")
            }
            guard name == "sslmode" else {
                throw bad("has the parameter \"\(name)\"; the fleet reads only sslmode")
            }
            guard let known = FleetSSLMode(rawValue: try decoded(value, "sslmode")) else {
                let modes = FleetSSLMode.allCases.map(\.rawValue).joined(separator: ", ")
                throw bad("has sslmode=\(value); it is one of \(modes)")
            }
            mode = known
        }
        return mode
    }

    /// `text` with its `%XX` escapes decoded; `part` names it in the message when an escape is broken.
    private static func decoded(_ text: Substring, _ part: String) throws(FleetFailure) -> String {
        var bytes: [UInt8] = []
        var index = text.utf8.startIndex
        while index < text.utf8.endIndex {
            let byte = text.utf8[index]
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                index = text.utf8.index(after: index)
                continue
            }
            let end = text.utf8.index(index, offsetBy: 3, limitedBy: text.utf8.endIndex) ?? text.utf8.endIndex
            guard text.utf8.distance(from: index, to: end) == 3,
                let value = UInt8(
                    String(decoding: text.utf8[text.utf8.index(after: index)..<end], as: UTF8.self), radix: 16)
            else { throw bad("has a broken %-escape in its \(part)") }
            bytes.append(value)
            index = end
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
