/// Where everything of the Tilt True/False screens goes, computed from the
/// window size alone, so drawing and hit-testing agree and every size from
/// 320x240 to 1920x1080 works.
struct TrueFalseLayout {
    let size: Size

    var width: Double { size.width }
    var height: Double { size.height }
    var margin: Double { max(6, (height * 0.035).rounded()) }
    /// The width text and panels may use.
    var contentWidth: Double { min(width - 2 * margin, height * 1.75) }

    // MARK: Question screen

    var diceRow: Rect {
        let side = max(14, (height * 0.075).rounded())
        return Rect(x: margin, y: margin, width: width - 2 * margin, height: side)
    }

    var topicY: Double { diceRow.maxY + height * 0.035 }
    var topicStyle: TextStyle { TextStyle(pixels: Theme.textPixels(0.03, of: size, minimum: 10), bold: true) }

    var questionBox: Rect {
        let top = topicY + Double(topicStyle.pixels) * 1.5
        return Rect(x: (width - contentWidth) / 2, y: top, width: contentWidth, height: height * 0.5 - top)
    }

    /// The band with the two symbols and the arrow between them.
    var answerBand: Rect {
        Rect(x: margin, y: height * 0.53, width: width - 2 * margin, height: height * 0.32)
    }

    var symbolDiameter: Double { (min(answerBand.height * 0.78, width * 0.2)).rounded() }

    var trueSymbol: Rect {
        let d = symbolDiameter
        let cx = max(margin + d / 2, width / 2 - min(width * 0.33, height * 0.62))
        return Rect(centerX: cx, centerY: answerBand.midY - height * 0.02, width: d, height: d)
    }

    var falseSymbol: Rect {
        let t = trueSymbol
        return Rect(centerX: width - t.midX, centerY: t.midY, width: t.width, height: t.height)
    }

    var labelStyle: TextStyle { TextStyle(pixels: Theme.textPixels(0.038, of: size), bold: true) }

    /// Between the symbols: the chevrons and the tilt meter.
    var arrowArea: Rect {
        let gap = symbolDiameter * 0.18
        let left = trueSymbol.maxX + gap
        let right = falseSymbol.x - gap
        return Rect(x: left, y: trueSymbol.y, width: max(0, right - left), height: trueSymbol.height)
    }

    var chevronSize: Double { min(arrowArea.height * 0.42, arrowArea.width / 7.2) }

    var hintStyle: TextStyle { TextStyle(pixels: Theme.textPixels(0.03, of: size, minimum: 10)) }
    var hintY: Double { height - margin }

    // MARK: Reveal

    var revealPanel: Rect {
        let top = height * 0.52
        let panelWidth = contentWidth
        return Rect(x: (width - panelWidth) / 2, y: top, width: panelWidth, height: height - margin - top)
    }

    var nextButton: Rect {
        let panel = revealPanel
        let buttonHeight = max(26, (height * 0.085).rounded())
        let buttonWidth = max(buttonHeight * 2.6, panel.width * 0.22)
        let inset = panel.height * 0.1
        return Rect(
            x: panel.maxX - inset - buttonWidth, y: panel.maxY - inset - buttonHeight, width: buttonWidth,
            height: buttonHeight)
    }

    // MARK: Title

    /// "‹ Home", top left, when the home screen has other games.
    var homeButton: Rect {
        let buttonHeight = max(26, (height * 0.075).rounded())
        return Rect(x: margin, y: margin, width: (buttonHeight * 2.9).rounded(), height: buttonHeight)
    }

    var playButton: Rect {
        let buttonHeight = max(30, (height * 0.12).rounded())
        return Rect(
            centerX: width / 2, centerY: height * 0.74, width: max(buttonHeight * 3, width * 0.26), height: buttonHeight
        )
    }

    // MARK: Game over

    var gameOverButton: Rect {
        let buttonHeight = max(26, (height * 0.1).rounded())
        return Rect(
            centerX: width / 2, centerY: height - margin - buttonHeight / 2, width: max(buttonHeight * 3, width * 0.24),
            height: buttonHeight)
    }

    /// The list of answered questions on the game over screen.
    func resultRows(count: Int) -> [Rect] {
        guard count > 0 else { return [] }
        let top = height * 0.33
        let bottom = gameOverButton.y - margin
        let rowHeight = min(height * 0.085, (bottom - top) / Double(count))
        let listWidth = contentWidth
        return (0..<count).map { index in
            Rect(x: (width - listWidth) / 2, y: top + Double(index) * rowHeight, width: listWidth, height: rowHeight)
        }
    }
}
