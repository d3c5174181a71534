import QuizText

/// Pieces every kiosk screen shares: buttons, page titles and the "touch to
/// play" strip of attract mode. Sizes follow the window, so 320x240 and
/// 1920x1080 both read well.
enum KioskDrawing {
    /// How a button looks.
    enum ButtonKind {
        /// The main action: amber with dark text.
        case primary
        case plain
        /// Leaving the game: red.
        case danger
    }

    static func margin(for size: Size) -> Double {
        max(8, (min(size.width, size.height) * 0.04).rounded())
    }

    /// A rounded button with a centred label (or icon), with a ring when it
    /// has the keyboard focus; the label at most `largestPixels` (buttons
    /// shown together pass the same, see `sharedLabelPixels`). A label too long for one line at the readable
    /// minimum takes two where the button is tall enough ("Información / del dispositivo"), or gives way to
    /// `iconWhenCut` (the PIN pad's OK as a tick where "Tamam" does not fit); it is cut only where none helps.
    static func button(
        _ painter: Painter, _ rect: Rect, label: String, kind: ButtonKind, focused: Bool = false, icon: Icon? = nil,
        largestPixels: Double? = nil, iconWhenCut: Icon? = nil
    ) {
        let (fill, text): (Color, Color)
        switch kind {
        case .primary: (fill, text) = (Theme.accent, Theme.accentText)
        case .plain: (fill, text) = (Theme.surfaceRaised, Theme.text)
        case .danger: (fill, text) = (Theme.wrong, Theme.text)
        }
        let radius = min(rect.height * 0.3, 18)
        painter.noteTapTarget(rect)
        if focused {
            let ring = max(2, (rect.height * 0.06).rounded())
            painter.roundedRect(
                rect.insetBy(dx: -ring * 1.5, dy: -ring * 1.5), radius: radius + ring * 1.5, Theme.text, stroke: ring)
        }
        painter.roundedRect(rect, radius: radius, fill)
        if let icon {
            let side = rect.height * 0.5
            painter.icon(icon, in: Rect(centerX: rect.midX, centerY: rect.midY, width: side, height: side), text)
            return
        }
        let style = labelStyle(painter, label, in: rect, largestPixels: largestPixels)
        if painter.width(of: label, style) > labelRoom(rect) {
            if let lines = PillFit.split(label, style, width: labelRoom(rect), painter: painter),
                2 * painter.fonts.lineHeight(style, of: label) <= rect.height * 0.92
            {
                let line = painter.fonts.lineHeight(style, of: label)
                for (index, words) in [lines.0, lines.1].enumerated() {
                    painter.text(
                        words, style, text, x: rect.midX, y: rect.midY + (Double(index) - 0.5) * line, anchorX: 0.5,
                        anchorY: 0.5)
                }
                return
            }
            if let iconWhenCut {
                let side = rect.height * 0.5
                painter.icon(
                    iconWhenCut, in: Rect(centerX: rect.midX, centerY: rect.midY, width: side, height: side), text)
                return
            }
        }
        let line = painter.truncate(label, style, width: labelRoom(rect), mustBeWhole: true)
        painter.text(line, style, text, x: rect.midX, y: rect.midY, anchorX: 0.5, anchorY: 0.5)
    }

    /// The largest style, down to the readable minimum, in which `label` fits `rect`.
    static func labelStyle(
        _ painter: Painter, _ label: String, in rect: Rect, largestPixels: Double? = nil
    ) -> TextStyle {
        let largest = max(Theme.minimumTextPixels, min(rect.height * 0.4, largestPixels ?? .infinity))
        var style = TextStyle(pixels: largest, bold: true)
        let floor = painter.readableFloor(Theme.minimumTextPixels)
        while Double(style.pixels) > floor, painter.width(of: label, style) > labelRoom(rect) {
            style = TextStyle(pixels: Double(style.pixels) - 1, bold: true)
        }
        return style
    }

    /// The size every label of buttons shown together is drawn at: the largest all of them fit.
    static func sharedLabelPixels(_ painter: Painter, _ buttons: [(label: String, rect: Rect)]) -> Double? {
        buttons.map { labelStyle(painter, $0.label, in: $0.rect).pixelsDouble }.min()
    }

    private static func labelRoom(_ rect: Rect) -> Double { rect.width - rect.height * 0.4 }

    /// A page title at the top, in the accent colour, in at most `lines` lines; returns where the content below
    /// may start.
    @discardableResult
    static func title(_ painter: Painter, _ text: String, size: Size, top: Double, lines: Int = 2) -> Double {
        let room = size.width - 2 * margin(for: size)
        // A title too long for the width is made smaller (to the readable minimum), then takes a second line
        // where the page allows one ("Información del" over "dispositivo" at 240x320), and only then is cut.
        let style = painter.style(
            TextStyle(pixels: Theme.textPixels(0.075, of: size, minimum: 16), bold: true), fitting: text, width: room,
            floor: painter.readableFloor(16))
        var bottom = top
        for line in LineBreaking.lines(text, most: lines, fit: { painter.width(of: $0, style) <= room }) {
            let rect = painter.text(
                painter.truncate(line, style, width: room), style, Theme.accent, x: size.width / 2, y: bottom,
                anchorX: 0.5)
            bottom = rect.maxY
        }
        return bottom
    }

