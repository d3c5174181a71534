import QuizCore
import QuizText

/// Draws the profile scene's page on view.
struct ProfileView {
    let scene: ProfileScene
    let layout: ProfileLayout
    let time: Double

    func draw(_ painter: Painter) {
        switch scene.page {
        case .profile(let id): drawProfile(painter, id)
        case .avatars: drawAvatars(painter)
        case .follows(let id, let tab): drawFollows(painter, id, tab: tab)
        case .search: drawSearch(painter)
        case .results(let text): drawResults(painter, text)
        case .compare(let id): ProfileCompareView(view: self).draw(painter, other: id)
        }
        if let notice = scene.notice {
            painter.line(
                painter.catalog(notice.text), in: layout.notice, largest: layout.bodyPixels,
                notice.isError ? Theme.wrong : Theme.right,
                anchorX: 0.5)
        }
    }

    /// The page's buttons along the bottom, and any list rows, from the scene's targets.
    func drawButtons(_ painter: Painter, labels: [(String, Icon?)]) {
        let targets = scene.targets(layout)
        let buttons = Array(targets.suffix(labels.count))
        for (index, (target, label)) in zip(buttons, labels).enumerated() {
            FocusButton.draw(
                painter, target.rect, label: painter.catalog[label.0], icon: label.1,
                focused: scene.focus == targets.count - labels.count + index)
        }
    }

    func title(_ painter: Painter, _ text: String) {
        painter.line(text, in: layout.title, largest: layout.titlePixels, Theme.text, bold: true, anchorX: 0.5)
    }

    // MARK: The profile

    func drawProfile(_ painter: Painter, _ id: Int64) {
        guard let profile = scene.profile(id) else {
            painter.paragraph(
                painter.catalog["profile.unreadable"],
                in: layout.body(below: layout.margin), largest: layout.bodyPixels, Theme.wrong, middle: true)
            drawButtons(painter, labels: scene.profileButtons(id).map { ($0.label, $0.icon) })
            return
        }
        let header = layout.header
        AvatarDrawing.draw(painter, profile.avatar, name: profile.player.name, in: layout.avatar, desk: scene.desk)
        let textX = layout.avatar.maxX + layout.margin
        let textWidth = header.maxX - textX
        let catalog = painter.catalog
        let name =
            id == scene.viewer.id
            ? catalog.text("profile.name_you", ["name": profile.player.name]) : profile.player.name
        painter.line(
            name, in: Rect(x: textX, y: header.y, width: textWidth, height: header.height * 0.55),
            largest: layout.titlePixels, Theme.text, bold: true)
        let streak =
            profile.streak == 0
            ? catalog["profile.no_streak"] : catalog.plural("profile.streak_days", count: profile.streak)
        let points = catalog.text("profile.points_short", ["points": catalog.number(profile.points)])
        let figures = [
            [
                catalog.plural("score.points", count: profile.points), streak,
                catalog.plural("profile.followers", count: profile.followers),
                catalog.text("profile.following", ["count": catalog.number(profile.following)]),
            ].joined(separator: " · "),
            [
                points, streak,
                catalog.text(
                    "profile.follows_short",
                    ["followers": catalog.number(profile.followers), "following": catalog.number(profile.following)]),
            ].joined(separator: " · "),
            points + " · " + streak,
        ]
        painter.line(
            firstOf: figures,
            in: Rect(x: textX, y: header.y + header.height * 0.55, width: textWidth, height: header.height * 0.45),
            largest: layout.bodyPixels, Theme.textDim)
        let panels = layout.panels
        drawWeek(painter, profile.week, in: panels.week)
        drawHonours(painter, profile, in: panels.honours)
        drawButtons(painter, labels: scene.profileButtons(id).map { ($0.label, $0.icon) })
    }

    /// A panel's surface and title (the first of `titles`, longest first, that fits: see `Painter.line(firstOf:)`);
    /// returns the room under the title.
    func panel(_ painter: Painter, _ rect: Rect, titles: [String]) -> Rect {
        painter.roundedRect(rect, radius: min(12, rect.height * 0.06), Theme.surface)
        let pad = max(4, (layout.margin * 0.6).rounded())
        let titleBox = Rect(
            x: rect.x + pad, y: rect.y + pad * 0.5, width: rect.width - 2 * pad,
            height: painter.drawnPixels(layout.bodyPixels) * 1.4)
        painter.line(firstOf: titles, in: titleBox, largest: layout.bodyPixels, Theme.accent, bold: true)
        return Rect(
            x: rect.x + pad, y: titleBox.maxY, width: rect.width - 2 * pad, height: rect.maxY - titleBox.maxY - pad)
    }

