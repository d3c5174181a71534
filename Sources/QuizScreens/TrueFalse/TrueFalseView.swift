import QuizCore
import TiltInput

/// Draws the Tilt True/False screen the rules are on, at one moment.
struct TrueFalseView {
    let game: TrueFalseGame
    let layout: TrueFalseLayout
    let time: Double
    let shownAt: Double
    let arrow: TrueFalseScene.ArrowState
    let tilt: TiltReadout
    /// Whether Escape leaves the game here (not in a kiosk, which ignores it).
    var escapeQuits = true
    /// Whether the title offers a way back to the home screen's other games.
    var offersHome = false
    /// The board and streak read after the round, for game over.
    var afterGame: AfterGameBoard?
    /// On a screen with room for one list, whether game over shows the board instead of the answers.
    var showingBoard = false
    /// Whether the reveal offers "Report" (the scene has somewhere to send it).
    var offersReport = false
    /// `accessibility.reduce_motion`: screens appear at once.
    var reducesMotion = false
    /// The title's line when the statements are not in the player's language.
    var languageNotice: String?
    /// Whether the hint at the foot is drawn: not under attract mode's call to play along the bottom, which
    /// takes its place (see `TrueFalseScene.drawUnderCallToAction`).
    var showsFootHint = true

    /// How far the current screen's entry animation has run, 0...1.
    var appear: Double { Ease.outCubic(Ease.progress(since: shownAt, now: time, duration: 0.35, cut: reducesMotion)) }
    /// How far below their places the title's and game over's parts start as the screen appears (3 % of the
    /// height, rising to 0).
    var lift: Double { (1 - appear) * layout.height * 0.03 }

    /// The neutral-hold ring's fill, when holding still advances this screen.
    var ringFraction: Double? {
        guard game.screenAcceptsNeutralHold else { return nil }
        return game.neutralHold.progress(at: time)
    }

    func draw(_ painter: Painter) {
        switch game.screen {
        case .title:
            drawTitle(painter)
        case .question:
            drawQuestionScreen(painter, appear: appear)
            drawAnswerBand(painter)
            drawHint(painter)
        case .reveal:
            drawQuestionScreen(painter, appear: 1)
            drawRevealPanel(painter)
        case .gameOver:
            drawGameOver(painter)
        }
    }

    // MARK: Shared pieces

    /// A pill-shaped button with a label, an optional icon, and the hold ring.
    func drawButton(_ painter: Painter, _ rect: Rect, label: String, icon: Icon?, opacity: Double = 1) {
        painter.noteTapTarget(rect)
        painter.roundedRect(rect, radius: rect.height / 2, Theme.accent.opacity(opacity))
        let iconSide = rect.height * 0.42
        let ringRadius = rect.height * 0.3
        let hasRing = ringFraction != nil
        var icon = icon
        var lead = hasRing ? ringRadius * 2 + rect.height * 0.2 : (icon != nil ? iconSide + rect.height * 0.15 : 0)
        // A label too wide for the pill (a larger text size, a longer language) is made smaller, down to the
        // readable minimum; where even that is too wide (German "Nochmal" at 240x320), the icon gives the label
        // its room and the ends of the pill their padding, before the label is cut (a fault the check names).
        var room = rect.width - lead - rect.height * 0.6
        let floor = painter.readableFloor(Theme.minimumTextPixels)
        if !hasRing, painter.width(of: label, TextStyle(pixels: floor, bold: true)) > room {
            (icon, lead, room) = (nil, 0, rect.width - rect.height * 0.5)
        }
        let style = painter.style(
            TextStyle(pixels: max(Theme.minimumTextPixels, rect.height * 0.42), bold: true), fitting: label,
            width: room, floor: floor)
        let shown = painter.truncate(label, style, width: room, mustBeWhole: true)
        let labelWidth = painter.width(of: shown, style)
        var x = rect.midX - (lead + labelWidth) / 2
        if let fraction = ringFraction {
            let cx = x + ringRadius
            painter.circle(
                centerX: cx, centerY: rect.midY, radius: ringRadius, Theme.accentText.opacity(0.25 * opacity),
                stroke: max(2, ringRadius * 0.28))
            painter.ring(
                centerX: cx, centerY: rect.midY, radius: ringRadius, thickness: max(2, ringRadius * 0.28),
                fraction: fraction, Theme.accentText.opacity(opacity))
            if let icon {
                let side = ringRadius * 1.0
                painter.icon(
                    icon, in: Rect(centerX: cx, centerY: rect.midY, width: side, height: side),
                    Theme.accentText.opacity(opacity))
            }
        } else if let icon {
            painter.icon(
                icon, in: Rect(x: x, y: rect.midY - iconSide / 2, width: iconSide, height: iconSide),
                Theme.accentText.opacity(opacity))
        }
        x += lead
        painter.text(shown, style, Theme.accentText.opacity(opacity), x: x, y: rect.midY, anchorY: 0.5)
    }

