/// How a pill button's words, icon and key hint share its width. The words
/// come first and the key that presses the button second: the icon goes
/// before the key does, so a button that can be pressed by a key says which
/// wherever the words still fit. Buttons shown together pass the same
/// `largestPixels` (the least size each fits at alone), so they read at one size.
struct PillFit: Equatable {
    var style: TextStyle
    var showsIcon: Bool
    var showsKey: Bool
    /// The words as drawn (ellipsised only when nothing else fits).
    var text: String
    /// The words' second line, under `text`, where they fit whole only on two lines (`twoLines`).
    var secondLine: String? = nil

    /// The words may shrink to this share of their preferred size before the icon goes.
    static let shrinkBeforeDropping = 0.82

    /// The largest the words are drawn in a pill `height` tall.
    static func preferredPixels(height: Double) -> Double {
        max(Theme.minimumTextPixels, height * 0.38)
    }

    /// The key hint's type: small beside the words, never under `readable` pixels.
    static func keyStyle(height: Double, readable: Double = Theme.minimumTextPixels) -> TextStyle {
        TextStyle(pixels: max(readable, height * 0.22))
    }

    /// The room the contents may take in `rect`.
    static func room(in rect: Rect) -> Double { rect.width - rect.height * 0.7 }

    /// Fits `text`, with an icon when `hasIcon` and the key `keyHint` when not empty, in `rect`. `shorter` (the
    /// catalog's short wording: "Pasar (5)" for "Pasar (quedan 5)", "Nochmal" for "Nochmal spielen") is taken
    /// where `text` beside its key would read under `shrinkBeforeDropping` of its size and `shorter` would not;
    /// where neither does, `text` at the smallest size that holds it with its key, then `shorter`, before
    /// anything is cut.
    static func fit(
        _ text: String, shorter: String? = nil, keyHint: String, hasIcon: Bool, in rect: Rect, painter: Painter,
        largestPixels: Double? = nil, readable: Double = Theme.minimumTextPixels
    ) -> PillFit {
        for keepingSize in [true, false] {
            for words in [text] + (shorter.map { [$0] } ?? []) {
                if let fit = fitWhole(
                    words, keyHint: keyHint, hasIcon: hasIcon, in: rect, painter: painter,
                    largestPixels: largestPixels, readable: readable, keepingSize: keepingSize)
                {
                    return fit
                }
            }
        }
        // Then the words alone on two lines, where the pill is tall enough: "Frage / beitragen?" at 240x320.
        for words in [text] + (shorter.map { [$0] } ?? []) {
            if let fit = twoLines(words, in: rect, painter: painter, largestPixels: largestPixels, readable: readable) {
                return fit
            }
        }
        // Nothing fits whole: the words alone at the readable minimum, cut where even that is too wide.
        let style = TextStyle(pixels: painter.readableFloor(max(Theme.minimumTextPixels, readable)), bold: true)
        let last = shorter ?? text
        return PillFit(
            style: style, showsIcon: false, showsKey: false,
            text: painter.truncate(last, style, width: rect.width - rect.height * 0.45, mustBeWhole: true))
    }

    /// `text` alone on two lines broken at a space, each line within the pill's room, at the largest size (down to
    /// the readable minimum) at which two lines stand inside `rect`; nil where no break fits.
    static func twoLines(
        _ text: String, in rect: Rect, painter: Painter, largestPixels: Double? = nil,
        readable: Double = Theme.minimumTextPixels
    ) -> PillFit? {
        let floor = painter.readableFloor(max(Theme.minimumTextPixels, readable))
        let largest = max(floor, min(preferredPixels(height: rect.height), largestPixels ?? .infinity))
        guard text.contains(" ") else { return nil }
        for pixels in stride(from: Int(largest.rounded()), through: Int(floor.rounded(.up)), by: -1) {
            let style = TextStyle(pixels: Double(pixels), bold: true)
            guard 2 * painter.fonts.lineHeight(style, of: text) <= rect.height * 0.92 else { continue }
            if let lines = split(text, style, width: room(in: rect), painter: painter) {
                return PillFit(style: style, showsIcon: false, showsKey: false, text: lines.0, secondLine: lines.1)
            }
        }
        return nil
    }

