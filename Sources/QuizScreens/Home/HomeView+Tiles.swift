import QuizCore
import QuizFlows

/// The home screen's tiles: the mode's icon, title and one line of what it
/// is, icon above the words on a squarish tile and beside them on a wide one.
/// Every tile has the same type scale (`TileScale`): one title size, one
/// line size, one icon size, the words starting at the same height, so the
/// tiles read as one set whatever their words' lengths.
extension HomeView {
    /// What every tile shares at a window size.
    struct TileScale {
        /// Icon beside the words (a wide tile), not above them.
        var wide: Bool
        var iconSide: Double
        var title: TextStyle
        /// The line under the title; nil where a tile has no room for its whole line (then no tile shows one).
        var summary: TextStyle?
        /// How far below the top of a narrow tile's words' box its icon and words begin (the wordiest tile's
        /// words in the middle); a wide tile's words are in its own middle.
        var shift: Double
    }

    /// The scale for tiles of `rect`'s size: the largest title size at which every title fits on one line (or,
    /// where that is under seven tenths of the largest, wrapped), and the largest line size at which every line
    /// fits whole under its title, never over four fifths of the title's.
    func tileScale(_ painter: Painter, tile rect: Rect) -> TileScale {
        let infos = scene.modes.map { $0.info.words(in: painter.catalog) }
        // No smaller than the screen's readable minimum: a line that would be is left out (a longer language's).
        let smallest = max(Theme.minimumTextPixels, Double(LayoutCheck.minimumPixels(for: layout.size)))
        let wide = rect.width >= rect.height * 1.6
        let iconSide = wide ? Self.wideIconSide(rect) : narrowIconSide(painter, rect)
        let box = Self.textBox(rect, wide: wide, iconSide: iconSide)
        let gap = Self.wordsGap(rect)
        let largest = max(smallest, (layout.shortSide * 0.055).rounded())
        let oneLine =
            infos.map {
                Double(
                    painter.fittingStyle(
                        $0.title, width: box.width, height: min(box.height * 0.45, largest * 1.3), largest: largest,
                        smallest: smallest, bold: true
                    ).pixels)
            }.min() ?? largest
        let wrapped =
            infos.map {
                Double(
                    painter.fittingStyle(
                        $0.title, width: box.width, height: box.height * 0.45, largest: largest, smallest: smallest,
                        bold: true
                    ).pixels)
            }.min() ?? largest
        let title = TextStyle(pixels: oneLine >= largest * 0.7 ? oneLine : wrapped, bold: true)
        let titleHeights = infos.map { painter.paragraphHeight($0.title, title, width: box.width) }
        let rooms = titleHeights.map { box.height - $0 - gap }
        var summary: TextStyle?
        let minimumLine = painter.paragraphHeight("Ag", TextStyle(pixels: smallest), width: box.width)
        if rooms.allSatisfy({ $0 >= minimumLine }) {
            let largestLine = max(
                smallest, min((layout.shortSide * 0.035).rounded(), (Double(title.pixels) * 0.8).rounded(.down)))
            let pixels =
                zip(infos, rooms).map { info, room in
                    Double(
                        painter.fittingStyle(
                            info.summary, width: box.width, height: room, largest: largestLine, smallest: smallest
                        ).pixels)
                }.min() ?? smallest
            let style = TextStyle(pixels: pixels)
            if zip(infos, rooms).allSatisfy({ painter.paragraphHeight($0.summary, style, width: box.width) <= $1 }) {
                summary = style
            }
        }
        let heights = zip(infos, titleHeights).map { info, titleHeight in
            titleHeight + (summary.map { gap + painter.paragraphHeight(info.summary, $0, width: box.width) } ?? 0)
        }
        let shift = max(0, ((box.height - (heights.max() ?? 0)) / 2).rounded(.down))
        return TileScale(wide: wide, iconSide: iconSide, title: title, summary: summary, shift: shift)
    }

