import Foundation
import QuizCore
import QuizFlows
import QuizText
import TestSupportText
import Testing

/// The narration over real games driven by their rules: each screen's essentials in order, the options after
/// their question without cutting it, the timer's marks once, a stop when the screen changes.
@Suite struct NarrationTests {
    /// A command as heard in English: the phrases put in words by the game's English catalog.
    enum Heard: Equatable {
        case stop
        case say(String)
    }

    static let english: Catalog = ScreenText.englishCatalog!

    static func heard(_ command: SpeechCommand) -> Heard {
        switch command {
        case .stop: return .stop
        case .say(let line): return .say(line.string(in: english))
        }
    }

    static func heard(_ commands: [SpeechCommand]) -> [Heard] { commands.map(heard) }

    static let topics = [TriviaTopic(id: 1, name: "Planets", total: 4, answered: 2, answeredRight: 2)]
    static let question = TriviaQuestion(
        id: 42, uid: "q-42", topicID: 1, text: "Which planet is red?",
        options: [
            TriviaOption(id: 1, text: "Mars", isCorrect: true), TriviaOption(id: 2, text: "Venus", isCorrect: false),
            TriviaOption(id: 3, text: "Saturn", isCorrect: false), TriviaOption(id: 4, text: "Pluto", isCorrect: false),
        ], explanation: "Iron oxide.")

    static func moment(_ seconds: Double) -> TriviaMoment {
        TriviaMoment(gameSeconds: seconds, wallSeconds: 1_748_772_000 + seconds, localDate: "2025-06-01")
    }

    /// Drives trivia from home to the topic's progress, feeding the narrator each tenth of a second, and
    /// returns what it said with the game second of each command.
    static func playTrivia(answerAt answerSeconds: Double, right: Bool) -> [(Double, Heard)] {
        var game = TriviaGame(topics: topics, seed: 7)
        var narrator = Narrator()
        var said: [(Double, Heard)] = []
        func listen(_ time: Double) {
            said += narrator.step(TriviaNarration.screen(of: game, at: time, keys: true)).map { (time, heard($0)) }
        }
        listen(0)
        _ = game.reduce(.playNowTapped(at: moment(0.1)))
        var time = 0.1
        while game.screen != .topicChosen, time < 10 {
            time += 0.1
            _ = game.reduce(.tick(at: moment(time)))
            listen(time)
        }
        _ = game.reduce(.playTapped)
        listen(time)
        _ = game.reduce(.questionLoaded(question, at: moment(time)))
        listen(time)
        let loadedAt = time
        while time < loadedAt + answerSeconds {
            time += 0.1
            _ = game.reduce(.tick(at: moment(time)))
            listen(time)
        }
        let chosen = game.round!.options.first { $0.isCorrect == right }!
        _ = game.reduce(.answerTapped(optionID: chosen.id, at: moment(time)))
        listen(time)
        if game.screen == .secondChanceOffer { _ = game.reduce(.secondChanceDeclined(at: moment(time))) }
        listen(time)
        while game.screen != .progress, time < 200 {
            time += 0.1
            _ = game.reduce(.tick(at: moment(time)))
            listen(time)
        }
        return said
    }

