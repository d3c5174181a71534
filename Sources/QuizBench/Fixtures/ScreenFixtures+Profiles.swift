import Foundation
import QuizCore
import QuizScreens
import QuizStore

/// The profile screens: one's own profile, the avatar choice, the follow
/// lists, the player search and its results, and the week compared.
extension ScreenFixture {
    static let profiles: [ScreenFixture] = [
        ScreenFixture("profile", adasProfile, settled { _ in }),
        ScreenFixture("profileAvatars", adasProfile, settled { $0.press("enter") }),
        ScreenFixture("profileFollows", adasProfile, settled { $0.press("right", "enter") }),
        ScreenFixture("profileSearch", adasProfile, settled(openSearch)),
        ScreenFixture(
            "profileResults", adasProfile,
            settled { driver in
                openSearch(driver)
                driver.type("ra")
                finishTyping(driver)
            }),
        ScreenFixture("profileCompare", adasProfile, settled { try compare(with: "Grace", $0) }),
        ScreenFixture("profileNoCompare", adasProfile, settled { try compare(with: "Linus", $0) }),
    ]

    /// Ada's profile on Wednesday 22 July 2026 (`ProfileSampleData`).
    static let adasProfile: Start = { try $0.profileScene() }

    /// `steps`, then half a second to settle; the moment lasts two seconds.
    static func settled(_ steps: @escaping @Sendable (SceneDriver) throws -> Void) -> Drive {
        { driver in
            try steps(driver)
            return driver.moment(after: 0.5, lasting: 2)
        }
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
