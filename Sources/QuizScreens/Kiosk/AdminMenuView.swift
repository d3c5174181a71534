import QuizFlows

/// Where the admin menu's buttons go: two columns on a landscape screen with
/// Exit across the bottom, one column on a portrait one.
struct AdminMenuLayout {
    let size: Size
    /// The items shown, in order.
    var items: [AdminMenuItem]
    /// The status's lines: one across a landscape screen, or two where one is too narrow for the whole status at
    /// the readable minimum (German's "v0.1.0 · Kippen: Wahr/Falsch · Sensor: Tastatur (simuliert)" at 320x240,
    /// `fitted`); up to three on a portrait one, which has the room under its column of buttons and too narrow a
    /// line for the version, the mode and the tilt device.
    let statusLines: Int

    init(size: Size, items: [AdminMenuItem] = AdminMenuItem.shown(creditGrantCents: nil), statusLines: Int? = nil) {
        self.size = size
        self.items = items
        self.statusLines = statusLines ?? (size.width >= size.height * 1.15 ? 1 : 3)
    }

    /// The layout for `status` as `painter` draws it: a landscape screen's status on a second line where one
    /// line would cut it even at the readable minimum. The buttons below stay on the screen, a little shorter.
    static func fitted(size: Size, items: [AdminMenuItem], status: String, _ painter: Painter) -> AdminMenuLayout {
        let layout = AdminMenuLayout(size: size, items: items)
        guard layout.isLandscape else { return layout }
        let floor = TextStyle(pixels: min(painter.readableFloor(11), layout.statusPixels))
        let fits = painter.width(of: status, floor) <= size.width - 2 * layout.margin
        return fits ? layout : AdminMenuLayout(size: size, items: items, statusLines: 2)
    }

    var margin: Double { KioskDrawing.margin(for: size) }
    var isLandscape: Bool { size.width >= size.height * 1.15 }
    var gap: Double { max(6, (min(size.width, size.height) * 0.03).rounded()) }
    var titleTop: Double { margin }
    /// Below the title and the status lines.
    var top: Double {
        margin + Theme.textPixels(0.075, of: size, minimum: 16) * 1.25 + statusHeight * Double(statusLines) + gap
    }
    /// The status's size asked for (smaller, down to the readable floor, before a line is cut).
    var statusPixels: Double { Theme.textPixels(0.04, of: size, minimum: 11) }
    var statusHeight: Double { statusPixels * 1.4 }
    var statusY: Double { margin + Theme.textPixels(0.075, of: size, minimum: 16) * 1.25 + gap * 0.3 }

    /// Each item's button, in `items` order.
    var buttons: [Rect] {
        let items = self.items.count
        let width = min(size.width - 2 * margin, isLandscape ? size.height * 1.5 : size.width)
        let left = (size.width - width) / 2
        let available = size.height - margin - top
        if isLandscape {
            let rows = Double((items + 1) / 2)
            let height = min((available - (rows - 1) * gap) / rows, size.height * 0.16).rounded()
            let column = (width - gap) / 2
            return (0..<items).map { index in
                let row = Double(index / 2)
                let y = top + row * (height + gap)
                if index == items - 1, items % 2 == 1 { return Rect(x: left, y: y, width: width, height: height) }
                return Rect(x: left + Double(index % 2) * (column + gap), y: y, width: column, height: height)
            }
        }
        let count = Double(items)
        let height = min((available - (count - 1) * gap) / count, size.height * 0.09).rounded()
        return (0..<items).map { index in
            Rect(x: left, y: top + Double(index) * (height + gap), width: width, height: height)
        }
    }

    func item(at x: Double, _ y: Double) -> AdminMenuItem? {
        for (item, rect) in zip(items, buttons) where rect.contains(x: x, y: y) { return item }
        return nil
    }
}

/// Draws the admin menu: a title, a status line (version, calibration), and a button per item.
struct AdminMenuView {
    let layout: AdminMenuLayout
    let status: String
    let focus: Int
    /// What Add credit gives, for its label.
    var grantCents: Int?

    func draw(_ painter: Painter) {
        let size = layout.size
        KioskDrawing.title(painter, painter.catalog["admin.menu.title"], size: size, top: layout.titleTop, lines: 1)
        // Smaller, down to the readable floor, before a line is cut ("inclinación: teclado (simulado)" at 480x800).
        var style = TextStyle(pixels: layout.statusPixels)
        let width = size.width - 2 * layout.margin
        let floor = painter.readableFloor(11)
        var lines: [String] = []
        while true {
            lines = LineBreaking.lines(status, between: " · ", most: layout.statusLines) {
                painter.width(of: $0, style) <= width
            }
            guard Double(style.pixels) > floor, lines.contains(where: { painter.width(of: $0, style) > width }) else {
                break
            }
            style = TextStyle(pixels: Double(style.pixels - 1))
        }
        for (index, line) in lines.enumerated() {
            painter.text(
                painter.truncate(line, style, width: width), style, Theme.textDim, x: size.width / 2,
                y: layout.statusY + Double(index) * layout.statusHeight, anchorX: 0.5)
        }
        let labels = layout.items.enumerated().map {
            "\($0.offset + 1)  \($0.element.label(grantCents: grantCents).string(in: painter.catalog))"
        }
        // One size for every item: "Add credit ($1.00)" is not drawn smaller than "Resume".
        let pixels = KioskDrawing.sharedLabelPixels(painter, Array(zip(labels, layout.buttons)))
        for (index, (item, rect)) in zip(layout.items, layout.buttons).enumerated() {
            let kind: KioskDrawing.ButtonKind = item == .exit ? .danger : item == .resume ? .primary : .plain
            KioskDrawing.button(
                painter, rect, label: labels[index], kind: kind, focused: index == focus, largestPixels: pixels)
        }
    }
}
