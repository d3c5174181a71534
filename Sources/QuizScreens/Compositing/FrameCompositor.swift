import CSDL2

/// Draws the game's frames through display lists. On the software renderer,
/// which blends every pixel on the CPU and keeps its picture from one frame to
/// the next, only the parts that changed since the frame on screen are
/// redrawn (clipped, over what is already there); any other renderer, whose
/// picture is undefined after a present, is given whole frames.
final class FrameCompositor {
    private let painter: Painter
    private let redrawsParts: Bool
    /// The frame the target holds, and the target it was drawn into.
    private var shown: (list: DisplayList, target: PanelTransform)?
    /// What the last `draw` redrew, for the bench and the tests.
    private(set) var lastRegion: DirtyRegion = .whole

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

    /// The frame `scene` would draw at `time`, listed and not drawn.
    func record(_ scene: any Scene, size: Size, at time: Double) -> DisplayList {
        let list = DisplayList(size: size)
        painter.list = list
        defer { painter.list = nil }
        painter.begin(size: size)
        scene.draw(painter, at: time)
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
            for operation in list.operations { operation.draw() }
        case .parts(let parts):
            for part in parts {
                var clip = SDL_Rect(x: Int32(part.x), y: Int32(part.y), w: Int32(part.width), h: Int32(part.height))
                SDL_RenderSetClipRect(painter.renderer, &clip)
                for operation in list.operations where operation.bounds.intersects(part) { operation.draw() }
            }
            SDL_RenderSetClipRect(painter.renderer, nil)
        }
    }

    /// Records and draws the whole frame (screenshots, and frames a scripted tap hits).
    func drawWhole(_ scene: any Scene, size: Size, target: PanelTransform, at time: Double) {
        draw(record(scene, size: size, at: time), target: target, whole: true)
    }

    /// The next frame is drawn whole (the picture on screen is no longer known).
    func forget() {
        shown = nil
    }
}
