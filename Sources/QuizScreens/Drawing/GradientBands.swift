/// The background's vertical gradient as runs of rows of one colour: from
/// `Theme.backgroundTop` to `Theme.backgroundBottom` the channels change
/// only a few dozen times, so a 720-row window is about 50 solid bands.
enum GradientBands {
    struct Band: Equatable {
        var top: Int
        var rows: Int
        var color: Color
    }

    /// The bands covering `height` rows; row `y` has the colour mixed at `y / (height - 1)`.
    static func of(height: Int) -> [Band] {
        var bands: [Band] = []
        for row in 0..<max(0, height) {
            let color = Theme.background(atY: Double(row), height: Double(height))
            if let last = bands.last, last.color == color {
                bands[bands.count - 1].rows += 1
            } else {
                bands.append(Band(top: row, rows: 1, color: color))
            }
        }
        return bands
    }
}
