/// Where the PIN pad's parts go: side by side on a landscape screen (the
/// field on the left, the keys on the right), stacked on a portrait one.
struct PINPadLayout {
    /// A key of the pad.
    enum Key: Equatable {
        case digit(Character)
        case erase
        case enter
    }

    /// The keys in reading order, three to a row.
    static let keys: [Key] = "123456789".map { Key.digit($0) } + [.erase, .digit("0"), .enter]

    let size: Size
    /// Drawn by a painter that mirrors (a right-to-left language): the keys' columns are laid out the other way
    /// round, so that once mirrored the pad reads 1 2 3 from the left, as a phone's keypad and the on-screen
    /// keyboard's digits do in Arabic (numbers are not mirrored); the pad itself still stands where the mirrored
    /// layout puts it.
    var mirrored = false
    /// The least button side on the panel (`Painter.tapSide`, 9 mm); 0 when its density is unknown.
    var tapSide = 0.0

    var margin: Double { KioskDrawing.margin(for: size) }
    var isLandscape: Bool { size.width >= size.height * 1.15 }
    var gap: Double { max(4, (min(size.width, size.height) * 0.02).rounded()) }

    /// The field, the message and Cancel.
    var infoColumn: Rect {
        if isLandscape {
            return Rect(x: margin, y: margin, width: size.width * 0.44 - margin, height: size.height - 2 * margin)
        }
        let top = margin
        return Rect(x: margin, y: top, width: size.width - 2 * margin, height: keypad.y - gap * 2 - top)
    }

    var keypad: Rect {
        let keyHeight = self.keyHeight
        let keyWidth = self.keyWidth
        let width = keyWidth * 3 + gap * 2
        let height = keyHeight * 4 + gap * 3
        if isLandscape {
            let left = size.width * 0.46
            let cx = left + (size.width - margin - left) / 2
            return Rect(centerX: cx, centerY: size.height / 2, width: width, height: height)
        }
        let bottom = size.height - margin - cancelButtonHeight - gap * 2
        return Rect(x: (size.width - width) / 2, y: bottom - height, width: width, height: height)
    }

    private var keyHeight: Double {
        if isLandscape {
            return min((size.height - 2 * margin - 3 * gap) / 4, size.height * 0.17).rounded()
        }
        let byWidth = ((size.width - 2 * margin - 2 * gap) / 3) * 0.72
        return min(byWidth, size.height * 0.11).rounded()
    }

    private var keyWidth: Double {
        if isLandscape {
            let room = (size.width - margin - size.width * 0.46 - 2 * gap) / 3
            return min(room, keyHeight * 1.6).rounded()
        }
        return min((size.width - 2 * margin - 2 * gap) / 3, keyHeight * 1.8).rounded()
    }

    /// Each key's rectangle, in the order of `keys`.
    var keyRects: [Rect] {
        let pad = keypad
        let w = (pad.width - 2 * gap) / 3
        let h = (pad.height - 3 * gap) / 4
        return Self.keys.indices.map { index in
            let column = Double(mirrored ? 2 - index % 3 : index % 3)
            return Rect(x: pad.x + column * (w + gap), y: pad.y + Double(index / 3) * (h + gap), width: w, height: h)
        }
    }

    /// Cancel's height: 9 mm (`tapSide`) where the screen has the room (`LineRoom.target`).
    var cancelButtonHeight: Double {
        LineRoom.target(
            max(28, (size.height * 0.075).rounded()), tapSide: tapSide, shortSide: min(size.width, size.height))
    }

    var cancelButton: Rect {
        let info = infoColumn
        let width = min(info.width, max(cancelButtonHeight * 3.2, size.width * 0.2))
        if isLandscape {
            return Rect(
                x: info.midX - width / 2, y: info.maxY - cancelButtonHeight, width: width, height: cancelButtonHeight)
        }
        return Rect(
            x: (size.width - width) / 2, y: size.height - margin - cancelButtonHeight, width: width,
            height: cancelButtonHeight)
    }

    /// The key under a tap, if any (keys are hit a little beyond their edges).
    func key(at x: Double, _ y: Double) -> Key? {
        for (index, rect) in keyRects.enumerated() where rect.insetBy(dx: -gap / 2, dy: -gap / 2).contains(x: x, y: y) {
            return Self.keys[index]
        }
        return nil
    }
}