    func drawWeek(_ painter: Painter, _ week: WeekStats, in rect: Rect) {
        guard rect.height > layout.smallest * 4 else { return }
        let catalog = painter.catalog
        let inner = panel(painter, rect, titles: [catalog["profile.this_week"]])
        let games = catalog.plural("profile.games", count: week.games)
        let right =
            week.answered == 0
            ? catalog["profile.no_answers"]
            : catalog.text("profile.share_right", ["share": Self.percent(week.rightPercent, catalog)])
        let variants = [
            [games, right, catalog.plural("score.points", count: week.points)].joined(separator: " · "),
            games + " · " + right,
        ]
        // Where even the games and the share right are too wide at the readable minimum (Spanish at 320x240), they
        // take two rows and the chart gives up one.
        let floorStyle = TextStyle(pixels: painter.readableFloor(Theme.minimumTextPixels))
        let rows = Self.rows(variants[1], painter, width: inner.width)
        let wrapped = rows.count > 1 ? rows : []
        let rowHeight = painter.drawnPixels(layout.smallest) * 1.5
        let line = Rect(
            x: inner.x, y: inner.y, width: inner.width, height: rowHeight * Double(max(1, min(2, wrapped.count))))
        if wrapped.isEmpty {
            painter.line(firstOf: variants, in: line, largest: layout.bodyPixels, Theme.text)
        } else {
            for (index, text) in wrapped.prefix(2).enumerated() {
                painter.line(
                    text,
                    in: Rect(x: line.x, y: line.y + Double(index) * rowHeight, width: line.width, height: rowHeight),
                    largest: floorStyle.pixelsDouble, Theme.text)
            }
        }
        let chart = Rect(x: inner.x, y: line.maxY + 2, width: inner.width, height: inner.maxY - line.maxY - 2)
        if week.games == 0 {
            painter.paragraph(
                catalog["profile.no_game_this_week"], in: chart, largest: layout.bodyPixels, Theme.textDim, middle: true
            )
            return
        }
        DayChart(layout: layout).draw(
            painter, in: chart, series: [week.days.map(\.points)], colors: [Theme.accent])
    }

    /// A whole percentage as the language writes it ("75 %", Arabic "75٪"), or a dash with no answers.
    static func percent(_ value: Int?, _ catalog: Catalog) -> String {
        value.map { catalog.percent($0) } ?? "–"
    }

    func drawHonours(_ painter: Painter, _ profile: PlayerProfile, in rect: Rect) {
        guard rect.height > layout.smallest * 3 else { return }
        let catalog = painter.catalog
        let inner = panel(painter, rect, titles: [catalog["profile.medals_badges"], catalog["profile.honours_short"]])
        var lines = profile.honours.map { honour -> String in
            let medal = honour.medal.map { Medal(rawValue: $0).map { catalog[$0.nameKey] } ?? $0 }
            let parts = (medal.map { [$0] } ?? []) + honour.badges.map { $0.screenText.string(in: catalog) }
            return catalog.text("profile.topic_honours", ["topic": honour.topic, "honours": catalog.list(parts)])
        }
        lines += profile.otherBadges.map { $0.screenText.string(in: catalog) }
        if lines.isEmpty { lines = [catalog["profile.no_honours"]] }
        let lineHeight = (painter.drawnPixels(layout.smallest) * 1.45).rounded()
        let room = max(1, Int(inner.height / lineHeight))
        let floor = painter.readableFloor(Theme.minimumTextPixels)
        // A line too wide for the panel even at the readable minimum ("Animals: Goldmedaille" at 320x240) takes
        // the rows it wraps into there rather than ending in "…"; the lines that do not fit are counted at the end.
        var rows = lines.map { Self.rows($0, painter, width: inner.width) }
        let kept = Self.honourLinesKept(rows.map(\.count), room: room)
        if kept < rows.count {
            let more = catalog.text("quizpacks.and_more", ["count": catalog.number(rows.count - kept)])
            rows = Array(rows.prefix(kept)) + [[more]]
        }
        // At a larger text size the lines share one size, the one the longest fits at, rather than one line
        // shrinking alone; a wrapped line is drawn at the size it was wrapped at.
        let largest =
            painter.textGrowth > 1
            ? rows.filter { $0.count == 1 }.map {
                painter.style(TextStyle(pixels: layout.bodyPixels), fitting: $0[0], width: inner.width, floor: floor)
                    .pixelsDouble
            }.min() ?? layout.bodyPixels : layout.bodyPixels
        var top = inner.y
        for row in rows {
            for text in row {
                painter.line(
                    text, in: Rect(x: inner.x, y: top, width: inner.width, height: lineHeight),
                    largest: row.count > 1 ? floor : largest, Theme.text)
                top += lineHeight
            }
        }
    }

