import Foundation
import Glibc
import TestSupport

/// A TCP proxy on 127.0.0.1 between kiosks and the test's PostgreSQL, on a port of its own that the kiosks' configs
/// name: the server behind it may stop and start again on another port (`upstream`) while the kiosks run on, as a
/// server restarted by its operator keeps its address. Told to, it holds the next push of a game's result (a
/// `fleet.push` whose changes hold a `result`): either its request, which then never reaches the server, or the
/// server's reply, sent after the server committed it, which then never reaches the kiosk. A test waits for the hold
/// (`waitForHold`) and kills the kiosk while its push is under way. One thread a direction, blocking sockets.
final class FleetProxy: @unchecked Sendable {
    /// Where a push is held.
    enum Hold {
        /// The kiosk's request: the server never sees the push.
        case request
        /// The server's answer: the server committed the push, the kiosk never hears it.
        case reply
    }

    /// The port the kiosks connect to.
    let port: Int
    private let listener: Int32
    private let lock = NSLock()
    private var upstreamPort: Int
    private var armed: Hold?
    private var holds = 0
    private var stopped = false
    private var links: [ObjectIdentifier: Link] = [:]
    private let held = DispatchSemaphore(value: 0)
    /// What a push of a game's result carries, as `FleetServerCalls.push` writes it into the statement's Bind.
    private static let needle = Array(#""kind":"result""#.utf8)

    /// Listens on a free loopback port, forwarding each connection to 127.0.0.1:`upstream`.
    init(to upstream: Int) throws {
        upstreamPort = upstream
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard listener >= 0 else { throw SummaryError(message: "FleetProxy: socket() failed: errno \(errno)") }
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
        guard bound == 0, named == 0, listen(listener, 64) == 0 else {
            close(listener)
            throw SummaryError(message: "FleetProxy: cannot listen on 127.0.0.1: errno \(errno)")
        }
        self.listener = listener
        port = Int(UInt16(bigEndian: address.sin_port))
        Thread.detachNewThread { self.accepting() }
    }

    /// New connections go to the server on `port` from now on (it started again elsewhere).
    func forward(to port: Int) { lock.withLock { upstreamPort = port } }

    /// Holds the next push of a game's result at `hold`.
    func holdNextResultPush(at hold: Hold) { lock.withLock { armed = hold } }

    /// Waits until a push is held; false after 120 s (a hang guard, not a timing).
    func waitForHold() -> Bool { held.wait(timeout: .now() + 120) == .success }

    /// Pushes held so far.
    var holdCount: Int { lock.withLock { holds } }

    /// Stops listening and closes every connection.
    func stop() {
        lock.withLock {
            stopped = true
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
            _ = fcntl(client, F_SETFD, FD_CLOEXEC)
            let server = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
            var address = Self.loopback(port: lock.withLock { upstreamPort })
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
            // A server that is down: the kiosk's connection closes at once, as PostgreSQL's own refusal would.
            guard kept else {
                link.cut()
                link.close()
                continue
            }
            Thread.detachNewThread { self.fromClient(link) }
            Thread.detachNewThread { self.fromServer(link) }
        }
        close(listener)
    }

    /// Kiosk to server: an armed proxy that sees a result's push either drops it and everything after it (held at
    /// the request), or marks the link so the server's answer is dropped (held at the reply).
    private func fromClient(_ link: Link) {
        var tail: [UInt8] = []
        pump(from: link.client, to: link.server, link: link) { chunk in
            if link.holdingRequest { return false }
            let seen = tail + chunk
            tail = Array(seen.suffix(Self.needle.count - 1))
            guard Self.contains(seen, Self.needle) else { return true }
            let hold: Hold? = lock.withLock {
                defer { armed = nil }
                return armed
            }
            switch hold {
            case .request?:
                link.holdRequest()
                noteHold()
                return false
            case .reply?:
                link.holdReply()
                return true
            case nil:
                return true
            }
        }
    }

    /// Server to kiosk: a link held at the reply drops the answer and all after it.
    private func fromServer(_ link: Link) {
        pump(from: link.server, to: link.client, link: link) { _ in
            guard link.holdingReply else { return true }
            if link.noteReplyHeld() { noteHold() }
            return false
        }
    }

    private func noteHold() {
        lock.withLock { holds += 1 }
        held.signal()
    }

    /// Forwards `from` to `to`, passing on each chunk `forward` lets through and dropping the others, until either
    /// side closes; then closes the link both ways.
    private func pump(from: Int32, to: Int32, link: Link, forward: ([UInt8]) -> Bool) {
        var buffer = [UInt8](repeating: 0, count: 16_384)
        reading: while true {
            let count = recv(from, &buffer, buffer.count, 0)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            let chunk = Array(buffer[0..<count])
            guard forward(chunk) else { continue }
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

    /// One proxied connection: its two sockets, closed once both directions have ended.
    private final class Link: @unchecked Sendable {
        let client: Int32
        let server: Int32
        private let lock = NSLock()
        private var request = false
        private var reply = false
        private var replyNoted = false
        private var ended = 0

        init(client: Int32, server: Int32) { (self.client, self.server) = (client, server) }

        func holdRequest() { lock.withLock { request = true } }
        var holdingRequest: Bool { lock.withLock { request } }
        func holdReply() { lock.withLock { reply = true } }
        var holdingReply: Bool { lock.withLock { reply } }

        /// True the first time the held reply's bytes come.
        func noteReplyHeld() -> Bool {
            lock.withLock {
                defer { replyNoted = true }
                return !replyNoted
            }
        }

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
