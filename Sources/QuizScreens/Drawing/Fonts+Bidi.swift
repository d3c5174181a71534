import CSDL2
import CSDL2TTF
import QuizText

/// Lines with right-to-left letters, or laid out for a right-to-left language: cut into pieces by `BidiText`
/// (the bidi algorithm's order, one script each), each piece shaped by SDL_ttf's HarfBuzz in its direction with
/// a face that has its letters, and the pieces set side by side on one baseline. Measuring adds up the same
/// pieces drawing sets, so what layout measures is what is drawn.
extension Fonts {
    /// The box a mixed line is drawn in, from its baseline: pixels above and below.
    struct BidiBox: Equatable {
        var ascent: Int32
        var descent: Int32
        var height: Int32 { ascent + descent }
    }

    /// A piece of a line in one face and one direction.
    struct Segment: Equatable {
        var text: String
        var face: Face
        var rightToLeft: Bool
    }

    /// The segments of `text`, left to right on screen, and its width.
    func bidiLine(_ text: String, _ style: TextStyle) -> (segments: [Segment], width: Double) {
        let segments = self.segments(text, style)
        var width = 0.0
        for segment in segments {
            guard let font = font(style, face: segment.face) else { continue }
            var pixels: Int32 = 0
            withDirection(font, segment) { TTF_SizeUTF8(font, segment.text, &pixels, nil) }
            width += Double(pixels)
        }
        return (segments, width)
    }

    /// `BidiText`'s pieces, an Arabic piece cut again where the Arabic face lacks a character (a Latin
    /// punctuation mark): those go to the game's face.
    func segments(_ text: String, _ style: TextStyle) -> [Segment] {
        var segments: [Segment] = []
        for piece in BidiText.pieces(text, rightToLeft: rightToLeft) {
            guard piece.script == .arabic, hasArabicFace, let arabic = font(style, face: .arabic) else {
                segments.append(Segment(text: piece.text, face: .latin, rightToLeft: piece.rightToLeft))
                continue
            }
            var parts: [Segment] = []
            for scalar in piece.text.unicodeScalars {
                let face: Face = TTF_GlyphIsProvided32(arabic, scalar.value) != 0 ? .arabic : .latin
                if let last = parts.last, last.face == face {
                    parts[parts.count - 1].text.unicodeScalars.append(scalar)
                } else {
                    parts.append(Segment(text: String(scalar), face: face, rightToLeft: piece.rightToLeft))
                }
            }
            // Right to left: the piece's first characters are on its right.
            segments += piece.rightToLeft ? parts.reversed() : parts
        }
        return segments
    }

