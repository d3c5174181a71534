import QuizFlows

/// Where the home screen's parts go, from the window size and the number of
/// tiles: a row of tiles on a wide screen, a column on a tall one, so a
/// portrait panel stacks the same parts instead of shrinking them.
struct HomeLayout: ScreenLayout {
    let size: Size
    let tileCount: Int
    /// Whether the screen has the Leaderboards button (in the header when wide, under the tiles when tall).
    var hasBoards = false
    /// Whether a quiet status line (the fleet's "Offline: ...") goes above the hint; the tiles make room for it.
    var hasStatusLine = false
    /// Whether the speaker button (the Accessibility screen) shows: in the header when wide, at the end of the
    /// row under the tiles when tall (the header of a narrow screen has no room left for it).
    var hasSpeaker = false
    /// Whether the globe button (the next language) shows: right of the speaker, where the speaker goes.
    var hasGlobe = false
    /// Row heights for the text size and language drawn in (`LineRoom`): a row meant for a line of the hint's
    /// size (a field's note, the account forms' notes) grows with them.
    var lines = LineRoom.latinAtHundred

    /// The height of a row holding one line at the hint's size: 1.3 times it, or the line as drawn where taller.
    var hintRow: Double { lines.height(Double(hintStyle.pixels), least: Double(hintStyle.pixels) * 1.3) }

    /// How many square icon buttons (the speaker, the globe) go beside Leaderboards.
    var squareCount: Int { (hasSpeaker ? 1 : 0) + (hasGlobe ? 1 : 0) }

    var margin: Double { max(6, (shortSide * 0.04).rounded()) }

    var titleStyle: TextStyle {
        TextStyle(pixels: Theme.textPixels(0.075, of: Size(width: width, height: shortSide)), bold: true)
    }
    var textStyle: TextStyle { TextStyle(pixels: Theme.textPixels(0.04, of: Size(width: width, height: shortSide))) }
    var hintStyle: TextStyle { TextStyle(pixels: Theme.textPixels(0.032, of: Size(width: width, height: shortSide))) }

    /// The top band: the name of the game on the left, the player on the right.
    var header: Rect {
        Rect(
            x: margin, y: margin, width: width - 2 * margin,
            height: lines.target(max(26, (shortSide * 0.1).rounded()), shortSide: shortSide))
    }

    /// "Enter your name" or "Switch player", at the header's right end.
    var playerButton: Rect {
        let buttonHeight = header.height
        let buttonWidth = min(header.width * 0.5, max(buttonHeight * 4.6, width * 0.22)).rounded()
        return Rect(x: header.maxX - buttonWidth, y: header.y, width: buttonWidth, height: buttonHeight)
    }

    /// "Leaderboards" on a tall screen: across the bottom of the tiles' area (its header has room beside the
    /// title for the Profile and player buttons only).
    var boardsButtonUnderTiles: Rect {
        let area = tileArea
        let squaresRoom = Double(squareCount) * (header.height + margin * 0.5)
        return Rect(x: area.x, y: area.maxY + margin, width: area.width - squaresRoom, height: header.height)
    }

    /// The speaker on a tall screen: a square in the row under the tiles, left of the globe.
    var speakerUnderTiles: Rect { squareUnderTiles(fromRight: hasGlobe ? 1 : 0) }

    /// The globe on a tall screen: the square at the right end of the row under the tiles.
    var globeUnderTiles: Rect { squareUnderTiles(fromRight: 0) }

    /// The square button `index` places from the right end of the row under the tiles.
    private func squareUnderTiles(fromRight index: Int) -> Rect {
        let area = tileArea
        let x = area.maxX - header.height - Double(index) * (header.height + margin * 0.5)
        return Rect(x: x, y: area.maxY + margin, width: header.height, height: header.height)
    }

