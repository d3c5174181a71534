/// A rounded button with an optional icon and a label that shrinks to fit
/// (or, beside an icon, when even the readable minimum is too wide: the
/// label alone where it fits so, else the icon alone); the focused one is
/// filled with the accent, a disabled one is faded. A label says what the
/// button does, so it must be read whole:
/// the layout check names any label cut short (docs/layout-check.md "What
/// may be cut"), and a screen gives it the room (`fits`). The home screen,
/// its keyboards, the forms and the quiz packs screens draw theirs with it.
enum FocusButton {
    /// Whether a button in `rect` shows `label` beside `icon`: not where even the readable minimum is too wide.
    static func showsLabel(_ painter: Painter, _ rect: Rect, label: String, icon: Icon?) -> Bool {
        guard icon != nil, !label.isEmpty else { return true }
        return fits(painter, rect, label: label, icon: icon)
    }

    /// Whether `label` (beside `icon`, if any) fits a button in `rect` whole at the readable minimum.
    static func fits(_ painter: Painter, _ rect: Rect, label: String, icon: Icon?) -> Bool {
        let floor = painter.readableFloor(Double(LayoutCheck.minimumPixels(for: painter.size)))
        return painter.width(of: label, TextStyle(pixels: floor, bold: true)) <= room(rect, label: label, icon: icon)
    }

    /// The width a label has in `rect` beside `icon`. A key's single letter or sign may come nearer the edges
    /// than a word (a glyph carries its own side bearings): an Arabic letter's key at 240x320 is 19 px across.
    static func room(_ rect: Rect, label: String, icon: Icon?) -> Double {
        let iconSide = icon == nil ? 0 : min(rect.height * 0.5, rect.width * 0.6).rounded()
        let gap = icon == nil || label.isEmpty ? 0 : rect.height * 0.2
        let padding = icon == nil && label.count == 1 ? rect.width * 0.1 : rect.width * 0.2
        return rect.width - min(rect.height * 0.5, padding) - iconSide - gap
    }

    /// The size a label alone (no icon) is drawn at in `rect`: the largest that fits it on one line, never under
    /// the readable minimum.
    static func labelPixels(_ painter: Painter, _ rect: Rect, label: String) -> Int {
        labelStyle(painter, rect, label: label, icon: nil, largest: nil).pixels
    }

    /// The one size a row of buttons side by side draws their labels at (the report's reasons): the smallest of
    /// their own, so that "Other" is not drawn larger than "Wrong answer" beside it.
    static func sharedPixels(_ painter: Painter, _ buttons: [(rect: Rect, label: String)]) -> Double? {
        buttons.map { Double(labelPixels(painter, $0.rect, label: $0.label)) }.min()
    }

    /// The style `label` is drawn in, in `rect` beside `icon`: the size that fits it on one line (and wrapped, no
    /// taller than the button's 60 %), at most `largest` when given, down to the readable minimum.
    private static func labelStyle(
        _ painter: Painter, _ rect: Rect, label: String, icon: Icon?, largest: Double?
    ) -> TextStyle {
        let room = room(rect, label: label, icon: icon)
        // Never under what the layout check calls readable at this size.
        let floor = painter.readableFloor(Double(LayoutCheck.minimumPixels(for: painter.size)))
        // A label stays on one line: the size that fits it wrapped ("Wrong" over "answer") shrinks until it fits
        // one line, down to the readable minimum.
        let most = max(floor, min(rect.height * 0.42, largest ?? .infinity))
        // The 60 % is of the game's face's lines: an Arabic line's box is taller, for marks above and below that
        // may reach into the button's padding (`Fonts.bidiBox`), and measured by it "رجوع" read at two thirds of
        // "Zurück"'s size in the same button.
        let probe = TextStyle(pixels: most, bold: true)
        let boxTaller = painter.fonts.lineHeight(probe, of: label) / painter.fonts.lineHeight(probe, of: "")
        return painter.style(
            painter.fittingStyle(
                label, width: room, height: rect.height * 0.6 * max(1, boxTaller), largest: most, smallest: floor,
                bold: true),
            fitting: label, width: room, floor: floor)
    }

    /// Draws the button in `rect`; its label at most `largestPixels` when given (a row's shared size).
    static func draw(
        _ painter: Painter, _ rect: Rect, label: String, icon: Icon?, focused: Bool, enabled: Bool = true,
        largestPixels: Double? = nil
    ) {
        let fill = focused ? Theme.accent : Theme.surfaceRaised
        let ink = focused ? Theme.accentText : Theme.text
        painter.noteTapTarget(rect)
        painter.roundedRect(rect, radius: min(rect.height / 2, rect.width * 0.2), fill.opacity(enabled ? 1 : 0.5))
        let iconSide = icon == nil ? 0 : min(rect.height * 0.5, rect.width * 0.6).rounded()
        let gap = icon == nil || label.isEmpty ? 0 : rect.height * 0.2
        let room = room(rect, label: label, icon: icon)
        if let icon, !label.isEmpty, !showsLabel(painter, rect, label: label, icon: icon) {
            // The words alone where they fit without the icon: they say what the button does (a person alone does
            // not say "Change username"). Else the icon alone rather than a cut label or one too small to read.
            let words = fits(painter, rect, label: label, icon: nil)
            draw(
                painter, rect, label: words ? label : "", icon: words ? nil : icon, focused: focused, enabled: enabled,
                largestPixels: largestPixels)
            return
        }
        let style = labelStyle(painter, rect, label: label, icon: icon, largest: largestPixels)
        let text = label.isEmpty ? "" : painter.truncate(label, style, width: room, mustBeWhole: true)
        let textWidth = text.isEmpty ? 0 : painter.width(of: text, style)
        let x = rect.midX - (iconSide + gap + textWidth) / 2
        if let icon {
            painter.icon(icon, in: Rect(x: x, y: rect.midY - iconSide / 2, width: iconSide, height: iconSide), ink)
        }
        if !text.isEmpty {
            painter.text(text, style, ink.opacity(enabled ? 1 : 0.6), x: x + iconSide + gap, y: rect.midY, anchorY: 0.5)
        }
    }
}
