import Foundation
import QuizCore
import QuizStore
import QuizText

/// The People's Choice bar chart of a question page, drawn on the server as inline SVG through the `barChart`
/// template: one bar per option, its length the option's share of the answers that chose one. Only numbers and
/// escaped text go into the template; colours come from the stylesheet's classes (the CSP allows no inline style).
/// In a right-to-left language the chart is mirrored: labels on the right, bars growing leftwards. The SVG names
/// its `direction`, so each text's start (its `x`) is its left end in a left-to-right chart and its right end in a
/// mirrored one, as the page's `dir` would make it anyway.
enum BarChart {
    static let width = 640
    static let labelWidth = 260
    static let barArea = 300
    static let rowHeight = 32

    /// The chart's values for `statistics`, its summary in `words`' language.
    static func values(_ statistics: QuestionStatistics, _ words: Catalog) -> [String: Any] {
        let picked = statistics.picked
        let mirrored = words.isRightToLeft
        // The distance from the chart's start edge, as an x on the page: from the right edge when mirrored.
        let x = { (fromStart: Int) in mirrored ? width - fromStart : fromStart }
        let bars: [[String: Any]] = statistics.options.enumerated().map { index, option in
            let share = picked == 0 ? 0 : Double(option.picks) / Double(picked)
            let top = index * rowHeight
            let length = Int((share * Double(barArea)).rounded())
            return [
                "label": clipped(option.text), "correct": option.position == 0, "y": top + 6, "textY": top + 21,
                "labelX": x(0), "barX": mirrored ? x(labelWidth + length) : x(labelWidth), "width": length,
                "valueX": x(labelWidth + length + 8), "value": "\(percent(share, words)) (\(option.picks))",
            ]
        }
        return [
            "width": width, "height": max(1, bars.count) * rowHeight, "bars": bars,
            "direction": mirrored ? "rtl" : "ltr",
            "summary": words.plural("web.chart_summary", count: picked),
        ]
    }

    /// A share as a whole percentage in `words`' language: "42%", "42 %", "%42", "42٪".
    static func percent(_ share: Double, _ words: Catalog) -> String {
        words.percent(Int((share * 100).rounded()))
    }

    /// An option's text cut to fit beside its bar.
    static func clipped(_ text: String) -> String {
        text.count > 34 ? String(text.prefix(33)) + "…" : text
    }
}
