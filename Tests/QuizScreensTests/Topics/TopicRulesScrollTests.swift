import Foundation
import QuizCore
import QuizFlows
import Testing

@testable import QuizScreens

/// A topic's rules longer than their boxes (French on a 320x240 panel) are read a window of lines at a time,
/// moved by Up and Down and the wheel; where they fit (English at 800x480) they are whole and Up and Down
/// move the highlight as before.
@Suite(.serialized) struct TopicRulesScrollTests {
    let saving = TopicSavingDouble()
    let scene: TriviaScene
    var time = 0.0

    init() {
        scene = TriviaScene.withTopics(saving)
    }

    mutating func press(_ key: String, on window: HeadlessWindow) throws {
        scene.handle(.key(key, down: true), at: time)
        scene.handle(.key(key, down: false), at: time)
        time += 0.2
        scene.update(at: time)
        try draw(on: window)
    }

    func draw(on window: HeadlessWindow) throws {
        window.painter.begin(size: try window.window.beginFrame())
        scene.draw(window.painter, at: time)
    }

    @Test mutating func longRulesScrollByUpDownAndTheWheel() throws {
        let window = try HeadlessWindow(width: 320, height: 240)
        defer { window.close() }
        window.painter.catalog = try Painter.catalog(assets: SceneRenderingTests.root + "/assets", language: "fr")
        try draw(on: window)
        try press("t", on: window)
        try press("enter", on: window)
        #expect(scene.screenName == "topics-topic")
        let window0 = scene.topicRulesLines
        #expect(window0.total > window0.shown && window0.shown > 0 && window0.first == 0)
        try press("down", on: window)
        #expect(scene.topicRulesLines == LineWindow(total: window0.total, shown: window0.shown, first: 1))
        scene.handle(.scroll(10), at: time)
        try draw(on: window)
        let last = window0.total - window0.shown
        #expect(scene.topicRulesLines == LineWindow(total: window0.total, shown: window0.shown, first: last))
        try press("up", on: window)
        #expect(scene.topicRulesLines.first == last - 1)
        // Another topic's rules start at their first line.
        try press("escape", on: window)
        try press("enter", on: window)
        #expect(scene.topicRulesLines.first == 0)
    }

    @Test mutating func rulesThatFitAreWholeAndTheArrowsMoveTheHighlight() throws {
        let window = try HeadlessWindow(width: 800, height: 480)
        defer { window.close() }
        try draw(on: window)
        try press("t", on: window)
        try press("enter", on: window)
        #expect(scene.topicRulesLines == LineWindow())
        try press("down", on: window)
        #expect(scene.topicRulesLines == LineWindow())
        #expect(scene.topicsFocused(in: scene.layout) != nil)
    }
}
