/// `play --size WxH`: the window's size in pixels, read from its text and kept to the sizes a window may have.
public struct WindowSize: Equatable, Sendable {
    /// The widths a window may have, in pixels.
    public static let widths = 160...7680
    /// The heights a window may have, in pixels.
    public static let heights = 120...4320

    public var width: Int
    public var height: Int

    /// Reads `800x480` (the `x` in either case); a text that is not two numbers, or a side out of range, throws
    /// the line that says what is allowed.
    public static func parse(_ text: String) throws(FlagValueProblem) -> WindowSize {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]) else {
            throw FlagValueProblem("write it as WIDTHxHEIGHT in pixels, such as 800x480")
        }
        guard widths.contains(width), heights.contains(height) else {
            throw FlagValueProblem(
                "the width must be \(widths.lowerBound) to \(widths.upperBound) and the height "
                    + "\(heights.lowerBound) to \(heights.upperBound) pixels")
        }
        return WindowSize(width: width, height: height)
    }
}
