import QuizCore

extension AccessibilityFlow.Row {
    /// The row's name in the catalog.
    public var nameKey: String {
        switch self {
        case .speech: "a11y.speech"
        case .voice: "a11y.voice"
        case .textSize: "a11y.text_size"
        case .contrast: "a11y.contrast"
        case .reduceMotion: "a11y.reduce_motion"
        case .moreTime: "a11y.more_time"
        }
    }

    /// The row's value as the screen shows it and the speech says it: On/Off, Normal/High, or a percentage
    /// (text size; more time, Off at 100 %).
    public func value(_ choices: AccessibilityChoices) -> ScreenText {
        func onOff(_ on: Bool) -> ScreenText { ScreenText(on ? "a11y.on" : "a11y.off") }
        func percent(_ value: Int) -> ScreenText { ScreenText("a11y.percent", ["percent": .number(value)]) }
        switch self {
        case .speech: return onOff(choices.speech)
        case .voice: return onOff(choices.voice)
        case .textSize: return percent(choices.textScalePercent)
        case .contrast: return ScreenText(choices.highContrast ? "a11y.contrast_high" : "a11y.contrast_normal")
        case .reduceMotion: return onOff(choices.reduceMotion)
        case .moreTime: return choices.hasMoreTime ? percent(Int((choices.timeScale * 100).rounded())) : onOff(false)
        }
    }
}

extension AccessibilityFlow.Note {
    /// The note's line in the catalog.
    public var key: String {
        switch self {
        case .voiceEnglishOnly: "a11y.voice_english_only"
        case .noMicrophone: "a11y.no_microphone"
        }
    }
}