    /// `text` broken at the space that makes its longer line shortest, where both lines are at most `width`
    /// across in `style`; nil where no break does (one word, or a line too long wherever it breaks).
    static func split(_ text: String, _ style: TextStyle, width: Double, painter: Painter) -> (String, String)? {
        let words = text.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        guard words.count > 1 else { return nil }
        // Never at one of two spaces together ("2  Oyunu yeniden başlat" on the admin menu): no line starts or
        // ends with a space.
        let splits = (1..<words.count).filter { !words[$0 - 1].isEmpty && !words[$0].isEmpty }.map {
            (words[..<$0].joined(separator: " "), words[$0...].joined(separator: " "))
        }
        let widest = { (split: (String, String)) in
            max(painter.width(of: split.0, style), painter.width(of: split.1, style))
        }
        guard let best = splits.min(by: { widest($0) < widest($1) }), widest(best) <= width else { return nil }
        return best
    }

    /// `text` fitted whole, with the icon and the key where they fit beside it; nil where it does not fit even
    /// alone at the readable minimum, or, `keepingSize`, where it does not fit beside its key at
    /// `shrinkBeforeDropping` of its size (a shared size: at that size).
    private static func fitWhole(
        _ text: String, keyHint: String, hasIcon: Bool, in rect: Rect, painter: Painter, largestPixels: Double?,
        readable: Double, keepingSize: Bool
    ) -> PillFit? {
        let preferred = min(preferredPixels(height: rect.height), largestPixels ?? .infinity)
        let room = room(in: rect)
        let iconWidth = rect.height * 0.4 * 1.3
        let keyStyle = keyStyle(height: rect.height, readable: readable)
        let keyWidth = keyHint.isEmpty ? 0 : painter.width(of: keyHint, keyStyle) + rect.height * 0.18
        let kept = max(Theme.minimumTextPixels, readable)
        // At a larger text size the words may shrink to the readable minimum as drawn before they are cut, but
        // only once the icon and the key have gone: words are not drawn smaller than the key beside them.
        let floor = painter.readableFloor(kept)
        // Each try: icon shown, key shown, smallest size allowed for the words, room; the
        // last before the key goes takes some of the pill's rounded ends.
        let hasKey = !keyHint.isEmpty
        // A size shared with other buttons is the size: no try shrinks the words below it, so the icon or key
        // goes before the words would read smaller than their neighbours'.
        let shrunk = largestPixels == nil ? max(kept, preferred * shrinkBeforeDropping) : preferred
        let least = largestPixels == nil ? kept : preferred
        // Last, the words alone may reach into the pill's rounded ends, as the key may: a long language's
        // "Zweite Chance" read whole rather than cut.
        let wide = rect.width - rect.height * 0.45
        let sizeKept: [(Bool, Bool, Double, Double)] = [(hasIcon, hasKey, shrunk, room), (false, hasKey, shrunk, room)]
        let tries: [(Bool, Bool, Double, Double)] =
            keepingSize
            ? sizeKept
            : [
                (false, hasKey, least, room),
                (false, hasKey, least, wide),
                (false, false, least, room),
            ] + (floor < least ? [(false, false, floor, room)] : []) + [(false, false, min(floor, least), wide)]
        let largest = Int(max(floor, preferred).rounded())
        for (icon, key, smallest, room) in tries {
            let others = (icon ? iconWidth : 0) + (key ? keyWidth : 0)
            for pixels in stride(from: largest, through: min(largest, Int(smallest.rounded(.up))), by: -1) {
                let style = TextStyle(pixels: Double(pixels), bold: true)
                if painter.width(of: text, style) + others <= room {
                    return PillFit(style: style, showsIcon: icon, showsKey: key, text: text)
                }
            }
        }
        return nil
    }
}
