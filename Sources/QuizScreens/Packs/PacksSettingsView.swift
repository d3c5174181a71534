import Foundation
import QuizCore
import QuizText

/// The packs' Settings (the URL, Check now, the last check), its keyboard,
/// and the Scores screen.
struct PacksSettingsView {
    let view: PacksView

    var scene: PacksScene { view.scene }
    var layout: PacksLayout { view.layout }

    /// The page's title, right of the back button.
    private func drawTitle(_ painter: Painter, _ title: String) {
        let box = layout.questionHeaderText
        painter.line(title, in: box, largest: layout.pixels(0.06), Theme.accent, bold: true, anchorX: 0.5)
    }

    // MARK: Settings

    func drawSettings(_ painter: Painter) {
        let catalog = painter.catalog
        view.drawBack(painter, label: catalog["button.back"])
        drawTitle(painter, catalog["quizpacks.settings_title"])
        let status = scene.status
        let field = layout.urlField
        let labelBox = Rect(
            x: field.x, y: layout.header.maxY + layout.gap * 2, width: field.width,
            height: field.y - layout.header.maxY - layout.gap * 2)
        painter.line(catalog["quizpacks.url"], in: labelBox, largest: layout.pixels(0.04), Theme.textDim, bold: true)
        painter.roundedRect(field, radius: field.height * 0.2, Theme.surface)
        // No URL: as much of why as the field holds at the readable minimum, never cut.
        let box = field.insetBy(dx: field.height * 0.3, dy: 0)
        let urlText =
            status.url
            ?? [
                catalog["quizpacks.url_none"], catalog["quizpacks.url_none_short"],
                catalog["quizpacks.url_none_shortest"],
            ].first {
                painter.width(of: $0, TextStyle(pixels: Theme.minimumTextPixels)) <= box.width
            } ?? catalog["quizpacks.url_none_shortest"]
        painter.line(
            urlText, in: box, largest: layout.pixels(0.045), status.url == nil ? Theme.textDim : Theme.text)
        let origin: String
        switch status.origin {
        case .stored: origin = catalog["quizpacks.url_set_here"]
        case .config: origin = catalog["quizpacks.url_from_config"]
        case .none: origin = catalog["quizpacks.url_set_one"]
        }
        let originBox = Rect(
            x: field.x, y: field.maxY + layout.gap * 0.5, width: field.width,
            height: painter.lineRoom.height(layout.pixels(0.034), least: (layout.pixels(0.034) * 1.3).rounded()))
        painter.line(origin, in: originBox, largest: layout.pixels(0.034), Theme.textDim)
        let buttons = layout.settingsButtons
        FocusButton.draw(
            painter, buttons.change, label: catalog["quizpacks.change_url"], icon: .gear,
            focused: scene.focus == .changeURL)
        FocusButton.draw(
            painter, buttons.check, label: catalog[status.checking ? "quizpacks.checking" : "quizpacks.check_now"],
            icon: .replay,
            focused: scene.focus == .checkNow, enabled: status.url != nil && !status.checking)
        painter.paragraph(
            reportLines(status, painter).joined(separator: "\n"), in: layout.settingsReport,
            largest: layout.pixels(0.04),
            Theme.text, centered: false)
        if let notice = scene.noticeLine, !status.checking {
            let box = Rect(
                x: layout.margin, y: layout.hintLine.y - layout.hintLine.height - layout.gap,
                width: layout.width - 2 * layout.margin, height: layout.hintLine.height)
            painter.line(
                painter.catalog(notice.text), in: box, largest: layout.pixels(0.038),
                notice.isError ? Theme.wrong : Theme.right)
        }
        view.drawHint(painter, [scene.isInKiosk ? catalog["quizpacks.hint_back_to_admin"] : catalog["hint.esc_back"]])
    }

    /// How the last check went, in lines: when it succeeded and what it changed, or why it failed.
    func reportLines(_ status: PackSourceStatus, _ painter: Painter) -> [String] {
        let catalog = painter.catalog
        var lines: [String] = []
        if status.checking {
            lines.append(catalog.text("quizpacks.checking_url", ["url": painter.leftToRight(status.url ?? "")]))
        }
        if let success = status.lastSuccess {
            lines.append(
                catalog.text("quizpacks.last_checked", ["when": PacksTime.describe(success, now: scene.now(), catalog)])
            )
            if let change = status.lastChange { lines.append(change.screenText.string(in: catalog)) }
        } else if status.url != nil, !status.checking {
            lines.append(catalog["quizpacks.not_checked"])
        }
        if let problem = status.lastProblem {
            lines.append(catalog.text("quizpacks.check_failed", ["problem": problem.screenText.string(in: catalog)]))
        }
        return lines
    }