    /// The header's buttons right of the game's name, from the left: "Leaderboards" (on a wide screen), the
    /// speaker, the globe, "Profile" and the player button. Each is as wide as its label needs where both fit
    /// between the game's name (`titleWidth` wide, at the header's left) and the player button; else Profile
    /// shrinks to its star, then Leaderboards to "Boards", then to its trophy.
    struct HeaderButtons {
        var boards: Rect?
        /// The key of "Leaderboards" or "Boards", or nil (the trophy alone).
        var boardsLabel: String?
        var profile: Rect?
        var profileLabelled = false
        /// The speaker that opens the Accessibility screen: a square between Leaderboards and Profile (the
        /// focus order, so the arrows move across the header as it is drawn).
        var speaker: Rect?
        /// The globe that shows the next language: a square between the speaker and Profile.
        var globe: Rect?
        /// The player button ("Switch player"), at the header's right end: `playerButton`, or its icon alone
        /// where the others would not fit beside the game's name with its label; nil without one.
        var player: Rect?
        var playerLabelled = true
    }

    /// `playerLabelFits`: whether the player button's label stands whole beside its icon in `playerButton`; where it
    /// does not, the button is its icon alone, a square, as where the others need the room.
    func headerButtons(
        hasPlayerButton: Bool, boards: Bool, profile: Bool, titleWidth: Double, speaker: Bool = false,
        globe: Bool = false, playerLabelFits: Bool = true
    ) -> HeaderButtons {
        let height = header.height
        let gap = margin * 0.5
        let speakerInHeader = speaker && !isTall
        let globeInHeader = globe && !isTall
        let squaresRoom = Double((speakerInHeader ? 1 : 0) + (globeInHeader ? 1 : 0)) * (height + gap)
        let boardsInHeader = boards && !isTall
        let profileLabelled = min(header.width * 0.3, max(height * 3.4, width * 0.14)).rounded()
        // Widths as labels shrink, the most wanted first: (Leaderboards' label, its width, Profile labelled?).
        let choices: [(String?, Double, Bool)] = [
            ("home.leaderboards", (height * 4.3).rounded(), true),
            ("home.leaderboards", (height * 4.3).rounded(), false),
            ("home.boards", (height * 2.9).rounded(), false), (nil, height, false),
        ]
        func used(_ choice: (String?, Double, Bool)) -> Double {
            let boardsWidth = boardsInHeader ? choice.1 : 0
            let profileWidth = profile ? (choice.2 ? profileLabelled : height) : 0
            return boardsWidth + profileWidth + (boardsInHeader && profile ? gap : 0)
        }
        var buttons = HeaderButtons()
        var right = header.maxX
        if hasPlayerButton {
            // Labelled where its label fits it and even the smallest of the others fits between it and the name
            // (touching the name's last letter at most); else its icon alone.
            let labelled = playerButton
            let smallest = used(choices[choices.count - 1])
            buttons.playerLabelled =
                playerLabelFits && labelled.x - gap - squaresRoom - (header.x + titleWidth) >= smallest
            buttons.player =
                buttons.playerLabelled
                ? labelled : Rect(x: header.maxX - height, y: header.y, width: height, height: height)
            right = (buttons.player?.x ?? header.maxX) - gap
        }
        let room = right - squaresRoom - (header.x + titleWidth + gap)
        let choice = choices.first { used($0) <= room } ?? choices[choices.count - 1]
        var edge = right
        if profile {
            let profileWidth = choice.2 ? profileLabelled : height
            buttons.profile = Rect(x: edge - profileWidth, y: header.y, width: profileWidth, height: height)
            buttons.profileLabelled = choice.2
            edge -= profileWidth + gap
        }
        if globeInHeader {
            buttons.globe = Rect(x: edge - height, y: header.y, width: height, height: height)
            edge -= height + gap
        } else if globe {
            buttons.globe = globeUnderTiles
        }
        if speakerInHeader {
            buttons.speaker = Rect(x: edge - height, y: header.y, width: height, height: height)
            edge -= height + gap
        } else if speaker {
            buttons.speaker = speakerUnderTiles
        }
        if boardsInHeader {
            buttons.boards = Rect(x: edge - choice.1, y: header.y, width: choice.1, height: height)
            buttons.boardsLabel = choice.0
        } else if boards {
            buttons.boards = boardsButtonUnderTiles
            buttons.boardsLabel = "home.leaderboards"
        }
        return buttons
    }