    /// The line drawn in `tint`, its segments on one baseline; nil when no segment could be drawn.
    func renderBidi(_ text: String, _ style: TextStyle, _ tint: SDL_Color) -> UnsafeMutablePointer<SDL_Surface>? {
        var pieces: [(surface: UnsafeMutablePointer<SDL_Surface>, ascent: Int32, face: Face)] = []
        defer { for piece in pieces { SDL_FreeSurface(piece.surface) } }
        let segments = bidiLine(text, style).segments
        for segment in segments {
            guard let font = font(style, face: segment.face) else { continue }
            let surface = withDirection(font, segment) { TTF_RenderUTF8_Blended(font, segment.text, tint) }
            if let surface { pieces.append((surface, TTF_FontAscent(font), segment.face)) }
        }
        guard !pieces.isEmpty else { return nil }
        // One box for every line of the style with Arabic letters (the game's face's for the others): what lies
        // outside it in an Arabic piece (Noto Sans Arabic's own box is about twice the text's size) is empty, cut
        // off. A piece in the game's face keeps all its rows, as its plain line does: at a small size an
        // underscore is drawn under the face's box ("kiosk_hall").
        let box = segments.contains { $0.face == .arabic } ? bidiBox(style) : latinBox(style)
        let ascent = box.ascent
        let height = pieces.reduce(box.height) { tallest, piece in
            piece.face == .latin ? max(tallest, ascent - piece.ascent + piece.surface.pointee.h) : tallest
        }
        let width = pieces.reduce(Int32(0)) { $0 + $1.surface.pointee.w }
        guard width > 0, height > 0,
            let line = SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, SDL_PIXELFORMAT_ARGB8888.rawValue)
        else { return nil }
        var x: Int32 = 0
        for piece in pieces {
            // Copied, not blended: the pieces do not overlap, and each keeps its glyphs' coverage as alpha.
            SDL_SetSurfaceBlendMode(piece.surface, SDL_BLENDMODE_NONE)
            var target = SDL_Rect(
                x: x, y: ascent - piece.ascent, w: piece.surface.pointee.w, h: piece.surface.pointee.h)
            SDL_UpperBlit(piece.surface, nil, line, &target)
            x += piece.surface.pointee.w
        }
        return line
    }

    /// The box mixed lines of `style` are drawn in: the game's face's ascent and descent, grown to where Arabic
    /// letters and their marks reach as drawn (measured once per style on a line of the tallest and deepest
    /// ones, with a pixel to spare), not to Noto Sans Arabic's own box, which is about twice the text's size.
    func bidiBox(_ style: TextStyle) -> BidiBox {
        bidiBoxes.value(for: style) {
            var box = latinBox(style)
            guard hasArabicFace, let arabic = font(style, face: .arabic) else { return box }
            TTF_SetFontDirection(arabic, TTF_DIRECTION_RTL)
            let white = SDL_Color(r: 255, g: 255, b: 255, a: 255)
            guard let probe = TTF_RenderUTF8_Blended(arabic, Self.arabicProbe, white) else { return box }
            defer { SDL_FreeSurface(probe) }
            guard let ink = Self.inkRows(probe) else { return box }
            let baseline = TTF_FontAscent(arabic)
            box.ascent = max(box.ascent, baseline - ink.lowerBound + 1)
            box.descent = max(box.descent, ink.upperBound - baseline + 1)
            return box
        }
    }

    /// The rows of a line's texture that the layout check reads as the line's own, top to bottom; nil for a
    /// line drawn in the game's face's box (all its rows are). A line with Arabic letters is drawn in the box
    /// every such line of its style shares (`bidiBox`), tall enough for the highest and deepest marks so that
    /// lines keep one baseline; most lines reach neither. Its rows are the game's face's box (where a Latin
    /// line of the style is read) grown to where its own letters are drawn, so that room kept for marks it
    /// does not have is not read as overlapping what lies above or below.
    func readRows(_ text: String, _ style: TextStyle) -> Range<Int32>? {
        guard rightToLeft || BidiText.needsBidi(text), hasArabicFace else { return nil }
        return readRowsCache.value(for: StyledText(text: text, style: style)) {
            guard segments(text, style).contains(where: { $0.face == .arabic }),
                let latin = font(style)
            else { return nil }
            let box = bidiBox(style)
            let top = box.ascent - TTF_FontAscent(latin)
            let latinRows = top..<(top + latinBox(style).height)
            let white = SDL_Color(r: 255, g: 255, b: 255, a: 255)
            guard let line = renderBidi(text, style, white) else { return latinRows }
            defer { SDL_FreeSurface(line) }
            guard let ink = Self.inkRows(line) else { return latinRows }
            return min(latinRows.lowerBound, ink.lowerBound)..<max(latinRows.upperBound, ink.upperBound)
        }
    }

    /// The game's face's box at `style`.
    func latinBox(_ style: TextStyle) -> BidiBox {
        guard let latin = font(style) else { return BidiBox(ascent: Int32(style.pixels), descent: 0) }
        // The height SDL_ttf renders the face's lines at (a line without Arabic is as tall as on the plain path).
        let ascent = TTF_FontAscent(latin)
        return BidiBox(ascent: ascent, descent: TTF_FontHeight(latin) - ascent)
    }

    /// Arabic letters that reach highest and lowest, with a mark above or below them (a rarer stack of two marks
    /// on the tallest letters may reach a pixel or two further, and is cut there).
    static let arabicProbe = "لأ إ آ ظ كُ لُ جِ يِ عِ قِ غ"

    /// The rows of `surface` (ARGB8888, as SDL_ttf's blended text) holding any ink: first ..< past the last.
    static func inkRows(_ surface: UnsafeMutablePointer<SDL_Surface>) -> Range<Int32>? {
        let (width, height, pitch) = (Int(surface.pointee.w), Int(surface.pointee.h), Int(surface.pointee.pitch))
        guard let pixels = surface.pointee.pixels?.assumingMemoryBound(to: UInt32.self) else { return nil }
        var first: Int?
        var last = 0
        for row in 0..<height {
            let start = pixels + row * pitch / 4
            if (0..<width).contains(where: { start[$0] >> 24 != 0 }) {
                first = first ?? row
                last = row
            }
        }
        return first.map { Int32($0)..<Int32(last + 1) }
    }

    /// Runs `body` with `font` set to shape in `segment`'s direction; the game's face is left to right again
    /// after (its other lines are shaped so).
    private func withDirection<T>(_ font: OpaquePointer, _ segment: Segment, _ body: () -> T) -> T {
        TTF_SetFontDirection(font, segment.rightToLeft ? TTF_DIRECTION_RTL : TTF_DIRECTION_LTR)
        defer {
            if segment.face == .latin, segment.rightToLeft { TTF_SetFontDirection(font, TTF_DIRECTION_LTR) }
            if segment.face == .arabic, !segment.rightToLeft { TTF_SetFontDirection(font, TTF_DIRECTION_RTL) }
        }
        return body()
    }
}