    /// `text` on one row where it fits `width` at the readable minimum, else on the rows it wraps into there.
    static func rows(_ text: String, _ painter: Painter, width: Double) -> [String] {
        let floor = TextStyle(pixels: painter.readableFloor(Theme.minimumTextPixels))
        return painter.width(of: text, floor) <= width ? [text] : painter.fonts.wrap(text, floor, width: width)
    }

    /// How many of the honours' lines, taking `rowCounts` rows each, fit `room` rows in order, keeping a row for
    /// "and N more" when some are left out.
    static func honourLinesKept(_ rowCounts: [Int], room: Int) -> Int {
        var kept = 0
        var used = 0
        while kept < rowCounts.count, used + rowCounts[kept] <= room {
            used += rowCounts[kept]
            kept += 1
        }
        guard kept < rowCounts.count else { return kept }
        while kept > 0, used + 1 > room {
            kept -= 1
            used -= rowCounts[kept]
        }
        return kept
    }

    // MARK: Avatars

    func drawAvatars(_ painter: Painter) {
        title(painter, painter.catalog["profile.choose_avatar"])
        let current = scene.profile(scene.viewer.id)?.avatar
        let targets = scene.targets(layout)
        for (index, target) in targets.enumerated() {
            guard case .choose(let avatar) = target.action else { continue }
            let cell = target.rect
            let focused = scene.focus == index
            painter.noteTapTarget(cell)
            painter.roundedRect(cell, radius: cell.width * 0.12, focused ? Theme.surfaceRaised : Theme.surface)
            if focused {
                painter.roundedRect(
                    cell, radius: cell.width * 0.12, Theme.accent, stroke: max(2, (cell.width * 0.04).rounded()))
            }
            AvatarDrawing.draw(painter, avatar, name: scene.viewer.name, in: cell.scaled(0.8), desk: scene.desk)
            if avatar == current {
                let badge = (cell.width * 0.3).rounded()
                let spot = Rect(x: cell.maxX - badge, y: cell.y, width: badge, height: badge)
                painter.circle(centerX: spot.midX, centerY: spot.midY, radius: badge / 2, Theme.right)
                painter.icon(.check, in: spot.scaled(0.6), Theme.text)
            }
        }
        drawButtons(painter, labels: [("button.back", .chevronLeft)])
    }

    // MARK: Follows and search

    /// The follow lists' tabs' words: the followers and the followed, with their counts.
    static func tabLabels(_ catalog: Catalog, _ profile: PlayerProfile?) -> [String] {
        [
            catalog.text("profile.followers_tab", ["count": catalog.number(profile?.followers ?? 0)]),
            catalog.text("profile.following_tab", ["count": catalog.number(profile?.following ?? 0)]),
        ]
    }

    /// Whether both tabs' `labels` fit whole side by side in `layout`.
    static func tabsFitSideBySide(_ painter: Painter, _ layout: ProfileLayout, labels: [String]) -> Bool {
        var layout = layout
        layout.tabsStacked = false
        return zip(layout.tabs, labels).allSatisfy { FocusButton.fits(painter, $0, label: $1, icon: nil) }
    }

