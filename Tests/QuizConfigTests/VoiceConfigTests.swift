import QuizConfig
import Testing

/// `accessibility.voice`: off unless the file turns it on; anything but true or false refused by name.
@Suite struct VoiceConfigTests {
    @Test func voiceIsOffUnlessTurnedOn() throws {
        #expect(KioskConfig.defaults.accessibility.voice == false)
        #expect(try KioskConfig.parse("accessibility:\n  voice: true\n", file: "c.yaml").accessibility.voice)
        #expect(throws: (any Error).self) { try KioskConfig.parse("accessibility:\n  voice: loud\n", file: "c.yaml") }
    }
}
