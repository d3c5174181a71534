import QuizCore

extension GameModeInfo {
    /// A live round: the big screen hosts, everyone answers on their phone.
    public static let live = GameModeInfo(
        id: .live, title: "Live round", summary: "Everyone plays on their phone: scan the code to join",
        icon: "live", inputs: [.taps])
}
