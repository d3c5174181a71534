import Foundation
import QuizCore
import QuizStore
import QuizText
import QuizVoice
import TestSupportText
import Testing

@testable import QuizFlows
@testable import QuizScreens

/// The profile pages aloud, over the sample players' real store: a profile's figures once, then only the focused
/// button as the focus moves; a follow's outcome with the button it turned into; the avatars by name; the follow
/// lists' rows with their place; this week compared.
@Suite struct ProfileSpeechTests {
    /// What the scene's narration says now, in English.
    static func heard(_ narrator: inout Narrator, _ scene: ProfileScene) -> [String] {
        narrator.step(scene.spokenScreen(at: 0)).map { command in
            switch command {
            case .stop: return "[stop]"
            case .say(let line): return line.english ?? "?"
            }
        }
    }

    @Test func aProfileIsSaidOnceThenItsFocusedButtonAsTheFocusMoves() throws {
        let (_, desk, players) = try ProfileSceneTests().world()
        let scene = ProfileScene(desk: desk, viewer: players.ada)
        var narrator = Narrator()
        let first = Self.heard(&narrator, scene)
        #expect(
            first == [
                "Ada (you)", "260 points, 4-day streak, 1 follower, 1 following.",
                "This week: 4 games, 75% right, 210 points.", "Medals and badges",
                "Animals: Gold medal and 90\u{00A0}% of the topic", "Food: Silver medal",
                "Arrow keys move, Enter chooses, Escape goes back.", "Avatar",
            ])
        #expect(Self.heard(&narrator, scene).isEmpty, "nothing new, nothing said")
        scene.handle(.key("right", down: true), at: 0)
        #expect(Self.heard(&narrator, scene) == ["[stop]", "Follows"])
        scene.handle(.key("enter", down: true), at: 0)
        let follows = Self.heard(&narrator, scene)
        #expect(
            follows == ["[stop]", "Your follows", "Arrow keys move, Enter chooses, Escape goes back.", "Followers (1)"])
        scene.handle(.key("right", down: true), at: 0)
        scene.handle(.key("right", down: true), at: 0)
        #expect(Self.heard(&narrator, scene) == ["[stop]", "1 of 1: Grace."])
        // "back" by voice returns a page, as Escape does.
        #expect(scene.voiceScreen == .pages)
        scene.perform(VoiceAction.back, at: 0)
        #expect(scene.screenName == "profile" && !scene.wantsQuit)
        scene.perform(VoiceAction.back, at: 0)
        #expect(scene.wantsQuit)
    }

    @Test func aFollowSaysWhatItCameToAndTheButtonItBecame() throws {
        let (_, desk, players) = try ProfileSceneTests().world()
        let scene = ProfileScene(desk: desk, viewer: players.grace)
        var narrator = Narrator()
        scene.perform(.open(players.linus.id), at: 0)
        let opened = Self.heard(&narrator, scene)
        #expect(
            opened == [
                "Linus", "20 points, no streak, 0 followers, 0 following.", "No game finished this week yet",
                "Medals and badges", "No medal or badge yet: finish a topic in Trivia",
                "Arrow keys move, Enter chooses, Escape goes back.", "Follow",
            ])
        scene.handle(.key("enter", down: true), at: 0)
        let followed = Self.heard(&narrator, scene)
        // The figures line changed (one more follower): said again from it, then the outcome and the button.
        #expect(followed.prefix(2) == ["[stop]", "20 points, no streak, 1 follower, 0 following."])
        #expect(followed.suffix(2) == ["You follow Linus now", "Unfollow"])
    }

    @Test func theAvatarsAreSaidByNameAndTheOneThePlayerHas() throws {
        let (_, desk, players) = try ProfileSceneTests().world()
        let scene = ProfileScene(desk: desk, viewer: players.ada)
        _ = desk.setAvatar(.bundled("fox"), for: players.ada.id)
        var narrator = Narrator()
        scene.perform(.avatars, at: 0)
        #expect(Self.heard(&narrator, scene).suffix(1) == ["Fox, the one you have"])
        scene.handle(.key("right", down: true), at: 0)
        #expect(Self.heard(&narrator, scene) == ["[stop]", "Frog"])
        // Every bundled avatar has a name in every language.
        for id in desk.bundledAvatars {
            #expect(ProfileNarration.avatarKeys[id] != nil, "assets/avatars/\(id).svg has no name to say")
        }
    }

    @Test func thisWeekComparedSaysBothPlayersFigures() throws {
        let (_, desk, players) = try ProfileSceneTests().world()
        let scene = ProfileScene(desk: desk, viewer: players.ada)
        var narrator = Narrator()
        scene.perform(.compare(players.grace.id), at: 0)
        let said = Self.heard(&narrator, scene)
        #expect(
            said == [
                "You and Grace this week", "You: 4 games, 75% right, 210 points.",
                "Grace: 3 games, 67% right, 210 points.", "Arrow keys move, Enter chooses, Escape goes back.", "Back",
            ])
    }
}