    @Test func triviaSaysTheQuestionItsOptionsTheMarksTheResultAndTheMedal() throws {
        let said = Self.playTrivia(answerAt: 2 + 36, right: true)
        // The options in the order dealt, with the numbers their keys have.
        let options = said.compactMap { entry -> String? in
            guard case .say(let text) = entry.1, text.first?.isNumber == true, text.dropFirst().hasPrefix(": ") else {
                return nil
            }
            return text
        }
        #expect(options.count == 4)
        #expect(
            options.allSatisfy { ["Mars", "Venus", "Saturn", "Pluto"].contains(String($0.dropFirst(3).dropLast())) })
        let number = options.firstIndex { $0.contains("Mars") }! + 1
        let commands = said.map(\.1)
        #expect(
            commands == [
                .say("Trivia. Press Enter to play."),
                .stop, .say("Choosing a topic."),
                .stop, .say("Planets. Enter to play, P to pass."),
                .stop,
                .stop, .say("Which planet is red?"),
            ] + options.map(Heard.say) + [
                .say("10 seconds."), .say("5 seconds."),
                .stop, .say("Right!"), .say("The answer was \(number): Mars."), .say("80 points."),
                .stop, .say("Planets: 75 percent right."), .say("You have the Gold medal."),
            ])
        // The options come when the answers appear, 2 s after the question, without a stop between.
        let questionAt = said.first { $0.1 == .say("Which planet is red?") }!.0
        let firstOptionAt = said.first { $0.1 == .say(options[0]) }!.0
        #expect(abs(firstOptionAt - questionAt - 2) < 0.15)
        // The marks when 10 and 5 s are left of 40.
        let tenAt = said.first { $0.1 == .say("10 seconds.") }!.0
        let fiveAt = said.first { $0.1 == .say("5 seconds.") }!.0
        #expect(abs(tenAt - (firstOptionAt + 30)) < 0.15)
        #expect(abs(fiveAt - (firstOptionAt + 35)) < 0.15)
    }

    @Test func aPowerUpsExplanationAndTheShopAreSaid() {
        var game = TriviaGame(
            topics: Self.topics, player: TriviaPlayer(inventory: [.freezeTime: 2], creditsCents: 250), seed: 7)
        _ = game.reduce(.playNowTapped(at: Self.moment(0)))
        var time = 0.0
        while game.screen != .topicChosen, time < 10 {
            time += 0.1
            _ = game.reduce(.tick(at: Self.moment(time)))
        }
        _ = game.reduce(.playTapped)
        _ = game.reduce(.questionLoaded(Self.question, at: Self.moment(time)))
        _ = game.reduce(.tick(at: Self.moment(time + 2.5)))
        var narrator = Narrator()
        func listen(keys: Bool = true) -> [Heard] {
            Self.heard(narrator.step(TriviaNarration.screen(of: game, at: time + 3, keys: keys)))
        }
        _ = listen()
        _ = game.reduce(.powerUpTapped(.freezeTime, at: Self.moment(time + 3)))
        #expect(
            listen() == [
                .stop, .say("Freeze Time"), .say("Stops the timer for 10 seconds."),
                .say("You have 2. Tap it again (key F) to use one; two power-ups per question."),
            ])
        _ = game.reduce(.explanationDismissed(at: Self.moment(time + 3)))
        _ = listen()
        // A power-up not owned: its explanation says the next tap opens the store, in a kiosk without its key.
        _ = game.reduce(.powerUpTapped(.halfOff, at: Self.moment(time + 3)))
        #expect(listen(keys: false).last == .say("You have none. Tap it again to open the store: 3 for $0.99."))
        _ = game.reduce(.explanationDismissed(at: Self.moment(time + 3)))
        _ = listen()
        _ = game.reduce(.shopTapped)
        let shop = listen()
        #expect(
            shop == [
                .stop, .say("Store"), .say("Credits $2.50"), .say("1: Second Chance, $0.99."),
                .say("2: 5 × Freeze Time, $0.99."), .say("3: 3 × Jump It, $0.99."),
                .say("4: 3 × People's Choice, $0.99."), .say("5: 3 × Half Off, $0.99."), .say("6: Life refill, $0.99."),
                .say("7: Retry topic, $4.99."),
                .say("Press an item's number to buy it; Escape closes the store."),
            ])
        _ = game.reduce(.shopClosed)
        // Back on the question: said again from its start.
        #expect(listen().prefix(2) == [.stop, .say("Which planet is red?")])
    }

    @Test func theLeaderboardSaysItsBoardItsTopRowsAndThePlayersPlace() {
        let day = CalendarDay(year: 2025, month: 6, day: 1)!
        let rows = (1...7).map {
            BoardRow(rank: $0, playerID: Int64($0), name: "P\($0)", points: 100 - $0, games: 1, lastFinish: 0)
        }
        let board = Board(
            scope: BoardScope(mode: .trivia, topicID: nil, period: .week, day: day), top: rows,
            player: BoardRow(rank: 12, playerID: 99, name: "Me", points: 40, games: 2, lastFinish: 0), players: 30)
        let screen = LeaderboardNarration.screen(
            gameKey: "trivia.title", topic: nil, period: .week, board: board, playerID: 99, hint: true)
        #expect(
            screen.lines.map { $0.string(in: Self.english) } == [
                "Trivia leaderboard, This week.", "1: P1, 99 points.", "2: P2, 98 points.", "3: P3, 97 points.",
                "4: P4, 96 points.", "5: P5, 95 points.", "You: 12th of 30", "40 points",
                "Left and Right change the game, the period or the topic; Up and Down choose which. Escape goes back.",
            ])
        let empty = Board(
            scope: BoardScope(mode: .timed, topicID: 3, period: .day, day: day), top: [], player: nil, players: 0)
        let timed = LeaderboardNarration.screen(
            gameKey: "topics.timed_challenge", topic: "Oceans", period: .day, board: empty, playerID: 99, hint: false)
        #expect(
            timed.lines.map { $0.string(in: Self.english) } == [
                "Timed challenge leaderboard for Oceans, Today.",
                "No ranked games today yet: play one and top the board!",
            ])
        #expect(timed.key != screen.key)
        let down = LeaderboardNarration.screen(
            gameKey: "trivia.title", topic: nil, period: .all, board: nil, playerID: nil, hint: false)
        #expect(down.lines.count == 2)
    }

    @Test func thePlayerListSaysTheFocusedRowAndAKeyboardWhatIsTyped() {
        var list = PlayerList(
            players: [PlayerRef(id: 1, name: "Ada", isGuest: false), PlayerRef(id: 2, name: "Linus", isGuest: false)],
            accountRows: [ScreenText("account.log_in")], focus: 1)
        let say = { (screen: SpokenScreen) in screen.lines.map { $0.string(in: Self.english) } }
        #expect(say(PlayerNarration.list(list)) == ["2 of 4: Linus.", "Up and Down move, Enter chooses."])
        let before = PlayerNarration.list(list).key
        list.move("down")
        #expect(say(PlayerNarration.list(list)).first == "3 of 4: New player.")
        #expect(PlayerNarration.list(list).key != before)
        var keyboard = TextKeyboard(.name)
        #expect(
            say(KeyboardNarration.typing(keyboard)) == [
                "Type: 2 to 40 letters, then Done. Enter finishes, Escape cancels."
            ])
        keyboard.typeText("Al")
        #expect(say(KeyboardNarration.typing(keyboard)) == ["Al"])
        // A password is said by its length alone, and its characters are in no key.
        var password = TextKeyboard(.password)
        password.typeText("s3cret")
        #expect(say(KeyboardNarration.typing(password)) == ["6 characters typed"])
        #expect(!KeyboardNarration.typing(password).key.contains("s3cret"))
    }

    @Test func thePacksSettingsSayTheURLItsOriginTheLastCheckAndTheFocusedButton() {
        var narrator = Narrator()
        let now = Date(timeIntervalSince1970: 1_780_000_000)
        var status = PackSourceStatus(url: "https://packs.example.org/index.json", origin: .stored)
        let listen = { (status: PackSourceStatus, focus: String?, notice: ScreenText?) in
            Self.heard(
                narrator.step(
                    PacksNarration.screen(
                        .settings(status, focus: focus, notice: notice, now: now), packs: [], round: nil)))
        }
        #expect(
            listen(status, "quizpacks.change_url", nil) == [
                .say("Quiz pack settings"), .say("Pack URL: https://packs.example.org/index.json"),
                .say("Set here (it wins over the config file's packs.url)"), .say("Not checked yet"),
                .say("Arrow keys move, Enter chooses, Escape goes back."), .say("Change URL"),
            ])
        #expect(listen(status, "quizpacks.check_now", nil) == [.stop, .say("Check now")])
        // A check under way, then failed: said from the line that changed, then what the button became.
        status.checking = true
        #expect(
            listen(status, "quizpacks.checking", nil) == [
                .stop, .say("Checking https://packs.example.org/index.json…"),
                .say("Arrow keys move, Enter chooses, Escape goes back."), .say("Checking…"),
            ])
        status.checking = false
        status.lastSuccess = now.addingTimeInterval(-2 * 86_400)
        status.lastProblem = .network(.hostNotFound("packs.example.org"))
        let said = listen(status, "quizpacks.check_now", nil)
        #expect(said.first == .stop)
        #expect(said.contains(.say("Last check failed: the host packs.example.org was not found")))
        #expect(said.contains { if case .say(let line) = $0 { line.hasPrefix("Last checked on ") } else { false } })
        #expect(said.last == .say("Check now"))
        let none = PacksNarration.screen(
            .settings(PackSourceStatus(url: nil, origin: .none), focus: nil, notice: nil, now: now), packs: [],
            round: nil)
        #expect(
            none?.lines.prefix(3).map { $0.string(in: Self.english) } == [
                "Quiz pack settings", "Pack URL: None set: only the packs that come with the game",
                "Set one here, or packs.url in the config file",
            ])
    }

    @Test func theLeadsFormSaysItsFocusedPartAndWhySendKeptNothing() {
        var narrator = Narrator()
        var form = LeadForm(name: "Ada", consent: .operatorText("Send me news about the fair."))
        let listen = { (form: LeadForm) in Self.heard(narrator.step(LeadNarration.screen(of: form))) }
        #expect(
            listen(form) == [
                .say("Stay in touch?"), .say("Up and Down move, Enter chooses."), .say("2 of 5: Email: empty."),
            ])
        form.move("down")
        #expect(listen(form) == [.stop, .say("3 of 5: Checkbox, not checked: Send me news about the fair.")])
        form.move("down")
        form.move("down")
        _ = form.submission()
        #expect(
            listen(form) == [.stop, .say("Check the box to agree, or choose No thanks"), .say("5 of 5: Send.")])
        form.move("up")
        form.move("up")
        form.toggleConsent()
        #expect(listen(form) == [.stop, .say("3 of 5: Checkbox, checked: Send me news about the fair.")])
        form.move("up")
        form.set(.email, to: "ada@example.org")
        // The field typed: the focus moved on to the box.
        #expect(listen(form) == [])
        form.move("up")
        #expect(listen(form) == [.stop, .say("2 of 5: Email: ada@example.org.")])
    }

    @Test func theLeadsFormSaysTheConsentSentenceItShowsInTheLanguageOnView() throws {
        let german = try Catalog.shipped("de")
        let sentence = german[LeadConsent.defaultKey]
        var form = LeadForm(name: "Ada", consent: .catalogDefault)
        form.move("down")
        let said = LeadNarration.screen(of: form).focus.map { $0.string(in: german) }
        // The sentence drawn, its own full stop left to the row's.
        #expect(said == ["3 von 5: Kästchen, nicht angekreuzt: \(sentence.dropLast())."])
        #expect(sentence == LeadConsent.catalogDefault.sentence(in: german) && sentence.hasSuffix("kontaktieren."))
        let english = LeadNarration.screen(of: form).focus.map { $0.string(in: Self.english) }
        #expect(
            english == [
                "3 of 5: Checkbox, not checked: I agree that the organisers of this event may keep my name and email "
                    + "to contact me about it."
            ])
        let operatorForm = LeadForm(name: "Ada", consent: .operatorText("Die Messe GmbH may email me."))
        var focused = operatorForm
        focused.move("down")
        #expect(
            LeadNarration.screen(of: focused).focus.map { $0.string(in: german) }
                == ["3 von 5: Kästchen, nicht angekreuzt: Die Messe GmbH may email me."])
    }

    @Test func aKeyboardSaysItsFocusedKeyAsTheArrowsMoveAndTheTextAsItGrows() {
        var narrator = Narrator()
        var keyboard = TextKeyboard(.name)
        let listen = { (keyboard: TextKeyboard) in Self.heard(narrator.step(KeyboardNarration.typing(keyboard))) }
        #expect(
            listen(keyboard) == [
                .say("Type: 2 to 40 letters, then Done. Enter finishes, Escape cancels."), .say("Q"),
            ])
        keyboard.move("right")
        #expect(listen(keyboard) == [.stop, .say("W")])
        _ = keyboard.press(keyboard.focusedKey)
        // The text said, the key it is still on not again.
        #expect(listen(keyboard) == [.stop, .say("W")])
        keyboard.move("down")
        keyboard.move("down")
        #expect(listen(keyboard) == [.stop, .say("X")])
        keyboard.move("left")
        keyboard.move("left")
        #expect(listen(keyboard) == [.stop, .say("Delete")])
        keyboard.move("down")
        #expect(listen(keyboard).last == .say("Done"))
        // Signs by their names; a password's letters never.
        var email = TextKeyboard(.email)
        for _ in 0..<9 { email.move("right") }
        email.move("down")
        #expect(KeyboardNarration.typing(email).focus.map { $0.string(in: Self.english) } == ["At sign"])
        var password = TextKeyboard(.password)
        #expect(KeyboardNarration.typing(password).focus.isEmpty)
        password.move("up")
        password.move("up")
        #expect(KeyboardNarration.typing(password).focus.map { $0.string(in: Self.english) } == ["Capital letters"])
        // The second page's key says where it goes: the accented letters, or in Arabic the Arabic letters and back.
        let said = { (keyboard: TextKeyboard) in
            var keyboard = keyboard
            keyboard.focus(on: .otherLetters)
            return KeyboardNarration.typing(keyboard).focus.map { $0.string(in: Self.english) }
        }
        #expect(said(TextKeyboard(.name)) == ["Accented letters"])
        var arabic = TextKeyboard(.name, letters: .arabic)
        #expect(said(arabic) == ["Plain letters"])
        _ = arabic.press(.otherLetters)
        #expect(said(arabic) == ["Arabic letters"])
    }

    @Test func aWrongAnswerSaysTheRightOneAndNoPoints() {
        let commands = Self.playTrivia(answerAt: 3, right: false).map(\.1)
        let afterAnswer = commands.drop { $0 != .say("Wrong. Buy a second chance, or cancel.") }
        #expect(afterAnswer.first == .say("Wrong. Buy a second chance, or cancel."))
        #expect(afterAnswer.contains(.say("Wrong.")))
        #expect(
            afterAnswer.contains { if case .say(let text) = $0 { text.hasPrefix("The answer was ") } else { false } })
        #expect(!afterAnswer.contains { if case .say(let text) = $0 { text.hasSuffix("points.") } else { false } })
        #expect(!commands.contains(.say("10 seconds.")))
    }

    @Test func trueFalseSaysEachStatementAndItsReveal() {
        let pool = [
            TrueFalseQuestion(
                id: "tf-1", topic: "Space", statement: "The Sun is a star.", answer: true,
                explanation: "It is a G-type star.", source: "test"),
            TrueFalseQuestion(
                id: "tf-2", topic: "Space", statement: "Mars has rings.", answer: false, explanation: "",
                wrongFeedback: "Saturn has.", source: "test"),
        ]
        var game = TrueFalseGame(pool: pool, rules: .init(roundLength: 2), seed: 3)
        var narrator = Narrator()
        var commands = Self.heard(narrator.step(TrueFalseNarration.screen(of: game)))
        _ = game.reduce(.playPressed(at: 1))
        commands += Self.heard(narrator.step(TrueFalseNarration.screen(of: game)))
        let first = game.currentQuestion!
        _ = game.reduce(.answerTapped(true, at: 2))
        commands += Self.heard(narrator.step(TrueFalseNarration.screen(of: game)))
        // The same screen again says nothing more.
        #expect(narrator.step(TrueFalseNarration.screen(of: game)) == [])
        _ = game.reduce(.nextPressed(at: 3))
        commands += Self.heard(narrator.step(TrueFalseNarration.screen(of: game)))
        let second = game.currentQuestion!
        _ = game.reduce(.answerTapped(true, at: 4))
        commands += Self.heard(narrator.step(TrueFalseNarration.screen(of: game)))
        _ = game.reduce(.nextPressed(at: 5))
        commands += Self.heard(narrator.step(TrueFalseNarration.screen(of: game)))

        func reveal(_ question: TrueFalseQuestion) -> [Heard] {
            let right = question.answer
            let lines = [
                right ? "Right!" : "Wrong.", right ? "It is true." : "It is false.",
                right ? question.rightFeedback : question.wrongFeedback, question.explanation,
            ]
            return [.stop] + lines.filter { !$0.isEmpty }.map(Heard.say)
        }
        let score = [first, second].filter(\.answer).count
        #expect(
            commands == [.say("Tilt True or False. Tilt or press Enter to play.")]
                + [
                    .stop, .say("Statement 1 of 2."), .say(first.statement),
                    .say("Tilt left for true, right for false."),
                ]
                + reveal(first)
                + [
                    .stop, .say("Statement 2 of 2."), .say(second.statement),
                    .say("Tilt left for true, right for false."),
                ]
                + reveal(second) + [.stop, .say("Game over. \(score) of 2 right.")])
        // Statements not in the player's language: the title says which language they are in, after its words.
        var another = Narrator()
        let notice = ContentLanguageNotice.text(dealt: "en", onView: "es")
        #expect(ContentLanguageNotice.text(dealt: "de", onView: "de") == nil)
        #expect(
            Self.heard(
                another.step(TrueFalseNarration.screen(of: TrueFalseGame(pool: pool, seed: 1), languageNotice: notice)))
                == [
                    .say("Tilt True or False. Tilt or press Enter to play."),
                    .say("Not in your language yet: shown in English"),
                ])
    }

    /// Trivia's home, the Daily's and Which came first's splash say, after their own words, that what they deal is
    /// not in the player's language.
    @Test func theOtherModesSayTheirContentIsNotInThePlayersLanguage() throws {
        let notice = ContentLanguageNotice.text(dealt: "en", onView: "es")
        let said = Heard.say("Not in your language yet: shown in English")
        var narrator = Narrator()
        let trivia = TriviaGame(topics: Self.topics, seed: 7)
        #expect(Self.heard(narrator.step(TriviaNarration.screen(of: trivia, at: 0, keys: true))).last != said)
        narrator = Narrator()
        #expect(
            Self.heard(narrator.step(TriviaNarration.screen(of: trivia, at: 0, keys: true, languageNotice: notice)))
                .last == said)
        narrator = Narrator()
        #expect(
            Self.heard(narrator.step(DailyNarration.screen(.home, of: nil, secondsLeft: 20, languageNotice: notice)))
                .last == said)
        narrator = Narrator()
        let splash = WhichCameFirstNarration.screen(of: WhichCameFirstFlowTests.onSplash(), languageNotice: notice)
        #expect(Self.heard(narrator.step(splash)).last == said)
    }

    /// Which came first: the title, each question with both cards' texts by number, the reveal with the earlier
    /// card and both years, and the score at the end.
    @Test func whichCameFirstSaysEachCardAndTheYears() throws {
        var narrator = Narrator()
        var flow = WhichCameFirstFlowTests.onSplash()
        var commands = Self.heard(narrator.step(WhichCameFirstNarration.screen(of: flow)))
        #expect(
            commands == [
                .say(
                    "Which came first? Two events from this day in history: pick the earlier one. Press Enter to play.")
            ])
        flow = WhichCameFirstFlowTests.onQuestion()
        narrator = Narrator()
        var right = 0
        for number in 1...5 {
            let game = try #require(flow.game)
            let cards = game.questions[game.current].cards
            commands = Self.heard(narrator.step(WhichCameFirstNarration.screen(of: flow)))
            #expect(
                commands.filter { $0 != .stop } == [
                    .say("Question \(number) of 5. Which came first?"), .say("1: \(cards[0].text)."),
                    .say("2: \(cards[1].text)."), .say("Say first or second, or press 1 or 2, then Enter."),
                ])
            // Card 1 each time: right when it is the earlier.
            let time = Double(number) * 10
            _ = flow.reduce(.cardSelected(0, at: time))
            _ = flow.reduce(.submitTapped(at: time + 1))
            let earlier = cards[0].year <= cards[1].year ? 0 : 1
            if earlier == 0 { right += 1 }
            #expect(
                Self.heard(narrator.step(WhichCameFirstNarration.screen(of: flow))) == [
                    .stop, .say(earlier == 0 ? "Right!" : "Wrong."),
                    .say("Card \(earlier + 1) came first, in \(cards[earlier].year)."),
                    .say("Card \(2 - earlier): \(cards[1 - earlier].year)."),
                ])
            // Next leaves the reveal after a short slide (`leaveSeconds`), on the next tick.
            _ = flow.reduce(.nextTapped(at: time + 5))
            _ = flow.reduce(.tick(today: WhichCameFirstFlowTests.today, at: time + 9))
        }
        // The result shows once the day's board is read.
        _ = flow.reduce(.boardLoaded(WhichCameFirstBoard(rows: [], players: 0), at: 70))
        #expect(
            Self.heard(narrator.step(WhichCameFirstNarration.screen(of: flow))) == [
                .stop, .say("Game over. \(right) of 5 right."),
            ])
    }

    /// Which came first's About says its text; a day without a game says so and how to play another day.
    @Test func whichCameFirstSaysItsAboutAndADayWithoutAGame() {
        var flow = WhichCameFirstFlowTests.onSplash()
        var narrator = Narrator()
        _ = narrator.step(WhichCameFirstNarration.screen(of: flow))
        _ = flow.reduce(.menuTapped(2, today: WhichCameFirstFlowTests.today, at: 2))
        let about = Self.heard(narrator.step(WhichCameFirstNarration.screen(of: flow)))
        #expect(about.prefix(2) == [.stop, .say("About this game")])
        #expect(
            about.count == 3
                && about.last.map { if case .say(let text) = $0 { text.hasPrefix("Two events") } else { false } }
                    == true
        )
        flow = WhichCameFirstFlowTests.onSplash()
        _ = flow.reduce(.enterPressed(today: WhichCameFirstFlowTests.today, at: 2))
        _ = flow.reduce(
            .dayLoaded(
                WhichCameFirstFlowTests.today, saved: nil, events: [], today: WhichCameFirstFlowTests.today, at: 2))
        let heard = Self.heard(narrator.step(WhichCameFirstNarration.screen(of: flow)))
        #expect(heard.first == .stop)
        #expect(heard.dropFirst().first == .say("Today's game is not available"))
        #expect(heard.last == .say("Press Enter to play a random earlier day."))
    }

    /// The earlier days' list says its focused day: its place, its date in full and its score, or Play.
    @Test func whichCameFirstSaysTheFocusedEarlierDay() throws {
        var flow = WhichCameFirstFlowTests.onSplash()
        let today = WhichCameFirstFlowTests.today
        let yesterday = today.adding(days: -1)
        let played = SavedWhichCameFirstGame(
            day: yesterday, kind: .archive,
            questions: try #require(WhichCameFirstFlowTests.onQuestion().game).questions,
            answers: [0, 0, 0, 0, 0])
        _ = flow.reduce(.earlierDaysLoaded([played], at: 3))
        let first = WhichCameFirstNarration.screen(of: flow)
        let lines = first?.lines.map { $0.string(in: Self.english) } ?? []
        #expect(lines.count == 2)
        #expect(lines.first?.hasPrefix("1 of ") == true, "\(lines)")
        #expect(lines.last == "Up and Down choose a day, Enter plays it; Escape goes back.")
        _ = flow.reduce(.dayMoved(by: 1))
        let second = WhichCameFirstNarration.screen(of: flow)?.lines.first?.string(in: Self.english) ?? ""
        #expect(second.hasPrefix("2 of "), "\(second)")
        #expect(second.contains(CalendarText(Self.english).long(yesterday)), "\(second)")
        #expect(second.hasSuffix("/5.") || second.contains(" of 5"), "\(second)")
        #expect(WhichCameFirstNarration.screen(of: flow)?.key != first?.key)
    }

    @Test func theDailyChallengeSaysWhyThereIsNoSetToday() throws {
        let screen = try #require(DailyNarration.screen(.unavailable, of: nil, secondsLeft: 0))
        #expect(
            screen.lines.map { $0.string(in: Self.english) }.last == "Press Enter to go back.")
        #expect(screen.lines.first?.string(in: Self.english).hasPrefix("Today's challenge is not available") == true)
    }

    @Test func quizPacksSayTheBestScoresAndTheURLAsTyped() throws {
        let game = PackGameSummary(
            packID: "capitals", packTitle: "World Capitals", score: PackScore(right: 8, total: 10),
            finishedAt: Date())
        let scores = try #require(
            PacksNarration.screen(.scores(PackScoreBoard(best: [game], recent: [game])), packs: [], round: nil))
        #expect(
            scores.lines.map { $0.string(in: Self.english) } == [
                "Your scores", "Best per pack", "World Capitals: 8 of 10.",
            ])
        let none = try #require(
            PacksNarration.screen(.scores(PackScoreBoard(best: [], recent: [])), packs: [], round: nil))
        #expect(none.lines.last?.string(in: Self.english) == "Finish a pack to see your best here")
        let typing = try #require(
            PacksNarration.screen(.typingURL(TextKeyboard(.url, text: "https://")), packs: [], round: nil))
        #expect(typing.lines.map { $0.string(in: Self.english) } == ["https://"])
    }

    /// The account screens say their title and the focused field with what it holds (a password by its length
    /// alone, in no key), and a field being typed says what a keyboard says.
    @Test func theAccountScreensSayTheFocusedFieldAndAPasswordByItsLength() {
        var flow = AccountFlow(kind: .logIn, player: nil, login: "ada")
        let say = { (screen: SpokenScreen) in screen.lines.map { $0.string(in: Self.english) } }
        let password = ScreenText("account.field_password").string(in: Self.english)
        let first = AccountNarration.screen(of: flow)
        #expect(
            say(first) == [
                "Log in", "2 of 4: \(password): empty.", "Up and Down move, Enter chooses.",
            ])
        _ = flow.reduce(.keyPressed("enter"))
        #expect(flow.typing == .password)
        _ = flow.reduce(.textTyped("s3cret"))
        #expect(say(AccountNarration.screen(of: flow)) == ["6 characters typed"])
        // Done: the focus moves on to Log in; back up on the password, its length.
        _ = flow.reduce(.keyPressed("enter"))
        #expect(say(AccountNarration.screen(of: flow)).contains("4 of 4: Log in."))
        _ = flow.reduce(.keyPressed("up"))
        _ = flow.reduce(.keyPressed("up"))
        let typed = AccountNarration.screen(of: flow)
        #expect(say(typed).contains("2 of 4: \(password): 6 characters typed."), "\(say(typed))")
        #expect(!typed.key.contains("s3cret") && typed.key != first.key)
        _ = flow.reduce(.keyPressed("up"))
        let login = ScreenText("account.field_login").string(in: Self.english)
        #expect(say(AccountNarration.screen(of: flow)).contains("1 of 4: \(login): ada."))
    }

    /// The Daily Challenge: how it goes, each question with its number, text and numbered options, the timer's
    /// marks, the reveal (right with its points, wrong, time's up, each with the right answer) and the score.
    @Test func theDailyChallengeSaysEachQuestionItsRevealAndTheScore() {
        let day = CalendarDay(year: 2026, month: 7, day: 20)!
        let questions = (1...3).map {
            DailyQuestion(
                uid: "q\($0)", topic: "Space", text: "Question text \($0)?", options: ["A\($0)", "B\($0)", "C\($0)"],
                correct: 1)
        }
        var game = DailyGame(day: day, questions: questions)
        var narrator = Narrator()
        var heard = Self.heard(narrator.step(DailyNarration.screen(.home, of: nil, secondsLeft: 20)))
        #expect(
            heard == [
                .say(
                    "Daily Challenge. Ten questions, the same for everyone today; the faster you answer, the more "
                        + "points. Press Enter to play.")
            ])
        heard = Self.heard(narrator.step(DailyNarration.screen(.question, of: game, secondsLeft: 20)))
        #expect(
            heard == [
                .stop, .say("Question 1 of 3."), .say("Question text 1?"), .say("1: A1."), .say("2: B1."),
                .say("3: C1."),
            ])
        #expect(
            Self.heard(narrator.step(DailyNarration.screen(.question, of: game, secondsLeft: 9.5))) == [
                .say("10 seconds.")
            ])
        let points = game.answer(1, secondsLeft: 9.5)?.points ?? 0
        heard = Self.heard(narrator.step(DailyNarration.screen(.reveal, of: game, secondsLeft: 9.5)))
        #expect(heard == [.stop, .say("Right!"), .say("The answer was 2: B1."), .say("\(points) points.")])
        game.next()
        _ = narrator.step(DailyNarration.screen(.question, of: game, secondsLeft: 20))
        game.answer(0, secondsLeft: 15)
        heard = Self.heard(narrator.step(DailyNarration.screen(.reveal, of: game, secondsLeft: 15)))
        #expect(heard == [.stop, .say("Wrong."), .say("The answer was 2: B2.")])
        game.next()
        _ = narrator.step(DailyNarration.screen(.question, of: game, secondsLeft: 20))
        game.answer(nil, secondsLeft: 0)
        heard = Self.heard(narrator.step(DailyNarration.screen(.reveal, of: game, secondsLeft: 0)))
        #expect(heard == [.stop, .say("Time's up."), .say("The answer was 2: B3.")])
        game.next()
        heard = Self.heard(narrator.step(DailyNarration.screen(.result, of: game, secondsLeft: 0)))
        #expect(heard == [.stop, .say("Your score today: \(points) points, 1 of 3 right.")])
    }

    /// Quiz packs: the pack the focus is on, each question with its numbered answers and how to submit, the
    /// answer screen with the right answer, and the score.
    @Test func quizPacksSayTheFocusedPackEachQuestionAndTheScore() {
        let packs = ["Capitals", "Rivers"].enumerated().map {
            QuizPackEntry(id: "p\($0.offset)", title: $0.element, summary: "", icon: nil, questionCount: 2, best: nil)
        }
        var narrator = Narrator()
        #expect(
            Self.heard(narrator.step(PacksNarration.screen(.list(focused: 1), packs: packs, round: nil))) == [
                .say("Pack 2 of 2: Rivers. Press Enter to play it.")
            ])
        #expect(
            Self.heard(narrator.step(PacksNarration.screen(.list(focused: nil), packs: packs, round: nil))) == [
                .stop, .say("Quiz Packs: 2 packs. Use Up and Down to choose."),
            ])
        let questions = (1...2).map { number in
            PackQuestion(
                id: Int64(number), text: "Capital \(number)?",
                answers: ["Oslo", "Rome", "Lima"].enumerated().map {
                    PackAnswer(id: Int64($0.offset), text: $0.element)
                },
                correctIndex: 1)
        }
        var round = PackRound(packID: "p0", packTitle: "Capitals", questions: questions, at: 0)
        #expect(
            Self.heard(narrator.step(PacksNarration.screen(.question, packs: packs, round: round))) == [
                .stop, .say("Question 1 of 2."), .say("Capital 1?"), .say("1: Oslo."), .say("2: Rome."),
                .say("3: Lima."), .say("Press a number to choose, then Enter to submit."),
            ])
        round.choose(1)
        _ = round.submit(at: 1)
        #expect(
            Self.heard(narrator.step(PacksNarration.screen(.answer, packs: packs, round: round))) == [
                .stop, .say("Right!"), .say("The answer was 2: Rome."),
            ])
        _ = round.next(at: 2)
        round.choose(0)
        _ = round.submit(at: 3)
        #expect(
            Self.heard(narrator.step(PacksNarration.screen(.answer, packs: packs, round: round))) == [
                .stop, .say("Wrong."), .say("The answer was 2: Rome."),
            ])
        _ = round.next(at: 4)
        #expect(
            Self.heard(narrator.step(PacksNarration.screen(.finished, packs: packs, round: round))) == [
                .stop, .say("Game over. 1 of 2 right."),
            ])
    }

    /// The Accessibility screen: how to use it on its first row, then the focused setting with its value, said
    /// again when it changes; on the voice row, why voice may not do all it says.
    @Test func theAccessibilityScreenSaysTheFocusedSettingAndItsValue() {
        var flow = AccessibilityFlow(choices: AccessibilityChoices(), languageIsEnglish: false)
        var narrator = Narrator()
        var heard: [Heard] = []
        func listen() { heard += Self.heard(narrator.step(AccessibilityNarration.screen(of: flow))) }
        listen()
        _ = flow.reduce(.keyPressed("down"))
        listen()
        _ = flow.reduce(.keyPressed("down"))
        listen()
        _ = flow.reduce(.keyPressed("enter"))
        listen()
        listen()
        #expect(
            heard == [
                .say("Accessibility. Up and Down choose a setting, Enter changes it, Escape goes back."),
                .say("Read aloud: Off."),
                .stop, .say("Voice commands: Off."), .say("Voice commands are English only"),
                .stop, .say("Text size: 100\u{00A0}%."),
                .stop, .say("Text size: 125\u{00A0}%."),
            ])
    }

    @Test func aScreenThatSaysNothingStopsTheSpeechOnce() {
        var narrator = Narrator()
        let (one, two, uno) = (ScreenText.verbatim("One."), ScreenText.verbatim("Two."), ScreenText.verbatim("Uno."))
        #expect(narrator.step(SpokenScreen(key: "a", lines: [one, two])) == [.say(one), .say(two)])
        #expect(narrator.step(nil) == [.stop])
        #expect(narrator.step(nil) == [])
        // Back on a screen: said again from its start.
        #expect(narrator.step(SpokenScreen(key: "a", lines: [one])) == [.say(one)])
        // The same screen with other words (an option taken away) is said again from the first changed line.
        #expect(narrator.step(SpokenScreen(key: "a", lines: [uno])) == [.stop, .say(uno)])
        #expect(narrator.step(SpokenScreen(key: "a", lines: [uno, two])) == [.say(two)])
        #expect(narrator.step(SpokenScreen(key: "a", lines: [uno, one])) == [.stop, .say(one)])
    }

    @Test func aFocusedPartIsSaidAfterTheScreenAndAloneWhenTheFocusMoves() {
        var narrator = Narrator()
        let (title, back, play, done) = (
            ScreenText.verbatim("Profile."), ScreenText.verbatim("Back."), ScreenText.verbatim("Play."),
            ScreenText.verbatim("Followed.")
        )
        #expect(
            narrator.step(SpokenScreen(key: "p", lines: [title], focus: [back])) == [.say(title), .say(back)])
        #expect(narrator.step(SpokenScreen(key: "p", lines: [title], focus: [back])) == [])
        // The focus moved: what was being said stops, the new focus alone is said.
        #expect(narrator.step(SpokenScreen(key: "p", lines: [title], focus: [play])) == [.stop, .say(play)])
        // An action's outcome with the focus, and a line that changed with it: one stop, then both in order.
        #expect(
            narrator.step(SpokenScreen(key: "p", lines: [back], focus: [done, play]))
                == [.stop, .say(back), .say(done), .say(play)])
        #expect(narrator.sayAgain() == [.stop, .say(back), .say(done), .say(play)])
        // Another screen says its focus anew.
        #expect(narrator.step(SpokenScreen(key: "q", lines: [], focus: [play])) == [.stop, .say(play)])
    }

    @Test func marksAlreadyPassedWhenAScreenAppearsAreNotSaid() {
        var narrator = Narrator()
        #expect(narrator.step(SpokenScreen(key: "q", lines: [], secondsLeft: 7)) == [])
        #expect(Self.heard(narrator.step(SpokenScreen(key: "q", lines: [], secondsLeft: 5))) == [.say("5 seconds.")])
        #expect(narrator.step(SpokenScreen(key: "q", lines: [], secondsLeft: 4)) == [])
    }
}