    /// A big round symbol: the check (TRUE) or the cross (FALSE).
    func drawSymbol(_ painter: Painter, _ rect: Rect, isTrue: Bool, emphasis: Double, dimmed: Bool) {
        painter.noteTapTarget(rect)
        let color = isTrue ? Theme.right : Theme.wrong
        let body = dimmed ? color.mixed(with: Theme.surface, 0.65) : color
        let grow = 1 + 0.08 * emphasis
        let disc = rect.scaled(grow, inStepsOf: Theme.animationSizeStep)
        if emphasis > 0 {
            painter.circle(
                centerX: disc.midX, centerY: disc.midY, radius: disc.width / 2 + rect.width * 0.07,
                color.opacity(0.25 * emphasis))
        }
        painter.circle(centerX: disc.midX, centerY: disc.midY, radius: disc.width / 2, body)
        painter.icon(isTrue ? .check : .cross, in: disc.scaled(0.62), Theme.text.opacity(dimmed ? 0.6 : 1))
        let label = painter.catalog[isTrue ? "truefalse.true" : "truefalse.false"]
        // Under its symbol, on the symbol's half of the screen: a word wider than its half (Spanish "VERDADERO"
        // at a larger text size) is made smaller, down to the readable minimum, and moved in from the edge.
        let half = layout.width / 2 - layout.margin - layout.symbolDiameter * 0.09
        let style = painter.style(
            layout.labelStyle, fitting: label, width: half, floor: painter.readableFloor(Theme.minimumTextPixels))
        let shown = painter.truncate(label, style, width: half, mustBeWhole: true)
        let labelWidth = painter.width(of: shown, style)
        let lowest = rect.midX < layout.width / 2 ? layout.margin : layout.width - layout.margin - half
        let left = min(max(rect.midX - labelWidth / 2, lowest), lowest + half - labelWidth)
        painter.text(
            shown, style, (dimmed ? Theme.textDim : Theme.text), x: left + labelWidth / 2,
            y: layout.labelTop(under: rect), anchorX: 0.5)
    }

    /// The lines the question's foot hint takes on a landscape screen of `layout`: one where its wording (the
    /// keys' in short) fits one line at the readable minimum, else two (the symbols make room for them).
    static func footHintLines(_ painter: Painter, layout: TrueFalseLayout, isKeyboard: Bool) -> Int {
        let sides = ["true": painter.catalog["truefalse.true"], "false": painter.catalog["truefalse.false"]]
        let hint = painter.catalog.text(isKeyboard ? "truefalse.hint_hold_short" : "truefalse.hint_lean", sides)
        let floor = TextStyle(pixels: painter.readableFloor(Theme.minimumTextPixels))
        return painter.width(of: hint, floor) > layout.width - 2 * layout.margin ? 2 : 1
    }

    func drawHint(_ painter: Painter) {
        guard showsFootHint else { return }
        let sides = ["true": painter.catalog["truefalse.true"], "false": painter.catalog["truefalse.false"]]
        var hint: String
        if tilt.isKeyboard {
            hint = painter.catalog.text("truefalse.hint_hold", sides)
        } else {
            hint = painter.catalog.text("truefalse.hint_lean", sides)
        }
        let width = layout.width - 2 * layout.margin
        let color = Theme.textDim.opacity(appear)
        // A portrait screen has room below the symbols' words for the hint on two lines (as drawn: at a larger
        // text size, or in Arabic's taller lines, two lines are still two lines), or on more where they fit there
        // (Spanish at 200 %).
        let height = painter.paragraphHeight(hint, layout.hintStyle, width: width)
        let wordsBottom =
            layout.labelTop(under: layout.trueSymbol)
            + painter.lineRoom.height(Double(layout.labelStyle.pixels), bold: true, least: 0)
        let lineCount = painter.fonts.wrap(hint, layout.hintStyle, width: width).count
        if layout.height > layout.width, lineCount <= 2 || layout.hintY - height >= wordsBottom + layout.margin {
            painter.paragraph(
                hint, layout.hintStyle, color, centerX: layout.width / 2, top: layout.hintY - height, width: width)
            return
        }
        // One line on a landscape screen: made smaller, down to the readable minimum, where it is too long (Spanish
        // and Turkish at 200 %); where even that is too long, two lines where they fit above the margin and under
        // the symbols' words. It says what the keys do, so it is never cut short (docs/layout-check.md).
        let floor = painter.readableFloor(Theme.minimumTextPixels)
        let short = painter.catalog.text("truefalse.hint_hold_short", sides)
        if tilt.isKeyboard, painter.width(of: hint, TextStyle(pixels: floor)) > width {
            // The keys' hint in short ("← VERDADERO · → FALSO · o toca un símbolo" at 320x240) where the whole
            // sentence does not fit one line even at the readable minimum; on two lines where even that does not
            // (`footHintLines`: the symbols leave them room).
            hint = short
        }
        let style = painter.style(layout.hintStyle, fitting: hint, width: width, floor: floor)
        let smallHeight = painter.paragraphHeight(hint, style, width: width)
        if painter.width(of: hint, style) > width, layout.hintY - smallHeight >= wordsBottom {
            painter.paragraph(
                hint, style, color, centerX: layout.width / 2, top: layout.hintY - smallHeight, width: width)
            return
        }
        let text = painter.truncate(hint, style, width: width, mustBeWhole: true)
        painter.text(
            text, style, Theme.textDim.opacity(appear), x: layout.width / 2, y: layout.hintY, anchorX: 0.5,
            anchorY: 1)
    }
}
