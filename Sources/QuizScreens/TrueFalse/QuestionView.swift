import Foundation
import QuizCore
import TiltInput

extension TrueFalseView {
    /// The dice progress row, the topic and the statement.
    func drawQuestionScreen(_ painter: Painter, appear: Double) {
        drawDiceRow(painter)
        guard let question = game.currentQuestion else { return }
        let lift = (1 - appear) * layout.height * 0.03
        painter.text(
            painter.catalog.uppercased(question.topic), layout.topicStyle, Theme.accent.opacity(appear),
            x: layout.width / 2,
            y: layout.topicY + lift, anchorX: 0.5)
        let box = layout.questionBox
        let style = painter.fittingStyle(
            question.statement, width: box.width, height: box.height,
            largest: max(14, layout.height * 0.062), smallest: Theme.minimumTextPixels + 2, bold: true)
        let textHeight = painter.paragraphHeight(question.statement, style, width: box.width)
        let top = box.y + max(0, (box.height - textHeight) / 2) + lift
        painter.paragraph(
            question.statement, style, Theme.text.opacity(appear), centerX: box.midX, top: top, width: box.width)
    }

    /// One die per question: the current one highlighted, answered ones with
    /// a small check or cross, later ones dimmed.
    func drawDiceRow(_ painter: Painter) {
        let count = game.round.count
        guard count > 0 else { return }
        let row = layout.diceRow
        let gap = row.height * 0.35
        let side = min(row.height, (row.width - gap * Double(count - 1)) / Double(count))
        let total = side * Double(count) + gap * Double(count - 1)
        var x = row.midX - total / 2
        let current = game.screen == .question ? game.answers.count : game.answers.count - 1
        for index in 0..<count {
            let rect = Rect(x: x, y: row.y + (row.height - side) / 2, width: side, height: side)
            let answer = index < game.answers.count ? game.answers[index] : nil
            let isCurrent = index == current
            drawDie(painter, rect, number: index + 1, isCurrent: isCurrent, answer: answer)
            x += side + gap
        }
    }

    private func drawDie(_ painter: Painter, _ rect: Rect, number: Int, isCurrent: Bool, answer: TrueFalseAnswer?) {
        let radius = rect.width * 0.22
        if isCurrent {
            painter.roundedRect(rect.scaled(1.18), radius: radius * 1.2, Theme.accent.opacity(0.35))
            painter.roundedRect(rect, radius: radius, Theme.accent)
        } else if answer != nil {
            painter.roundedRect(rect, radius: radius, Theme.die)
        } else {
            painter.roundedRect(rect, radius: radius, Theme.dieDim, stroke: max(1.5, rect.width * 0.07))
        }
        let pipColor = isCurrent || answer != nil ? Theme.accentText : Theme.dieDim
        if number <= 6 {
            painter.pips(number, in: rect, pipColor)
        } else {
            let style = TextStyle(pixels: rect.height * 0.55, bold: true)
            painter.text(
                painter.catalog.number(number), style, pipColor, x: rect.midX, y: rect.midY, anchorX: 0.5, anchorY: 0.5)
        }
        if let answer {
            let badge = rect.width * 0.52
            let badgeRect = Rect(
                centerX: rect.maxX - badge * 0.2, centerY: rect.maxY - badge * 0.2, width: badge, height: badge)
            let color = answer.isRight ? Theme.right : Theme.wrong
            painter.circle(
                centerX: badgeRect.midX, centerY: badgeRect.midY, radius: badge / 2 + 1.5, Theme.backgroundBottom)
            painter.circle(centerX: badgeRect.midX, centerY: badgeRect.midY, radius: badge / 2, color)
            painter.icon(answer.isRight ? .check : .cross, in: badgeRect.scaled(0.7), Theme.text)
        }
    }

