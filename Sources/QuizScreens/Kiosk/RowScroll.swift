/// How far a page that scrolls by whole rows is scrolled: its first row on view, kept between 0 and the first row
/// of the page scrolled to its end (which the page's last drawing measured).
struct RowScroll: Equatable {
    var firstRow = 0
    var lastFirstRow = 0

    /// Further down for a positive `rows`, back up for a negative one, never past either end.
    mutating func move(by rows: Int) {
        firstRow = min(max(0, firstRow + rows), lastFirstRow)
    }
}
