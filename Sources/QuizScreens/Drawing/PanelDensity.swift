/// How many pixels of the panel the game draws on make a millimetre, and so how large a button must be to be
/// tapped surely (issue 38): at least `leastTargetMillimetres` across and high. The panel's dots per inch come
/// from the config's `display.dpi`, else from what the panel reports (`GameWindow.reportedDotsPerInch`); a panel
/// whose density is unknown (the dummy driver, a panel that reports none) keeps the layouts' own sizes.
public struct PanelDensity: Sendable, Equatable {
    /// The least side of a button a finger taps, in millimetres.
    public static let leastTargetMillimetres = 9.0
    /// The dots per inch believed: a config's or a report outside this is not a panel's.
    public static let allowedDotsPerInch: ClosedRange<Double> = 50...1000

    /// Where a density was read: the kiosk's device info page names it.
    public enum Source: Sendable, Equatable {
        /// The config's `display.dpi` (or `layout-check --dpi`).
        case config
        /// What the panel reported through SDL's video driver.
        case panel
    }

    /// The panel's pixels per inch.
    public let dotsPerInch: Double
    public let source: Source

    /// A density of `dotsPerInch` read from `source`; nil outside `allowedDotsPerInch`.
    public init?(dotsPerInch: Double, source: Source = .config) {
        guard Self.allowedDotsPerInch.contains(dotsPerInch) else { return nil }
        self.dotsPerInch = dotsPerInch
        self.source = source
    }

    /// The least side of a button on this panel, in whole pixels (48 at 133 dpi, 67 at 187).
    public var leastTargetPixels: Double { (Self.leastTargetMillimetres / 25.4 * dotsPerInch).rounded(.up) }
}
