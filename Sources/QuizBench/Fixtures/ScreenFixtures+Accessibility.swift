/// The Accessibility screen (issue 38), from home.
extension ScreenFixture {
    static let accessibilityFixtures = [
        ScreenFixture("accessibility", home, accessibility),
        ScreenFixture("accessibilityChosen", home, accessibilityChosen),
    ]

    /// Back held 2 s on home: the screen, Read aloud focused, every choice as the config gave it.
    static func accessibility(_ driver: SceneDriver) throws -> Moment {
        driver.hold("escape")
        try driver.waitFor(screen: "accessibility", limit: 3)
        driver.hold("escape", down: false)
        return driver.moment(after: 0.5, lasting: 2)
    }

    /// Reached by the home's speaker (the arrows' stop before the globe, the last): read aloud, voice and reduce
    /// motion on, More time at 300 %, the focus on More time (contrast and text size left as the check's painter
    /// has them).
    static func accessibilityChosen(_ driver: SceneDriver) throws -> Moment {
        try driver.press("left", "left", "left", "enter", reaching: "accessibility")
        driver.press("enter", "down", "enter", "down", "down", "down", "enter", "down", "left")
        return driver.moment(after: 0.5, lasting: 2)
    }
}
