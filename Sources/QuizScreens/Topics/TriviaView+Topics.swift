import Foundation
import QuizCore
import QuizFlows
import QuizText

/// The topic screens, drawn with trivia's own views: its question, answers,
/// timer bar, pill buttons, card and notice.
extension TriviaView {
    func drawTopics(_ painter: Painter, _ flow: TopicsFlow) {
        switch flow.screen {
        case .list: drawTopicList(painter, flow)
        case .topic: drawTopicRules(painter, flow)
        case .play: drawTopicQuestion(painter, flow)
        case .result: drawTopicResult(painter, flow)
        }
        if flow.confirmingQuit { drawTopicQuit(painter, flow) }
        drawFocus(painter)
        drawNotice(painter)
    }

    /// The top bar of a topic screen: a title on the left, a figure on the right. The figure takes the room it
    /// needs ("3 of 10 · 200 points" is long in German): what the title leaves at its own size, else what it
    /// leaves at the readable minimum, and half the bar in any case.
    func drawTopicsBar(_ painter: Painter, title: String, detail: String) {
        let bar = layout.topBar
        let largest = layout.barStyle.pixelsDouble * 1.15
        let floor = painter.readableFloor(layout.readablePixels)
        let titleWidth = { (pixels: Double) in painter.width(of: title, TextStyle(pixels: pixels, bold: true)) }
        var detailRoom = max(bar.width / 2, bar.width - layout.margin - titleWidth(min(largest, bar.height * 0.8)))
        if painter.width(of: detail, TextStyle(pixels: floor)) > detailRoom {
            detailRoom = max(bar.width / 2, bar.width - layout.margin - titleWidth(floor))
        }
        let detailRect = painter.line(
            detail, in: Rect(x: bar.maxX - detailRoom, y: bar.y, width: detailRoom, height: bar.height),
            largest: largest * 0.85, Theme.textDim, anchorX: 1, smallest: layout.readablePixels)
        let room = max(20, detailRect.x - bar.x - layout.margin)
        painter.line(
            title, in: Rect(x: bar.x, y: bar.y, width: room, height: bar.height), largest: largest, Theme.accent,
            bold: true, smallest: layout.readablePixels)
    }

    /// Pill buttons drawn together, their words at one size (as `drawButtons`); `shorter`: each pill's short
    /// wording, in the same order, where it has one (`PillFit`).
    func drawTopicPills(
        _ painter: Painter, _ pills: [(rect: Rect, text: String, key: String, icon: Icon?, primary: Bool)],
        shorter: [String?] = [], opacity: Double = 1
    ) {
        let short = { (index: Int) in index < shorter.count ? shorter[index] : nil }
        let shared = pills.enumerated().map { index, pill in
            PillFit.fit(
                pill.text, shorter: short(index), keyHint: pill.key, hasIcon: pill.icon != nil, in: pill.rect,
                painter: painter, readable: layout.readablePixels
            ).style.pixelsDouble
        }.min()
        for (index, pill) in pills.enumerated() {
            drawPill(
                painter, pill.rect, text: pill.text, shorter: short(index), keyHint: pill.key, icon: pill.icon,
                primary: pill.primary, opacity: opacity, largestPixels: shared)
        }
    }

    // MARK: The list

    func drawTopicList(_ painter: Painter, _ flow: TopicsFlow) {
        let rows = layout.topicRows(count: flow.entries.count, selected: flow.selected)
        let pages = (flow.entries.count + layout.topicsPerPage - 1) / layout.topicsPerPage
        let page = flow.selected / layout.topicsPerPage + 1
        let catalog = painter.catalog
        drawTopicsBar(
            painter, title: catalog["trivia.topics"],
            detail: pages > 1
                ? catalog.text("topics.page_of", ["page": catalog.number(page), "pages": catalog.number(pages)])
                : catalog.plural("trivia.topic_count", count: flow.entries.count))
        if flow.entries.isEmpty {
            painter.paragraph(
                catalog["topics.none_to_play"], in: layout.topicsListArea, largest: layout.shortSide * 0.05,
                Theme.textDim, middle: true)
        }
        for (index, rect) in rows {
            drawTopicRow(painter, flow.entries[index], in: rect, selected: index == flow.selected)
        }
        let foot = layout.footButtons(2)
        drawTopicPills(
            painter,
            [
                (foot[0], catalog["button.back"], escapeKey, nil, false),
                (foot[1], catalog["topics.open"], catalog["key.enter"], .play, true),
            ])
    }

