import QuizCore
import QuizLive
import QuizStore
import TestSupport
import Testing

/// Each phone is asked in its page's language (`/ws?language=de`) when the question has a translation in it,
/// else in the round's words: a real store with an English question and its German translation, dealt as the
/// game deals, and websocket phones on loopback.
@Suite("Live listener: each phone asked in its page's language")
struct LiveTranslationSocketTests {
    /// The German of the English texts in `store()`.
    static let german = [
        "What is the largest animal?": "Welches ist das größte Tier?", "Blue whale": "Blauwal",
        "Sperm whale": "Pottwal", "Whale shark": "Walhai", "Elephant": "Elefant", "Fin whale": "Finnwal",
    ]

    /// Two English questions of the topic Animals, the first with a German translation (four wrong answers each,
    /// so a round shows three of them, shuffled).
    static func store() throws -> QuizDatabase {
        let folder = TemporaryFolder()
        let csv = folder.write(
            "animals.csv",
            """
            topic,question,correct,wrong1,wrong2,wrong3,wrong4,uid,language,translates
            Tiere,Welches ist das größte Tier?,Blauwal,Pottwal,Walhai,Elefant,Finnwal,de-1,de,en-1
            Animals,What is the largest animal?,Blue whale,Sperm whale,Whale shark,Elephant,Fin whale,en-1,en,
            Animals,Which animal is fastest on land?,Cheetah,Lion,Horse,Greyhound,Hare,en-2,en,

            """)
        let database = try QuizDatabase()
        _ = try database.importFiles([csv], format: .csv, packName: nil, dryRun: false)
        return database
    }

    /// The round's questions as the game makes them of the store's (`LiveDeck`): the translated one first.
    static func dealt() throws -> [LiveDealtQuestion] {
        let dealt = try store().liveQuestions(
            .topic("Animals"), count: 2, scope: PackScope.all.only(in: "en"), seed: 11)
        return dealt.sorted { !$0.translations.isEmpty && $1.translations.isEmpty }
    }

    static func asked(_ dealt: [LiveDealtQuestion]) throws -> [LiveQuestion] {
        try dealt.map { question in
            try LiveQuestion(
                text: question.text, options: question.options.map(\.text), rightOption: question.rightOption,
                translations: Dictionary(
                    uniqueKeysWithValues: question.translations.map {
                        ($0.language, LiveWording(text: $0.text, options: $0.options))
                    }), language: question.language)
        }
    }

    static func strings(_ texts: [String]) -> JSONValue { .array(texts.map(JSONValue.string)) }

    @Test func aGermanAndAnEnglishPhoneGetTheirOwnWordsAtTheSamePlaces() async throws {
        let dealt = try Self.dealt()
        try #require(dealt.count == 2 && dealt[0].translations.map(\.language) == ["de"])
        #expect(dealt[1].translations.isEmpty)
        let first = dealt[0]
        let shown = first.options.map(\.text)
        let right = first.rightOption
        let wrong = (right + 1) % shown.count
        let questions = try Self.asked(dealt)
        try await LiveServerFixture.with { server in
            let (ana, anaToken) = await server.joined("Ana", language: "de")
            let (ben, _) = await server.joined("Ben", language: "en")
            // A page in a language the question is not written in, and a client that says none.
            let (cem, _) = await server.joined("Cem", language: "tr")
            let (dan, _) = await server.joined("Dan")
            #expect(server.host.start(questions) == nil)

            let german = await ana.expect("question")
            #expect(german.string("text") == "Welches ist das größte Tier?" && german.string("language") == "de")
            #expect(german["options"] == Self.strings(shown.map { Self.german[$0] ?? "(no German for \($0))" }))
            for phone in [ben, cem, dan] {
                let english = await phone.expect("question")
                #expect(english.string("text") == "What is the largest animal?" && english.string("language") == "en")
                #expect(english["options"] == Self.strings(shown))
            }

            // Ana taps the German right answer; Ben an English wrong one; Cem and Dan the right one.
            ana.answer(question: 0, option: right)
            #expect(await ana.expect("counted").int("question") == 0)
            ben.answer(question: 0, option: wrong)
            _ = await ben.expect("counted")
            cem.answer(question: 0, option: right)
            _ = await cem.expect("counted")

            // Ana's page reloads: it comes back in German, her answer shown at its place.
            await ana.close()
            let back = server.phone(language: "de")
            back.rejoin(token: anaToken)
            _ = await back.expect("welcome")
            let again = await back.expect("question")
            #expect(again.string("text") == "Welches ist das größte Tier?")
            #expect(again["options"] == german["options"] && again.int("answered") == right)

            dan.answer(question: 0, option: right)
            _ = await dan.expect("counted")
            let anaResult = await back.expect("result")
            #expect(anaResult["correct"] == .bool(true) && anaResult.int("right") == right)
            let benResult = await ben.expect("result")
            #expect(benResult["correct"] == .bool(false) && benResult.int("answered") == wrong)
            #expect(benResult.int("right") == right)
            #expect(await cem.expect("result")["correct"] == .bool(true))
            #expect(await dan.expect("result")["correct"] == .bool(true))
            var distribution = Array(repeating: 0, count: shown.count)
            distribution[right] = 3
            distribution[wrong] = 1
            #expect(server.host.round.distribution == distribution)

            // The second question has no German: the German page is asked in the round's words.
            #expect(server.host.next() == nil)
            let untranslated = await back.expect("question")
            #expect(untranslated.string("text") == dealt[1].text && untranslated.string("language") == "en")
            #expect(untranslated["options"] == Self.strings(dealt[1].options.map(\.text)))
            for phone in [back, ben, cem, dan] { await phone.close() }
        }
    }
}
