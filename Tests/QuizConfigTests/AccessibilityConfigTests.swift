import QuizConfig
import Testing

/// The config's `accessibility` group: speech out, off unless the file turns it on.
@Suite struct AccessibilityConfigTests {
    @Test func speechIsOffByDefaultAndOnWhenTheFileSaysSo() throws {
        #expect(KioskConfig.defaults.accessibility.speech == false)
        #expect(try KioskConfig.parse("accessibility:\n  speech: true\n", file: "c.yaml").accessibility.speech)
        #expect(
            try KioskConfig.parse("accessibility:\n  speech: false\n", file: "c.yaml").accessibility.speech == false)
    }

    @Test func aSpeechValueThatIsNotTrueOrFalseIsNamed() {
        #expect {
            try KioskConfig.parse("accessibility:\n  speech: loud\n", file: "c.yaml")
        } throws: { error in
            "\(error)".contains("c.yaml:2: accessibility.speech: \"loud\" is not allowed")
        }
    }
}
