import CFriBiDi

/// One line of text cut into the pieces it is drawn in, left to right on the
/// screen: each piece one bidi direction and one script, so that it can be
/// shaped by HarfBuzz in its direction with a font that has its letters
/// (SDL_ttf has no font fallback). The order is the Unicode bidi algorithm's
/// (fribidi's levels, then rule L2's reversals), so Arabic with Latin words
/// and digits in it reads right to left with the digits still left to right.
public enum BidiText {
    /// The script a piece is drawn with: Arabic letters need a font that has them; everything else is Latin's.
    public enum Script: Sendable, Equatable {
        case arabic
        case other
    }

    /// A piece of a line in logical order (as written), drawn right to left when `rightToLeft`.
    public struct Piece: Sendable, Equatable {
        public var text: String
        public var rightToLeft: Bool
        public var script: Script
    }

    /// `text` kept whole and left to right inside a right-to-left line (an address: its final "/" would otherwise
    /// take the line's direction and stand at its start), in a left-to-right isolate that `pieces` does not draw.
    public static func leftToRightIsolate(_ text: String) -> String {
        "\u{2066}" + text + "\u{2069}"
    }

    /// The invisible marks that steer the bidi algorithm: LRM and RLM, embeddings, overrides and isolates.
    static func isBidiControl(_ value: UInt32) -> Bool {
        value == 0x200E || value == 0x200F || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
    }

    /// Whether `text` needs more than one left-to-right piece: it has a letter of a right-to-left script.
    /// (Checked first on every line: text without one is drawn as it always was.)
    public static func needsBidi(_ text: String) -> Bool {
        text.unicodeScalars.contains { isRightToLeftBlock($0.value) }
    }

    /// The pieces of one line, left to right on screen. `rightToLeft` is the direction of the screen: on it a
    /// line with a right-to-left letter reads right to left even when a Latin word starts it (Arabic's
    /// "Enter: تم" has Enter on the right, where reading starts), and it decides a line whose first strong letter
    /// does not (only digits and punctuation). Elsewhere a line takes the direction of its first strong letter.
    public static func pieces(_ text: String, rightToLeft: Bool) -> [Piece] {
        guard needsBidi(text) || rightToLeft else {
            return text.isEmpty ? [] : [Piece(text: text, rightToLeft: false, script: .other)]
        }
        let scalars = Array(text.unicodeScalars)
        guard !scalars.isEmpty else { return [] }
        let levels = Self.levels(scalars, rightToLeft: rightToLeft)
        // Runs of one level and one script, in logical order.
        let scripts = resolvedScripts(scalars, levels: levels)
        var runs: [(range: Range<Int>, level: Int8)] = []
        var start = 0
        for index in 1...scalars.count {
            if index == scalars.count || levels[index] != levels[start] || scripts[index] != scripts[start] {
                runs.append((start..<index, levels[start]))
                start = index
            }
        }
        // Rule L2: from the highest level down to the lowest odd one, reverse each sequence at that level or above.
        var order = Array(runs.indices)
        let highest = runs.map(\.level).max() ?? 0
        let lowestOdd = runs.map(\.level).filter { $0 % 2 == 1 }.min() ?? (highest + 1)
        var level = highest
        while level >= lowestOdd {
            var index = 0
            while index < order.count {
                guard runs[order[index]].level >= level else {
                    index += 1
                    continue
                }
                var end = index
                while end < order.count, runs[order[end]].level >= level { end += 1 }
                order[index..<end].reverse()
                index = end
            }
            level -= 1
        }
        return order.compactMap { position in
            let run = runs[position]
            // The marks that steered the order are not drawn.
            var piece = String.UnicodeScalarView()
            piece.append(contentsOf: scalars[run.range].filter { !isBidiControl($0.value) })
            guard !piece.isEmpty else { return nil }
            return Piece(text: String(piece), rightToLeft: run.level % 2 == 1, script: scripts[run.range.lowerBound])
        }
    }