    private func drawTopicRow(_ painter: Painter, _ entry: TopicEntry, in rect: Rect, selected: Bool) {
        painter.noteTapTarget(rect)
        let radius = min(rect.height * 0.3, layout.shortSide * 0.03)
        painter.roundedRect(rect, radius: radius, selected ? Theme.surfaceRaised : Theme.surface)
        if selected {
            painter.roundedRect(rect, radius: radius, Theme.accent, stroke: max(2, layout.shortSide * 0.006))
        }
        let disc = rect.height * 0.56
        let discRect = Rect(x: rect.x + rect.height * 0.22, y: rect.midY - disc / 2, width: disc, height: disc)
        drawMedal(painter, entry.medal, in: discRect)
        let topic = entry.topic
        let largest = min(rect.height * 0.42, layout.shortSide * 0.05)
        let right = Rect(x: rect.midX, y: rect.y, width: rect.width / 2 - rect.height * 0.25, height: rect.height)
        let progress = TopicProgressText(topic: topic, catalog: painter.catalog)
        let detail = painter.line(
            firstOf: [
                progress.answeredOf + " · " + progress.percentRight,
                progress.answeredShort + " · " + progress.percent, progress.answeredShort,
            ], in: right, largest: max(layout.readablePixels, largest * 0.8), Theme.textDim, anchorX: 1)
        let nameLeft = discRect.maxX + rect.height * 0.25
        painter.line(
            topic.name,
            in: Rect(x: nameLeft, y: rect.y, width: max(10, detail.x - nameLeft - layout.margin), height: rect.height),
            largest: largest, topic.isLocked ? Theme.textDim : Theme.text, bold: true, smallest: layout.readablePixels)
    }

    /// A medal as a coloured disc with a star; an empty ring when none is held yet.
    func drawMedal(_ painter: Painter, _ medal: Medal?, in rect: Rect) {
        if let medal {
            painter.circle(centerX: rect.midX, centerY: rect.midY, radius: rect.width / 2, Self.medalColor(medal))
            painter.icon(.star, in: rect.scaled(0.6), Theme.accentText)
        } else {
            painter.circle(
                centerX: rect.midX, centerY: rect.midY, radius: rect.width / 2 - 1, Theme.dieDim,
                stroke: max(2, rect.width * 0.08))
        }
    }

    // MARK: A topic's first screen

    func drawTopicRules(_ painter: Painter, _ flow: TopicsFlow) {
        guard let entry = flow.entry else { return }
        let topic = entry.topic
        let catalog = painter.catalog
        drawTopicsBar(painter, title: topic.name, detail: catalog[entry.medal.map(\.nameKey) ?? "medal.none_yet"])
        let foot = layout.footButtons(3)
        let top = layout.topBar.maxY + layout.margin * 0.5
        let least = max(layout.readablePixels * 1.5, layout.shortSide * 0.055)
        // The progress line's row: its line as drawn where taller (`LineRoom`), asked for as it always was.
        let lineHeight = painter.lineRoom.height(least * 0.7, least: least)
        let left = topic.total - topic.answered
        let progress = TopicProgressText(topic: topic, catalog: catalog)
        painter.line(
            firstOf: [
                [
                    progress.answeredOf, progress.percentRight,
                    catalog.text("topics.left", ["count": catalog.number(left)]),
                ]
                .joined(separator: " · "),
                catalog.text("topics.answered_short", ["answered": progress.answeredShort]) + " · "
                    + progress.percentRight,
                progress.answeredShort + " · " + progress.percent,
            ], in: Rect(x: layout.contentX, y: top, width: layout.contentWidth, height: lineHeight),
            largest: least * 0.7, Theme.textDim, anchorX: 0.5)
        let area = Rect(
            x: layout.contentX, y: top + lineHeight + layout.margin * 0.3, width: layout.contentWidth,
            height: foot[0].y - layout.margin * 0.8 - (top + lineHeight + layout.margin * 0.3))
        let quizCount = min(TopicQuizKind.questionCount, left)
        let quizRules =
            quizCount > 0
            ? catalog.plural(
                "topics.rules_quiz", count: quizCount, ["points": catalog.number(TopicQuizKind.categoryPoints)])
            : catalog["topics.quiz_nothing_new"]
        var timedRules = catalog.plural(
            "topics.rules_timed", count: min(TopicQuizKind.questionCount, topic.total),
            [
                "seconds": catalog.number(Int(TopicQuizKind.timedSeconds(timeScalePercent: flow.timeScalePercent))),
                "base": catalog.number(SpeedPoints.base),
                "bonus": catalog.number(SpeedPoints.maximumBonus),
            ])
        if flow.timeScalePercent > TimeScale.standardPercent { timedRules += " " + catalog["a11y.more_time_game"] }
        let sideBySide = layout.width >= layout.height * 1.2
        let gap = layout.margin * 0.6
        let boxes =
            sideBySide
            ? [
                Rect(x: area.x, y: area.y, width: (area.width - gap) / 2, height: area.height),
                Rect(x: area.x + (area.width + gap) / 2, y: area.y, width: (area.width - gap) / 2, height: area.height),
            ]
            : [
                Rect(x: area.x, y: area.y, width: area.width, height: (area.height - gap) / 2),
                Rect(
                    x: area.x, y: area.y + (area.height + gap) / 2, width: area.width, height: (area.height - gap) / 2),
            ]
        let windows = [
            drawRulesBox(painter, title: catalog[TopicQuizKind.category.titleKey], rules: quizRules, in: boxes[0]),
            drawRulesBox(painter, title: catalog[TopicQuizKind.timed.titleKey], rules: timedRules, in: boxes[1]),
        ].compactMap { $0 }
        // The rules scroll together, as far as the longer goes; kept as drawn for Up, Down and the wheel.
        let longest = windows.max { $0.total - $0.shown < $1.total - $1.shown }
        scene.topicRulesLines = LineWindow(
            total: longest?.total ?? 0, shown: longest?.shown ?? 0, first: scene.topicRulesLines.first)
        drawTopicPills(
            painter,
            [
                (foot[0], catalog["button.back"], escapeKey, nil, false),
                (foot[1], catalog["topics.quiz"], "Q", .play, quizCount > 0),
                (foot[2], catalog["topics.timed"], "T", .clock, quizCount == 0),
            ], shorter: [nil, nil, catalog["topics.timed_short"]])
    }

