import QuizText

extension PanelDensity {
    /// The screen's size, and where known its density and where it was read: the kiosk's device info page's
    /// Screen row, "800x480 at 133 dpi (config file)".
    static func screenText(_ size: Size, _ density: PanelDensity?, _ catalog: Catalog) -> String {
        let pixels = "\(Int(size.width))x\(Int(size.height))"
        guard let density else { return pixels }
        let key =
            density.source == .config ? "admin.device.screen_density_config" : "admin.device.screen_density_panel"
        return catalog.text(key, ["size": pixels, "dpi": catalog.number(Int(density.dotsPerInch))])
    }

    /// The line `tiltquiz play` writes on stderr at start when the panel's density is known: the buttons' least
    /// size, or that the screen is too small for its screens to grow them (`LineRoom.grows`); nil when unknown.
    static func startLine(_ density: PanelDensity?, size: Size, _ catalog: Catalog) -> String? {
        guard let density else { return nil }
        let pixels = density.leastTargetPixels
        let grows = LineRoom.grows(tapSide: pixels, shortSide: min(size.width, size.height))
        return catalog.text(
            grows ? "cli.play_buttons_sized" : "cli.play_buttons_kept",
            ["screen": screenText(size, density, catalog), "pixels": catalog.number(Int(pixels))])
    }
}
