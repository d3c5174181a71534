import CSDL2
import Testing

@testable import QuizScreens

/// The software renderer's quick paths for plain rectangles draw the very
/// pixels its fill and its blend would: opaque rectangles written into the
/// window's pixels or copied from tiles of their colour, and translucent ones over the bare background filled opaque
/// in the blended colour. (In the scene-rendering suite, one SDL test at a time.)
extension SceneRenderingTests {
    /// Widths and heights either side of the tile's size and of the widths that are copied.
    static let tiledRects: [SDL_Rect] = [
        SDL_Rect(x: 3, y: 5, w: 16, h: 1), SDL_Rect(x: 41, y: 9, w: 70, h: 50), SDL_Rect(x: 7, y: 70, w: 319, h: 31),
        SDL_Rect(x: 11, y: 110, w: 320, h: 32), SDL_Rect(x: 13, y: 150, w: 321, h: 33),
        SDL_Rect(x: 0, y: 190, w: 639, h: 65), SDL_Rect(x: 1, y: 260, w: 640, h: 20),
        SDL_Rect(x: 600, y: 300, w: 15, h: 40), SDL_Rect(x: 500, y: 330, w: 200, h: 100),
    ]

    /// `tiledRects` in `colors` in turn, copied from tiles or filled by SDL.
    static func drawTiledRects(_ harness: HeadlessWindow, _ colors: [Color], tiled: Bool) {
        let renderer = harness.window.renderer
        for (index, rect) in tiledRects.enumerated() {
            let color = colors[index % colors.count]
            if tiled {
                harness.painter.fillOpaque(rect, color)
            } else {
                SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)
                SDL_SetRenderDrawColor(renderer, color.red, color.green, color.blue, 255)
                var pixels = rect
                SDL_RenderFillRect(renderer, &pixels)
                SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
            }
        }
    }

    /// Onto the window, opaque rectangles are written into its pixels (see `WindowPixels`): the same pixels as SDL's
    /// fill, within the clip, and in their place among the drawing queued before and after them.
    @Test func opaqueRectanglesWrittenIntoTheWindowMatchTheFillPixelForPixel() throws {
        let harness = try HeadlessWindow(width: 800, height: 480)
        defer { harness.close() }
        let renderer = harness.window.renderer
        let colors = [Color(hex: 0x263252), Color(hex: 0xFFC53D), Color(hex: 0x20C997)]
        func draw(direct: Bool, clip: SDL_Rect?) throws -> [UInt32] {
            _ = try harness.window.beginFrame()
            SDL_SetRenderDrawColor(renderer, 0, 0, 0, 255)
            SDL_RenderClear(renderer)
            if var clip { SDL_RenderSetClipRect(renderer, &clip) }
            // Translucent bars queued before and after: the rectangles cover the first and lie under the second.
            SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
            SDL_SetRenderDrawColor(renderer, 250, 80, 80, 128)
            var before = SDL_Rect(x: 0, y: 20, w: 800, h: 120)
            SDL_RenderFillRect(renderer, &before)
            Self.drawTiledRects(harness, colors, tiled: direct)
            SDL_SetRenderDrawColor(renderer, 80, 250, 80, 100)
            var after = SDL_Rect(x: 0, y: 100, w: 800, h: 250)
            SDL_RenderFillRect(renderer, &after)
            SDL_RenderSetClipRect(renderer, nil)
            return try Self.presentAndRead(harness.window)
        }
        for clip in [nil, SDL_Rect(x: 30, y: 20, w: 333, h: 277)] {
            let filled = try draw(direct: false, clip: clip)
            let written = try draw(direct: true, clip: clip)
            // Counted, not compared whole: a failure prints a number, not two frames of pixels.
            let differing = zip(filled, written).count { $0 != $1 }
            #expect(
                filled.count == written.count && differing == 0, "clip \(String(describing: clip)): \(differing) differ"
            )
            #expect(filled.contains(0xFFFF_C53D), "the rectangles were drawn")
        }
        #expect((harness.painter.windowPixels?.filled ?? 0) >= Self.tiledRects.count, "written into the window")
        #expect((harness.painter.solidTiles?.count ?? 0) == 0, "no tile made for the window")
    }

    /// Into a texture (the backdrop kept under a scrim, the canvas of a turned panel) as onto the window: tiles are
    /// made in the format of what they are copied onto (copied, not converted).
    @Test func opaqueRectanglesCopiedIntoATextureMatchTheFill() throws {
        let harness = try HeadlessWindow(width: 800, height: 480)
        defer { harness.close() }
        let renderer = harness.window.renderer
        let window = try #require(SDL_RenderGetWindow(renderer))
        #expect(TargetFormat.current(renderer) == SDL_GetWindowPixelFormat(window))
        let access = Int32(SDL_TEXTUREACCESS_TARGET.rawValue)
        let texture = try #require(SDL_CreateTexture(renderer, tq_SDL_PIXELFORMAT_ARGB8888(), access, 801, 480))
        defer { SDL_DestroyTexture(texture) }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE)
        let colors = [Color(hex: 0x263252), Color(hex: 0xFFC53D)]
        func draw(tiled: Bool, into target: OpaquePointer?) throws -> [UInt32] {
            _ = try harness.window.beginFrame()
            SDL_SetRenderTarget(renderer, target)
            if target != nil { #expect(TargetFormat.current(renderer) == tq_SDL_PIXELFORMAT_ARGB8888()) }
            SDL_SetRenderDrawColor(renderer, 0, 0, 0, 255)
            SDL_RenderClear(renderer)
            Self.drawTiledRects(harness, colors, tiled: tiled)
            SDL_SetRenderTarget(renderer, nil)
            if let target {
                var frame = SDL_Rect(x: 0, y: 0, w: 800, h: 480)
                SDL_RenderCopy(renderer, target, &frame, &frame)
            }
            return try Self.presentAndRead(harness.window)
        }
        for target in [nil, texture] {
            let filled = try draw(tiled: false, into: target)
            let copied = try draw(tiled: true, into: target)
            #expect(filled == copied, target == nil ? "onto the window" : "into the texture")
            #expect(filled.contains(0xFFFF_C53D), "the rectangles were drawn")
        }
        // Onto the window they are written into its pixels; into the texture they are copied from tiles.
        #expect((harness.painter.solidTiles?.count ?? 0) == colors.count, "a tile per colour, in the texture's format")
    }

    @Test func aTranslucentPanelOverTheBackgroundLooksAsIfBlended() throws {
        let harness = try HeadlessWindow(width: 640, height: 360)
        defer { harness.close() }
        let panel = Rect(x: 40.5, y: 30.25, width: 300, height: 250)
        let pill = Rect(x: 380, y: 60, width: 200, height: 61)
        let over = Rect(x: 100, y: 100, width: 120, height: 40)
        func draw(listed: Bool) throws -> [UInt32] {
            let size = try harness.window.beginFrame()
            let list = DisplayList(size: size)
            if listed { harness.painter.list = list }
            harness.painter.begin(size: size)
            harness.painter.fill(panel, Theme.surface.opacity(0.5))
            harness.painter.roundedRect(pill, radius: 30, Theme.surface.opacity(0.7))
            harness.painter.roundedRect(pill.insetBy(dx: 20, dy: 10), radius: 10, Theme.accent.opacity(0.3), stroke: 2)
            // Over the panel: blended, since the panel lies under it.
            harness.painter.fill(over, Theme.accent.opacity(0.4))
            if listed {
                #expect(!list.hasOnlyBackground(under: over))
                #expect(list.hasOnlyBackground(under: Rect(x: 600, y: 300, width: 20, height: 20)))
                harness.painter.list = nil
                for operation in list.operations { operation.draw() }
            }
            return try Self.presentAndRead(harness.window)
        }
        let blended = try draw(listed: false)
        let premixed = try draw(listed: true)
        #expect(blended == premixed)
        // The panel is not the background: the quick path drew something.
        let width = 640
        #expect(blended[200 * width + 60] != blended[200 * width + 20])
    }
}
