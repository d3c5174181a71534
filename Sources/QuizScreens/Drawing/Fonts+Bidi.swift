import CSDL2
import CSDL2TTF
import QuizText

/// Lines with right-to-left letters, or laid out for a right-to-left language: cut into pieces by `BidiText`
/// (the bidi algorithm's order, one script each), each piece shaped by SDL_ttf's HarfBuzz in its direction with
/// a face that has its letters, and the pieces set side by side on one baseline. Measuring adds up the same
/// pieces drawing sets, so what layout measures is what is drawn.
extension Fonts {
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
        var pieces: [(surface: UnsafeMutablePointer<SDL_Surface>, ascent: Int32)] = []
        defer { for piece in pieces { SDL_FreeSurface(piece.surface) } }
        for segment in bidiLine(text, style).segments {
            guard let font = font(style, face: segment.face) else { continue }
            let surface = withDirection(font, segment) { TTF_RenderUTF8_Blended(font, segment.text, tint) }
            if let surface { pieces.append((surface, TTF_FontAscent(font))) }
        }
        guard !pieces.isEmpty else { return nil }
        // The game's face's line box, grown where the Arabic face reaches higher or lower.
        let latin = font(style)
        let ascent = max(pieces.map(\.ascent).max() ?? 0, latin.map(TTF_FontAscent) ?? 0)
        let height = pieces.map { ascent - $0.ascent + $0.surface.pointee.h }.max() ?? 0
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
