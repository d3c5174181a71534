import Foundation
import QuizCore
import QuizFlows
import QuizText
import TiltInput

/// A screen with one message and nothing to play, for when the game cannot
/// start (a damaged store): a kiosk shows the operator what is wrong and
/// what to do, and stays on it instead of restarting in a loop. Outside
/// kiosk mode Enter, Escape or closing the window leaves.
public final class MessageScene: Scene {
    public let title: ScreenText
    /// The message's lines (an empty one leaves a blank line).
    public let lines: [ScreenText]
    public let kiosk: Bool
    public private(set) var wantsQuit = false
    public let isDone = false
    /// The title and body as last drawn, in the language on view (the summary's words).
    private var drawn = (title: "", body: "")

    public init(title: ScreenText, lines: [ScreenText], kiosk: Bool) {
        self.title = title
        self.lines = lines
        self.kiosk = kiosk
    }

    /// The screen of a game whose store is damaged: the file, what SQLite
    /// said, and the command that repairs it.
    public static func damagedStore(path: String, detail: String, kiosk: Bool) -> MessageScene {
        let folder = PathText.folder(of: path)
        return MessageScene(
            title: ScreenText("store.damaged_title"),
            lines: [
                .verbatim(path), .verbatim(detail), .verbatim(""), ScreenText("store.damaged_repair"),
                .verbatim("tiltquiz check --repair --data \(folder)"),
            ], kiosk: kiosk)
    }

    public var screenName: String { "message" }

    public func handle(_ input: InputEvent, at time: Double) {
        guard !kiosk else { return }
        switch input {
        case .key(let name, true) where name == "escape" || KeyName.confirm.contains(name): wantsQuit = true
        case .quit: wantsQuit = true
        default: break
        }
    }

    public func handle(_ tilt: TimedTiltEvent) {}
    public func update(at time: Double) {}

    /// The body as drawn: the message, and outside kiosk mode how to leave.
    func body(in catalog: Catalog) -> String {
        let message = lines.map { $0.string(in: catalog) }.joined(separator: "\n")
        return kiosk ? message : message + "\n\n" + catalog["message.enter_closes"]
    }

    public func draw(_ painter: Painter, at time: Double) {
        let size = painter.size
        let title = painter.catalog(title)
        let body = body(in: painter.catalog)
        drawn = (title, body)
        let margin = (min(size.width, size.height) * 0.06).rounded()
        let width = size.width - 2 * margin
        let titleStyle = painter.fittingStyle(
            title, width: width, height: size.height * 0.25, largest: Theme.textPixels(0.08, of: size, minimum: 16),
            smallest: Theme.minimumTextPixels, bold: true)
        let titleHeight = painter.paragraphHeight(title, titleStyle, width: width)
        let gap = margin / 2
        var bodyStyle = painter.fittingStyle(
            body, width: width, height: size.height - 2 * margin - titleHeight - gap,
            largest: Theme.textPixels(0.045, of: size, minimum: 12), smallest: Theme.minimumTextPixels)
        // A path is one word that cannot wrap: smaller still until the longest fits across.
        let longest =
            body.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)
            .max { $0.count < $1.count } ?? ""
        while Double(bodyStyle.pixels) > Theme.minimumTextPixels, painter.width(of: longest, bodyStyle) > width {
            bodyStyle = TextStyle(pixels: max(Theme.minimumTextPixels, Double(bodyStyle.pixels) - 1))
        }
        let bodyHeight = painter.paragraphHeight(body, bodyStyle, width: width)
        // The block sits in the middle of the screen, however tall the panel.
        let top = max(margin, ((size.height - titleHeight - gap - bodyHeight) / 2).rounded())
        painter.paragraph(title, titleStyle, Theme.wrong, centerX: size.width / 2, top: top, width: width)
        painter.paragraph(
            body, bodyStyle, Theme.text, centerX: size.width / 2, top: top + titleHeight + gap, width: width)
    }

    public func summaryJSON() -> String {
        let object: [String: JSONValue] = [
            "screen": .string("message"), "title": .string(drawn.title), "message": .string(drawn.body),
        ]
        return JSONText.write(.object(object), format: .escapingSlashes)
    }
}