    /// The line under the header naming who plays.
    var playerLine: Rect {
        Rect(
            x: margin, y: header.maxY + margin * 0.5, width: width - 2 * margin, height: Double(textStyle.pixels) * 1.3)
    }

    var hintY: Double { height - margin }
    /// The foot of the status line: one hint line above the hint's foot.
    var statusLineY: Double { hintY - Double(hintStyle.pixels) * 1.3 }

    /// Where the tiles go: between the player line and the hint.
    var tileArea: Rect {
        let top = playerLine.maxY + margin
        var bottom = hintY - Double(hintStyle.pixels) * 1.4 - margin * 0.5
        if hasStatusLine { bottom -= Double(hintStyle.pixels) * 1.3 }
        if hasBoards || hasSpeaker || hasGlobe, isTall { bottom -= header.height + margin }
        return Rect(x: margin, y: top, width: width - 2 * margin, height: max(0, bottom - top))
    }

    /// One rect per tile, all the same size: side by side on a wide screen, as tall as the area allows (up to
    /// twice their width, so no empty band lies above them); stacked on a tall one or where side by side
    /// they would be narrower than 120 px, in two columns where one column's rows would be too low for an icon
    /// beside the words (a small panel with five modes), the last row's tiles centred.
    var tiles: [Rect] {
        guard tileCount > 0 else { return [] }
        let area = tileArea
        let gap = margin
        let count = Double(tileCount)
        let sideBySideWidth = (area.width - gap * (count - 1)) / count
        if !isTall, sideBySideWidth >= 120 {
            let tileWidth = min(sideBySideWidth, area.height * 1.1).rounded()
            let tileHeight = min(area.height, tileWidth * 2).rounded()
            let used = tileWidth * count + gap * (count - 1)
            let left = area.x + ((area.width - used) / 2).rounded()
            let top = area.y + ((area.height - tileHeight) / 2).rounded()
            return (0..<tileCount).map { index in
                Rect(x: left + Double(index) * (tileWidth + gap), y: top, width: tileWidth, height: tileHeight)
            }
        }
        let oneColumnHeight = (area.height - gap * (count - 1)) / count
        let columns = tileCount > 1 && oneColumnHeight < 48 && (area.width - gap) / 2 >= 120 ? 2 : 1
        let rows = (tileCount + columns - 1) / columns
        let tileWidth = columns == 1 ? area.width : ((area.width - gap) / 2).rounded(.down)
        let tileHeight = min(
            (area.height - gap * Double(rows - 1)) / Double(rows), tileWidth * (columns == 1 ? 0.45 : 0.6)
        ).rounded()
        let used = tileHeight * Double(rows) + gap * Double(rows - 1)
        let top = area.y + ((area.height - used) / 2).rounded()
        return (0..<tileCount).map { index in
            let row = index / columns
            let inRow = min(columns, tileCount - row * columns)
            let rowWidth = tileWidth * Double(inRow) + gap * Double(inRow - 1)
            let left = columns == 1 ? area.x : area.x + ((area.width - rowWidth) / 2).rounded()
            return Rect(
                x: left + Double(index % columns) * (tileWidth + gap), y: top + Double(row) * (tileHeight + gap),
                width: tileWidth, height: tileHeight)
        }
    }

    // MARK: The name keyboard

    var keyboardTitleY: Double { margin }

    /// The field the name appears in.
    var nameField: Rect {
        let fieldHeight = max(24, (shortSide * 0.1).rounded())
        let fieldWidth = min(width - 2 * margin, max(fieldHeight * 6, width * 0.6))
        return Rect(
            x: ((width - fieldWidth) / 2).rounded(), y: margin + Double(titleStyle.pixels) * 1.3,
            width: fieldWidth, height: fieldHeight)
    }

