/// A player as play knows them: the id the store keeps everything under
/// (lives, passes, power-ups, answers, scores) and the name shown.
public struct PlayerRef: Equatable, Hashable, Sendable {
    public let id: Int64
    public let name: String
    /// A guest is a kiosk visitor who did not give a name ("Player 12").
    public let isGuest: Bool

    public init(id: Int64, name: String, isGuest: Bool) {
        self.id = id
        self.name = name
        self.isGuest = isGuest
    }

    /// The characters a name may have once spaces at the ends are trimmed: 2, up to 40 for a full name
    /// ("Zenobia Quartermaine"). The one rule for the CLI, the game's name entry and the lead form; a screen
    /// short of room (a board row, a tile) ellipsises a long name.
    public static let nameLengths = 2...40

    /// `nameLengths` in words: "2 to 40 characters".
    public static let nameLengthText = "\(nameLengths.lowerBound) to \(nameLengths.upperBound) characters"

    /// `cleanName`'s rule in words, for the messages that refuse a name.
    public static let nameRule =
        nameLengthText + " once spaces at the ends are trimmed, "
        + "and no control characters"

    /// The name as it is kept (spaces at the ends trimmed, runs of spaces
    /// made one), or nil when it is too short, too long or has a control character.
    public static func cleanName(_ typed: String) -> String? {
        let words = typed.split(whereSeparator: { $0 == " " })
        let name = words.joined(separator: " ")
        guard nameLengths.contains(name.count) else { return nil }
        guard !name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else { return nil }
        return name
    }
}
