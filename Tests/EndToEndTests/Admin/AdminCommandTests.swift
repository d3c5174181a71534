import Foundation
import GRDB
import TestSupport
import TestSupportStore
import Testing

/// The web admin through the real executable: `admin add-user` (the password from standard input, the role
/// given, each refusal named) and `admin serve` on a free port of loopback, answering a browser's first
/// request and stopping on SIGTERM.
@Suite struct AdminCommandTests {
    static let password = "Admin#123"

    func admin(_ arguments: [String], data: String, input: String? = nil) throws -> Tool.Result {
        try Tool.run(["admin"] + arguments + ["--data", data], input: input)
    }

    static func role(of username: String, data: String) throws -> String? {
        return try StoreFile.read(data) { db in
            try String.fetchOne(
                db, sql: "SELECT role FROM player WHERE username = ? COLLATE NOCASE", arguments: [username])
        }
    }

    @Test func addUserRegistersAnAccountWithTheRoleAndNamesEachRefusal() throws {
        let data = Tool.temporaryFolder() + "/data"
        let added = try admin(["add-user", "alice", "--role", "admin"], data: data, input: "\(Self.password)\n")
        #expect(added.status == 0, "\(added.stderr)")
        #expect(added.stdout == "Added #1 alice to the web admin, as admin.\n")
        #expect(try Self.role(of: "alice", data: data) == "admin")
        let moderator = try admin(["add-user", "bob", "--role", "moderator"], data: data, input: "\(Self.password)\n")
        #expect(moderator.status == 0, "\(moderator.stderr)")
        #expect(try Self.role(of: "bob", data: data) == "moderator")
        let taken = try admin(["add-user", "Alice", "--role", "moderator"], data: data, input: "\(Self.password)\n")
        #expect(taken.status == 1)
        #expect(taken.stderr.contains("the username \"Alice\" is taken"))
        #expect(taken.stderr.contains("tiltquiz players role NAME moderator"))
        #expect(try Self.role(of: "alice", data: data) == "admin")
        let weak = try admin(["add-user", "carol", "--role", "admin"], data: data, input: "weak\n")
        #expect(weak.status == 1)
        #expect(weak.stderr.contains("not added: the password needs at least 8 characters"))
        let role = try admin(["add-user", "carol", "--role", "owner"], data: data, input: "\(Self.password)\n")
        #expect(role.status != 0)
        #expect(role.stderr.contains("the role owner is not admin or moderator"))
        let none = try admin(["add-user", "carol", "--role", "admin"], data: data, input: "")
        #expect(none.status == 1)
        #expect(none.stderr.contains("no password on standard input"))
        #expect(try Self.role(of: "carol", data: data) == nil)
        for result in [added, moderator, taken, weak, role, none] {
            #expect(!result.stdout.contains(Self.password) && !result.stderr.contains(Self.password))
        }
    }

    @Test func serveListensOnAFreePortSendsALogInPageAndStopsOnSIGTERM() throws {
        let data = Tool.temporaryFolder() + "/data"
        // Its first line says where it listens.
        let server = try AdminServeProcess(data: data)
        defer { server.stop() }
        let (process, port) = (server.process, server.port)
        let reply = try Self.get(port: port, path: "/")
        #expect(reply.hasPrefix("HTTP/1.1 303"))
        #expect(reply.contains("Location: /login"))
        let login = try Self.get(port: port, path: "/login")
        #expect(login.hasPrefix("HTTP/1.1 200"))
        #expect(login.contains("<form method=\"post\" action=\"/login\""))
        process.terminate()
        process.waitUntilExit()
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 0)
    }

    /// A GET over a plain socket to 127.0.0.1, the whole reply as text.
    static func get(port: Int, path: String) throws -> String {
        let handle = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard handle >= 0 else { throw CocoaError(.fileReadUnknown) }
        defer { close(handle) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(handle, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else { throw CocoaError(.fileReadUnknown) }
        let request = Array("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n".utf8)
        _ = request.withUnsafeBytes { write(handle, $0.baseAddress, $0.count) }
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 16384)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(handle, $0.baseAddress, $0.count) }
            if count <= 0 { break }
            received += buffer[0..<count]
        }
        return String(decoding: received, as: UTF8.self)
    }
}
