import QuizCore

/// The on-screen keyboard for a name: a grid of keys moved over with the
/// arrows or a d-pad and pressed with Enter, tapped, or typed past on a
/// physical keyboard. Letters typed on it are capitalised at the start of
/// each word. `Done` takes the name only when `PlayerRef.cleanName` does.
struct NameKeyboard: Equatable {
    /// One key of the grid.
    enum Key: Equatable {
        case character(Character)
        case space
        case erase
        case cancel
        case done
    }

    /// A key and how many columns it spans.
    struct Cell: Equatable {
        var key: Key
        var span: Int
    }

    /// What pressing a key (or Enter, or Escape) came to.
    enum Outcome: Equatable {
        case typing
        case cancelled
        case done(String)
    }

    static let columns = 10
    static let rows: [[Cell]] = {
        let characterRows = ["1234567890", "QWERTYUIOP", "ASDFGHJKL'", "ZXCVBNM-."]
        var rows = characterRows.map { $0.map { Cell(key: .character($0), span: 1) } }
        rows[3].append(Cell(key: .erase, span: 1))
        rows.append([Cell(key: .space, span: 4), Cell(key: .cancel, span: 3), Cell(key: .done, span: 3)])
        return rows
    }()

    /// The longest name the field takes.
    static let maximumLength = PlayerRef.nameLengths.upperBound

    private(set) var text = ""
    /// The focused key: row, and index in the row.
    private(set) var focus = (row: 1, index: 0)
    /// Shown under the field after Done was pressed on a name that cannot be kept.
    private(set) var problem: String?

    static func == (lhs: NameKeyboard, rhs: NameKeyboard) -> Bool {
        lhs.text == rhs.text && lhs.focus == rhs.focus && lhs.problem == rhs.problem
    }

    var focusedKey: Key { Self.rows[focus.row][focus.index].key }

    /// Whether Done would take the text as it is.
    var canFinish: Bool { PlayerRef.cleanName(text) != nil }

    /// Moves the focus one key in a direction (`left`, `right`, `up`, `down`), wrapping around.
    mutating func move(_ direction: String) {
        let rows = Self.rows
        switch direction {
        case "left":
            focus.index = (focus.index + rows[focus.row].count - 1) % rows[focus.row].count
        case "right":
            focus.index = (focus.index + 1) % rows[focus.row].count
        case "up", "down":
            let column = Self.column(of: focus)
            let row = (focus.row + (direction == "up" ? rows.count - 1 : 1)) % rows.count
            focus = (row, Self.index(atColumn: column, inRow: row))
        default:
            break
        }
    }

    /// Focuses `key` (after a tap, so the keys and Enter agree).
    mutating func focus(on key: Key) {
        for (row, cells) in Self.rows.enumerated() {
            if let index = cells.firstIndex(where: { $0.key == key }) { focus = (row, index) }
        }
    }

    /// Presses a key.
    mutating func press(_ key: Key) -> Outcome {
        problem = nil
        switch key {
        case .character(let character):
            let startOfWord = text.isEmpty || text.last == " " || text.last == "-"
            type(startOfWord ? String(character).uppercased() : String(character).lowercased())
        case .space:
            if !text.isEmpty, text.last != " " { type(" ") }
        case .erase:
            if !text.isEmpty { text.removeLast() }
        case .cancel:
            return .cancelled
        case .done:
            guard let name = PlayerRef.cleanName(text) else {
                problem = "A name has 2 to 16 characters"
                return .typing
            }
            return .done(name)
        }
        return .typing
    }

    /// Text from a physical keyboard or a script, as typed; then Done has the focus, so Enter finishes.
    mutating func typeText(_ typed: String) {
        problem = nil
        type(String(typed.filter { !$0.isNewline && $0.unicodeScalars.allSatisfy { $0.value >= 0x20 } }))
        focus(on: .done)
    }

    mutating func eraseOne() {
        problem = nil
        if !text.isEmpty { text.removeLast() }
    }

    private mutating func type(_ more: String) {
        for character in more where text.count < Self.maximumLength { text.append(character) }
    }

    /// The first column a key covers.
    static func column(of focus: (row: Int, index: Int)) -> Int {
        rows[focus.row].prefix(focus.index).reduce(0) { $0 + $1.span }
    }

    /// The index of the key covering `column` in `row`.
    static func index(atColumn column: Int, inRow row: Int) -> Int {
        var start = 0
        for (index, cell) in rows[row].enumerated() {
            if column < start + cell.span { return index }
            start += cell.span
        }
        return rows[row].count - 1
    }
}
