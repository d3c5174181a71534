import CSDL2

/// Draws the game's frames through display lists. On the software renderer,
/// which blends every pixel on the CPU and keeps its picture from one frame to
/// the next, only the parts that changed since the frame on screen are
/// redrawn (clipped, over what is already there); any other renderer, whose
/// picture is undefined after a present, is given whole frames. Such whole
/// frames over a scrim (a store, an explanation over a question) copy the
/// darkened picture under it from a texture kept while it stays the same,
/// instead of drawing the screen under it and blending the scrim every frame.
final class FrameCompositor {
    let painter: Painter
    private let redrawsParts: Bool
    /// The picture under an overlay's scrim, which whole frames reuse while its identity stays.
    private var backdrop: Backdrop?
    /// How many times what is under a scrim changed, for the tests.
    private(set) var backdropsDrawn = 0
    /// How many pixels were redrawn into the kept texture, for the tests.
    private(set) var backdropPixelsRedrawn = 0
    /// The frame the target holds, and the target it was drawn into.
    private var shown: (list: DisplayList, target: PanelTransform)?
    /// What the last `draw` redrew, for the bench and the tests.
    private(set) var lastRegion: DirtyRegion = .whole
    /// Drawn over every frame after the scene (what voice commands heard); nil: nothing.
    var overlay: ((Painter, Double) -> Void)?

    /// `redrawsParts` defaults to whether `renderer` is SDL's software renderer.
    init(painter: Painter, redrawsParts: Bool? = nil) {
        self.painter = painter
        self.redrawsParts = redrawsParts ?? Self.isSoftware(painter.renderer)
    }

    static func isSoftware(_ renderer: OpaquePointer) -> Bool {
        var info = SDL_RendererInfo()
        guard SDL_GetRendererInfo(renderer, &info) == 0, let name = info.name else { return false }
        return String(cString: name) == "software"
    }

    /// The frame `scene` would draw at `time`, listed and not drawn; `forLayoutCheck`: its texts noted as the
    /// layout check reads them (`DisplayList.readsLetters`).
    func record(_ scene: any Scene, size: Size, at time: Double, forLayoutCheck: Bool = false) -> DisplayList {
        let list = DisplayList(size: size)
        list.readsLetters = forLayoutCheck
        painter.list = list
        defer { painter.list = nil }
        painter.begin(size: size)
        scene.draw(painter, at: time)
        overlay?(painter, time)
        return list
    }

    /// Draws `list` into the current target (`target` says which one it is:
    /// a new rotation is a new canvas), only what changed when it can.
    func draw(_ list: DisplayList, target: PanelTransform, whole: Bool = false) {
        let region: DirtyRegion
        if whole || !redrawsParts {
            region = .whole
        } else if let shown, shown.target == target {
            region = DirtyRegion.between(shown.list, list)
        } else {
            region = .whole
        }
        lastRegion = region
        shown = (list, target)
        switch region {
        case .none:
            break
        case .whole:
            var first = 0
            if !redrawsParts, let under = list.backdrop, drawBackdrop(list, under, target: target) {
                first = under.count
            } else {
                dropBackdrop()
            }
            for operation in list.operations[first...] { operation.draw() }
        case .parts(let parts):
            redraw(parts, of: list.operations[...])
        }
    }

    /// Redraws `operations` within each of `parts`, clipped to it, over the picture the target keeps.
    private func redraw(_ parts: [PixelRect], of operations: ArraySlice<DisplayList.Operation>) {
        for part in parts {
            var clip = SDL_Rect(x: Int32(part.x), y: Int32(part.y), w: Int32(part.width), h: Int32(part.height))
            SDL_RenderSetClipRect(painter.renderer, &clip)
            for operation in operations where operation.bounds.intersects(part) { operation.draw() }
        }
        SDL_RenderSetClipRect(painter.renderer, nil)
    }

    /// Records and draws the whole frame (screenshots, and frames a scripted tap hits).
    func drawWhole(_ scene: any Scene, size: Size, target: PanelTransform, at time: Double) {
        draw(record(scene, size: size, at: time), target: target, whole: true)
    }

    /// Notes that the target now holds `list`, drawn whole by another compositor.
    func noteShown(_ list: DisplayList, target: PanelTransform) {
        shown = (list, target)
    }

