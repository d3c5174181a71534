import Foundation
import TestSupport

#if canImport(Glibc)
    import Glibc
#endif

/// Multipart uploads for the import's tests: a body built as a browser builds one, sent on a kept-alive
/// connection (as a browser sends it: the server answers, then reads and drops the rest of a refused body), and
/// the reply read by its Content-Length.
enum Uploads {
    static let boundary = "----TiltQuizTestBoundary7MA4YWxkTrZu0gW"

    /// A `multipart/form-data` body with `fields` and one file.
    static func body(file: [UInt8], fileName: String, fields: [(String, String)] = []) -> [UInt8] {
        var body: [UInt8] = []
        for (name, value) in fields {
            body += Array("--\(boundary)\r\nContent-Disposition: form-data; name=\"\(name)\"\r\n\r\n\(value)\r\n".utf8)
        }
        body += Array(
            ("--\(boundary)\r\nContent-Disposition: form-data; name=\"file\"; filename=\"\(fileName)\"\r\n"
                + "Content-Type: application/octet-stream\r\n\r\n").utf8)
        body += file
        body += Array("\r\n--\(boundary)--\r\n".utf8)
        return body
    }

    /// POSTs `body` to `path` as multipart/form-data with the session `cookie`.
    /// `chunked`: sent in 1 MB chunks without a Content-Length, so the server learns the size only as it reads.
    /// `acceptLanguage`: the browser's Accept-Language header, if any.
    static func post(
        port: Int, path: String, cookie: String?, body: [UInt8], chunked: Bool = false,
        acceptLanguage: String? = nil
    ) async throws -> HTTPReply {
        try await withCheckedThrowingContinuation { continuation in
            Thread {
                continuation.resume(
                    with: Result {
                        try send(
                            port: port, path: path, cookie: cookie, body: body, chunked: chunked,
                            acceptLanguage: acceptLanguage)
                    })
            }.start()
        }
    }

    static func send(
        port: Int, path: String, cookie: String?, body: [UInt8], chunked: Bool, acceptLanguage: String? = nil
    ) throws -> HTTPReply {
        signal(SIGPIPE, SIG_IGN)
        var head = "POST \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n"
        head += "Content-Type: multipart/form-data; boundary=\(boundary)\r\n"
        head += chunked ? "Transfer-Encoding: chunked\r\n" : "Content-Length: \(body.count)\r\n"
        if let cookie { head += "Cookie: \(cookie)\r\n" }
        if let acceptLanguage { head += "Accept-Language: \(acceptLanguage)\r\n" }
        head += "\r\n"
        let socket = try RawHTTP.connect(port: port)
        defer { close(socket) }
        var bytes = Array(head.utf8)
        if chunked {
            var start = 0
            while start < body.count {
                let end = min(body.count, start + (1 << 20))
                bytes += Array("\(String(end - start, radix: 16))\r\n".utf8) + body[start..<end] + [13, 10]
                start = end
            }
            bytes += Array("0\r\n\r\n".utf8)
        } else {
            bytes += body
        }
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { write(socket, $0.baseAddress, min($0.count, 1 << 20)) }
            // The server may answer and close before the whole body is sent: read what it said.
            guard count > 0 else { break }
            sent += count
        }
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            if let reply = complete(received) { return reply }
            let count = buffer.withUnsafeMutableBytes { read(socket, $0.baseAddress, $0.count) }
            if count <= 0 { break }
            received += buffer[0..<count]
        }
        return try RawHTTP.parse(received)
    }

    /// The reply once its head and Content-Length bytes of body are in.
    static func complete(_ raw: [UInt8]) -> HTTPReply? {
        guard let reply = try? RawHTTP.parse(raw), let length = reply.header("content-length").flatMap({ Int($0) })
        else { return nil }
        return reply.body.utf8.count >= length ? reply : nil
    }
}
