import Foundation
import Glibc

/// A TCP proxy on 127.0.0.1, on a free port, between a device and the test's PostgreSQL: it forwards both ways on
/// threads of its own (blocking sockets, one thread a direction). Once `arm`ed, it lets the client's bytes of the
/// next `fleet.push` call through and, as soon as the server's reply to them starts to come back, closes both sides
/// of that connection without passing one byte of it on. PostgreSQL writes a statement's reply at its Sync, after
/// the implicit transaction committed, so the server has the push and the device never hears that it does.
final class CuttingProxy: @unchecked Sendable {
    /// The port the proxy listens on.
    let port: Int
    private let upstream: Int
    private let listener: Int32
    private let lock = NSLock()
    private var armed = false
    private var cutCount = 0
    private var stopped = false
    private var links: [ObjectIdentifier: Link] = [:]
    /// The text of the call the proxy cuts, as the client sends it (in the statement's Parse message).
    private static let call = Array("fleet.push".utf8)

    /// Listens on a free loopback port, forwarding each connection to 127.0.0.1:`upstream`.
    init(to upstream: Int) throws {
        self.upstream = upstream
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard listener >= 0 else { throw Failure(message: "socket() failed: errno \(errno)") }
        var address = Self.loopback(port: 0)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(listener, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let named = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(listener, $0, &length) }
        }
        guard bound == 0, named == 0, listen(listener, 16) == 0 else {
            close(listener)
            throw Failure(message: "cannot listen on 127.0.0.1: errno \(errno)")
        }
        self.listener = listener
        port = Int(UInt16(bigEndian: address.sin_port))
        Thread.detachNewThread { self.accepting() }
    }

    /// Cuts the next `fleet.push` call's connection once the server answers it.
    func arm() { lock.withLock { armed = true } }

    /// How many connections the proxy has cut.
    var cuts: Int { lock.withLock { cutCount } }

    /// Stops listening and closes every connection; the threads end as their sockets close.
    func stop() {
        lock.withLock {
            stopped = true
            // Under the lock: a link still here has not closed its sockets yet.
            for link in links.values { link.cut() }
        }
        shutdown(listener, Int32(SHUT_RDWR))
    }

    private func accepting() {
        while true {
            let client = accept(listener, nil, nil)
            if client < 0 {
                if errno == EINTR || errno == ECONNABORTED { continue }
                break
            }
            // Not inherited by the processes tests start.
            _ = fcntl(client, F_SETFD, FD_CLOEXEC)
            let server = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
            var address = Self.loopback(port: upstream)
            let connected = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    connect(server, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                }
            }
            let link = Link(client: client, server: server)
            let kept: Bool = lock.withLock {
                guard !stopped, server >= 0, connected == 0 else { return false }
                links[ObjectIdentifier(link)] = link
                return true
            }
            guard kept else {
                link.close()
                continue
            }
            Thread.detachNewThread { self.fromClient(link) }
            Thread.detachNewThread { self.fromServer(link) }
        }
        close(listener)
    }

    /// Client to server: marks the link when an armed proxy sees the call go through (before passing it on, so
    /// that the mark is there before the server can answer).
    private func fromClient(_ link: Link) {
        var tail: [UInt8] = []
        pump(from: link.client, to: link.server, link: link) { chunk in
            let seen = tail + chunk
            tail = Array(seen.suffix(Self.call.count - 1))
            guard Self.contains(seen, Self.call) else { return true }
            let cutting = lock.withLock {
                defer { armed = false }
                return armed
            }
            if cutting { link.cutAtReply() }
            return true
        }
    }

    /// Server to client: a marked link is closed both ways on the first byte of the reply, which is dropped.
    private func fromServer(_ link: Link) {
        pump(from: link.server, to: link.client, link: link) { _ in
            guard link.cuttingAtReply else { return true }
            lock.withLock { cutCount += 1 }
            return false
        }
    }

    /// Forwards `from` to `to` while `forward` says to pass each chunk on; then cuts the link both ways.
    private func pump(from: Int32, to: Int32, link: Link, forward: ([UInt8]) -> Bool) {
        var buffer = [UInt8](repeating: 0, count: 16_384)
        reading: while true {
            let count = recv(from, &buffer, buffer.count, 0)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            let chunk = Array(buffer[0..<count])
            guard forward(chunk) else { break }
            var sent = 0
            while sent < count {
                let wrote = chunk[sent...].withUnsafeBytes { send(to, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
                if wrote < 0, errno == EINTR { continue }
                guard wrote > 0 else { break reading }
                sent += wrote
            }
        }
        link.cut()
        guard link.finished() else { return }
        lock.withLock { _ = links.removeValue(forKey: ObjectIdentifier(link)) }
        link.close()
    }

    private static func contains(_ bytes: [UInt8], _ needle: [UInt8]) -> Bool {
        guard bytes.count >= needle.count else { return false }
        return (0...(bytes.count - needle.count)).contains { bytes[$0..<($0 + needle.count)].elementsEqual(needle) }
    }

    private static func loopback(port: Int) -> sockaddr_in {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr = in_addr(s_addr: inet_addr("127.0.0.1"))
        return address
    }

    struct Failure: Error, CustomStringConvertible {
        var message: String
        var description: String { "CuttingProxy: " + message }
    }

    /// One proxied connection: its two sockets, closed once both directions have ended.
    private final class Link: @unchecked Sendable {
        let client: Int32
        let server: Int32
        private let lock = NSLock()
        private var marked = false
        private var ended = 0

        init(client: Int32, server: Int32) { (self.client, self.server) = (client, server) }

        func cutAtReply() { lock.withLock { marked = true } }
        var cuttingAtReply: Bool { lock.withLock { marked } }

        /// Shuts both sockets down, which wakes the other direction's `recv`.
        func cut() {
            shutdown(client, Int32(SHUT_RDWR))
            if server >= 0 { shutdown(server, Int32(SHUT_RDWR)) }
        }

        /// One direction ended; true for the second.
        func finished() -> Bool {
            lock.withLock {
                ended += 1
                return ended == 2
            }
        }

        func close() {
            Glibc.close(client)
            if server >= 0 { Glibc.close(server) }
        }
    }
}
