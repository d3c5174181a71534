/// Table cells as the admin's templates write them: each `<td>` named by its column's heading (`data-label`),
/// which a phone's stacked rows show beside the value.
enum Cells {
    /// `<td data-label="Topic">Space</td><td data-label="Answered">2</td>` for `["Topic": "Space", "Answered": "2"]`.
    static func cells(_ cells: KeyValuePairs<String, String>) -> String {
        cells.map { "<td data-label=\"\($0.key)\">\($0.value)</td>" }.joined()
    }

    /// The same in `<tr>...</tr>`.
    static func row(_ cells: KeyValuePairs<String, String>) -> String {
        "<tr>" + Self.cells(cells) + "</tr>"
    }
}
