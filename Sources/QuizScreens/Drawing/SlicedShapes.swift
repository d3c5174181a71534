import CSDL2

extension Painter {
    /// A rounded rectangle drawn as four corners cut from a texture of
    /// `2r` x `2r` and solid rectangles between them: the software renderer
    /// then blends only the corners, and a bar that changes length every
    /// frame (a timer) needs no new texture. `overBackground`: nothing but the background lies under it, so
    /// the rectangles between the corners can be filled opaque in the colour blending would give.
    func slicedRoundedRect(_ rect: Rect, radius r: Int, stroke s: Int, _ color: Color, overBackground: Bool) {
        guard let corners = roundedRectDrawable(width: 2 * r, height: 2 * r, radius: r, stroke: s, color) else {
            return
        }
        // Truncated like the renderer's own float-to-pixel conversion.
        let x = Int32(rect.x)
        let y = Int32(rect.y)
        let w = Int32(rect.width)
        let h = Int32(rect.height)
        let r = Int32(r)
        SDL_SetTextureAlphaMod(corners.texture, corners.alpha)
        for (cornerX, cornerY) in [(Int32(0), Int32(0)), (1, 0), (0, 1), (1, 1)] {
            var source = SDL_Rect(x: cornerX * r, y: cornerY * r, w: r, h: r)
            var target = SDL_Rect(x: x + cornerX * (w - r), y: y + cornerY * (h - r), w: r, h: r)
            SDL_RenderCopy(renderer, corners.texture, &source, &target)
        }
        let bands: [SDL_Rect]
        if s > 0 {
            let s = Int32(s)
            bands = [
                SDL_Rect(x: x + r, y: y, w: w - 2 * r, h: s), SDL_Rect(x: x + r, y: y + h - s, w: w - 2 * r, h: s),
                SDL_Rect(x: x, y: y + r, w: s, h: h - 2 * r), SDL_Rect(x: x + w - s, y: y + r, w: s, h: h - 2 * r),
            ]
        } else {
            bands = [
                SDL_Rect(x: x + r, y: y, w: w - 2 * r, h: h), SDL_Rect(x: x, y: y + r, w: r, h: h - 2 * r),
                SDL_Rect(x: x + w - r, y: y + r, w: r, h: h - 2 * r),
            ]
        }
        if color.alpha == 255 || overBackground {
            for band in bands where band.w > 0 && band.h > 0 {
                if overBackground { fillOverBackground(band, color) } else { fillOpaque(band, color) }
            }
            return
        }
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
        SDL_SetRenderDrawColor(renderer, color.red, color.green, color.blue, color.alpha)
        for var band in bands where band.w > 0 && band.h > 0 { SDL_RenderFillRect(renderer, &band) }
    }
}
