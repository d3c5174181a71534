import Foundation
import QuizCore
import QuizScreens
import QuizStore

/// The profile screens: one's own profile, the avatar choice, the follow
/// lists, the player search and its results, and the week compared.
extension ScreenFixture {
    static let profiles: [ScreenFixture] = [
        ScreenFixture(name: "profile") { world in try profile(world) { _ in } },
        ScreenFixture(name: "profileAvatars") { world in try profile(world) { $0.press("enter") } },
        ScreenFixture(name: "profileFollows") { world in
            try profile(world) { driver in
                driver.press("right", "enter")
            }
        },
        ScreenFixture(name: "profileSearch") { world in try profile(world, openSearch) },
        ScreenFixture(name: "profileResults") { world in
            try profile(world) { driver in
                openSearch(driver)
                driver.type("ra")
                finishTyping(driver)
            }
        },
        ScreenFixture(name: "profileCompare") { world in try profile(world) { try compare(with: "Grace", $0) } },
        ScreenFixture(name: "profileNoCompare") { world in try profile(world) { try compare(with: "Linus", $0) } },
    ]

    /// Ada's profile on Wednesday 22 July 2026 (`ProfileSampleData`), after `drive`.
    static func profile(
        _ world: ScreenWorld, _ drive: (SceneDriver) throws -> Void
    ) throws -> (driver: SceneDriver, start: Double, span: Double) {
        let driver = try world.profileScene()
        try drive(driver)
        driver.run(seconds: 0.5)
        return (driver, driver.time, 2)
    }

    static func openSearch(_ driver: SceneDriver) {
        driver.press("right", "right", "enter")
    }

    /// Done on the search keyboard (typing on a keyboard puts the focus there).
    static func finishTyping(_ driver: SceneDriver) {
        driver.press("enter")
    }

    /// Searches for `name`, opens their profile and compares.
    static func compare(with name: String, _ driver: SceneDriver) throws {
        openSearch(driver)
        driver.type(name)
        finishTyping(driver)
        try driver.waitFor(screen: "profile-results")
        try driver.press("enter", reaching: "profile")
        try driver.press("right", "enter", reaching: "profile-compare")
    }
}
