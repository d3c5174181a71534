import QuizText

/// `play --size WxH`: the window's size in pixels, read from its text and kept to the sizes a window may have.
public struct WindowSize: Equatable, Sendable {
    /// The widths a window may have, in pixels.
    public static let widths = 160...7680
    /// The heights a window may have, in pixels.
    public static let heights = 120...4320

    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// Reads `800x480` (the `x` in either case); nil for a text that is not two numbers or a side out of range.
    public init?(_ text: String) {
        guard case .size(let size) = Self.read(text) else { return nil }
        self = size
    }

    /// Reads `800x480` as `init?(_:)` does; a text it cannot read throws the line that says what is allowed, in
    /// `words` (the operator's catalog).
    public static func parse(_ text: String, words: Catalog) throws(FlagValueProblem) -> WindowSize {
        switch read(text) {
        case .notASize:
            throw FlagValueProblem(words.text("cli.size_form", ["size": text]))
        case .outOfRange:
            throw FlagValueProblem(
                words.text(
                    "cli.size_range",
                    [
                        "size": text, "min_width": String(widths.lowerBound), "max_width": String(widths.upperBound),
                        "min_height": String(heights.lowerBound), "max_height": String(heights.upperBound),
                    ]))
        case .size(let size):
            return size
        }
    }

    /// What a text reads as.
    private enum Reading {
        case size(WindowSize)
        case notASize
        case outOfRange
    }

    private static func read(_ text: String) -> Reading {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]) else { return .notASize }
        guard widths.contains(width), heights.contains(height) else { return .outOfRange }
        return .size(WindowSize(width: width, height: height))
    }
}
