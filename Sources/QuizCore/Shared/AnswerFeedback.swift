/// What the game says under an answer: the feedback for the answer given (GIFT's `#...`: the author's words to
/// a player who chose it), then the question's explanation, which is said whichever answer was given.
public enum AnswerFeedback {
    /// `feedback` then `explanation`, each only when it says something (and the explanation once when the
    /// file gave the same words for both).
    public static func text(feedback: String, explanation: String) -> String {
        choices(feedback: feedback, explanation: explanation).first ?? ""
    }

    /// What a screen may say, in order: the whole `text`, then the feedback alone (it answers the player's own
    /// choice), then the explanation alone; a screen without room for one says the next. Empty when there is
    /// nothing to say.
    public static func choices(feedback: String, explanation: String) -> [String] {
        let said = feedback.trimmingWhitespace
        let always = explanation.trimmingWhitespace
        if said.isEmpty || said == always { return always.isEmpty ? [] : [always] }
        if always.isEmpty { return [said] }
        return [said + " " + always, said, always]
    }
}

extension String {
    /// Without leading and trailing spaces and line breaks (QuizCore imports no Foundation).
    fileprivate var trimmingWhitespace: String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return String(String.UnicodeScalarView(scalars[first...last]))
    }
}