    /// A tile in `rect` at the tiles' shared `scale`.
    func drawTile(_ painter: Painter, _ info: GameModeInfo, in rect: Rect, scale: TileScale, focused: Bool) {
        painter.noteTapTarget(rect)
        let radius = min(rect.width, rect.height) * 0.08
        painter.roundedRect(rect, radius: radius, focused ? Theme.surfaceRaised : Theme.surface)
        if focused {
            painter.roundedRect(
                rect, radius: radius, Theme.accent, stroke: max(2, (layout.shortSide * 0.006).rounded()))
        }
        let inner = rect.insetBy(dx: Self.tilePad(rect), dy: Self.tilePad(rect))
        let side = scale.iconSide
        let textBox = Self.textBox(rect, wide: scale.wide, iconSide: side)
        let iconRect =
            scale.wide
            ? Rect(x: inner.x, y: inner.midY - side / 2, width: side, height: side)
            : Rect(x: inner.midX - side / 2, y: inner.y + scale.shift, width: side, height: side)
        // Beside the icon, a tile's own words in its middle; under it, every tile's at the same height.
        var top = textBox.y + scale.shift
        if scale.wide {
            let summaryHeight = scale.summary.map {
                Self.wordsGap(rect) + painter.paragraphHeight(info.summary, $0, width: textBox.width)
            }
            let height = painter.paragraphHeight(info.title, scale.title, width: textBox.width) + (summaryHeight ?? 0)
            top = textBox.y + max(0, ((textBox.height - height) / 2).rounded(.down))
        }
        if let icon = Icon(rawValue: info.icon) { painter.icon(icon, in: iconRect, Theme.accent) }
        if scene.tilt.isSensor, focused, flow.screen == .tiles {
            let fraction = flow.hold.progress(at: time)
            if fraction > 0 {
                painter.ring(
                    centerX: iconRect.midX, centerY: iconRect.midY, radius: side * 0.62,
                    thickness: max(2, side * 0.06), fraction: fraction, Theme.text)
            }
        }
        let titleHeight = painter.paragraph(
            info.title, scale.title, Theme.text, centerX: textBox.midX, top: top, width: textBox.width,
            centered: !scale.wide)
        guard let summary = scale.summary else { return }
        painter.paragraph(
            info.summary, summary, Theme.textDim, centerX: textBox.midX, top: top + titleHeight + Self.wordsGap(rect),
            width: textBox.width, centered: !scale.wide)
    }

    static func tilePad(_ rect: Rect) -> Double { max(6, (min(rect.width, rect.height) * 0.08).rounded()) }

    /// The space between a tile's title and its line.
    static func wordsGap(_ rect: Rect) -> Double { (tilePad(rect) * 0.3).rounded() }

    /// The icon of a wide tile: most of its height, a quarter of its width at most.
    static func wideIconSide(_ rect: Rect) -> Double {
        let inner = rect.insetBy(dx: tilePad(rect), dy: tilePad(rect))
        return min(inner.height * 0.8, inner.width * 0.25).rounded()
    }

    /// Where a tile's words go: beside the icon on a wide tile, under it on a narrow one.
    static func textBox(_ rect: Rect, wide: Bool, iconSide: Double) -> Rect {
        let pad = tilePad(rect)
        let inner = rect.insetBy(dx: pad, dy: pad)
        if wide {
            let left = inner.x + iconSide + pad
            return Rect(x: left, y: inner.y, width: inner.maxX - left, height: inner.height)
        }
        let top = (inner.y + iconSide + pad * 0.6).rounded()
        return Rect(x: inner.x, y: top, width: inner.width, height: inner.maxY - top)
    }

    /// The icon of a narrow tile: 45 % of its width and 40 % of its height at most, and no larger than leaves
    /// the wordiest tile its title and line at the readable minimum (18 % of the height at least).
    func narrowIconSide(_ painter: Painter, _ rect: Rect) -> Double {
        let pad = Self.tilePad(rect)
        let inner = rect.insetBy(dx: pad, dy: pad)
        let title = TextStyle(pixels: Theme.minimumTextPixels, bold: true)
        let line = TextStyle(pixels: Theme.minimumTextPixels)
        let words =
            scene.modes.map { mode in
                let info = mode.info.words(in: painter.catalog)
                return painter.paragraphHeight(info.title, title, width: inner.width)
                    + painter.paragraphHeight(info.summary, line, width: inner.width)
            }.max() ?? 0
        let room = (inner.height - words - pad * 0.6 - (pad * 0.3).rounded()).rounded(.down)
        return max((inner.height * 0.18).rounded(), min(min(inner.width * 0.45, inner.height * 0.4).rounded(), room))
    }
}
