import Foundation
import QuizCore
import QuizStore
import QuizText

/// The People's Choice bar chart of a question page, drawn on the server as inline SVG through the `barChart`
/// template: one bar per option, its length the option's share of the answers that chose one. Only numbers and
/// escaped text go into the template; colours come from the stylesheet's classes (the CSP allows no inline style).
enum BarChart {
    static let width = 640
    static let labelWidth = 260
    static let barArea = 300
    static let rowHeight = 32

    /// The chart's values for `statistics`, its summary in `words`' language.
    static func values(_ statistics: QuestionStatistics, _ words: Catalog) -> [String: Any] {
        let picked = statistics.picked
        let bars: [[String: Any]] = statistics.options.enumerated().map { index, option in
            let share = picked == 0 ? 0 : Double(option.picks) / Double(picked)
            let top = index * rowHeight
            let length = Int((share * Double(barArea)).rounded())
            return [
                "label": clipped(option.text), "correct": option.position == 0, "y": top + 6, "textY": top + 21,
                "barX": labelWidth, "width": length, "valueX": labelWidth + length + 8,
                "value": "\(percent(share)) (\(option.picks))",
            ]
        }
        return [
            "width": width, "height": max(1, bars.count) * rowHeight, "bars": bars,
            "summary": words.plural("web.chart_summary", count: picked),
        ]
    }

    /// A share as a whole percentage: "42 %".
    static func percent(_ share: Double) -> String {
        "\(Int((share * 100).rounded())) %"
    }

    /// An option's text cut to fit beside its bar.
    static func clipped(_ text: String) -> String {
        text.count > 34 ? String(text.prefix(33)) + "…" : text
    }
}
