import QuizCore

/// Every phrase the narration says, by its key in the string catalog (`speech.*`), with the values it names: the
/// speech says them in the player's language (`SessionSpeech`), and nothing spoken is spelled anywhere else. A
/// question's, an option's or a topic's own words go in as they are.
public enum SpokenPhrases {
    // Home
    static let homeChoices = ScreenText("speech.choose_game")
    /// `title`: the mode's title key.
    static func homePlay(titleKey: String) -> ScreenText { ScreenText("speech.home_play", ["game": .key(titleKey)]) }
    /// A tile by its number: `titleKey` the mode's title key.
    static func choice(_ number: Int, titleKey: String) -> ScreenText {
        ScreenText("speech.option", ["number": .number(number), "text": .key(titleKey)])
    }
    /// What a home button does, said when the keys or the d-pad focus it; the globe names the language on view.
    static func homeButton(_ button: HomeButton) -> ScreenText {
        switch button {
        case .player: ScreenText("speech.button_player")
        case .leaderboards: ScreenText("speech.button_leaderboards")
        case .accessibility: ScreenText("speech.button_accessibility")
        case .language: ScreenText("speech.button_language", ["language": .key("language.name")])
        case .profile: ScreenText("speech.button_profile")
        }
    }

    // Tilt True/False
    static let trueFalseTitle = ScreenText("speech.truefalse_title")
    static func statementNumber(_ number: Int, of total: Int) -> ScreenText {
        ScreenText("speech.statement_number", ["number": .number(number), "total": .number(total)])
    }
    static let tiltHint = ScreenText("speech.tilt_hint")
    static let right = ScreenText("speech.right")
    static let wrong = ScreenText("speech.wrong")
    static func statementWas(_ answer: Bool) -> ScreenText {
        ScreenText(answer ? "speech.statement_true" : "speech.statement_false")
    }
    static func gameOver(score: Int, total: Int) -> ScreenText {
        ScreenText("speech.game_over", ["score": .number(score), "total": .number(total)])
    }

    // Trivia
    static let triviaHome = ScreenText("speech.trivia_home")
    static let spinning = ScreenText("speech.spinning")
    static func topicChosen(_ name: String) -> ScreenText {
        ScreenText("speech.topic_chosen", ["topic": .verbatim(name)])
    }
    static func option(_ number: Int, _ text: String) -> ScreenText {
        ScreenText("speech.option", ["number": .number(number), "text": .verbatim(text)])
    }
    static func secondsLeft(_ seconds: Int) -> ScreenText { ScreenText("speech.seconds_left", count: seconds) }
    static let secondChance = ScreenText("speech.second_chance")
    static let timeUp = ScreenText("speech.time_up")
    static let jumped = ScreenText("speech.jumped")
    static func rightAnswerWas(_ number: Int, _ text: String) -> ScreenText {
        ScreenText("speech.answer_was", ["number": .number(number), "text": .verbatim(text)])
    }
    static func points(_ points: Int) -> ScreenText { ScreenText("speech.points", count: points) }
    static func progress(topic: String, percent: Int) -> ScreenText {
        ScreenText("speech.progress", ["topic": .verbatim(topic), "percent": .number(percent)])
    }
    static func medal(_ medal: Medal) -> ScreenText {
        ScreenText("speech.medal", ["medal": .key(medal.nameKey)])
    }
    static let noLives = ScreenText("speech.no_lives")

    // Which came first?
    static let whichCameFirstTitle = ScreenText("speech.wcf_title")
    static func whichCameFirstQuestion(_ number: Int, of total: Int) -> ScreenText {
        ScreenText("speech.wcf_question", ["number": .number(number), "total": .number(total)])
    }
    static let whichCameFirstHint = ScreenText("speech.wcf_hint")
    static let randomEarlierDay = ScreenText("speech.wcf_random_day")
    static func cameFirst(card: Int, year: Int) -> ScreenText {
        ScreenText("speech.wcf_came_first", ["number": .number(card), "year": yearValue(year)])
    }
    static func cameLater(card: Int, year: Int) -> ScreenText {
        ScreenText("speech.wcf_came_later", ["number": .number(card), "year": yearValue(year)])
    }
    /// A year as the cards write it: "1969" (no group separator), "44 BC" in the language's words.
    static func yearValue(_ year: Int) -> ScreenText.Value {
        year > 0 ? .verbatim(String(year)) : .text(ScreenText("wcf.year_bc", ["year": .verbatim(String(-year))]))
    }

    // The Daily Challenge
    static let dailyHome = ScreenText("speech.daily_home")
    static func questionNumber(_ number: Int, of total: Int) -> ScreenText {
        ScreenText("speech.question_number", ["number": .number(number), "total": .number(total)])
    }
    static func dailyScore(_ points: Int, right: Int, of total: Int) -> ScreenText {
        ScreenText("speech.daily_score", ["right": .number(right), "total": .number(total)], count: points)
    }

    // Quiz packs
    static func packsList(count: Int) -> ScreenText { ScreenText("speech.packs_list", count: count) }
    static func pack(_ number: Int, of total: Int, title: String) -> ScreenText {
        ScreenText(
            "speech.packs_pack", ["number": .number(number), "total": .number(total), "title": .verbatim(title)])
    }
    static let packsHint = ScreenText("speech.packs_hint")

    // The Accessibility screen
    static let accessibilityHow = ScreenText("speech.a11y_how")
    static func setting(nameKey: String, value: ScreenText) -> ScreenText {
        ScreenText("speech.a11y_setting", ["name": .key(nameKey), "value": .text(value)])
    }

    /// The timer's spoken marks, in seconds left.
    static let timerMarks = [10, 5]
}
