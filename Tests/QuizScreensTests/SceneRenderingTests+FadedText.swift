import CSDL2
import Testing
import TiltInput

@testable import QuizScreens

/// Text fading over the bare background or an opaque panel is worked out and copied opaque on
/// the software renderer (`FadedTexts`): the pixels must be those SDL's
/// modulated blend gives. (In the scene-rendering suite, one SDL test at a time.)
extension SceneRenderingTests {
    /// Every coverage 0...255 in one colour, blitted by SDL with an alpha modulation over an opaque row, against
    /// the table `FadedTexts` copies from.
    @Test func theFadedTextTableIsSDLsModulatedBlendForEveryCoverage() throws {
        let harness = try HeadlessWindow(width: 256, height: 64)
        defer { harness.close() }
        let renderer = harness.window.renderer
        let inks = [Theme.text, Theme.accent, Theme.textDim, Color(hex: 0x123456)]
        let backgrounds = [
            Theme.backgroundTop, Theme.backgroundBottom, Color(hex: 0x000000), Color(hex: 0xFFFFFF),
            Color(hex: 0x7F3A99),
        ]
        let alphas: [UInt8] = [1, 2, 37, 127, 128, 200, 254]
        for ink in inks {
            let surface = try #require(
                SDL_CreateRGBSurfaceWithFormat(0, 256, 1, 32, tq_SDL_PIXELFORMAT_ARGB8888()))
            let line = surface.pointee.pixels!.assumingMemoryBound(to: UInt32.self)
            for value in 0..<256 {
                line[value] =
                    UInt32(value) << 24 | UInt32(ink.red) << 16 | UInt32(ink.green) << 8 | UInt32(ink.blue)
            }
            let coverage = try #require(FadedTexts.coverage(of: surface))
            #expect(coverage.alpha == (0..<256).map { UInt8($0) })
            let texture = try #require(makeTexture(renderer, from: surface))
            defer { SDL_DestroyTexture(texture) }
            let rows = backgrounds.flatMap { background in alphas.map { (background, $0) } }
            _ = try harness.window.beginFrame()
            for (row, (background, alpha)) in rows.enumerated() {
                SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)
                SDL_SetRenderDrawColor(renderer, background.red, background.green, background.blue, 255)
                var pixels = SDL_Rect(x: 0, y: Int32(row), w: 256, h: 1)
                SDL_RenderFillRect(renderer, &pixels)
                SDL_SetTextureAlphaMod(texture, alpha)
                SDL_RenderCopy(renderer, texture, nil, &pixels)
            }
            let blitted = try Self.presentAndRead(harness.window)
            var table = [UInt32](repeating: 0, count: 256)
            for (row, (background, alpha)) in rows.enumerated() {
                table.withUnsafeMutableBufferPointer {
                    FadedTexts.fill($0, coverage, alpha: alpha, over: background)
                }
                let drawn = Array(blitted[row * 256..<(row + 1) * 256])
                #expect(drawn == table, "ink \(ink), alpha \(alpha) over \(background)")
            }
        }
    }

    /// Lines of a question fading in at the alphas of a fade, where bands of the gradient change under
    /// them, each reaching into the next, over a mark under some of their rows, over an opaque card inside its
    /// outline and across it, cut by the window's edge and by a clip, upright and turned: the same pixels as
    /// blitted.
    @Test(arguments: [DisplayRotation.degrees0, .degrees90])
    func textFadingOverTheBackgroundLooksAsIfBlended(rotation: DisplayRotation) throws {
        let harness = try HeadlessWindow(width: 640, height: 360, rotation: rotation)
        defer { harness.close() }
        let renderer = harness.window.renderer
        let style = TextStyle(pixels: 30, bold: true)
        let panel = Rect(x: 20, y: 200, width: 300, height: 60)
        func draw(alpha: Double, listed: Bool, clip: SDL_Rect?) throws -> [UInt32] {
            let size = try harness.window.beginFrame()
            let list = DisplayList(size: size)
            if listed { harness.painter.list = list }
            if !listed, var clip { SDL_RenderSetClipRect(renderer, &clip) }
            harness.painter.begin(size: size)
            let ink = Theme.text.opacity(alpha)
            // Under some rows of the first line: those rows are blended as before.
            harness.painter.fill(Rect(x: 300, y: 35, width: 30, height: 8), Theme.accent)
            harness.painter.paragraph(
                "Which planet turns once in longer than it takes to go round the Sun?", style, ink,
                centerX: size.width / 2, top: 20, width: size.width * 0.8)
            // Over a panel: blended as before, since the panel lies under it.
            harness.painter.fill(panel, Theme.surface)
            harness.painter.text("Venus", style, ink, x: panel.x + 10, y: panel.y + 10)
            // Half below the window.
            harness.painter.text("Mercury", style, Theme.accent.opacity(alpha), x: 400, y: size.height - 15)
            // Over an opaque card inside its translucent outline (a reveal panel rising), off its edges and corners.
            let card = Rect(
                x: size.width * 0.5, y: size.height * 0.45, width: size.width * 0.45, height: size.height * 0.4)
            harness.painter.roundedRect(card, radius: 24, Theme.surface.mixed(with: Theme.right, 0.3))
            harness.painter.roundedRect(card, radius: 24, Theme.right.opacity(0.8 * alpha), stroke: 3)
            harness.painter.paragraph(
                "It turns once in 243 days and goes round in 225.", TextStyle(pixels: 18), ink, centerX: card.midX,
                top: card.y + 26, width: card.width - 30)
            // Across the outline, over its side and over its top: blended.
            harness.painter.text("Sun", style, ink, x: card.x - 10, y: card.maxY - 40)
            harness.painter.text("Moon", TextStyle(pixels: 14), ink, x: card.x + 30, y: card.y + 1)
            // An opaque card alone: over its corner blended, beside it worked out over the card's colour.
            let plain = Rect(x: 10, y: size.height - 80, width: size.width * 0.4, height: 60)
            harness.painter.roundedRect(plain, radius: 20, Theme.surfaceRaised)
            harness.painter.text("Earth", TextStyle(pixels: 14), ink, x: plain.x + 2, y: plain.y + 2)
            harness.painter.text("Mars", TextStyle(pixels: 14), ink, x: plain.x + 2, y: plain.y + 22)
            if listed {
                harness.painter.list = nil
                if var clip { SDL_RenderSetClipRect(renderer, &clip) }
                for operation in list.operations { operation.draw() }
            }
            SDL_RenderSetClipRect(renderer, nil)
            return try Self.presentAndRead(harness.window)
        }
        for alpha in [0.0, 0.004, 0.1, 0.33, 0.5, 0.502, 0.75, 0.99, 1] {
            for clip in [nil, SDL_Rect(x: 50, y: 40, w: 301, h: 250)] {
                let blitted = try draw(alpha: alpha, listed: false, clip: clip)
                let worked = try draw(alpha: alpha, listed: true, clip: clip)
                #expect(blitted == worked, "alpha \(alpha), clip \(String(describing: clip))")
            }
        }
        let empty = try draw(alpha: 0, listed: false, clip: nil)
        #expect(try draw(alpha: 0.5, listed: true, clip: nil) != empty, "the text was drawn")
        // The quick path drew them, keeping the coverage of the question's lines and of the line below the window
        // until they are drawn opaque.
        let faded = try #require(harness.painter.fadedTexts)
        #expect(faded.drawn > 0)
        #expect(faded.count >= 3)
        _ = try draw(alpha: 1, listed: true, clip: nil)
        _ = try draw(alpha: 1, listed: true, clip: nil)
        #expect(faded.count == 0, "the fade is over")
    }

    /// A trivia question's intro fading in and rising, then its answers fading in, frame by frame: drawn
    /// through a display list (the quick path) and straight (every text blitted), the same pixels.
    @Test(arguments: [(1280, 720), (480, 800), (320, 240)])
    func aQuestionFadingInLooksTheSameDrawnEitherWay(width: Int, height: Int) throws {
        let rig = try TriviaSceneRig(width: width, height: height)
        defer { rig.close() }
        rig.press("enter")
        rig.run(for: 3.1)
        rig.press("enter")
        var compared = 0
        while rig.time < 6.2 {
            _ = try rig.window.beginFrame()
            rig.compositor.drawWhole(rig.scene, size: rig.size, target: rig.window.transform, at: rig.time)
            let listed = try Self.presentAndRead(rig.window)
            rig.painter.begin(size: try rig.window.beginFrame())
            rig.scene.draw(rig.painter, at: rig.time)
            let straight = try Self.presentAndRead(rig.window)
            #expect(listed == straight, "\(rig.scene.screenName) at \(rig.time) s")
            compared += 1
            rig.run(for: 1.0 / 30)
        }
        #expect(compared > 60)
        #expect((rig.painter.fadedTexts?.drawn ?? 0) > 0, "the question's lines were drawn the quick way")
    }
}
