import CSDL2
import CSDL2Image
import CSDL2TTF
import Foundation
import QuizText

/// Draws everything the screens show: shapes and icons rasterised from SVG
/// (anti-aliased at any size), cached text, rings and the background.
/// White textures are tinted per draw, so one texture serves every colour.
public final class Painter {
    let renderer: OpaquePointer
    let fonts: Fonts
    private let icons: IconSet
    // Textures are made in the colour they are drawn in: the software renderer
    // blends an untinted texture several times faster than a colour-modulated one.
    // Bounded by bytes: a screen's text is about 1-2 MB and its shapes (icons
    // drawn at every size they pulse through) up to about 2.5 MB, so these
    // keep the screen in play and the last ones, not every question ever shown.
    private let textTextures = TextureCache<Tinted<StyledText>>(limit: 512, byteLimit: 3 << 20)
    private let shapeTextures = TextureCache<Tinted<ShapeKey>>(limit: 512, byteLimit: 3 << 20)
    /// Pictures from files (event thumbnails, avatars), each scaled once to the size it is drawn at: the avatar
    /// choice shows 13 at once.
    let pictureTextures = TextureCache<PictureKey>(limit: 16, byteLimit: 4 << 20)
    /// A countdown ring's arcs made ahead, off the frame (`ring(steps:)`).
    let arcSteps = ArcSteps()
    /// The textures of a countdown's steps (`ring(steps:)`), apart from the other shapes': a 4-second countdown
    /// shows about 120 steps of 63 KB each at 1280x720, each for a frame or two, and in the shapes' cache they
    /// pushed out every icon and corner of the screen, so each new question and each question's results made
    /// theirs again on their first frame. A few steps are kept: the one on view and the last ones.
    private let stepTextures = TextureCache<Tinted<ShapeKey>>(limit: 8, byteLimit: 1 << 20)
    /// Arcs whose texture was made from `arcSteps`' pixels rather than rasterised (for tests).
    private(set) var arcsFromSteps = 0
    /// Evicted texture bytes not yet handed back to the system.
    private var evictedBytes = 0
    /// `fittingStyle`'s answers: fitting tries many sizes, each an open font.
    private var fitted = MeasureCache<FitKey, TextStyle>(limit: 256)
    /// Opaque rectangles and textures with alpha written into the window's pixels on the software renderer, whose
    /// fill bypasses the caches and whose blend goes a pixel at a time.
    let windowPixels: WindowPixels?
    /// Opaque rectangles drawn into a texture copied from tiles on the software renderer, whose fill is slow for
    /// short rows.
    let solidTiles: SolidTiles?
    /// Text fading over the bare background or an opaque panel, worked out and copied opaque on the software
    /// renderer, whose modulated blend is slow.
    let fadedTexts: FadedTexts?
    /// Translucent shapes blitted from copies with their alpha multiplied in, on the software renderer, whose
    /// modulated blend is slow. (A test sets it to nil to draw them modulated, for comparison.)
    var fadedShapes: FadedShapes<Tinted<ShapeKey>>?
    /// Textures are made streaming on the software renderer (the same surface a static one is, but readable), for
    /// `FadedShapes` and `WindowPixels`.
    var readableTextures: Bool { windowPixels != nil }
    /// The background's bands of one colour for the window's height in pixels.
    private var gradient: (height: Int, bands: [GradientBands.Band]) = (0, [])
    /// The window size for the frame being drawn.
    public private(set) var size = Size(width: 1, height: 1)
    /// While set, operations are listed in it, not drawn (see `FrameCompositor`).
    var list: DisplayList?
    /// The texts of the language on view, by key: what the screens draw comes from here (docs/languages.md).
    public internal(set) var catalog: Catalog {
        didSet {
            // A right-to-left language orders and measures lines otherwise (see `Fonts+Bidi`).
            guard catalog.isRightToLeft != fonts.rightToLeft else { return }
            fonts.rightToLeft = catalog.isRightToLeft
            textTextures.removeAll()
            fitted.removeAll()
        }
    }

    /// Every text at this percentage of the size a screen asks for (`accessibility.text_scale`, 100-200); see
    /// `Fonts.scalePercent`. Changing it forgets the texts made and fitted.
    public var textScalePercent: Int {
        get { fonts.scalePercent }
        set {
            guard newValue != fonts.scalePercent else { return }
            fonts.scalePercent = newValue
            textTextures.removeAll()
            fitted.removeAll()
        }
    }

    /// How many times larger a text is drawn than asked (`textScalePercent` / 100; a large text grows less, see
    /// `Fonts.grownLimit`): a box meant to hold a line of text is made this much taller.
    public var textGrowth: Double { Double(fonts.scalePercent) / 100 }

    /// The colours screens are drawn in (`accessibility.contrast`): every colour a screen names goes through it.
    public var palette = Palette.standard

    /// `accessibility.reduce_motion`: screens cut to where an animation ends (`motion`), the spinner lands at
    /// once and nothing sways or beats; only what tells the player something, such as a timer bar, still moves.
    public var reducesMotion = false

