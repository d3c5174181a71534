import QuizFlows

/// What voice commands heard, shown for a moment in a small box at the foot of whatever screen is on view.
enum VoiceCaptionView {
    /// Draws `words` (the grammar's words, "answer two"); nothing when nil.
    static func draw(_ words: String?, _ painter: Painter) {
        guard let words else { return }
        let text = painter.catalog(ScreenText("voice.heard", ["words": .verbatim(words)]))
        let size = painter.size
        let room = size.width * 0.8
        let style = painter.fittingStyle(
            text, width: room, height: size.height * 0.06, largest: size.height * 0.045,
            smallest: Theme.minimumTextPixels, bold: true)
        let lines = painter.paragraphHeight(text, style, width: room)
        let width = min(room, painter.width(of: text, style)) + style.pixelsDouble * 1.6
        let height = lines + style.pixelsDouble * 0.8
        let box = Rect(
            x: (size.width - width) / 2, y: size.height - height - size.height * 0.02, width: width, height: height)
        painter.roundedRect(box, radius: height / 2, Theme.surfaceRaised)
        painter.roundedRect(box, radius: height / 2, Theme.accent, stroke: 2)
        painter.paragraph(text, style, Theme.text, centerX: box.midX, top: box.midY - lines / 2, width: room)
    }
}
