import CSDL2
import Foundation
import QuizCore
import TiltInput

/// Scripted keys, taps and swipes (`--input FILE`), one JSON object a line:
/// `{"t": 1.5, "key": "left", "down": true}`, `{"t": 2.0, "tap": [0.25, 0.80]}`
/// (fractions of the panel, as a finger touches it: a display rotation turns
/// them into the game), `{"t": 3.0, "swipe": "right"}`, `{"t": 3.5, "scroll": 2}` (the wheel or a drag, in rows), and a finger held
/// down and lifted: `{"t": 4.0, "touch": [0.02, 0.02], "finger": 1, "down": true}`
/// (lifting it is also a tap there, as on a touch screen). `{"t": 2.0, "text": "Ada"}`
/// types into the focused field as the on-screen keyboard would. `{"t": 90.0, "wait": true}`
/// does nothing but keep a headless game going until then (a kiosk's timeouts). `{"t": 60.0, "until": "/tmp/go"}`
/// holds the game there (a headless game's clock with it) until that file exists, up to 2 real minutes:
/// another program (a test changing the store, say) acts at a known moment of the game.
/// `{"t": 5.0, "say": "two.wav"}` plays that PCM WAV (a path absolute or relative to the script's folder) into
/// the voice recogniser at that moment, as a microphone would hear it: voice commands must be on.
public struct InputScript: Equatable, Sendable {
    /// One scripted step; taps are in fractions of the panel (turned into the game by the display rotation).
    public enum Step: Equatable, Sendable {
        case key(String, down: Bool)
        /// A key pressed and released at once (a line without `down`).
        case press(String)
        case tap(x: Double, y: Double)
        case swipe(SwipeDirection)
        /// The wheel or a vertical drag, in rows (positive: further down).
        case scroll(Int)
        /// A finger going down or up; `finger` tells fingers apart (0 when the line has none).
        case touch(finger: Int, x: Double, y: Double, down: Bool)
        /// Text typed into the focused field.
        case text(String)
        /// Nothing: the script lasts until then.
        case wait
        /// The game held, its clock stopped, until the file at this path exists (up to `untilLimitSeconds`).
        case untilFile(String)
        /// A WAV played into the voice recogniser (its path made absolute), and the script's line saying so.
        case say(String, line: Int)
    }

    public var steps: [(time: Double, step: Step)]
    /// The script's file name, for the lines naming a step.
    public var file = "script"

    /// The first `say` step's line, when there is one (voice must then be on).
    public var firstSayLine: Int? {
        for (_, step) in steps { if case .say(_, let line) = step { return line } }
        return nil
    }

    public static func == (lhs: InputScript, rhs: InputScript) -> Bool {
        lhs.steps.elementsEqual(rhs.steps) { $0.time == $1.time && $0.step == $1.step }
    }

    /// How long an `until` step holds the game at most, in real seconds.
    public static let untilLimitSeconds = 120.0

    /// The time of the last step (0 for an empty script).
    public var endTime: Double { steps.last?.time ?? 0 }

    public static func load(path: String) throws(ScriptError) -> InputScript {
        let name = PathText.name(of: path)
        let bytes: [UInt8]
        do {
            bytes = try PlainFile.contents(of: path)
        } catch {
            // The whole path: "null" alone would not say which file that was.
            throw ScriptError(file: path, line: nil, message: "cannot read the file: \(error.reason)")
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw ScriptError(file: name, line: nil, message: "is not UTF-8 text")
        }
        return try parse(text, file: name, folder: PathText.folder(of: path))
    }