    /// The panel's density, when known: buttons are then laid out at least 9 mm across and high
    /// (`tapSide`, carried to the layouts by `lineRoom`).
    public var density: PanelDensity?

    /// The least side of a button on this panel, in pixels; 0 when its density is unknown.
    var tapSide: Double { density?.leastTargetPixels ?? 0 }

    /// How far an animation that started at `start` and lasts `duration` seconds is at `now` (0...1): always 1
    /// when motion is reduced, so fades, slides and pops are cuts.
    public func motion(since start: Double, now: Double, duration: Double) -> Double {
        Ease.progress(since: start, now: now, duration: duration, cut: reducesMotion)
    }

    /// A gentle wave at `frequency` radians a second, for what sways to invite a tilt or beats: still (0) when
    /// motion is reduced.
    public func sway(at time: Double, frequency: Double) -> Double {
        reducesMotion ? 0 : sin(time * frequency)
    }

    /// How deep `drawingPhysically` calls are nested: inside one, nothing is mirrored.
    private var physicalDepth = 0
    /// Where the frame drew something physically in a right-to-left language: one rectangle per outermost
    /// `drawingPhysically`, the bounds of what it drew. A tap there comes to the screen as it came.
    public private(set) var physicalRegions: [Rect] = []
    /// The bounds of what the current outermost `drawingPhysically` drew.
    private var physicalBounds: Rect?

    /// Whether what is drawn now is mirrored (a right-to-left language, outside `drawingPhysically`): every
    /// position a screen gives is drawn mirrored across the window's vertical centre line, so rows, buttons,
    /// progress and bars run from the right; a text keeps its glyphs and is anchored from the other side (a
    /// paragraph's lines are right-aligned), and the chevrons turn round. Screens lay out left to right and know
    /// nothing of it; taps come back to them unmirrored (`PanelTransform.mirrored`).
    public var mirrored: Bool { fonts.rightToLeft && physicalDepth == 0 }

    /// Draws `body` as it is laid out, mirrored in no language: what is physical (the tilt game's TRUE on the
    /// device's left, a keyboard's letters in their order). A tap on it reaches the screen unmirrored
    /// (`physicalRegions`); a scene whose physical screen takes keys or tilts by side takes those back itself.
    public func drawingPhysically(_ body: () -> Void) {
        physicalDepth += 1
        defer {
            physicalDepth -= 1
            if physicalDepth == 0, let bounds = physicalBounds {
                physicalRegions.append(bounds)
                physicalBounds = nil
            }
        }
        body()
    }

    /// Whether a tap at the window point (`x`, `y`) lands on something drawn physically in the last frame.
    public func isPhysical(x: Double, y: Double) -> Bool {
        physicalRegions.contains { $0.contains(x: x, y: y) }
    }

    /// Where a rectangle a screen gives is drawn: mirrored when `mirrored`.
    func placed(_ rect: Rect) -> Rect {
        if physicalDepth > 0, fonts.rightToLeft {
            physicalBounds = physicalBounds.map { $0.union(rect) } ?? rect
        }
        guard mirrored else { return rect }
        return Rect(x: size.width - rect.maxX, y: rect.y, width: rect.width, height: rect.height)
    }

    private struct FitKey: Hashable {
        var text: String
        var width: Double
        var height: Double
        var largest: Double
        var smallest: Double
        var bold: Bool
    }

    enum ShapeKey: Hashable {
        case roundedRect(width: Int, height: Int, radius: Int, stroke: Int)
        case icon(Icon, width: Int, height: Int)
        case pips(count: Int, size: Int)
        /// An arc of a ring, clockwise from the top, in thousandths of the turn.
        case arc(diameter: Int, thickness: Int, thousandths: Int)
    }

    private struct RingKey: Hashable {
        var centerX: Double
        var centerY: Double
        var radius: Double
        var thickness: Double
        var fraction: Double
    }

    init(renderer: OpaquePointer, fonts: Fonts, icons: IconSet, catalog: Catalog) {
        self.renderer = renderer
        self.fonts = fonts
        self.icons = icons
        self.catalog = catalog
        fonts.rightToLeft = catalog.isRightToLeft
        let software = FrameCompositor.isSoftware(renderer)
        solidTiles = software ? SolidTiles(renderer: renderer) : nil
        windowPixels = software ? WindowPixels(renderer: renderer) : nil
        fadedTexts = software ? FadedTexts(renderer: renderer) : nil
        fadedShapes = software ? FadedShapes(renderer: renderer) : nil
    }

    /// Starts a frame: remembers the size and paints the background.
    func begin(size: Size) {
        self.size = size
        physicalRegions.removeAll(keepingCapacity: true)
        let grownLimit = (min(size.width, size.height) / 14).rounded()
        if grownLimit != fonts.grownLimit {
            fonts.grownLimit = grownLimit
            if fonts.scalePercent != 100 {
                textTextures.removeAll()
                fitted.removeAll()
            }
        }
        fadedTexts?.beginFrame()
        fadedShapes?.beginFrame()
        releaseEvictedMemory()
        drawBackground()
    }

