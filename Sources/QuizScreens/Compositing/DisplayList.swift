/// One frame as the scene asked the painter to draw it, not yet drawn: each
/// operation's identity (what it shows, where and in which colour), the
/// pixels it may touch, and how to draw it. Two lists compared say which
/// parts of the screen changed (`DirtyRegion`); a `FrameCompositor` draws them.
final class DisplayList {
    /// One drawing operation.
    struct Operation {
        /// Equal for two operations that put the same pixels in the same place.
        let identity: Int
        let bounds: PixelRect
        /// Pixels it certainly paints over, opaque (nil: none known): what lies under them need not be drawn.
        let opaque: PixelRect?
        /// Pixels the software renderer paints in exactly one opaque colour (an opaque panel's inside), if known.
        let solid: Solid?
        /// Pixels within `bounds` it leaves as they were (an outline's inside).
        let spared: [PixelRect]
        let draw: () -> Void
    }

    /// Pixels painted in one opaque colour: those of each of `rects`.
    struct Solid: Equatable {
        let rects: [PixelRect]
        let color: Color
    }

    /// What lies under a rectangle: the last operation painting all of it in one opaque colour (none: the
    /// background), and the rows of it that operations listed since then touch.
    struct Ground: Equatable {
        var color: Color?
        var rows: [Range<Int>]
    }

    /// The size of the frame, in the game's pixels.
    let size: Size
    private(set) var operations: [Operation] = []
    /// The operations up to the last scrim over the whole frame, and their identity: the picture an
    /// overlay (a shop, a keyboard) is drawn over, which a `FrameCompositor` may keep between whole frames.
    private(set) var backdrop: (count: Int, identity: Int)?
    /// Every text the frame draws and every opaque panel, in order, for `LayoutCheck`.
    private(set) var marks: [LayoutCheck.Mark] = []
    /// Whether a line with Arabic letters is noted by the rows its letters take (`Fonts.readRows`), as the
    /// layout check reads it, rather than by its whole texture: on for the check only, since finding those
    /// rows draws the line once more.
    var readsLetters = false
    private var hasher = Hasher()

    init(size: Size) {
        self.size = size
        hasher.combine(size.width)
        hasher.combine(size.height)
    }

    /// Lists an operation showing `key` in `rect` in `color`.
    func append(
        key: some Hashable, rect: Rect, color: Color?, opaque: PixelRect? = nil, solid: Solid? = nil,
        spared: [PixelRect] = [], draw: @escaping () -> Void
    ) {
        var identity = Hasher()
        identity.combine(key)
        identity.combine(rect.x)
        identity.combine(rect.y)
        identity.combine(rect.width)
        identity.combine(rect.height)
        identity.combine(color)
        let value = identity.finalize()
        hasher.combine(value)
        operations.append(
            Operation(
                identity: value, bounds: PixelRect(covering: rect), opaque: opaque, solid: solid, spared: spared,
                draw: draw))
    }

    /// How many operations the background is (the first ones listed), once `noteBackground` was called.
    private var backgroundCount: Int?

    /// Notes that the operations listed so far are the background.
    func noteBackground() {
        backgroundCount = operations.count
    }

    /// Whether only the background was listed under `rect` so far: what is drawn there now covers nothing else.
    func hasOnlyBackground(under rect: Rect) -> Bool {
        guard let backgroundCount else { return false }
        let bounds = PixelRect(covering: rect)
        return !operations[backgroundCount...].contains { $0.bounds.intersects(bounds) }
    }

    /// What lies under `rect` as listed so far: the last operation whose solid pixels hold all of it (none: the
    /// background), and the rows of `rect` (sorted, merged) that operations listed after it touch; nil before
    /// the background is noted.
    func ground(under rect: Rect) -> Ground? {
        guard let backgroundCount else { return nil }
        let bounds = PixelRect(covering: rect)
        var start = backgroundCount
        var color: Color?
        for index in operations.indices.reversed() where index >= backgroundCount {
            if let solid = operations[index].solid, solid.rects.contains(where: { $0.contains(bounds) }) {
                start = index + 1
                color = solid.color
                break
            }
        }
        var rows: [Range<Int>] = []
        for operation in operations[start...] where operation.bounds.intersects(bounds) {
            guard !operation.spared.contains(where: { $0.contains(bounds) }) else { continue }
            let other = operation.bounds
            rows.append(max(other.y, bounds.y)..<min(other.maxY, bounds.maxY))
        }
        rows.sort { $0.lowerBound < $1.lowerBound }
        var merged: [Range<Int>] = []
        for row in rows {
            if let last = merged.last, row.lowerBound <= last.upperBound {
                merged[merged.count - 1] = last.lowerBound..<max(last.upperBound, row.upperBound)
            } else {
                merged.append(row)
            }
        }
        return Ground(color: color, rows: merged)
    }

    /// Notes that the operation just listed darkens the whole frame: what was drawn before it is a backdrop.
    func noteScrim() {
        var copy = hasher
        copy.combine(operations.count)
        backdrop = (operations.count, copy.finalize())
    }

    /// The box the painter is fitting text into now (`Painter.line(in:)`, `Painter.paragraph(in:)`), if any.
    var container: Rect?

    /// The texts the painter cut short this frame, by what they show.
    private var cuts: [String: LayoutCheck.Cut] = [:]

    /// Notes that `shown` is a text cut short (`Painter.truncate`): a text drawn saying it is marked as cut.
    func noteCut(_ shown: String, _ cut: LayoutCheck.Cut) {
        cuts[shown] = cut
    }

    /// Notes a text drawn in `rect` (its operation is listed by `append`), in the box being filled, if any.
    func noteText(_ text: String, pixels: Int, rect: Rect) {
        marks.append(
            .text(
                LayoutCheck.DrawnText(text: text, pixels: pixels, rect: rect, container: container, cut: cuts[text])))
    }

    /// Notes an icon drawn in `rect`.
    func noteIcon(_ rect: Rect) {
        marks.append(.icon(rect))
    }

    /// Notes an opaque shape: texts drawn before it under it are hidden (a banner over a header).
    func noteCover(_ rect: Rect) {
        marks.append(.cover(rect))
    }

    /// Notes a shape that hides nothing under it (a translucent panel, an outline).
    func noteShape(_ rect: Rect) {
        marks.append(.shape(rect))
    }

    /// The buttons the frame draws (`Painter.noteTapTarget`), each with how many marks came before it, for
    /// the layout check's tap-target size.
    private(set) var targets: [(rect: Rect, after: Int)] = []

    /// Notes a button a player taps, drawn in `rect`.
    func noteTarget(_ rect: Rect) {
        targets.append((rect, marks.count))
    }

    /// The texts a player can see: those not wholly under an opaque shape drawn after them.
    var texts: [LayoutCheck.DrawnText] { LayoutCheck.visibleTexts(marks) }

    /// Equal for two frames that look the same (the identities in order, and the size).
    var fingerprint: Int {
        var copy = hasher
        copy.combine(operations.count)
        return copy.finalize()
    }

    /// The whole frame, in the game's pixels.
    var frame: PixelRect {
        PixelRect(x: 0, y: 0, width: Int(size.width.rounded()), height: Int(size.height.rounded()))
    }
}
