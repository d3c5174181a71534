/// A badge as a screen names it: the game's own topic badges (`topic-ID-PERCENT`, a share of a topic's
/// questions right) by their share, worded in the player's language; the operator's by the title they gave.
public enum BadgeName: Equatable, Sendable {
    /// The game's badge for `percent` % of a topic's questions right.
    case topicShare(percent: Int)
    /// A badge the operator defined, by its title (or its code when it has none).
    case titled(String)

    /// The name of the badge with `code` and the stored `title`.
    public init(code: String, title: String) {
        let parts = code.split(separator: "-")
        if parts.count == 3, parts[0] == "topic", Int(parts[1]) != nil, let percent = Int(parts[2]) {
            self = .topicShare(percent: percent)
        } else {
            self = .titled(title)
        }
    }
}