    /// Once a megabyte of textures has been evicted, hands the heap's free
    /// pages back to the system: glibc keeps freed memory between live
    /// blocks resident otherwise, and the caches' turnover leaves such holes.
    private func releaseEvictedMemory() {
        evictedBytes +=
            textTextures.takeFreedBytes() + shapeTextures.takeFreedBytes() + stepTextures.takeFreedBytes()
            + pictureTextures.takeFreedBytes()
            + (solidTiles?.takeFreedBytes() ?? 0) + (fadedTexts?.takeFreedBytes() ?? 0)
            + (fadedShapes?.takeFreedBytes() ?? 0)
        guard evictedBytes >= 1 << 20 else { return }
        evictedBytes = 0
        Heap.release()
    }

    // MARK: Shapes

    public func fill(_ rect: Rect, _ color: Color) {
        let rect = placed(rect)
        let color = palette.map(color, as: .shape)
        // Opaque, or a scrim dark enough that what lies under it reads as background (a store over a question).
        if color.alpha >= 150 { list?.noteCover(rect) }
        let overBackground = color.alpha < 255 && list?.hasOnlyBackground(under: rect) == true
        // The renderer's pixels: its float coordinates truncated.
        let (x, y, w, h) = (
            Int(Int32(Float(rect.x))), Int(Int32(Float(rect.y))), Int(Int32(Float(rect.width))),
            Int(Int32(Float(rect.height)))
        )
        let opaque = color.alpha == 255 ? Self.surelyCovered(x: x, y: y, width: w, height: h) : nil
        // Opaque: exactly the pixels `fillNow` fills, in its colour.
        let solid =
            color.alpha == 255
            ? DisplayList.Solid(
                rects: [PixelRect(x: x, y: y, width: max(w, 1), height: max(h, 1))],
                color: color) : nil
        emit("fill", rect, color, opaque: opaque, solid: solid) { [self] in
            fillNow(rect, color, overBackground: overBackground)
        }
        let wholeFrame = rect.x <= 0 && rect.y <= 0 && rect.maxX >= size.width && rect.maxY >= size.height
        if wholeFrame, (150..<255).contains(color.alpha) { list?.noteScrim() }
    }

    private func fillNow(_ rect: Rect, _ color: Color, overBackground: Bool) {
        if color.alpha == 255 || overBackground {
            // The pixels the renderer's own conversion gives: through a float, truncated, at least one wide.
            let pixels = SDL_Rect(
                x: Int32(Float(rect.x)), y: Int32(Float(rect.y)), w: max(Int32(Float(rect.width)), 1),
                h: max(Int32(Float(rect.height)), 1))
            return overBackground ? fillOverBackground(pixels, color) : fillOpaque(pixels, color)
        }
        SDL_SetRenderDrawBlendMode(renderer, color.alpha == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
        defer { SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND) }
        SDL_SetRenderDrawColor(renderer, color.red, color.green, color.blue, color.alpha)
        var frect = SDL_FRect(x: Float(rect.x), y: Float(rect.y), w: Float(rect.width), h: Float(rect.height))
        SDL_RenderFillRectF(renderer, &frect)
    }

