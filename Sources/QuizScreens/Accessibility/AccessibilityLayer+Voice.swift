import QuizVoice

extension AccessibilityLayer {
    /// Voice commands act on the game under the layer; none while the Accessibility screen is on view.
    public var voiceScreen: VoiceScreen? { flow == nil ? inner.voiceScreen : nil }

    public func perform(_ action: VoiceAction, at time: Double) {
        if flow == nil { inner.perform(action, at: time) }
    }
}
