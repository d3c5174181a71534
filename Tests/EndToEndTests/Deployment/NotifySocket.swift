import Foundation
import TestSupport

/// A unix datagram socket standing in for systemd's `NOTIFY_SOCKET`: it
/// collects every sd_notify message a child sends while it runs.
final class NotifySocket: @unchecked Sendable {
    let path: String
    private let descriptor: Int32
    private let lock = NSLock()
    private var received: [String] = []
    private var childDone = false
    private let drained = DispatchSemaphore(value: 0)

    init(folder: String) throws {
        path = folder + "/notify.sock"
        descriptor = socket(AF_UNIX, Int32(SOCK_DGRAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { throw SummaryError(message: "socket() failed: errno \(errno)") }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        guard bytes.count < MemoryLayout.size(ofValue: address.sun_path) else {
            throw SummaryError(message: "socket path too long: \(path)")
        }
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (index, byte) in bytes.enumerated() { raw[index] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        guard bound == 0 else { throw SummaryError(message: "bind(\(path)) failed: errno \(errno)") }
        // The child blocks once a few datagrams are queued (net.unix.max_dgram_qlen): read as they come.
        DispatchQueue.global().async { self.readUntilDrained() }
    }

    /// Every message, in order; call once the child has exited.
    func messagesAfterChildExit() -> [String] {
        lock.withLock { childDone = true }
        drained.wait()
        close(descriptor)
        unlink(path)
        return lock.withLock { received }
    }

    private func readUntilDrained() {
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            var pollFD = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            if poll(&pollFD, 1, 50) > 0 {
                let count = recv(descriptor, &buffer, buffer.count, 0)
                if count > 0 {
                    let message = String(decoding: buffer[0..<count], as: UTF8.self)
                    lock.withLock { received.append(message) }
                }
                continue
            }
            // Nothing queued: once the child has gone, nothing more can come.
            if lock.withLock({ childDone }) { break }
        }
        drained.signal()
    }
}