    /// An opaque rectangle in whole pixels: on the software renderer written into the window's pixels (see
    /// `WindowPixels`), or into a texture copied from a tile of its colour where the fill is slow (see `SolidTiles`);
    /// else filled without blending.
    func fillOpaque(_ rect: SDL_Rect, _ color: Color) {
        if let windowPixels, windowPixels.fill(rect, color) { return }
        if let solidTiles, solidTiles.copy(rect, color) { return }
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)
        defer { SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND) }
        SDL_SetRenderDrawColor(renderer, color.red, color.green, color.blue, 255)
        var pixels = rect
        SDL_RenderFillRect(renderer, &pixels)
    }

    /// `rect` in translucent `color` where only the background lies under it: each band of the gradient
    /// it crosses filled opaque in the colour the blend gives there. The software renderer blends a fill pixel
    /// by pixel (2.8 ns a pixel here); opaque ones are written as `fillOpaque` says.
    func fillOverBackground(_ rect: SDL_Rect, _ color: Color) {
        let top = Int(rect.y)
        let bottom = Int(rect.y) + Int(rect.h)
        for band in gradient.bands where band.top < bottom && band.top + band.rows > top {
            let from = max(top, band.top)
            let to = min(bottom, band.top + band.rows)
            fillOpaque(
                SDL_Rect(x: rect.x, y: Int32(from), w: rect.w, h: Int32(to - from)), color.blended(over: band.color))
        }
    }

    /// A filled rounded rectangle, or its outline when `stroke` > 0.
    public func roundedRect(_ rect: Rect, radius: Double, _ color: Color, stroke: Double = 0) {
        let rect = placed(rect)
        let color = palette.map(color, as: .shape)
        let width = Int(rect.width.rounded())
        let height = Int(rect.height.rounded())
        guard width > 0, height > 0 else { return }
        // Never more than half the whole pixels: two corners that overlap blend one row twice (a seam when translucent).
        let r = min(Int(min(radius, rect.width / 2, rect.height / 2).rounded()), width / 2, height / 2)
        let s = Int(stroke.rounded())
        let key = ShapeKey.roundedRect(width: width, height: height, radius: r, stroke: s)
        // An opaque panel hides what was drawn under it (its corners aside).
        if s == 0, color.alpha == 255 {
            list?.noteCover(rect.insetBy(dx: Double(r) * 0.3, dy: Double(r) * 0.3))
        } else if color.alpha >= 32 {
            list?.noteShape(rect)
        }
        let overBackground = color.alpha < 255 && list?.hasOnlyBackground(under: rect) == true
        let sliced = r >= 2 && s < r && (width > 2 * r || height > 2 * r)
        // Sliced and filled: the band between the left and right corners is solid.
        let opaque =
            sliced && s == 0 && color.alpha == 255
            ? Self.surelyCovered(
                x: Int(Int32(rect.x)) + r, y: Int(Int32(rect.y)), width: Int(Int32(rect.width)) - 2 * r,
                height: Int(Int32(rect.height))) : nil
        // Sliced, the bands between the corners are filled exactly (see `slicedRoundedRect`); an outline's inside,
        // away from its corners and sides, is left as it was.
        let (x, y, w, h) = (Int(Int32(rect.x)), Int(Int32(rect.y)), Int(Int32(rect.width)), Int(Int32(rect.height)))
        let solid =
            sliced && s == 0 && color.alpha == 255
            ? DisplayList.Solid(
                rects: [
                    PixelRect(x: x + r, y: y, width: w - 2 * r, height: h),
                    PixelRect(x: x, y: y + r, width: w, height: h - 2 * r),
                ], color: color) : nil
        let spared =
            sliced && s > 0
            ? [
                PixelRect(x: x + s, y: y + r, width: w - 2 * s, height: h - 2 * r),
                PixelRect(x: x + r, y: y + s, width: w - 2 * r, height: h - 2 * s),
            ] : []
        emit(key, rect, color, opaque: opaque, solid: solid, spared: spared) { [self] in
            // Larger than its corners: the corners from one small texture, the rest solid rectangles.
            if sliced {
                return slicedRoundedRect(rect, radius: r, stroke: s, color, overBackground: overBackground)
            }
            if let made = roundedRectTexture(width: width, height: height, radius: r, stroke: s, color) {
                blitShape(made.texture, Tinted(key, color), to: rect, color)
            }
        }
    }

    /// `roundedRectTexture` with the alpha modulation to blit it with for `color`: on the software renderer a
    /// translucent one is its faded copy, blitted unmodulated (see `FadedShapes`).
    func roundedRectDrawable(
        width: Int, height: Int, radius r: Int, stroke s: Int, _ color: Color
    ) -> (texture: OpaquePointer, alpha: UInt8)? {
        guard let made = roundedRectTexture(width: width, height: height, radius: r, stroke: s, color) else {
            return nil
        }
        let key = ShapeKey.roundedRect(width: width, height: height, radius: r, stroke: s)
        return drawable(made.texture, Tinted(key, color), alpha: color.alpha)
    }

    /// The white texture of a rounded rectangle (outlined when `s` > 0), made once.
    private func roundedRectTexture(
        width: Int, height: Int, radius r: Int, stroke s: Int, _ color: Color
    ) -> (texture: OpaquePointer, width: Double, height: Double)? {
        let key = ShapeKey.roundedRect(width: width, height: height, radius: r, stroke: s)
        return shapeTextures.texture(for: Tinted(key, color)) {
            let svg: String
            if s > 0 {
                let half = Double(s) / 2
                svg = """
                    <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)">\
                    <rect x="\(half)" y="\(half)" width="\(Double(width) - Double(s))" height="\(Double(height) - Double(s))" \
                    rx="\(max(0, Double(r) - half))" fill="none" stroke="#ffffff" stroke-width="\(s)"/></svg>
                    """
            } else {
                svg = """
                    <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)">\
                    <rect x="0" y="0" width="\(width)" height="\(height)" rx="\(r)" fill="#ffffff"/></svg>
                    """
            }
            return rasterize(svg, width: width, height: height, color)
        }
    }

    public func circle(centerX: Double, centerY: Double, radius: Double, _ color: Color, stroke: Double = 0) {
        roundedRect(
            Rect(centerX: centerX, centerY: centerY, width: radius * 2, height: radius * 2), radius: radius, color,
            stroke: stroke)
    }

    /// One of the game's SVG icons, fitted into `rect`.
    public func icon(_ icon: Icon, in rect: Rect, _ color: Color) {
        let rect = placed(rect)
        let icon = mirrored ? icon.mirrored : icon
        let color = palette.map(color, as: .shape)
        let width = Int(rect.width.rounded())
        let height = Int(rect.height.rounded())
        guard width > 0, height > 0 else { return }
        let key = ShapeKey.icon(icon, width: width, height: height)
        if color.alpha >= 128 { list?.noteIcon(rect) }
        emit(key, rect, color) { [self] in
            let made = shapeTextures.texture(for: Tinted(key, color)) {
                rasterize(icons.svg(icon), width: width, height: height, color)
            }
            // At its own size, centred: an icon whose shape is not the rectangle's is fitted into it (a square icon
            // in a wider rectangle is narrower), and a texture stretched by a pixel takes the renderer's slow path.
            guard let made else { return }
            let fitted = Rect(
                x: (rect.midX - made.width / 2).rounded(), y: (rect.midY - made.height / 2).rounded(),
                width: made.width, height: made.height)
            blitShape(made.texture, Tinted(key, color), to: fitted, color)
        }
    }

    /// The pips of a die face showing `count` (1...6), in a square `rect`.
    public func pips(_ count: Int, in rect: Rect, _ color: Color) {
        let rect = placed(rect)
        let color = palette.map(color, as: .shape)
        let side = Int(rect.width.rounded())
        guard side > 0 else { return }
        let key = ShapeKey.pips(count: count, size: side)
        emit(key, rect, color) { [self] in
            let made = shapeTextures.texture(for: Tinted(key, color)) {
                rasterize(DieFace.svg(count: count, size: side), width: side, height: side, color)
            }
            if let made { blitShape(made.texture, Tinted(key, color), to: rect, color) }
        }
    }

    /// An arc around a centre, filled clockwise from the top to `fraction` (0...1). `steps`: a countdown's ring that
    /// only ever shows whole steps of the turn (`fraction` k/`steps`): its arcs are made ahead, off the frame (see
    /// `ArcSteps`), each drawn the same as without.
    public func ring(
        centerX: Double, centerY: Double, radius: Double, thickness: Double, fraction: Double, _ color: Color,
        steps: Int? = nil
    ) {
        let fraction = min(1, max(0, fraction))
        guard fraction > 0 else { return }
        let centerX = mirrored ? size.width - centerX : centerX
        let color = palette.map(color, as: .shape)
        let key = RingKey(centerX: centerX, centerY: centerY, radius: radius, thickness: thickness, fraction: fraction)
        let bounds = Rect(centerX: centerX, centerY: centerY, width: radius * 2, height: radius * 2)
        if let steps, steps > 0 {
            // From the step on view down, the order a countdown shows them.
            let ring = arcRing(radius: radius, thickness: thickness, color)
            arcSteps.prepare(ring) {
                let from = min(steps, Int((fraction * Double(steps)).rounded(.up)))
                return (1...max(1, from)).reversed().map { Self.thousandths(Double($0) / Double(steps)) }
            }
        }
        let stepped = (steps ?? 0) > 0
        emit(key, bounds, color) { [self] in
            ringNow(
                centerX: centerX, centerY: centerY, radius: radius, thickness: thickness, fraction: fraction, color,
                stepped: stepped)
        }
    }

    /// The arc's size and stroke in whole pixels, and its colour, as `ringNow` makes it.
    private func arcRing(radius: Double, thickness: Double, _ color: Color) -> ArcSteps.Ring {
        ArcSteps.Ring(
            diameter: max(2, Int((radius * 2).rounded())), thickness: max(1, Int(thickness.rounded())), red: color.red,
            green: color.green, blue: color.blue)
    }

    /// The thousandths of the turn an arc of `fraction` is made at.
    static func thousandths(_ fraction: Double) -> Int {
        max(1, min(1000, Int((fraction * 1000).rounded())))
    }

    /// The arc as an anti-aliased texture (rasterised from SVG like every shape, so its ends and edges are
    /// smooth at any angle), made once per size and thousandth of a turn. A countdown's step (`stepped`) is kept
    /// with the other steps, apart from the screen's shapes.
    private func ringNow(
        centerX: Double, centerY: Double, radius: Double, thickness: Double, fraction: Double, _ color: Color,
        stepped: Bool
    ) {
        let diameter = max(2, Int((radius * 2).rounded()))
        let stroke = max(1, Int(thickness.rounded()))
        let thousandths = Self.thousandths(fraction)
        let key = ShapeKey.arc(diameter: diameter, thickness: stroke, thousandths: thousandths)
        let made = (stepped ? stepTextures : shapeTextures).texture(for: Tinted(key, color)) {
            // Made ahead (a countdown's step): its pixels copied, not rasterised.
            if let pixels = arcSteps.pixels(
                arcRing(radius: radius, thickness: thickness, color), thousandths: thousandths)
            {
                arcsFromSteps += 1
                return makeTexture(renderer, from: ArcSteps.surface(of: pixels), readable: readableTextures)
            }
            return rasterize(
                Self.arcSVG(diameter: diameter, thickness: stroke, fraction: Double(thousandths) / 1000),
                width: diameter, height: diameter, color)
        }
        guard let made else { return }
        let rect = Rect(
            x: (centerX - Double(diameter) / 2).rounded(), y: (centerY - Double(diameter) / 2).rounded(),
            width: Double(diameter), height: Double(diameter))
        blitShape(made.texture, Tinted(key, color), to: rect, color)
    }

    /// A white arc `thickness` wide just inside a circle of `diameter`, clockwise from the top for `fraction` of
    /// the turn (a whole ring at 1).
    static func arcSVG(diameter: Int, thickness: Int, fraction: Double) -> String {
        let size = Double(diameter)
        let mid = (size - Double(thickness)) / 2
        let c = size / 2
        let head = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(diameter)\" height=\"\(diameter)\">"
        let paint = "fill=\"none\" stroke=\"#ffffff\" stroke-width=\"\(thickness)\""
        guard fraction < 0.9995 else {
            return head + "<circle cx=\"\(c)\" cy=\"\(c)\" r=\"\(mid)\" \(paint)/></svg>"
        }
        let angle = 2 * Double.pi * fraction
        let x = c + mid * sin(angle)
        let y = c - mid * cos(angle)
        let large = fraction > 0.5 ? 1 : 0
        return head + "<path d=\"M \(c) \(c - mid) A \(mid) \(mid) 0 \(large) 1 \(x) \(y)\" \(paint)/></svg>"
    }

    // MARK: Text

    /// Draws one line of text with its anchor point at (`x`, `y`):
    /// `anchorX`/`anchorY` 0 = left/top, 0.5 = centre, 1 = right/bottom.
    @discardableResult
    public func text(
        _ text: String, _ style: TextStyle, _ color: Color, x: Double, y: Double, anchorX: Double = 0,
        anchorY: Double = 0
    ) -> Rect {
        guard !text.isEmpty else { return Rect(x: x, y: y, width: 0, height: 0) }
        let color = palette.map(color, as: .text)
        let key = StyledText(text: text, style: style)
        // The font is opened only to make a texture: a cached one needs no open size.
        guard let made = textTexture(key, color) else { return Rect(x: x, y: y, width: 0, height: 0) }
        let laid = Rect(
            x: (x - made.width * anchorX).rounded(), y: (y - made.height * anchorY).rounded(),
            width: made.width, height: made.height)
        let rect = placed(laid)
        // A text mostly faded out (coming or going) is not read by the layout check.
        if color.alpha >= 128, let list {
            let read = list.readsLetters ? readRect(of: key, drawnAt: rect) : rect
            list.noteText(text, pixels: fonts.scaledPixels(style), rect: read)
        }
        // Fading over the background or a panel: its pixels worked out and copied (see `FadedTexts`).
        let ground = fadedTexts != nil && (1..<255).contains(color.alpha) ? list?.ground(under: rect) : nil
        if color.alpha == 255 { fadedTexts?.noteOpaque(Tinted(key, color)) }
        emit(key, rect, color) { [self] in
            // Looked up again: other text drawn since may have pushed it out of the cache.
            let blitted = { [self] in
                if let made = textTexture(key, color) { blit(made.texture, to: rect, color) }
            }
            if let ground, drawFaded(key, color, at: rect, over: ground, blit: blitted) { return }
            blitted()
        }
        return laid
    }

    /// What the layout check reads of a text drawn at `rect`: all of it, or for a line with Arabic letters the
    /// rows its letters and the game's line box take (`Fonts.readRows`).
    private func readRect(of key: StyledText, drawnAt rect: Rect) -> Rect {
        guard let rows = fonts.readRows(key.text, key.style) else { return rect }
        return Rect(x: rect.x, y: rect.y + Double(rows.lowerBound), width: rect.width, height: Double(rows.count))
    }

    private func textTexture(
        _ key: StyledText, _ color: Color
    ) -> (texture: OpaquePointer, width: Double, height: Double)? {
        textTextures.texture(for: Tinted(key, color)) { () -> OpaquePointer? in
            let surface = renderText(key, color)
            // Made while fading in: its coverage is kept for the faded frames (see `drawFaded`).
            if let surface, color.alpha < 255 { fadedTexts?.keep(Tinted(key, color), from: surface) }
            return makeTexture(renderer, from: surface, readable: readableTextures)
        }
    }

    /// Blended text in `color`, opaque (its alpha is the glyphs' coverage).
    private func renderText(_ key: StyledText, _ color: Color) -> UnsafeMutablePointer<SDL_Surface>? {
        let tint = SDL_Color(r: color.red, g: color.green, b: color.blue, a: 255)
        if fonts.rightToLeft || BidiText.needsBidi(key.text) { return fonts.renderBidi(key.text, key.style, tint) }
        guard let font = fonts.font(key.style) else { return nil }
        return TTF_RenderUTF8_Blended(font, key.text, tint)
    }

    /// Text at `rect` in translucent `color` as SDL's modulated blit would draw it: worked out over the
    /// `ground`'s one colour or the background's bands, `blit` in the rows something else lies under it (see
    /// `FadedTexts`); false when it cannot (then it is blitted).
    private func drawFaded(
        _ key: StyledText, _ color: Color, at rect: Rect, over ground: DisplayList.Ground, blit: () -> Void
    ) -> Bool {
        guard let fadedTexts, FadedTexts.suits(renderer) else { return false }
        let bands =
            ground.color.map { [GradientBands.Band(top: 0, rows: Int(size.height.rounded()), color: $0)] }
            ?? gradient.bands
        return fadedTexts.draw(
            Tinted(key, color), x: Int32(rect.x), y: Int32(rect.y), alpha: color.alpha, bands: bands,
            frameWidth: Int(size.width.rounded()), blendedRows: ground.rows, render: { renderText(key, color) },
            blit: blit)
    }

    /// Draws wrapped text centred (or left-aligned) in a column of `width`,
    /// starting at `top`; returns the height used.
    @discardableResult
    public func paragraph(
        _ text: String, _ style: TextStyle, _ color: Color, centerX: Double, top: Double, width: Double,
        centered: Bool = true
    ) -> Double {
        let lines = fonts.wrap(text, style, width: width)
        let lineHeight = fonts.lineHeight(style, of: text)
        for (index, line) in lines.enumerated() {
            let y = top + Double(index) * lineHeight
            if centered {
                self.text(line, style, color, x: centerX, y: y, anchorX: 0.5)
            } else {
                self.text(line, style, color, x: centerX - width / 2, y: y)
            }
        }
        return Double(lines.count) * lineHeight
    }

    /// The height a paragraph would take.
    public func paragraphHeight(_ text: String, _ style: TextStyle, width: Double) -> Double {
        Double(fonts.wrap(text, style, width: width).count) * fonts.lineHeight(style, of: text)
    }

    /// The largest style from `largest` down to `smallest` pixels whose
    /// paragraph fits in `width` x `height`, each line (a long word too) within the width.
    public func fittingStyle(
        _ text: String, width: Double, height: Double, largest: Double, smallest: Double, bold: Bool = false
    ) -> TextStyle {
        // Nothing fitted is drawn under the screen's readable minimum (`readableMinimum`): a longer language's
        // text wraps or is cut short there rather than shrinking out of reading.
        let smallest = max(smallest, readableMinimum)
        let key = FitKey(text: text, width: width, height: height, largest: largest, smallest: smallest, bold: bold)
        return fitted.value(for: key) {
            fitStyle(text, width: width, height: height, largest: largest, smallest: smallest, bold: bold)
        }
    }

    private func fitStyle(
        _ text: String, width: Double, height: Double, largest: Double, smallest: Double, bold: Bool
    ) -> TextStyle {
        // `smallest` is what stays readable: at a larger text scale, sizes below it are asked for until drawn at it.
        let smallest = max(1, (smallest * 100 / Double(fonts.scalePercent)).rounded(.up))
        var pixels = largest
        while pixels > smallest {
            let style = TextStyle(pixels: pixels, bold: bold)
            // A word wider than the box stays on a line of its own: it fits only when every line does.
            let lines = fonts.wrap(text, style, width: width)
            if Double(lines.count) * fonts.lineHeight(style, of: text) <= height,
                lines.allSatisfy({ fonts.width(of: $0, style) <= width })
            {
                return style
            }
            pixels = max(smallest, (pixels * 0.92).rounded(.down))
        }
        return TextStyle(pixels: smallest, bold: bold)
    }

    public func width(of text: String, _ style: TextStyle) -> Double {
        fonts.width(of: text, style)
    }

    /// `text` cut to fit `width`, ending in an ellipsis when cut (noted for the layout check). `mustBeWhole`: a
    /// text a player must read whole to play (a hint saying what a key does, an answer's word), whose every cut
    /// the layout check names; any other is named only where room was free beside it (docs/layout-check.md,
    /// "What may be cut").
    public func truncate(_ text: String, _ style: TextStyle, width: Double, mustBeWhole: Bool = false) -> String {
        let shown = fonts.truncate(text, style, width: width)
        if shown != text, let list {
            list.noteCut(
                shown,
                LayoutCheck.Cut(whole: text, wholeWidth: fonts.width(of: text, style), mustBeWhole: mustBeWhole))
        }
        return shown
    }

    // MARK: Internals

    /// Draws now, or, while a display list is being made, lists the operation:
    /// what it shows (`key`), where and in which colour, and how to draw it.
    private func emit(
        _ key: some Hashable, _ rect: Rect, _ color: Color?, opaque: PixelRect? = nil,
        solid: DisplayList.Solid? = nil, spared: [PixelRect] = [], draw: @escaping () -> Void
    ) {
        guard let list else { return draw() }
        list.append(key: key, rect: rect, color: color, opaque: opaque, solid: solid, spared: spared, draw: draw)
    }

    /// The pixels of `rect` an opaque fill certainly covers on any renderer: the software renderer's
    /// (truncated) ones less a pixel on each side, where another renderer may round the other way.
    private static func surelyCovered(x: Int, y: Int, width: Int, height: Int) -> PixelRect? {
        let inner = PixelRect(x: x + 1, y: y + 1, width: width - 2, height: height - 2)
        return inner.isEmpty ? nil : inner
    }

    /// Lists (or draws) a picture already in `pictureTextures` at `rect`.
    func emitPicture(_ key: PictureKey, _ rect: Rect) {
        emit(key, rect, nil) { [self] in
            // Looked up again: other pictures drawn since may have pushed it out of the cache.
            if let made = pictureTexture(key) { blit(made.texture, to: rect, Theme.text.opacity(1)) }
        }
    }

    private func blit(_ texture: OpaquePointer, to rect: Rect, _ color: Color) {
        // Blended at no alpha, a texture leaves every pixel as it was (the software renderer would still
        // go through each of them).
        guard color.alpha > 0 else { return }
        SDL_SetTextureAlphaMod(texture, color.alpha)
        // Whole pixels, at the texture's own size when that is what was asked:
        // a copy that is stretched by even one pixel takes the renderer's slow scaling path.
        var width: Int32 = 0
        var height: Int32 = 0
        SDL_QueryTexture(texture, nil, nil, &width, &height)
        // (Truncated like the renderer's own float-to-pixel conversion, so screens keep their pixels.)
        let w = abs(rect.width - Double(width)) < 1 ? width : Int32(rect.width)
        let h = abs(rect.height - Double(height)) < 1 ? height : Int32(rect.height)
        // At its own size onto the window, blended there four pixels at a time (see `WindowPixels`).
        if w == width, h == height, let windowPixels, windowPixels.blend(texture, x: Int32(rect.x), y: Int32(rect.y)) {
            return
        }
        var pixels = SDL_Rect(x: Int32(rect.x), y: Int32(rect.y), w: w, h: h)
        SDL_RenderCopy(renderer, texture, nil, &pixels)
    }

    /// A shape's texture blitted in `color`; see `drawable`.
    private func blitShape(_ texture: OpaquePointer, _ key: Tinted<ShapeKey>, to rect: Rect, _ color: Color) {
        let (drawn, alpha) = drawable(texture, key, alpha: color.alpha)
        var modulated = color
        modulated.alpha = alpha
        blit(drawn, to: rect, modulated)
    }

    /// What to blit for a shape's `texture` at `alpha`, and the alpha modulation to blit it with: on the software
    /// renderer a translucent shape's faded copy, unmodulated (see `FadedShapes`); else the texture itself.
    private func drawable(
        _ texture: OpaquePointer, _ key: Tinted<ShapeKey>, alpha: UInt8
    ) -> (texture: OpaquePointer, alpha: UInt8) {
        guard let fadedShapes, (1..<255).contains(alpha),
            let faded = fadedShapes.texture(for: key, alpha: alpha, from: texture)
        else { return (texture, alpha) }
        return (faded, 255)
    }

    private func rasterize(_ svg: String, width: Int, height: Int, _ tint: Color) -> OpaquePointer? {
        var bytes = Array(svg.utf8)
        return bytes.withUnsafeMutableBytes { buffer -> OpaquePointer? in
            guard let ops = tq_SDL_RWFromConstMem(buffer.baseAddress, Int32(buffer.count)) else { return nil }
            let loaded = IMG_LoadSizedSVG_RW(ops, Int32(width), Int32(height))
            SDL_RWclose(ops)
            let surface = loaded.map { cropped($0, width: width, height: height) }
            if let surface { tintSurface(surface, tint) }
            return makeTexture(renderer, from: surface, readable: readableTextures)
        }
    }

    private func drawBackground() {
        let size = size
        emit("background", Rect(x: 0, y: 0, width: size.width, height: size.height), nil) { [self] in
            drawBackgroundNow(size)
        }
        list?.noteBackground()
    }

    private func drawBackgroundNow(_ size: Size) {
        let width = Int32(size.width.rounded())
        let height = Int(size.height.rounded())
        if gradient.height != height { gradient = (height, GradientBands.of(height: height)) }
        // Opaque bands, no blending, without a window-sized texture's 3.7 MB (see `fillOpaque`).
        for band in gradient.bands {
            var color = band.color
            color.alpha = 255
            fillOpaque(SDL_Rect(x: 0, y: Int32(band.top), w: width, h: Int32(band.rows)), color)
        }
    }

    /// The texture caches' sizes and the open fonts, for the memory bench's trace.
    var memorySummary: String {
        let megabytes = { (bytes: Int) in String(format: "%.1f", Double(bytes) / 1_048_576) }
        return "text=\(textTextures.count)/\(megabytes(textTextures.bytes))MB made \(textTextures.made)"
            + " shapes=\(shapeTextures.count)/\(megabytes(shapeTextures.bytes))MB made \(shapeTextures.made)"
            + " steps=\(stepTextures.count)/\(megabytes(stepTextures.bytes))MB made \(stepTextures.made)"
            + " pictures=\(pictureTextures.count)/\(megabytes(pictureTextures.bytes))MB made \(pictureTextures.made)"
            + " solid=\(solidTiles?.count ?? 0)/\(megabytes(solidTiles?.bytes ?? 0))MB"
            + " faded=\(fadedTexts?.count ?? 0)/\(megabytes(fadedTexts?.bytes ?? 0))MB"
            + " scratch \(megabytes(fadedTexts?.scratchBytes ?? 0))MB"
            + " fadedShapes=\(fadedShapes?.count ?? 0)/\(megabytes(fadedShapes?.bytes ?? 0))MB"
            + " fonts=\(fonts.openCount) opened \(fonts.opened)"
    }

    /// Frees every texture and font; call before SDL shuts down.
    public func close() {
        textTextures.removeAll()
        shapeTextures.removeAll()
        stepTextures.removeAll()
        pictureTextures.removeAll()
        solidTiles?.removeAll()
        fadedTexts?.removeAll()
        fadedShapes?.removeAll()
        fonts.close()
    }
}
