import CSDL2
import CSDL2Image
import Testing

@testable import QuizScreens

/// Shapes are drawn at the size of their texture, never stretched: a stretched copy looks blurred and takes the
/// software renderer's slow path. (In the scene-rendering suite, one SDL test at a time.)
extension SceneRenderingTests {
    /// SDL_image rounds an SVG's size up from a float product, so some sizes come out a pixel too wide;
    /// `cropped` gives back exactly the size asked for.
    @Test func anIconRasterisedAtAnySizeIsCutToThatSize() throws {
        let icons = try IconSet(directory: SceneRenderingTests.root + "/assets/icons")
        var overshoots = 0
        for icon in [Icon.check, .chevronLeft, .trophy] {
            var bytes = Array(icons.svg(icon).utf8)
            for side in 20...140 {
                let loaded = try #require(
                    bytes.withUnsafeMutableBytes { buffer in
                        let ops = tq_SDL_RWFromConstMem(buffer.baseAddress, Int32(buffer.count))
                        defer { SDL_RWclose(ops) }
                        return IMG_LoadSizedSVG_RW(ops, Int32(side), Int32(side))
                    })
                if loaded.pointee.w > side || loaded.pointee.h > side { overshoots += 1 }
                let surface = cropped(loaded, width: side, height: side)
                defer { SDL_FreeSurface(surface) }
                #expect(surface.pointee.w == side && surface.pointee.h == side, "\(icon) at \(side)")
            }
        }
        #expect(overshoots > 0, "SDL_image rounds some sizes up (the reason for `cropped`)")
    }

    /// A square icon in a wider or taller rectangle is drawn as in the square that fits it, centred.
    @Test func aSquareIconInAnOblongIsNotStretched() throws {
        let harness = try HeadlessWindow(width: 200, height: 200)
        defer { harness.close() }
        func draw(_ rect: Rect) throws -> [UInt32] {
            harness.painter.begin(size: try harness.window.beginFrame())
            harness.painter.icon(.heart, in: rect, Theme.wrong)
            return try Self.presentAndRead(harness.window)
        }
        let square = try draw(Rect(x: 60, y: 60, width: 66, height: 66))
        #expect(try draw(Rect(x: 58, y: 60, width: 70, height: 66)) == square, "wider")
        #expect(try draw(Rect(x: 60, y: 57, width: 66, height: 72)) == square, "taller")
        #expect(try draw(Rect(x: 60, y: 60, width: 40, height: 40)) != square, "the icon was drawn")
    }

    /// Every texture the painter makes is ARGB8888, whatever the surface it came from: an SVG picture (an avatar,
    /// ABGR8888 from SDL_image) kept in its own format is blended in the software renderer's slow C loop.
    @Test func picturesFromSVGAreMadeInTheFormatBlendedQuickly() throws {
        let harness = try HeadlessWindow(width: 640, height: 360)
        defer { harness.close() }
        let path = SceneRenderingTests.root + "/assets/avatars/bear.svg"
        let loaded = try #require(IMG_Load(path))
        let fileFormat = loaded.pointee.format.pointee.format
        SDL_FreeSurface(loaded)
        #expect(fileFormat != tq_SDL_PIXELFORMAT_ARGB8888(), "SDL_image gives another format (the reason for this)")
        let key = PictureKey(path: path, width: 150, height: 150)
        let made = try #require(harness.painter.pictureTexture(key))
        var format: UInt32 = 0
        SDL_QueryTexture(made.texture, &format, nil, nil, nil)
        #expect(format == tq_SDL_PIXELFORMAT_ARGB8888())
        #expect(made.width == 150 && made.height == 150)
    }
}
