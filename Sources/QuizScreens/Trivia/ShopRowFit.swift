/// How a store row's words (the item, and what the player has of it: "3 × Half-half  (have 0)") fit between its
/// icon and its price, read whole: at the largest size (down to the readable minimum) at which they stand on one
/// line, or else on as many as the row holds (the item over what the player has, or the words wrapped); where
/// they stand in no way beside the icon, without it; where they do not even so, the item alone (what the player
/// has is on the question's power-up chips too); then all of that in regular type, narrower than bold. Cut
/// short, and named by the layout check, only where nothing else does.
struct ShopRowFit: Equatable {
    var style: TextStyle
    /// One line, or more, one under the other.
    var lines: [String]
    /// Whether the item's icon is drawn before the words (else they start where it would).
    var showsIcon = true

    /// The row's words as one line.
    static func oneLine(name: String, owned: String) -> String {
        owned.isEmpty ? name : name + "  " + owned
    }

    /// The rows of one store, `width` x `height` each: every row's words fitted, and where one row's must go without
    /// its icon, every row's without (the words of all rows start at one edge).
    static func fitAll(
        _ rows: [(name: String, owned: String)], width: Double, icon: Double, height: Double, preferred: TextStyle,
        readable: Double, painter: Painter
    ) -> [ShopRowFit] {
        let fits = rows.map {
            fit(
                name: $0.name, owned: $0.owned, width: width, icon: icon, height: height, preferred: preferred,
                readable: readable, painter: painter)
        }
        guard fits.contains(where: { !$0.showsIcon }) else { return fits }
        return rows.map {
            var bare = fit(
                name: $0.name, owned: $0.owned, width: width + icon, icon: 0, height: height, preferred: preferred,
                readable: readable, painter: painter)
            bare.showsIcon = false
            return bare
        }
    }

    /// Fits `name` and `owned` in `width` x `height` beside the icon, or in `width + icon` without it, from
    /// `preferred` down to `readable` pixels.
    static func fit(
        name: String, owned: String, width: Double, icon: Double, height: Double, preferred: TextStyle,
        readable: Double, painter: Painter
    ) -> ShopRowFit {
        let whole = oneLine(name: name, owned: owned)
        let floor = painter.readableFloor(readable)
        let tries = [(owned, width, true), (owned, width + icon, false), ("", width, true), ("", width + icon, false)]
        // The bold words first, in every way; then the narrower regular ones.
        for bold in preferred.bold ? [true, false] : [false] {
            for (owned, room, showsIcon) in tries {
                // At each size, one line before more: a row's words shrink only where they stand in it in no way.
                let sizes = stride(
                    from: Int(preferred.pixelsDouble.rounded()), through: Int(floor.rounded(.up)), by: -1)
                for pixels in sizes {
                    let style = TextStyle(pixels: Double(pixels), bold: bold)
                    if let lines = lines(name: name, owned: owned, in: room, height: height, style, painter) {
                        return ShopRowFit(style: style, lines: lines, showsIcon: showsIcon)
                    }
                }
            }
        }
        let style = TextStyle(pixels: floor, bold: preferred.bold)
        return ShopRowFit(
            style: style, lines: [painter.truncate(whole, style, width: width, mustBeWhole: true)], showsIcon: true)
    }

    /// The words in `style` on one line, or the item's lines over what the player has, or wrapped, where each
    /// line is at most `width` across and all of them stand in `height`; nil where none do.
    private static func lines(
        name: String, owned: String, in width: Double, height: Double, _ style: TextStyle, _ painter: Painter
    ) -> [String]? {
        let whole = oneLine(name: name, owned: owned)
        if painter.width(of: whole, style) <= width { return [whole] }
        let line = painter.fonts.lineHeight(style, of: whole)
        let fits = { (lines: [String]) in
            Double(lines.count) * line <= height && lines.filter { painter.width(of: $0, style) > width }.isEmpty
        }
        let kept = painter.fonts.wrap(name, style, width: width) + (owned.isEmpty ? [] : [owned])
        if fits(kept) { return kept }
        let wrapped = painter.fonts.wrap(whole, style, width: width)
        return fits(wrapped) ? wrapped : nil
    }
}