    /// A game's rules under its name: whole where they fit at the readable minimum, else at that size a window
    /// of lines from `scene.topicRulesLines` with a bar saying where (returned, as `ScrollingText` drew it).
    private func drawRulesBox(_ painter: Painter, title: String, rules: String, in box: Rect) -> LineWindow? {
        guard box.height > 20 else { return nil }
        painter.roundedRect(box, radius: min(box.height * 0.1, layout.shortSide * 0.03), Theme.surface)
        let pad = layout.margin * 0.6
        let least = max(layout.readablePixels * 1.4, min(layout.shortSide * 0.06, box.height * 0.22))
        // The title's row: its bold line as drawn where taller (`LineRoom`), at most a third of the box.
        let head = max(least, min(painter.lineRoom.height(least * 0.8, bold: true, least: least), box.height / 3))
        painter.line(
            title, in: Rect(x: box.x + pad, y: box.y + pad * 0.5, width: box.width - pad * 2, height: head),
            largest: least * 0.8, Theme.accent, bold: true, anchorX: 0.5, smallest: layout.readablePixels)
        let text = Rect(
            x: box.x + pad, y: box.y + pad * 0.5 + head, width: box.width - pad * 2,
            height: box.height - pad - head)
        let smallest = TextStyle(pixels: painter.readableFloor(layout.readablePixels))
        guard painter.paragraphHeight(rules, smallest, width: text.width) > text.height else {
            painter.paragraph(rules, in: text, largest: layout.shortSide * 0.042, Theme.text, middle: true)
            return nil
        }
        return ScrollingText.draw(
            painter, rules, smallest, Theme.text, in: text, first: scene.topicRulesLines.first,
            bar: max(3, (pad * 0.5).rounded()), gap: pad * 0.5)
    }
}

/// A topic's progress in words, in the forms the list and the topic's screen choose from by room.
struct TopicProgressText {
    let topic: TriviaTopic
    let catalog: Catalog

    /// "3 of 20 answered".
    var answeredOf: String {
        catalog.text(
            "topics.answered_of", ["answered": catalog.number(topic.answered), "total": catalog.number(topic.total)])
    }

    /// "3/20".
    var answeredShort: String {
        catalog.text(
            "wcf.score_short", ["score": catalog.number(topic.answered), "total": catalog.number(topic.total)])
    }

    /// "80%".
    var percent: String { catalog.percent(topic.percentRight) }

    /// "80% right".
    var percentRight: String { catalog.text("topics.percent_right", ["percent": catalog.number(topic.percentRight)]) }
}

extension TopicQuizKind {
    /// The catalog key of the game's name on buttons and titles.
    var titleKey: String { self == .timed ? "topics.timed_challenge" : "topics.quiz" }
}
