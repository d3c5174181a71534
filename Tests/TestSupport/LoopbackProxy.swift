import Foundation
import Glibc

/// A TCP proxy on 127.0.0.1, on a free port, in front of a server on another loopback port: each connection is
/// forwarded both ways on threads of its own (blocking sockets, one thread a direction), and every chunk read is
/// shown to the test's `rules` first, which pass it on, drop it, or close the connection. The fleet's tests put it
/// between a device and PostgreSQL to cut or hold a push (`ReplyProxy`, `FleetProxy`). The server behind it may
/// move (`forward(to:)`) while clients keep the proxy's port, as a restarted server keeps its address.
public final class LoopbackProxy: @unchecked Sendable {
    /// What becomes of a chunk.
    public enum Verdict: Sendable {
        /// Sent on.
        case pass
        /// Dropped; the connection stays open and later chunks are shown too.
        case drop
        /// Dropped, and the connection closed both ways.
        case close
    }

    /// Which way a chunk goes.
    public enum Direction: Sendable {
        case toServer
        case toClient
    }

    /// Decides each chunk of each connection.
    public typealias Rules = @Sendable (_ link: Link, _ direction: Direction, _ chunk: [UInt8]) -> Verdict

    /// The port clients connect to.
    public let port: Int
    private let listener: Int32
    private let rules: Rules
    private let lock = NSLock()
    private var upstream: Int
    private var stopped = false
    private var links: [ObjectIdentifier: Link] = [:]

    /// Listens on a free loopback port (`backlog` connections waiting), forwarding each connection to
    /// 127.0.0.1:`upstream` under `rules`.
    public init(to upstream: Int, backlog: Int32 = 64, rules: @escaping Rules) throws {
        self.upstream = upstream
        self.rules = rules
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard listener >= 0 else { throw SummaryError(message: "LoopbackProxy: socket() failed: errno \(errno)") }
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
        guard bound == 0, named == 0, listen(listener, backlog) == 0 else {
            close(listener)
            throw SummaryError(message: "LoopbackProxy: cannot listen on 127.0.0.1: errno \(errno)")
        }
        self.listener = listener
        port = Int(UInt16(bigEndian: address.sin_port))
        Thread.detachNewThread { self.accepting() }
    }

    /// New connections go to the server on `port` from now on.
    public func forward(to port: Int) { lock.withLock { upstream = port } }

    /// Stops listening and closes every connection; the threads end as their sockets close.
    public func stop() {
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
            var address = Self.loopback(port: lock.withLock { upstream })
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
            // A server that is down: the client's connection closes at once, as the server's own refusal would.
            guard kept else {
                link.cut()
                link.close()
                continue
            }
            Thread.detachNewThread { self.pump(link, .toServer) }
            Thread.detachNewThread { self.pump(link, .toClient) }
        }
        close(listener)
    }

    /// Forwards one direction of `link`, each chunk as the rules say, until either side closes or the rules close
    /// it; then cuts the link both ways and, after its second direction, closes it.
    private func pump(_ link: Link, _ direction: Direction) {
        let (from, to) = direction == .toServer ? (link.client, link.server) : (link.server, link.client)
        var buffer = [UInt8](repeating: 0, count: 16_384)
        reading: while true {
            let count = recv(from, &buffer, buffer.count, 0)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            let chunk = Array(buffer[0..<count])
            switch rules(link, direction, chunk) {
            case .pass: break
            case .drop: continue reading
            case .close: break reading
            }
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

    private static func loopback(port: Int) -> sockaddr_in {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr = in_addr(s_addr: inet_addr("127.0.0.1"))
        return address
    }

    /// One proxied connection: its two sockets, closed once both directions have ended, and the marks the rules
    /// leave on it.
    public final class Link: @unchecked Sendable {
        let client: Int32
        let server: Int32
        private let lock = NSLock()
        private var marks: Set<String> = []
        private var tails: [Direction: [UInt8]] = [:]
        private var ended = 0

        init(client: Int32, server: Int32) { (self.client, self.server) = (client, server) }

        /// Leaves `mark` on the connection; true when it was not there yet.
        @discardableResult public func mark(_ mark: String) -> Bool {
            lock.withLock { marks.insert(mark).inserted }
        }

        /// Whether the connection has `mark`.
        public func has(_ mark: String) -> Bool { lock.withLock { marks.contains(mark) } }

        /// Whether `needle` went by in `direction`, in `chunk` or across its start and the chunk before (each
        /// direction's chunks are shown in order, from one thread).
        public func saw(_ needle: [UInt8], in chunk: [UInt8], going direction: Direction) -> Bool {
            let seen = lock.withLock {
                let seen = (tails[direction] ?? []) + chunk
                tails[direction] = Array(seen.suffix(max(0, needle.count - 1)))
                return seen
            }
            guard seen.count >= needle.count else { return false }
            return (0...(seen.count - needle.count)).contains { seen[$0..<($0 + needle.count)].elementsEqual(needle) }
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
