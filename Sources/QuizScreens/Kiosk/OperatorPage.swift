/// A mode's settings page that the operator opens from the kiosk's admin
/// menu (the quiz packs' URL and Check now): the kiosk shows it in place of
/// the game and passes it every input, until it says it is closed.
public protocol OperatorPage: AnyObject {
    /// The page's name in screenshots and the kiosk's log.
    var screenName: String { get }
    /// True once the operator left the page (back to the admin menu).
    var isClosed: Bool { get }
    func handle(_ input: InputEvent, at time: Double)
    func update(at time: Double)
    func draw(_ painter: Painter, at time: Double)
}

extension PacksScene: OperatorPage {
    /// Closed when Back was pressed on Settings opened from the admin menu.
    public var isClosed: Bool { closedAdminSettings }
}
