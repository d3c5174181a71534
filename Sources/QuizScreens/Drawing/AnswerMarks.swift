/// A game's answers as a row of round marks, one per question: a check on
/// green or a cross on red once answered, a ring on the current one, dim
/// ahead. "Which came first?"'s five bubbles and the Daily Challenge's ten.
enum AnswerMarks {
    /// Draws `count` marks centred in `area`, `results` (right or wrong) for the answered ones: each as tall
    /// as `heightShare` of the area at most, and never over `largest` pixels; nothing when under 8 px.
    static func draw(
        _ painter: Painter, results: [Bool], count: Int, current: Int?, in area: Rect, heightShare: Double,
        largest: Double
    ) {
        guard count > 0, area.width > 0 else { return }
        let side = min(area.height * heightShare, area.width / (Double(count) * 1.45), largest).rounded()
        guard side >= 8 else { return }
        let step = side * 1.4
        let left = area.midX - step * Double(count - 1) / 2
        for index in 0..<count {
            let center = (x: (left + step * Double(index)).rounded(), y: area.midY.rounded())
            if index < results.count {
                let right = results[index]
                painter.circle(
                    centerX: center.x, centerY: center.y, radius: side / 2, right ? Theme.right : Theme.wrong)
                painter.icon(
                    right ? .check : .cross,
                    in: Rect(centerX: center.x, centerY: center.y, width: side * 0.56, height: side * 0.56), Theme.text)
            } else {
                let isCurrent = index == current
                painter.circle(
                    centerX: center.x, centerY: center.y, radius: side / 2,
                    isCurrent ? Theme.accent : Theme.dieDim, stroke: max(2, side * 0.12))
            }
        }
    }
}