    /// The call to play's strip: along the bottom, or a band `top` tall across the top (over a screen's top
    /// bar, on a screen with buttons at its foot).
    static func callToActionStrip(for size: Size, top: Double? = nil) -> Rect {
        if let top { return Rect(x: 0, y: 0, width: size.width, height: top) }
        let height = max(24, (size.height * 0.08).rounded())
        return Rect(x: 0, y: size.height - height, width: size.width, height: height)
    }

    /// The call to play's strip along the bottom as `callToAction` draws it: at a larger text size
    /// (`accessibility.text_scale`), or where its words do not fit on one line at the readable minimum, grown
    /// to hold them wrapped onto more lines, over the hint the screen draws at its foot. `words`: in the
    /// catalog attract mode invites in (`KioskScene.invitingCatalog`), the painter's when nil.
    static func callToActionStrip(_ painter: Painter, demo: Bool, words catalog: Catalog? = nil) -> Rect {
        let strip = callToActionStrip(for: painter.size)
        let message = callToActionMessage(painter, catalog ?? painter.catalog, demo: demo)
        guard painter.textGrowth > 1 || !fitsOneLine(painter, message, strip) else { return strip }
        let style = TextStyle(pixels: max(Theme.minimumTextPixels, strip.height * 0.48), bold: true)
        let padding = (strip.height * 0.15).rounded()
        let words = painter.paragraphHeight(message, style, width: strip.width - 4 * padding)
        let height = max(strip.height, (words + 2 * padding).rounded(.up))
        return Rect(x: 0, y: painter.size.height - height, width: strip.width, height: height)
    }

    /// Whether the call to play along the bottom grows: text at a larger size, or words that take more than one
    /// line (`callToActionStrip`).
    static func stripGrows(_ painter: Painter, demo: Bool, words catalog: Catalog? = nil) -> Bool {
        painter.textGrowth > 1
            || callToActionStrip(painter, demo: demo, words: catalog).height
                > callToActionStrip(for: painter.size).height
    }

    /// Whether `message` fits across `strip` on one line at the screen's readable minimum.
    private static func fitsOneLine(_ painter: Painter, _ message: String, _ strip: Rect) -> Bool {
        let style = TextStyle(pixels: painter.readableFloor(Theme.minimumTextPixels), bold: true)
        return painter.width(of: message, style) <= strip.width - 2 * strip.height * 0.3
    }

    /// The call to play in `catalog`: the first that fits one line at the readable minimum of the whole one,
    /// the short one ("Touch or tilt to play", French at 320x240) and, on a demo, the short one without "Demo"
    /// (240x320); else the last, wrapped.
    private static func callToActionMessage(_ painter: Painter, _ catalog: Catalog, demo: Bool) -> String {
        let variants =
            demo
            ? ["kiosk.call_to_action_demo", "kiosk.call_to_action_demo_short", "kiosk.call_to_action_short"]
            : ["kiosk.call_to_action", "kiosk.call_to_action_short"]
        let strip = callToActionStrip(for: painter.size)
        return variants.map { catalog[$0] }.first { fitsOneLine(painter, $0, strip) } ?? catalog[variants.last!]
    }

    /// "Touch, press a key or tilt to play", with "Demo" first on the demo, in `catalog`'s language (the
    /// painter's when nil).
    static func callToAction(_ painter: Painter, demo: Bool, top: Double? = nil, words catalog: Catalog? = nil) {
        let message = callToActionMessage(painter, catalog ?? painter.catalog, demo: demo)
        if top != nil {
            let strip = callToActionStrip(for: painter.size, top: top)
            Banner(message: message, background: Theme.accent, foreground: Theme.accentText).draw(painter, in: strip)
            return
        }
        let strip = callToActionStrip(painter, demo: demo, words: catalog)
        painter.fill(strip, Theme.accent)
        // Grown (a larger text size, or words too long for one line): wrapped in the taller strip.
        if strip.height > callToActionStrip(for: painter.size).height {
            let padding = (callToActionStrip(for: painter.size).height * 0.15).rounded()
            painter.paragraph(
                message, in: strip.insetBy(dx: 2 * padding, dy: padding),
                largest: max(Theme.minimumTextPixels, callToActionStrip(for: painter.size).height * 0.48),
                Theme.accentText, bold: true, middle: true)
            return
        }
        let padding = strip.height * 0.3
        let floor = painter.readableFloor(Theme.minimumTextPixels)
        var style = TextStyle(pixels: max(floor, strip.height * 0.48), bold: true)
        while Double(style.pixels) > floor,
            painter.width(of: message, style) > strip.width - 2 * padding
        {
            style = TextStyle(pixels: Double(style.pixels) - 1, bold: true)
        }
        let line = painter.truncate(message, style, width: strip.width - 2 * padding)
        painter.text(line, style, Theme.accentText, x: strip.midX, y: strip.midY, anchorX: 0.5, anchorY: 0.5)
    }
}
