import Foundation
import TiltInput

/// A screen with one message and nothing to play, for when the game cannot
/// start (a damaged store): a kiosk shows the operator what is wrong and
/// what to do, and stays on it instead of restarting in a loop. Outside
/// kiosk mode Enter, Escape or closing the window leaves.
public final class MessageScene: Scene {
    public let title: String
    public let message: String
    public let kiosk: Bool
    public private(set) var wantsQuit = false
    public let isDone = false

    public init(title: String, message: String, kiosk: Bool) {
        self.title = title
        self.message = message
        self.kiosk = kiosk
    }

    public var screenName: String { "message" }

    public func handle(_ input: InputEvent, at time: Double) {
        guard !kiosk else { return }
        switch input {
        case .key(let name, true) where ["escape", "enter", "return", "space"].contains(name): wantsQuit = true
        case .quit: wantsQuit = true
        default: break
        }
    }

    public func handle(_ tilt: TimedTiltEvent) {}
    public func update(at time: Double) {}

    public func draw(_ painter: Painter, at time: Double) {
        let size = painter.size
        let margin = (min(size.width, size.height) * 0.06).rounded()
        let width = size.width - 2 * margin
        let titleStyle = painter.fittingStyle(
            title, width: width, height: size.height * 0.3, largest: Theme.textPixels(0.08, of: size, minimum: 16),
            smallest: Theme.minimumTextPixels, bold: true)
        let titleHeight = painter.paragraph(
            title, titleStyle, Theme.wrong, centerX: size.width / 2, top: margin, width: width)
        let top = margin + titleHeight + margin / 2
        let bodyStyle = painter.fittingStyle(
            message, width: width, height: size.height - top - margin,
            largest: Theme.textPixels(0.045, of: size, minimum: 12), smallest: Theme.minimumTextPixels)
        painter.paragraph(message, bodyStyle, Theme.text, centerX: size.width / 2, top: top, width: width)
    }

    public func summaryJSON() -> String {
        let object = ["screen": "message", "title": title, "message": message]
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }
}
