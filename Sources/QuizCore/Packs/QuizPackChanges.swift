/// What an import of quiz packs changed, by pack title.
public struct QuizPackChanges: Equatable, Sendable, Codable {
    /// Packs new on the list (or back on it).
    public var added: [String] = []
    /// Packs whose questions changed: their old version was replaced.
    public var updated: [String] = []
    /// Packs that left the list (gone from the document, or their URL replaced).
    public var removed: [String] = []
    /// Packs the document holds exactly as the store has them.
    public var unchanged = 0
    /// What the document held that was skipped ("icon ... skipped", "a question listed twice").
    public var warnings: [String] = []

    public init() {}

    /// Whether the list of packs or any pack's questions changed.
    public var changedAnything: Bool { !(added.isEmpty && updated.isEmpty && removed.isEmpty) }

    /// One line in English, for the command line: "1 pack added (Science); 2 packs updated (History, Maths);
    /// 3 unchanged", or "no change (3 packs unchanged)". Screens word it with `PackCheckWords`.
    public var line: String {
        func part(_ titles: [String], _ what: String) -> String? {
            guard !titles.isEmpty else { return nil }
            let noun = titles.count == 1 ? "pack" : "packs"
            return "\(titles.count) \(noun) \(what) (\(titles.joined(separator: ", ")))"
        }
        let parts = [part(added, "added"), part(updated, "updated"), part(removed, "removed")].compactMap { $0 }
        guard !parts.isEmpty else { return "no change (\(unchanged) \(unchanged == 1 ? "pack" : "packs") unchanged)" }
        return (parts + (unchanged > 0 ? ["\(unchanged) unchanged"] : [])).joined(separator: "; ")
    }
}
