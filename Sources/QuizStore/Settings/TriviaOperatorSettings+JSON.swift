import Foundation
import QuizCore

/// The settings file: JSON, every key optional, unknown keys refused (a typo
/// would otherwise be ignored in silence), every error naming the JSON path.
///
///     {"rightMessages": ["Bravo!", "Spot on!"],
///      "rewards": {
///        "correctAnswers": [{"after": 1, "powerUp": "freezeTime"}, {"after": 5, "powerUp": "jumpIt", "repeat": true}],
///        "questions": [{"question": "Who painted the Mona Lisa?", "powerUps": ["halfOff", "jumpIt"]}],
///        "milestones": [{"at": "gold", "powerUp": "peoplesChoice", "count": 2}],
///        "badges": [{"code": "ten-right", "title": "Ten right", "correct": 10}]},
///      "limits": {"lives": 3, "minutesPerLife": 60, "answerSeconds": 40, "passesPerDay": 5}}
extension TriviaOperatorSettings {
    /// The longest message after a right answer: it is the result screen's headline.
    public static let messageLimit = 40

    /// The game's own messages as a store kept them, in English, before they were the catalog's
    /// (`TriviaWords.gameMessageKeys`): read back as the game's own, so a kiosk's players get them in their language.
    static let formerGameMessages = ["Brilliant!", "Nailed it!", "Spot on!", "You know your stuff!", "Great answer!"]

    public static func parse(_ text: String, file: String) throws(ImportError) -> TriviaOperatorSettings {
        let root = try JSONNode.root(text, file: file)
        try root.onlyKeys(["rightMessages", "rewards", "limits"])
        var settings = TriviaOperatorSettings.defaults
        if let messages = root.optional("rightMessages") {
            settings.rightMessages = try messages.nonEmptyItems().map { item throws(ImportError) in
                let message = try item.text()
                guard message.count <= messageLimit else {
                    throw item.error("has \(message.count) characters; use at most \(messageLimit)")
                }
                return message
            }
            if settings.rightMessages == formerGameMessages { settings.rightMessages = [] }
        }
        if let limits = root.optional("limits") {
            try limits.onlyKeys(["lives", "minutesPerLife", "answerSeconds", "passesPerDay"])
            let defaults = TriviaLimits.defaults
            settings.limits = TriviaLimits(
                lives: try limits.optional("lives")?.whole(in: TriviaLimits.livesRange) ?? defaults.lives,
                secondsPerLife: try limits.optional("minutesPerLife")
                    .map { node throws(ImportError) in Double(try node.whole(in: TriviaLimits.minutesPerLifeRange) * 60)
                    }
                    ?? defaults.secondsPerLife,
                answerSeconds: try limits.optional("answerSeconds")
                    .map { node throws(ImportError) in Double(try node.whole(in: TriviaLimits.answerSecondsRange)) }
                    ?? defaults.answerSeconds,
                passesPerDay: try limits.optional("passesPerDay")?.whole(in: TriviaLimits.passesRange)
                    ?? defaults.passesPerDay)
        }
        guard let rewards = root.optional("rewards") else { return settings }
        try rewards.onlyKeys(["correctAnswers", "questions", "milestones", "badges"])
        if let list = rewards.optional("correctAnswers") {
            settings.answerRewards = try list.items().map { item throws(ImportError) in
                try item.onlyKeys(["after", "powerUp", "count", "repeat"])
                return AnswerReward(
                    after: try item.required("after").whole(in: 1...100_000), grant: try item.grant(),
                    repeats: try item.optional("repeat")?.bool() ?? false)
            }
        }
        if let list = rewards.optional("questions") {
            settings.questionRewards = try list.items().map { item throws(ImportError) in
                try item.onlyKeys(["question", "powerUps"])
                let powerUps = try item.required("powerUps").nonEmptyItems().map { word throws(ImportError) in
                    try word.powerUp()
                }
                return QuestionReward(question: try item.required("question").text(), powerUps: powerUps)
            }
        }
        if let list = rewards.optional("milestones") {
            settings.milestoneRewards = try list.items().map { item throws(ImportError) in
                try item.onlyKeys(["at", "powerUp", "count"])
                return MilestoneReward(milestone: try item.required("at").milestone(), grant: try item.grant())
            }
        }
        if let list = rewards.optional("badges") {
            settings.badges = try list.items().map { item throws(ImportError) in try item.badge() }
            var seen: Set<String> = []
            for (badge, item) in zip(settings.badges, try list.items()) where !seen.insert(badge.code).inserted {
                throw item.error("repeats the badge code \"\(badge.code)\"; give each badge its own")
            }
        }
        return settings
    }

