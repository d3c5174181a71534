/// The lines of a scripted-input file (`play --input`, JSON lines on the game's virtual clock), as the game's
/// `InputScript` reads them: written by tests that drive a headless game with keys, taps, swipes and waits.
///
/// Times print as Swift prints a `Double` (`0.5`, `4.0`), the form the tests' files always had.
public enum ScriptedInput {
    /// A key pressed (and released) at `time`: `"enter"`, `"escape"`, `"left"`, `"1"`...
    public static func key(_ time: Double, _ key: String) -> String {
        #"{"t": \#(time), "key": "\#(key)"}"#
    }

    /// A key pressed (`down`) or released at `time`, for keys held together or held for a while.
    public static func key(_ time: Double, _ key: String, down: Bool) -> String {
        #"{"t": \#(time), "key": "\#(key)", "down": \#(down)}"#
    }

    /// One line a key for each `(time, key)`.
    public static func keys(_ steps: [(Double, String)]) -> [String] {
        steps.map { key($0.0, $0.1) }
    }

    /// A swipe at `time` towards `direction` (`"left"`, `"right"`, `"up"`, `"down"`).
    public static func swipe(_ time: Double, _ direction: String) -> String {
        #"{"t": \#(time), "swipe": "\#(direction)"}"#
    }

    /// A tap at `time` on the point (`x`, `y`), in shares of the screen's width and height.
    public static func tap(_ time: Double, _ x: Double, _ y: Double) -> String {
        #"{"t": \#(time), "tap": [\#(x), \#(y)]}"#
    }

    /// A finger put down (`down`) or lifted at `time` on `point` (shares of the width and height), for
    /// gestures of more than one finger.
    public static func touch(_ time: Double, _ point: [Double], finger: Int, down: Bool) -> String {
        #"{"t": \#(time), "touch": \#(point), "finger": \#(finger), "down": \#(down)}"#
    }

    /// `text` typed at `time` into the focused field, as the on-screen keyboard would.
    public static func typed(_ time: Double, _ text: String) -> String {
        #"{"t": \#(time), "text": "\#(text)"}"#
    }

    /// Nothing at `time` but the script lasting until then: a headless game keeps going that long.
    public static func wait(_ time: Double) -> String {
        #"{"t": \#(time), "wait": true}"#
    }

    /// At `time`, the script stops until the file at `path` exists.
    public static func until(_ time: Double, _ path: String) -> String {
        #"{"t": \#(time), "until": "\#(path)"}"#
    }

    /// The file's text: the lines, each ended.
    public static func text(_ lines: [String]) -> String {
        lines.joined(separator: "\n") + "\n"
    }
}