    /// The script in `text`; a `say` line's relative path is taken from `folder`.
    public static func parse(_ text: String, file: String, folder: String = ".") throws(ScriptError) -> InputScript {
        var steps: [(Double, Step)] = []
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.isEmpty { continue }
            func fail(_ message: String) -> ScriptError { ScriptError(file: file, line: index + 1, message: message) }
            let object = try Line.decode(line, fail: fail)
            guard let time = object.t, time.isFinite, time >= 0 else {
                throw fail("field \"t\" must be a number of seconds, 0 or more")
            }
            if let last = steps.last, time < last.0 {
                throw fail("time goes backwards (\(time) after \(last.0))")
            }
            if let say = object.say {
                guard say.lowercased().hasSuffix(".wav") else {
                    throw fail(Line.sayMessage)
                }
                steps.append((time, .say(say.hasPrefix("/") ? say : PathText.join(folder, say), line: index + 1)))
                continue
            }
            steps.append((time, try step(from: object, fail: fail)))
        }
        var script = InputScript(steps: steps)
        script.file = file
        return script
    }

    private static func step(from object: Line, fail: (String) -> ScriptError) throws(ScriptError) -> Step {
        if let key = object.key {
            guard let normalized = KeyNames.normalize(key) else {
                throw fail("field \"key\" must be an SDL key name such as \"left\", \"enter\" or \"1\"")
            }
            if let down = object.down { return .key(normalized, down: down) }
            return .press(normalized)
        }
        if let tap = object.tap {
            guard tap.count == 2, tap.allSatisfy({ (0...1).contains($0) }) else {
                throw fail(Line.tapMessage)
            }
            return .tap(x: tap[0], y: tap[1])
        }
        if let touch = object.touch {
            guard touch.count == 2, touch.allSatisfy({ (0...1).contains($0) }) else {
                throw fail(Line.touchMessage)
            }
            guard let down = object.down else { throw fail("a \"touch\" line needs \"down\": true or false") }
            return .touch(finger: object.finger ?? 0, x: touch[0], y: touch[1], down: down)
        }
        if object.wait == true { return .wait }
        if let path = object.until {
            guard !path.isEmpty else { throw fail("field \"until\" must be a file's path") }
            return .untilFile(path)
        }
        if let text = object.text {
            guard !text.isEmpty else { throw fail("field \"text\" must not be empty") }
            return .text(text)
        }
        if let rows = object.scroll {
            guard rows != 0 else { throw fail(Line.scrollMessage) }
            return .scroll(rows)
        }
        if let swipe = object.swipe {
            guard let direction = SwipeDirection(rawValue: swipe) else { throw fail(Line.swipeMessage) }
            return .swipe(direction)
        }
        throw fail(
            "needs one of \"key\", \"tap\", \"touch\", \"swipe\", \"scroll\", \"text\", \"wait\", \"until\" or \"say\"")
    }

    /// One line as JSON, read by `JSONValue.decode`, which is strict about types (1 is not true).
    private struct Line: Decodable {
        var t: Double?
        var key: String?
        var down: Bool?
        var tap: [Double]?
        var swipe: String?
        var scroll: Int?
        var touch: [Double]?
        var finger: Int?
        var wait: Bool?
        var until: String?
        var text: String?
        var say: String?

        static let tapMessage = "field \"tap\" must be [x, y], fractions of the window between 0 and 1"
        static let touchMessage = "field \"touch\" must be [x, y], fractions of the window between 0 and 1"
        static let scrollMessage = "field \"scroll\" must be a whole number of rows, not 0 (negative: back up)"
        static let sayMessage = "field \"say\" must be a WAV file's path (absolute, or from the script's folder)"
        static let swipeMessage = "field \"swipe\" must be \"left\", \"right\", \"up\" or \"down\""

        static func decode(_ line: String, fail: (String) -> ScriptError) throws(ScriptError) -> Line {
            do {
                return try JSONValue.decode(Line.self, from: line)
            } catch let DecodingError.typeMismatch(_, context), let DecodingError.valueNotFound(_, context) {
                switch context.codingPath.first?.stringValue {
                case "t": throw fail("field \"t\" must be a number of seconds, 0 or more")
                case "key": throw fail("field \"key\" must be an SDL key name such as \"left\", \"enter\" or \"1\"")
                case "down": throw fail("field \"down\" must be true or false")
                case "tap": throw fail(tapMessage)
                case "swipe": throw fail(swipeMessage)
                case "scroll": throw fail(scrollMessage)
                case "touch": throw fail(touchMessage)
                case "finger": throw fail("field \"finger\" must be a whole number")
                case "text": throw fail("field \"text\" must be a string")
                case "say": throw fail(sayMessage)
                default: throw fail("not a JSON object")
                }
            } catch {
                throw fail("not a JSON object")
            }
        }
    }

    init(steps: [(Double, Step)]) {
        self.steps = steps.map { (time: $0.0, step: $0.1) }
    }

}

/// A script line that cannot be used, with the file and line.
public struct ScriptError: Error, Equatable, CustomStringConvertible {
    public var file: String
    public var line: Int?
    public var message: String

    public var description: String {
        if let line { return "\(file):\(line): \(message)" }
        return "\(file): \(message)"
    }
}

/// SDL key names as the game and its scripts spell them: lower case, with
/// Return called "enter".
public enum KeyNames {
    /// The canonical name for a key SDL knows, or nil.
    public static func normalize(_ name: String) -> String? {
        let lower = name.lowercased()
        if lower == "enter" || lower == "return" || lower == "keypad enter" { return "enter" }
        guard SDL_GetKeyFromName(lower) != SDLK_UNKNOWN.rawValue else { return nil }
        return lower
    }

    /// The name of an SDL keycode.
    static func name(of keycode: SDL_Keycode) -> String {
        let name = String(cString: SDL_GetKeyName(keycode)).lowercased()
        if name == "return" || name == "keypad enter" { return "enter" }
        return name
    }
}
