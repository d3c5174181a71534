import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The machine's IP addresses, from `getifaddrs`, for the admin's device info
/// page (so an operator can reach the box over the network) and the live round's listener.
public enum NetworkAddresses {
    /// One address of one interface.
    public struct Address: Equatable, Sendable {
        public var interface: String
        public var address: String
        public var isIPv6: Bool
    }

    /// Every IPv4 and IPv6 address of every interface that is up, loopback and
    /// link-local IPv6 left out, IPv4 first.
    public static func current() -> [Address] {
        var list: UnsafeMutablePointer<ifaddrs>?
        guard getifaddrs(&list) == 0, let first = list else { return [] }
        defer { freeifaddrs(list) }
        var addresses: [Address] = []
        var cursor: UnsafeMutablePointer<ifaddrs>? = first
        while let entry = cursor {
            cursor = entry.pointee.ifa_next
            let flags = Int32(entry.pointee.ifa_flags)
            guard flags & Int32(IFF_UP) != 0, flags & Int32(IFF_LOOPBACK) == 0,
                let socketAddress = entry.pointee.ifa_addr
            else { continue }
            let family = Int32(socketAddress.pointee.sa_family)
            guard family == AF_INET || family == AF_INET6 else { continue }
            guard let text = numericHost(socketAddress, family: family) else { continue }
            if family == AF_INET6, text.lowercased().hasPrefix("fe80") { continue }
            addresses.append(
                Address(interface: String(cString: entry.pointee.ifa_name), address: text, isIPv6: family == AF_INET6))
        }
        return addresses.filter { !$0.isIPv6 } + addresses.filter(\.isIPv6)
    }

    private static func numericHost(_ address: UnsafeMutablePointer<sockaddr>, family: Int32) -> String? {
        let length = family == AF_INET ? MemoryLayout<sockaddr_in>.size : MemoryLayout<sockaddr_in6>.size
        var host = [CChar](repeating: 0, count: Int(NI_MAXHOST))
        let status = getnameinfo(address, socklen_t(length), &host, socklen_t(host.count), nil, 0, NI_NUMERICHOST)
        guard status == 0 else { return nil }
        return String(decoding: host.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
