/// A hybrid logical clock's stamp (Kulkarni et al., 2014): the writer's wall clock in milliseconds, a counter
/// for edits within one millisecond or behind a clock already seen, and the device's id to break ties. Stamps
/// order edits across devices; the server caps a stamp's wall-clock part at its own clock when it takes the
/// change in, so a device whose clock runs ahead does not win every edit (docs/fleet.md, "Conflicts").
public struct FleetStamp: Codable, Comparable, Hashable, Sendable, CustomStringConvertible {
    /// Milliseconds since 1970 (UTC).
    public var milliseconds: Int64
    /// Orders stamps with the same milliseconds.
    public var counter: Int32
    /// The device that stamped it (its fleet device id, lower case).
    public var device: String

    public init(milliseconds: Int64, counter: Int32, device: String) {
        self.milliseconds = milliseconds
        self.counter = counter
        self.device = device
    }

    public static func < (lhs: FleetStamp, rhs: FleetStamp) -> Bool {
        (lhs.milliseconds, lhs.counter, lhs.device) < (rhs.milliseconds, rhs.counter, rhs.device)
    }

    /// `0001733146800000-00000-<device>`: fixed widths, so the text sorts as the stamps do (PostgreSQL and
    /// SQLite compare it as text).
    public var description: String {
        let ms = String(milliseconds)
        let count = String(counter)
        return String(repeating: "0", count: max(0, 16 - ms.count)) + ms + "-"
            + String(repeating: "0", count: max(0, 5 - count.count)) + count + "-" + device
    }

    /// Reads `description`'s form; nil when `text` is not one.
    public init?(_ text: String) {
        let parts = text.split(separator: "-", maxSplits: 2, omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 16, parts[1].count == 5, !parts[2].isEmpty,
            let ms = Int64(parts[0]), let count = Int32(parts[1]), ms >= 0, count >= 0
        else { return nil }
        self.init(milliseconds: ms, counter: count, device: String(parts[2]))
    }

    /// In JSON a stamp is its text, as PostgreSQL stores it.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let stamp = FleetStamp(text) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "\"\(text)\" is not a fleet stamp (milliseconds-counter-device)")
        }
        self = stamp
    }
}