    /// Each scalar's embedding level (odd: right to left), by fribidi.
    private static func levels(_ scalars: [Unicode.Scalar], rightToLeft: Bool) -> [Int8] {
        let count = Int32(scalars.count)
        let characters = scalars.map { FriBidiChar($0.value) }
        var types = [FriBidiCharType](repeating: FriBidiCharType(rawValue: 0), count: scalars.count)
        var brackets = [FriBidiBracketType](repeating: 0, count: scalars.count)
        var levels = [FriBidiLevel](repeating: 0, count: scalars.count)
        var direction =
            rightToLeft
            ? (scalars.contains { isRightToLeftBlock($0.value) } ? tq_fribidi_par_rtl() : tq_fribidi_par_weak_rtl())
            : tq_fribidi_par_weak_ltr()
        fribidi_get_bidi_types(characters, count, &types)
        fribidi_get_bracket_types(characters, count, types, &brackets)
        let resolved = fribidi_get_par_embedding_levels_ex(types, brackets, count, &direction, &levels)
        // 0: out of memory; then the whole line is one piece in the screen's direction.
        guard resolved > 0 else { return Array(repeating: rightToLeft ? 1 : 0, count: scalars.count) }
        // Rule L1: spaces at the line's end take the paragraph's level.
        let base: Int8 = tq_fribidi_par_is_rtl(direction) == 1 ? 1 : 0
        var index = scalars.count - 1
        while index >= 0, scalars[index].properties.isWhitespace {
            levels[index] = base
            index -= 1
        }
        return levels
    }

    /// Each scalar's script. Spaces and punctuation take the script of the nearest letter of their level before
    /// them (else after them), so a run of Arabic words is one piece; digits are Latin's font's, wherever they stand.
    private static func resolvedScripts(_ scalars: [Unicode.Scalar], levels: [Int8]) -> [Script] {
        let letters: [Script?] = scalars.map { scalar in
            if isArabic(scalar.value) { return .arabic }
            return scalar.properties.isAlphabetic ? .other : nil
        }
        return scalars.indices.map { index in
            if let script = letters[index] { return script }
            if ("0"..."9").contains(scalars[index]) { return .other }
            var before = index - 1
            while before >= 0, levels[before] == levels[index] {
                if let script = letters[before] { return script }
                before -= 1
            }
            var after = index + 1
            while after < scalars.count, levels[after] == levels[index] {
                if let script = letters[after] { return script }
                after += 1
            }
            return .other
        }
    }

    /// The direction of `text`'s first strong letter: true for a right-to-left one, false for another letter, nil
    /// when it has none (digits and punctuation only).
    public static func firstStrongIsRightToLeft(_ text: some StringProtocol) -> Bool? {
        for scalar in text.unicodeScalars {
            if isRightToLeftBlock(scalar.value) { return true }
            if scalar.properties.isAlphabetic { return false }
        }
        return nil
    }

    /// The lines of one paragraph as wrapped, each to be laid out in the paragraph's direction: a line whose own
    /// first letter would give it another direction (a wrapped Arabic sentence whose next line starts with
    /// "(CC BY-SA 4.0)") starts with an invisible mark of the paragraph's (U+200F right-to-left, U+200E left to
    /// right), since each line goes through the bidi algorithm on its own. `rightToLeft`: the screen's direction.
    public static func keepingDirection(
        _ lines: [String], of paragraph: some StringProtocol, rightToLeft: Bool
    )
        -> [String]
    {
        guard lines.count > 1, rightToLeft || needsBidi(String(paragraph)) else { return lines }
        let direction = readsRightToLeft(paragraph, rightToLeft: rightToLeft)
        return lines.enumerated().map { index, line in
            guard index > 0, readsRightToLeft(line, rightToLeft: rightToLeft) != direction else { return line }
            return (direction ? "\u{200F}" : "\u{200E}") + line
        }
    }

    /// Whether a line reads right to left on a screen of that direction (`pieces`): on a right-to-left screen when
    /// it has a right-to-left letter, else by its first strong letter, else as the screen.
    static func readsRightToLeft(_ text: some StringProtocol, rightToLeft: Bool) -> Bool {
        if rightToLeft, text.unicodeScalars.contains(where: { isRightToLeftBlock($0.value) }) { return true }
        return firstStrongIsRightToLeft(text) ?? rightToLeft
    }

    /// The Arabic blocks: Arabic, Supplement, Extended-A, Presentation Forms A and B.
    static func isArabic(_ value: UInt32) -> Bool {
        (0x0600...0x06FF).contains(value) || (0x0750...0x077F).contains(value) || (0x08A0...0x08FF).contains(value)
            || (0xFB50...0xFDFF).contains(value) || (0xFE70...0xFEFF).contains(value)
    }

    /// Hebrew to Arabic Extended-A, and the right-to-left presentation forms: a line with one needs bidi.
    static func isRightToLeftBlock(_ value: UInt32) -> Bool {
        (0x0590...0x08FF).contains(value) || (0xFB1D...0xFDFF).contains(value) || (0xFE70...0xFEFF).contains(value)
    }
}