    func drawKeyboard(_ painter: Painter) {
        let titleBox = layout.header
        KeyboardView(
            keyboard: scene.keyboard, title: painter.catalog["quizpacks.url"],
            titleStyle: TextStyle(pixels: layout.pixels(0.06), bold: true),
            titleY: titleBox.y, field: layout.keyboardField, noteY: layout.keyboardNoteY,
            noteStyle: TextStyle(pixels: layout.pixels(0.034)), keys: layout.keys(scene.keyboard.rows), time: view.time
        ).draw(painter, width: layout.width, margin: layout.margin)
    }

    // MARK: Scores

    func drawScores(_ painter: Painter) {
        view.drawBack(painter)
        let catalog = painter.catalog
        drawTitle(painter, catalog["quizpacks.your_scores"])
        let board = scene.board
        let columns = layout.scoreColumns
        drawScoreList(
            painter, title: catalog["quizpacks.best_per_pack"],
            rows: board.best.map { ($0.packTitle, PacksTime.score($0.score, catalog)) },
            empty: catalog["quizpacks.finish_to_see_best"], in: columns.best)
        drawScoreList(
            painter, title: catalog["quizpacks.recent_games"],
            rows: board.recent.map {
                (
                    PacksTime.moment($0.finishedAt, now: scene.now(), catalog) + "  " + $0.packTitle,
                    PacksTime.score($0.score, catalog)
                )
            },
            empty: catalog["quizpacks.no_games"], in: columns.recent)
        view.drawHint(
            painter,
            scene.isInKiosk
                ? [catalog["quizpacks.hint_tap_packs_back"]]
                : [
                    catalog["hint.esc_back"] + " · " + catalog["quizpacks.hint_arrows_scroll"],
                    catalog["hint.esc_back"],
                ])
    }

    /// A titled list of "name ... score" rows, as many as fit; "and N more" when some do not.
    private func drawScoreList(
        _ painter: Painter, title: String, rows: [(String, String)], empty: String, in area: Rect
    ) {
        let rowHeight = layout.scoreRowHeight
        painter.line(
            title, in: Rect(x: area.x, y: area.y, width: area.width, height: rowHeight),
            largest: layout.pixels(0.045), Theme.accent, bold: true)
        var y = area.y + rowHeight
        guard !rows.isEmpty else {
            painter.line(
                empty, in: Rect(x: area.x, y: y, width: area.width, height: rowHeight), largest: layout.pixels(0.04),
                Theme.textDim)
            return
        }
        let fit = max(1, Int((area.maxY - y) / rowHeight))
        let first = min(scene.scoresTop, max(0, rows.count - fit))
        let shown = rows.dropFirst(first).prefix(rows.count - first > fit ? fit - 1 : fit)
        for (name, score) in shown {
            let scoreStyle = TextStyle(pixels: layout.pixels(0.042), bold: true)
            let scoreWidth = painter.width(of: score, scoreStyle)
            painter.roundedRect(
                Rect(x: area.x, y: y + 1, width: area.width, height: rowHeight - 2), radius: rowHeight * 0.2,
                Theme.surface)
            painter.text(
                score, scoreStyle, Theme.text, x: area.maxX - layout.gap, y: y + rowHeight / 2, anchorX: 1, anchorY: 0.5
            )
            painter.line(
                name,
                in: Rect(
                    x: area.x + layout.gap, y: y, width: area.width - scoreWidth - layout.gap * 3, height: rowHeight),
                largest: layout.pixels(0.04), Theme.text)
            y += rowHeight
        }
        let hidden = rows.count - first - shown.count
        if hidden > 0 {
            painter.line(
                painter.catalog.text("quizpacks.and_more", ["count": painter.catalog.number(hidden)]),
                in: Rect(x: area.x, y: y, width: area.width, height: rowHeight),
                largest: layout.pixels(0.036), Theme.textDim)
        }
    }
}
