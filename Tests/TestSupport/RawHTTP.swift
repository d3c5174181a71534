import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A response as read off the socket.
public struct HTTPReply: Sendable {
    public var status: Int
    /// Header names in lower case; a name given twice keeps every value.
    public var headers: [String: [String]]
    public var body: String

    public func header(_ name: String) -> String? { headers[name.lowercased()]?.first }

    /// The `name=value` of every Set-Cookie, and its attributes, by cookie name.
    public var setCookies: [String: String] {
        var cookies: [String: String] = [:]
        for line in headers["set-cookie"] ?? [] {
            let pair = line.split(separator: ";").first.map(String.init) ?? ""
            let name = pair.split(separator: "=", maxSplits: 1).first.map(String.init) ?? ""
            cookies[name] = line
        }
        return cookies
    }
}

/// A plain HTTP/1.1 client over a POSIX socket to 127.0.0.1: one request per
/// connection (`Connection: close`), no redirects followed, cookies sent only
/// as given. Nothing added to the package for it.
public enum RawHTTP {
    /// The request could not be made or the reply not read: which step, and errno.
    public struct Failure: Error, CustomStringConvertible {
        public var description: String

        public init(description: String) { self.description = description }
    }

    /// Sends one request and reads the reply on a thread of its own: a blocking read on one of Swift
    /// concurrency's few threads could starve the server's handlers, which run on them too.
    public static func send(
        port: Int, method: String, path: String, headers: [String: String] = [:], body: String = ""
    ) async throws -> HTTPReply {
        try await withCheckedThrowingContinuation { continuation in
            let thread = Thread {
                continuation.resume(
                    with: Result {
                        try sendBlocking(port: port, method: method, path: path, headers: headers, body: body)
                    })
            }
            thread.start()
        }
    }

    /// Sends one request and reads the reply on the calling thread.
    public static func sendBlocking(
        port: Int, method: String, path: String, headers: [String: String], body: String
    ) throws -> HTTPReply {
        var request = "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n"
        for (name, value) in headers { request += "\(name): \(value)\r\n" }
        if method == "POST" || !body.isEmpty {
            request += "Content-Length: \(body.utf8.count)\r\n"
        }
        request += "\r\n" + body
        let raw = try exchange(port: port, Array(request.utf8))
        return try parse(raw)
    }

    /// Writes `bytes` to a new connection to `port` and reads until the server closes it.
    public static func exchange(port: Int, _ bytes: [UInt8]) throws -> [UInt8] {
        let socket = try connect(port: port)
        defer { close(socket) }
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { write(socket, $0.baseAddress, $0.count) }
            guard count > 0 else { throw Failure(description: "write failed: \(errno)") }
            sent += count
        }
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(socket, $0.baseAddress, $0.count) }
            if count < 0 { throw Failure(description: "read failed: \(errno)") }
            if count == 0 { break }
            received += buffer[0..<count]
        }
        return received
    }

    /// A socket connected to 127.0.0.1:`port`, whose reads give up after 120 seconds (a hang guard); the caller
    /// closes it.
    public static func connect(port: Int) throws -> Int32 {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw Failure(description: "socket() failed: \(errno)") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var timeout = timeval(tv_sec: 120, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        let connected = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            let code = errno
            close(socket)
            throw Failure(description: "connect to port \(port) failed: \(code)")
        }
        return socket
    }

    /// The reply in `raw`: status, headers and body (a chunked body joined).
    public static func parse(_ raw: [UInt8]) throws -> HTTPReply {
        let separator: [UInt8] = [13, 10, 13, 10]
        guard let end = (0..<max(0, raw.count - 3)).first(where: { Array(raw[$0..<$0 + 4]) == separator }) else {
            throw Failure(description: "no header end in \(raw.count) bytes")
        }
        let head = String(decoding: raw[0..<end], as: UTF8.self)
        var lines = head.components(separatedBy: "\r\n")
        let statusLine = lines.removeFirst().split(separator: " ")
        guard statusLine.count >= 2, let status = Int(statusLine[1]) else {
            throw Failure(description: "bad status line in \(head)")
        }
        var headers: [String: [String]] = [:]
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let name = line[..<colon].lowercased()
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            headers[name, default: []].append(value)
        }
        var body = Array(raw[(end + 4)...])
        if headers["transfer-encoding"]?.first?.lowercased() == "chunked" { body = dechunk(body) }
        return HTTPReply(status: status, headers: headers, body: String(decoding: body, as: UTF8.self))
    }

    /// A chunked body's chunks, joined.
    public static func dechunk(_ bytes: [UInt8]) -> [UInt8] {
        var output: [UInt8] = []
        var index = 0
        while index < bytes.count {
            guard let lineEnd = (index..<bytes.count - 1).first(where: { bytes[$0] == 13 && bytes[$0 + 1] == 10 })
            else { break }
            let sizeText = String(decoding: bytes[index..<lineEnd], as: UTF8.self).split(separator: ";").first ?? ""
            guard let size = Int(sizeText, radix: 16), size > 0 else { break }
            output += bytes[(lineEnd + 2)..<min(bytes.count, lineEnd + 2 + size)]
            index = lineEnd + 2 + size + 2
        }
        return output
    }
}
