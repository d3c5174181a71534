/// Where the packs list's words find room: a title on two lines beside the toolbar, a description up to the count
/// beside it (issue 37: French's title at 240x320, Arabic's descriptions at 480x800).
extension PacksListView {
    /// `title` in lines broken at spaces where it is wider than `box` on one line but every line fits it, `width`
    /// across and `lineHeight` apart; nil where one line fits, or where the lines do not (a word too wide, too
    /// many lines).
    static func wrappedTitle(
        _ title: String, in box: Rect, lineHeight: Double, width: (String) -> Double
    ) -> [String]? {
        guard width(title) > box.width else { return nil }
        var lines: [String] = []
        for word in title.split(separator: " ").map(String.init) {
            guard width(word) <= box.width else { return nil }
            if let last = lines.last, width(last + " " + word) <= box.width {
                lines[lines.count - 1] = last + " " + word
            } else {
                lines.append(word)
            }
        }
        return Double(lines.count) * lineHeight <= box.height ? lines : nil
    }

    /// Where a pack's description line ends beside a right column `side` whose lower line is the count, `count`
    /// across (drawn at the column's end): a pad before the count.
    static func descriptionEnd(side: Rect, count: Double, pad: Double) -> Double {
        side.maxX - min(side.width, count.rounded(.up)) - pad
    }
}