    /// The line under the field: the rule, or what was wrong.
    var fieldNoteY: Double { nameField.maxY + margin * 0.4 }

    /// Every key's rect, row by row, as `rows` lists them (ten columns each).
    func keys(_ rows: [[TextKeyboard.Cell]]) -> [[Rect]] {
        TextKeyboard.keyRects(
            rows, size: size, margin: margin, highest: fieldNoteY + max(Double(hintStyle.pixels) * 1.5, hintRow),
            tapSide: lines.tapSide)
    }

    // MARK: The leads form

    /// Where the leads form's parts go: two fields, the checkbox with the
    /// consent text beside it, and No thanks and Send at the bottom.
    struct LeadParts {
        var name: Rect
        var email: Rect
        var checkbox: Rect
        /// The consent text's box, beside the checkbox.
        var consentText: Rect
        /// The checkbox and its text: a tap anywhere on it checks the box.
        var consentRow: Rect
        var skip: Rect
        var send: Rect
    }

    /// A form's column (the leads form, an account form): 62 % of the width and at least `least` across; the
    /// whole width on a screen under 400 px across, where the two buttons side by side need it for their words
    /// ("Nein danke", "Registrieren" at 240x320; the pseudo-locale's at 320x240).
    func formColumnWidth(least: Double) -> Double {
        min(width - 2 * margin, width < 400 ? width : max(least, width * 0.62)).rounded()
    }

    var leadForm: LeadParts {
        let fieldHeight = max(24, (shortSide * 0.09).rounded())
        let columnWidth = formColumnWidth(least: fieldHeight * 7)
        let left = ((width - columnWidth) / 2).rounded()
        let gap = max(4, (margin * 0.6).rounded())
        let top = margin + Double(titleStyle.pixels) * 1.4
        let name = Rect(x: left, y: top, width: columnWidth, height: fieldHeight)
        let email = Rect(x: left, y: name.maxY + gap, width: columnWidth, height: fieldHeight)
        let buttonHeight = lines.target(max(26, (shortSide * 0.1).rounded()), shortSide: shortSide)
        let buttonWidth = ((columnWidth - gap) / 2).rounded(.down)
        let buttonsY = height - margin - buttonHeight
        let skip = Rect(x: left, y: buttonsY, width: buttonWidth, height: buttonHeight)
        let send = Rect(x: left + columnWidth - buttonWidth, y: buttonsY, width: buttonWidth, height: buttonHeight)
        let side = (fieldHeight * 0.75).rounded()
        let rowTop = email.maxY + gap * 1.5
        let checkbox = Rect(x: left, y: rowTop, width: side, height: side)
        let consentText = Rect(
            x: checkbox.maxX + gap, y: rowTop, width: columnWidth - side - gap, height: max(0, buttonsY - gap - rowTop))
        let consentRow = Rect(x: left, y: rowTop, width: columnWidth, height: consentText.height)
        return LeadParts(
            name: name, email: email, checkbox: checkbox, consentText: consentText, consentRow: consentRow, skip: skip,
            send: send)
    }

    // MARK: Switch player

    /// The rows of the player list, as many as fit, under the title.
    func playerRows(count: Int) -> [Rect] {
        let top = margin + Double(titleStyle.pixels) * 1.6
        let rowHeight = lines.target(max(24, (shortSide * 0.095).rounded()), shortSide: shortSide)
        let gap = max(3, (margin * 0.4).rounded())
        let fit = max(1, Int((hintY - Double(hintStyle.pixels) * 1.4 - top) / (rowHeight + gap)))
        let listWidth = min(width - 2 * margin, max(rowHeight * 8, width * 0.6))
        return (0..<min(count, fit)).map { index in
            Rect(
                x: ((width - listWidth) / 2).rounded(), y: top + Double(index) * (rowHeight + gap), width: listWidth,
                height: rowHeight)
        }
    }
}
