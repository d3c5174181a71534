import TiltInput

/// The one place the display rotation turns the game's picture onto the panel and the panel's touches back.
///
/// The game draws upright on a canvas of `gameSize` (the panel's size with
/// width and height swapped at 90 and 270 degrees); the picture is shown
/// turned `rotation` clockwise on the panel, as `DisplayRotation` describes
/// for tilt. A touch, a click or a scripted tap arrives in panel pixels and
/// becomes a game point through `gamePoint(fromPanel:)`. With 90 degrees on
/// an 800x480 panel, the game is 480x800 and its top left corner shows at the
/// panel's top right.
public struct PanelTransform: Equatable, Sendable {
    public var rotation: DisplayRotation
    /// The drawable size of the panel (or window), in pixels.
    public var panelSize: Size

    /// The size the game lays itself out in: portrait on a landscape panel at 90 and 270 degrees.
    public var gameSize: Size {
        switch rotation {
        case .degrees0, .degrees180: panelSize
        case .degrees90, .degrees270: Size(width: panelSize.height, height: panelSize.width)
        }
    }

    /// Where the game point (x, y) shows on the panel.
    public func panelPoint(fromGame x: Double, _ y: Double) -> (x: Double, y: Double) {
        let width = panelSize.width
        let height = panelSize.height
        switch rotation {
        case .degrees0: return (x, y)
        case .degrees90: return (width - y, x)
        case .degrees180: return (width - x, height - y)
        case .degrees270: return (y, height - x)
        }
    }

    /// The game point shown at panel point (x, y): the inverse of `panelPoint(fromGame:)`.
    public func gamePoint(fromPanel x: Double, _ y: Double) -> (x: Double, y: Double) {
        let width = panelSize.width
        let height = panelSize.height
        switch rotation {
        case .degrees0: return (x, y)
        case .degrees90: return (y, width - x)
        case .degrees180: return (width - x, height - y)
        case .degrees270: return (height - y, x)
        }
    }

    /// The direction in the game of a swipe made in `direction` across the panel.
    public func gameDirection(fromPanel direction: SwipeDirection) -> SwipeDirection {
        let order: [SwipeDirection] = [.up, .right, .down, .left]
        guard let index = order.firstIndex(of: direction) else { return direction }
        // The picture is turned clockwise, so a panel direction is that many quarter turns anticlockwise in the game.
        let turns = rotation.degrees / 90
        return order[(index - turns + 4) % 4]
    }
}