    /// The next frame is drawn whole (the picture on screen is no longer known).
    func forget() {
        shown = nil
        dropBackdrop()
    }

    /// Copies the picture `list` draws before its scrim, bringing the kept texture up to date first where it
    /// changed and shows. False when no texture could be made (then the frame is drawn as usual).
    private func drawBackdrop(
        _ list: DisplayList, _ under: (count: Int, identity: Int), target: PanelTransform
    ) -> Bool {
        let frame = list.frame
        if backdrop?.width != frame.width || backdrop?.height != frame.height { dropBackdrop() }
        if backdrop == nil {
            // Made as `TargetFormat` says a texture copied opaque should be (its last column, if added, unused).
            let format = TargetFormat.opaqueCopyFormat(painter.renderer)
            let access = Int32(SDL_TEXTUREACCESS_TARGET.rawValue)
            guard
                let texture = SDL_CreateTexture(
                    painter.renderer, format, access, Int32(TargetFormat.opaqueCopyWidth(Int(frame.width))),
                    Int32(frame.height))
            else { return false }
            // The backdrop is opaque (the background is drawn first): copied, not blended.
            SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE)
            backdrop = Backdrop(texture: texture, width: frame.width, height: frame.height)
        }
        guard let kept = backdrop else { return false }
        let operations = list.operations[..<under.count]
        // Where the next operation paints opaque (a store's card) the kept picture is not copied, so
        // what changes there (a question's timer bar behind the card) is redrawn only once it shows.
        let next = list.operations.indices.contains(under.count) ? list.operations[under.count].opaque : nil
        var stale = kept.stale
        if kept.identity != under.identity || kept.target != target {
            // The texture keeps its picture: only what changed under the scrim (a timer behind a store) is redrawn.
            let region =
                kept.target == target && kept.operations != nil
                ? DirtyRegion.between(kept.operations ?? [], operations, in: frame) : .whole
            switch region {
            case .none: break
            case .whole:
                stale = []
                drawIntoBackdrop(kept.texture) { for operation in operations { operation.draw() } }
                backdropPixelsRedrawn += frame.area
            case .parts(let parts): stale += parts
            }
            backdrop?.identity = under.identity
            backdrop?.target = target
            backdrop?.operations = operations
            backdropsDrawn += 1
        }
        if !stale.isEmpty {
            let now = DirtyRegion.merged(stale.flatMap { part in next.map { part.subtracting($0) } ?? [part] })
            if !now.isEmpty {
                drawIntoBackdrop(kept.texture) { redraw(now, of: operations) }
                backdropPixelsRedrawn += now.reduce(0) { $0 + $1.area }
            }
            backdrop?.stale =
                next.map { hidden in
                    DirtyRegion.merged(stale.map { $0.clipped(to: hidden) }.filter { !$0.isEmpty })
                } ?? []
        }
        // Not where the next operation paints opaque (a store's card): a copy of the window is 0.3 ms here.
        for piece in next.map({ frame.subtracting($0) }) ?? [frame] {
            var pixels = SDL_Rect(x: Int32(piece.x), y: Int32(piece.y), w: Int32(piece.width), h: Int32(piece.height))
            SDL_RenderCopy(painter.renderer, kept.texture, &pixels, &pixels)
        }
        return true
    }

    /// Runs `body` with the kept texture as the render target.
    private func drawIntoBackdrop(_ texture: OpaquePointer, _ body: () -> Void) {
        let previous = SDL_GetRenderTarget(painter.renderer)
        SDL_SetRenderTarget(painter.renderer, texture)
        body()
        SDL_SetRenderTarget(painter.renderer, previous)
    }

    private func dropBackdrop() {
        if let backdrop { SDL_DestroyTexture(backdrop.texture) }
        backdrop = nil
    }

    /// Lets go of the kept texture; call before the renderer is destroyed.
    func close() {
        dropBackdrop()
    }

    /// A texture holding the picture under a scrim, and which picture it is.
    private struct Backdrop {
        let texture: OpaquePointer
        let width: Int
        let height: Int
        var identity: Int?
        var target: PanelTransform?
        /// What the texture holds, to redraw only what changes.
        var operations: ArraySlice<DisplayList.Operation>?
        /// Where the texture is not yet `operations`' picture: parts that changed under an opaque operation
        /// over the scrim, redrawn when they show.
        var stale: [PixelRect] = []
    }
}