    func drawFollows(_ painter: Painter, _ id: Int64, tab: Int) {
        let profile = scene.profile(id)
        let own = id == scene.viewer.id
        let catalog = painter.catalog
        let name: String = profile?.player.name ?? catalog["profile.them"]
        title(painter, own ? catalog["profile.your_follows"] : catalog.text("profile.their_follows", ["name": name]))
        let labels = Self.tabLabels(catalog, profile)
        for (index, rect) in layout.tabs.enumerated() {
            FocusButton.draw(painter, rect, label: labels[index], icon: nil, focused: scene.focus == index)
            if index == tab {
                painter.fill(
                    Rect(
                        x: rect.x + rect.height * 0.4, y: rect.maxY + 2, width: rect.width - rect.height * 0.8,
                        height: 3),
                    Theme.accent)
            }
        }
        let empty =
            tab == 0
            ? (own ? catalog["profile.nobody_follows_you"] : catalog.text("profile.nobody_follows", ["name": name]))
            : catalog[own ? "profile.you_follow_nobody" : "profile.they_follow_nobody"]
        drawPeople(painter, top: layout.followsTop, empty: empty, firstTarget: 2)
        drawButtons(painter, labels: [("button.back", .chevronLeft)])
    }

    func drawSearch(_ painter: Painter) {
        KeyboardView(
            keyboard: scene.keyboard, title: painter.catalog["profile.find_a_player"],
            titleStyle: TextStyle(pixels: layout.titlePixels, bold: true),
            titleY: layout.margin, field: layout.field, noteY: layout.fieldNoteY,
            noteStyle: TextStyle(pixels: layout.smallest), keys: layout.keys(scene.keyboard.rows), time: time
        ).draw(painter, width: layout.width, margin: layout.margin)
    }

    func drawResults(_ painter: Painter, _ text: String) {
        title(painter, painter.catalog.text("profile.players_matching", ["text": text]))
        drawPeople(
            painter, top: layout.title.maxY + layout.margin * 0.6,
            empty: painter.catalog.text("profile.no_name_holds", ["text": text]), firstTarget: 0)
        drawButtons(painter, labels: [("profile.search", .globe), ("button.back", .chevronLeft)])
    }

    /// The listed players as rows: avatar and name; or a line saying there are none.
    func drawPeople(_ painter: Painter, top: Double, empty: String, firstTarget: Int) {
        let rows = layout.rows(from: top, count: scene.shownPeople.count)
        guard !rows.isEmpty else {
            painter.paragraph(
                empty,
                in: Rect(
                    x: layout.margin, y: top, width: layout.width - 2 * layout.margin, height: layout.notice.y - top),
                largest: layout.bodyPixels, Theme.textDim, middle: true)
            return
        }
        for (index, (rect, person)) in zip(rows, scene.shownPeople).enumerated() {
            let focused = scene.focus == firstTarget + index
            painter.noteTapTarget(rect)
            painter.roundedRect(rect, radius: rect.height * 0.3, focused ? Theme.accent : Theme.surfaceRaised)
            let side = (rect.height * 0.8).rounded()
            let avatar = Rect(x: rect.x + rect.height * 0.2, y: rect.midY - side / 2, width: side, height: side)
            AvatarDrawing.draw(painter, person.avatar, name: person.player.name, in: avatar, desk: scene.desk)
            let textX = avatar.maxX + rect.height * 0.3
            painter.line(
                person.player.name,
                in: Rect(x: textX, y: rect.y, width: rect.maxX - textX - rect.height * 0.3, height: rect.height),
                largest: layout.bodyPixels, focused ? Theme.accentText : Theme.text, bold: true)
        }
    }
}

/// A player's avatar in a square: their picture, or their initials on a disc.
enum AvatarDrawing {
    static let discColours = [Color(hex: 0x4DABF7), Color(hex: 0x69DB7C), Color(hex: 0xFF8787), Color(hex: 0xDA77F2)]

    static func draw(_ painter: Painter, _ avatar: Avatar, name: String, in rect: Rect, desk: ProfileDesk) {
        if let path = desk.picturePath(avatar), painter.picture(path, in: rect) { return }
        // A colour of the name's own, so players without a picture still look apart.
        let colour = discColours[name.unicodeScalars.reduce(0) { $0 + Int($1.value) } % discColours.count]
        painter.circle(centerX: rect.midX, centerY: rect.midY, radius: rect.width / 2, colour)
        let initials = name.split(separator: " ").prefix(2).compactMap(\.first).map(String.init).joined()
        let style = TextStyle(pixels: max(Theme.minimumTextPixels, (rect.height * 0.4).rounded()), bold: true)
        painter.text(
            initials.uppercased(), style, Theme.accentText, x: rect.midX, y: rect.midY, anchorX: 0.5, anchorY: 0.5)
    }
}