    /// The settings as the JSON `parse` reads, keys sorted, for `tiltquiz settings show` and the store.
    public var json: String {
        func number(_ value: Int) -> JSONValue { .number(JSONNumber(value)) }
        func grant(_ grant: PowerUpGrant) -> [String: JSONValue] {
            ["powerUp": .string(grant.powerUp.rawValue), "count": number(grant.count)]
        }
        let badgeObjects: [JSONValue] = badges.map { badge in
            var object: [String: JSONValue] = ["code": .string(badge.code), "title": .string(badge.title)]
            switch badge.trigger {
            case .question(let question): object["question"] = .string(question)
            case .answered(let count): object["answered"] = number(count)
            case .correct(let count): object["correct"] = number(count)
            }
            return .object(object)
        }
        var object: [String: JSONValue] = [
            "limits": .object([
                "lives": number(limits.lives), "minutesPerLife": number(Int(limits.secondsPerLife / 60)),
                "answerSeconds": number(Int(limits.answerSeconds)), "passesPerDay": number(limits.passesPerDay),
            ]),
            "rewards": .object([
                "correctAnswers": .array(
                    answerRewards.map {
                        .object(
                            grant($0.grant).merging(["after": number($0.after), "repeat": .bool($0.repeats)]) { a, _ in
                                a
                            })
                    }),
                "questions": .array(
                    questionRewards.map {
                        .object([
                            "question": .string($0.question),
                            "powerUps": .array($0.powerUps.map { .string($0.rawValue) }),
                        ])
                    }),
                "milestones": .array(
                    milestoneRewards.map {
                        .object(grant($0.grant).merging(["at": .string($0.milestone.word)]) { a, _ in a })
                    }),
                "badges": .array(badgeObjects),
            ]),
        ]
        // None: the game's own (the key left out, as a file that names none).
        if !rightMessages.isEmpty { object["rightMessages"] = .array(rightMessages.map(JSONValue.string)) }
        // Slashes escaped, as JSONSerialization wrote the stored settings before.
        return JSONText.write(.object(object), format: [.prettyPrinted, .escapingSlashes])
    }
}

extension JSONNode {
    /// Refuses keys other than `allowed`, naming the first stray one.
    func onlyKeys(_ allowed: [String]) throws(ImportError) {
        guard case .object(let members) = value else { throw error("must be an object") }
        for key in members.keys.sorted() where !allowed.contains(key) {
            let node = JSONNode(value: members[key] ?? .null, path: path + "." + key, file: file, field: key)
            throw node.error("is not a setting here; use \(allowed.map { "\"\($0)\"" }.joined(separator: ", "))")
        }
    }

    func nonEmptyItems() throws(ImportError) -> [JSONNode] {
        let list = try items()
        guard !list.isEmpty else { throw error("must not be an empty list") }
        return list
    }

    func whole(in range: ClosedRange<Int>) throws(ImportError) -> Int {
        guard let number = integer, range.contains(number) else {
            throw error("must be a whole number from \(range.lowerBound) to \(range.upperBound)")
        }
        return number
    }

    func bool() throws(ImportError) -> Bool {
        guard case .bool(let flag) = value else { throw error("must be true or false") }
        return flag
    }

    func powerUp() throws(ImportError) -> PowerUp {
        let words = PowerUp.allCases.map(\.rawValue)
        guard case .string(let word) = value, let powerUp = PowerUp(rawValue: word) else {
            throw error("must be one of \(words.joined(separator: ", "))")
        }
        return powerUp
    }

    func milestone() throws(ImportError) -> TopicMilestone {
        let words = TopicMilestone.allCases.map(\.word)
        guard case .string(let word) = value, let milestone = TopicMilestone.allCases.first(where: { $0.word == word })
        else { throw error("must be one of \(words.joined(separator: ", "))") }
        return milestone
    }

    /// `powerUp` and an optional `count` (1 when absent).
    func grant() throws(ImportError) -> PowerUpGrant {
        PowerUpGrant(try required("powerUp").powerUp(), count: try optional("count")?.whole(in: 1...99) ?? 1)
    }

    func badge() throws(ImportError) -> TriviaOperatorSettings.Badge {
        try onlyKeys(["code", "title", "question", "answered", "correct"])
        let codeNode = try required("code")
        let code = try codeNode.text()
        guard code.allSatisfy({ $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "-") }) else {
            throw codeNode.error("must be lower-case letters, digits and dashes, such as ten-right")
        }
        let triggers = ["question", "answered", "correct"].compactMap { key in optional(key).map { (key, $0) } }
        guard triggers.count == 1, let (kind, node) = triggers.first else {
            throw error("needs exactly one of \"question\", \"answered\" or \"correct\" (what earns the badge)")
        }
        let trigger: TriviaOperatorSettings.Badge.Trigger
        switch kind {
        case "question": trigger = .question(try node.text())
        case "answered": trigger = .answered(try node.whole(in: 1...100_000))
        default: trigger = .correct(try node.whole(in: 1...100_000))
        }
        return TriviaOperatorSettings.Badge(code: code, title: try required("title").text(), trigger: trigger)
    }
}
