import QuizConfig
import Testing

/// The config's `accessibility` group: speech out, off unless the file turns it on; the text size, 100 to 200 %.
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

    @Test func textScaleIsAHundredPercentByDefaultAndReadFromTheFile() throws {
        #expect(KioskConfig.defaults.accessibility.textScalePercent == 100)
        let config = try KioskConfig.parse("accessibility:\n  text_scale: 150\n", file: "c.yaml")
        #expect(config.accessibility.textScalePercent == 150)
    }

    @Test func aTextScaleOutsideAHundredToTwoHundredIsNamedWithItsRange() {
        for (bad, shown) in [("99", "99"), ("201", "201"), ("150%", "\"150%\""), ("1.5", "1.5")] {
            #expect {
                try KioskConfig.parse("accessibility:\n  text_scale: \(bad)\n", file: "c.yaml")
            } throws: { error in
                "\(error)".contains(
                    "c.yaml:2: accessibility.text_scale: \(shown) is not allowed; use a whole number from 100 to 200")
            }
        }
    }
}
