import QuizCore
import Testing

@testable import QuizFlows

/// The Accessibility screen without a scene: keys and taps step each row, every change is an effect to apply
/// at once, Back closes, the notes follow the language and the microphone; and Back held 2 s against a press.
struct AccessibilityFlowTests {
    @Test func keysMoveTheFocusAndStepTheFocusedRow() {
        var flow = AccessibilityFlow(choices: AccessibilityChoices(), languageIsEnglish: true)
        #expect(flow.focus == .speech)
        let r1 = flow.reduce(.keyPressed("enter"))
        #expect(r1 == [.changed(AccessibilityChoices(speech: true))])
        let r2 = flow.reduce(.keyPressed("up"))
        #expect(r2.isEmpty)
        #expect(flow.focus == .moreTime)
        let r3 = flow.reduce(.keyPressed("right"))
        #expect(r3 == [.changed(AccessibilityChoices(speech: true, timeScale: 1.5))])
        let r4 = flow.reduce(.keyPressed("left"))
        #expect(r4 == [.changed(AccessibilityChoices(speech: true, timeScale: 1.0))])
        // Left from the first step wraps to the last.
        let r5 = flow.reduce(.keyPressed("left"))
        #expect(r5 == [.changed(AccessibilityChoices(speech: true, timeScale: 3.0))])
        let r6 = flow.reduce(.keyPressed("down"))
        #expect(r6.isEmpty)
        #expect(flow.focus == .speech)
        let r7 = flow.reduce(.keyPressed("x"))
        #expect(r7.isEmpty)
    }

    @Test func textSizeStepsThroughItsFiveSizesAndWraps() {
        var flow = AccessibilityFlow(choices: AccessibilityChoices(), languageIsEnglish: true)
        var seen: [Int] = []
        for _ in 0..<5 {
            guard case .changed(let choices) = flow.reduce(.rowTapped(.textSize)).first else {
                Issue.record("a tap changed nothing")
                return
            }
            seen.append(choices.textScalePercent)
        }
        #expect(seen == [125, 150, 175, 200, 100])
        #expect(flow.focus == .textSize)
        // A size from the config between the steps goes to the next step up, or down.
        #expect(AccessibilityFlow.next(after: 130, in: AccessibilityChoices.textScaleSteps, by: 1) == 150)
        #expect(AccessibilityFlow.next(after: 130, in: AccessibilityChoices.textScaleSteps, by: -1) == 125)
    }

    @Test func everySwitchFlipsOnATap() {
        var flow = AccessibilityFlow(choices: AccessibilityChoices(), languageIsEnglish: true)
        _ = flow.reduce(.rowTapped(.voice))
        _ = flow.reduce(.rowTapped(.contrast))
        _ = flow.reduce(.rowTapped(.reduceMotion))
        #expect(flow.choices == AccessibilityChoices(voice: true, highContrast: true, reduceMotion: true))
        _ = flow.reduce(.rowTapped(.contrast))
        #expect(flow.choices.highContrast == false)
    }

    @Test func backClosesByKeyOrButton() {
        var flow = AccessibilityFlow(choices: AccessibilityChoices(), languageIsEnglish: true)
        let r8 = flow.reduce(.keyPressed("escape"))
        #expect(r8 == [.closed])
        #expect(flow.isClosed)
        var tapped = AccessibilityFlow(choices: AccessibilityChoices(), languageIsEnglish: true)
        let r9 = tapped.reduce(.backTapped)
        #expect(r9 == [.closed])
    }

    @Test func notesSayVoiceIsEnglishOnlyAndWhenNoMicrophoneIsThere() {
        #expect(AccessibilityFlow(choices: AccessibilityChoices(), languageIsEnglish: true).notes.isEmpty)
        #expect(
            AccessibilityFlow(choices: AccessibilityChoices(), languageIsEnglish: false, microphoneMissing: true).notes
                == [.voiceEnglishOnly, .noMicrophone])
    }

    @Test func choicesReplacedShowWithoutAChange() {
        var flow = AccessibilityFlow(choices: AccessibilityChoices(), languageIsEnglish: true)
        let r10 = flow.reduce(.choicesReplaced(AccessibilityChoices(textScalePercent: 150)))
        #expect(r10.isEmpty)
        #expect(flow.choices.textScalePercent == 150)
    }

    @Test func backReleasedBeforeTwoSecondsIsAPress() {
        var hold = BackHold()
        hold.pressed(at: 10)
        #expect(hold.isHeld)
        let r11 = hold.tick(at: 11.9)
        #expect(!r11)
        let r12 = hold.released(at: 11.95)
        #expect(r12 == .back)
        #expect(!hold.isHeld)
        // A release never seen going down is nothing.
        let r13 = hold.released(at: 12)
        #expect(r13 == .nothing)
    }

    @Test func backHeldTwoSecondsOpensOnceAndItsReleaseDoesNothing() {
        var hold = BackHold()
        hold.pressed(at: 1)
        hold.pressed(at: 1.5)  // a key repeat
        let r14 = hold.tick(at: 3)
        #expect(r14)
        let r15 = hold.tick(at: 3.1)
        #expect(!r15)
        hold.pressed(at: 3.2)  // still repeating: not a new hold
        let r16 = hold.tick(at: 6)
        #expect(!r16)
        let r17 = hold.released(at: 6)
        #expect(r17 == .nothing)
        // A release after 2 s that no step saw still opens the screen.
        hold.pressed(at: 10)
        let r18 = hold.released(at: 12.5)
        #expect(r18 == .openAccessibility)
    }
}