    /// The check, the cross and the 3-stage arrow between them.
    func drawAnswerBand(_ painter: Painter) {
        let leftStage = arrow.side == .left ? arrow.stage : 0
        let rightStage = arrow.side == .right ? arrow.stage : 0
        let slide = (1 - appear) * layout.width * 0.05
        drawSymbol(
            painter, layout.trueSymbol.offsetBy(dx: -slide, dy: 0), isTrue: true, emphasis: Double(leftStage) / 3,
            dimmed: false)
        drawSymbol(
            painter, layout.falseSymbol.offsetBy(dx: slide, dy: 0), isTrue: false, emphasis: Double(rightStage) / 3,
            dimmed: false)
        drawArrows(painter)
        drawTiltMeter(painter)
    }

    private func drawArrows(_ painter: Painter) {
        let area = layout.arrowArea
        let size = layout.chevronSize
        guard size > 4 else { return }
        // Apart enough that a snapping arrow, a little larger for a moment, stays clear of the next.
        let step = size * 0.9
        let snap = Ease.outBack(painter.motion(since: arrow.changedAt, now: time, duration: 0.18))
        for side in [TiltSide.left, .right] {
            let direction: Double = side == .left ? -1 : 1
            let active = arrow.side == side ? arrow.stage : 0
            let color = side == .left ? Theme.right : Theme.wrong
            for index in 0..<3 {
                let cx = area.midX + direction * (size * 0.55 + Double(index) * step)
                var rect = Rect(centerX: cx, centerY: area.midY, width: size, height: size)
                let icon: Icon = side == .left ? .chevronLeft : .chevronRight
                if index < active {
                    if index == active - 1 {
                        rect = rect.scaled(0.55 + 0.45 * snap, inStepsOf: Theme.animationSizeStep)
                    }
                    painter.icon(icon, in: rect, color.mixed(with: Theme.text, index == 2 ? 0 : 0.15))
                } else {
                    painter.icon(icon, in: rect, Theme.dieDim.opacity(0.45 * appear))
                }
            }
        }
        if !tilt.isCalibrated && !tilt.isKeyboard {
            painter.text(
                painter.catalog["truefalse.hold_still"], layout.hintStyle, Theme.textDim, x: area.midX, y: area.maxY,
                anchorX: 0.5, anchorY: 1)
        }
    }

    /// Where the meter's dot shows a roll: as far as the roll, up to `span`, but never past the tick of a
    /// stage not yet lit on its side (it waits there while that stage's hold runs), so the dot reaches the
    /// end only with three arrows on.
    static func meterDegrees(roll: Double, litStage: Int, stages: [Double], span: Double) -> Double {
        let reach = litStage < stages.count ? stages[max(0, litStage)] : span
        return max(-reach, min(reach, max(-span, min(span, roll))))
    }

    /// A thin track under the arrows with a dot at the current roll, and
    /// ticks where the stages begin, so the player sees how far to tilt.
    private func drawTiltMeter(_ painter: Painter) {
        let area = layout.arrowArea
        guard area.width > 40 else { return }
        let track = Rect(
            x: area.x + area.width * 0.1, y: area.maxY - max(3, area.height * 0.04), width: area.width * 0.8,
            height: max(2, area.height * 0.025))
        painter.roundedRect(track, radius: track.height / 2, Theme.surfaceRaised.opacity(appear))
        let stages = tilt.stageDegrees
        let span = max(35.0, (stages.last ?? 28) * 1.25)
        for angle in stages + stages.map({ -$0 }) {
            let x = track.midX - angle / span * track.width / 2
            painter.fill(
                Rect(x: x - 0.5, y: track.y - track.height, width: 1, height: track.height * 3),
                Theme.textDim.opacity(0.5 * appear))
        }
        guard let roll = tilt.rollDegrees else { return }
        let lit = roll == 0 ? 0 : (arrow.side == (roll > 0 ? .left : .right) ? arrow.stage : 0)
        let shown = Self.meterDegrees(roll: roll, litStage: lit, stages: stages, span: span)
        let x = track.midX - shown / span * track.width / 2
        let dot = max(5, track.height * 3.2)
        painter.circle(centerX: x, centerY: track.midY, radius: dot / 2, Theme.accent.opacity(appear))
    }
}
