import Foundation
import QuizCore

/// The trivia settings as five blocks of lines and four numbers, the web
/// admin's form (one text box or number field each): every line and number is
/// checked and every bad one named with its section, line and reason, so the
/// whole form can be fixed in one go.
///
///     messages:    Bravo!                  (none: the game's own, in each player's language)
///     everyRight:  5 jumpIt x2 repeat        (after 5 right; x2: two of them; repeat: every 5)
///     perQuestion: halfOff, jumpIt: Who painted the Mona Lisa?
///     perMedal:    gold peoplesChoice x2
///     badges:      ten-right | Ten right | correct 10
public struct TriviaSettingsLines: Equatable, Sendable {
    public var messages: String
    public var everyRight: String
    public var perQuestion: String
    public var perMedal: String
    public var badges: String
    /// The limits, as typed: lives, minutes per life, answer timer seconds, passes a day.
    public var lives: String
    public var minutesPerLife: String
    public var answerSeconds: String
    public var passesPerDay: String

    /// The most lines a section takes (a pasted file by mistake is refused, not stored).
    public static let lineLimit = 200

    /// The form as typed; the limits left out are the defaults.
    public init(
        messages: String, everyRight: String, perQuestion: String, perMedal: String, badges: String,
        lives: String = "\(TriviaLimits.defaults.lives)",
        minutesPerLife: String = "\(Int(TriviaLimits.defaults.secondsPerLife / 60))",
        answerSeconds: String = "\(Int(TriviaLimits.defaults.answerSeconds))",
        passesPerDay: String = "\(TriviaLimits.defaults.passesPerDay)"
    ) {
        self.messages = messages
        self.everyRight = everyRight
        self.perQuestion = perQuestion
        self.perMedal = perMedal
        self.badges = badges
        self.lives = lives
        self.minutesPerLife = minutesPerLife
        self.answerSeconds = answerSeconds
        self.passesPerDay = passesPerDay
    }

    /// `settings` written as the form shows them (`parse` reads them back to the same settings).
    public init(_ settings: TriviaOperatorSettings) {
        messages = settings.rightMessages.joined(separator: "\n")
        everyRight = settings.answerRewards.map { reward in
            "\(reward.after) \(Self.grant(reward.grant))" + (reward.repeats ? " repeat" : "")
        }.joined(separator: "\n")
        perQuestion = settings.questionRewards.map { reward in
            reward.powerUps.map(\.rawValue).joined(separator: ", ") + ": " + reward.question
        }.joined(separator: "\n")
        perMedal = settings.milestoneRewards.map { "\($0.milestone.word) \(Self.grant($0.grant))" }
            .joined(separator: "\n")
        badges = settings.badges.map { badge in
            let trigger: String
            switch badge.trigger {
            case .question(let question): trigger = "question \(question)"
            case .answered(let count): trigger = "answered \(count)"
            case .correct(let count): trigger = "correct \(count)"
            }
            return "\(badge.code) | \(badge.title) | \(trigger)"
        }.joined(separator: "\n")
        lives = "\(settings.limits.lives)"
        minutesPerLife = "\(Int(settings.limits.secondsPerLife / 60))"
        answerSeconds = "\(Int(settings.limits.answerSeconds))"
        passesPerDay = "\(settings.limits.passesPerDay)"
    }

    static func grant(_ grant: PowerUpGrant) -> String {
        grant.powerUp.rawValue + (grant.count == 1 ? "" : " x\(grant.count)")
    }

    /// The settings the lines say, or every problem (section, line, reason) when any line is wrong.
    /// Questions are not looked up here: `OperatorSettingsStore.save(lines:)` does that.
    public func parse() -> Result<TriviaOperatorSettings, LineProblems> {
        var problems = LineProblems()
        var settings = TriviaOperatorSettings.defaults
        settings.rightMessages = problems.each(.messages, messages) { line throws(LineProblem) in
            guard line.count <= TriviaOperatorSettings.messageLimit else {
                throw LineProblem(
                    .messageTooLong(characters: line.count, limit: TriviaOperatorSettings.messageLimit))
            }
            return line
        }
        settings.answerRewards = problems.each(.everyRight, everyRight) { line throws(LineProblem) in
            var words = line.split(separator: " ").map(String.init)
            let repeats = words.last?.lowercased() == "repeat"
            if repeats { words.removeLast() }
            let counts = SettingsLineProblem.countRange
            guard let first = words.first, let after = Int(first), counts.contains(after) else {
                throw LineProblem(.badRightCount(typed: words.first ?? "", range: counts))
            }
            return .init(after: after, grant: try Self.grant(Array(words.dropFirst())), repeats: repeats)
        }
        settings.questionRewards = problems.each(.perQuestion, perQuestion) { line throws(LineProblem) in
            guard let colon = line.firstIndex(of: ":") else { throw LineProblem(.noColon) }
            let question = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            guard !question.isEmpty else { throw LineProblem(.noQuestionAfterColon) }
            let words = line[..<colon].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            var powerUps: [PowerUp] = []
            for word in words { powerUps.append(try Self.powerUp(word)) }
            guard !powerUps.isEmpty else { throw LineProblem(.noPowerUpBeforeColon) }
            return .init(question: question, powerUps: powerUps)
        }
        settings.milestoneRewards = problems.each(.perMedal, perMedal) { line throws(LineProblem) in
            let words = line.split(separator: " ").map(String.init)
            guard let milestone = TopicMilestone.allCases.first(where: { $0.word == words.first?.lowercased() }) else {
                throw LineProblem(.notAMedal(words.first ?? ""))
            }
            return .init(milestone: milestone, grant: try Self.grant(Array(words.dropFirst())))
        }
        var codes: Set<String> = []
        settings.badges = problems.each(.badges, badges) { line throws(LineProblem) in
            let badge = try Self.badge(line)
            guard codes.insert(badge.code).inserted else { throw LineProblem(.repeatedBadgeCode(badge.code)) }
            return badge
        }
        let lives = problems.whole(.lives, lives, in: TriviaLimits.livesRange)
        let minutes = problems.whole(.minutesPerLife, minutesPerLife, in: TriviaLimits.minutesPerLifeRange)
        let seconds = problems.whole(.answerSeconds, answerSeconds, in: TriviaLimits.answerSecondsRange)
        let passes = problems.whole(.passesPerDay, passesPerDay, in: TriviaLimits.passesRange)
        if let lives, let minutes, let seconds, let passes {
            settings.limits = TriviaLimits(
                lives: lives, secondsPerLife: Double(minutes * 60), answerSeconds: Double(seconds), passesPerDay: passes
            )
        }
        return problems.isEmpty ? .success(settings) : .failure(problems)
    }

    static func powerUp(_ word: String) throws(LineProblem) -> PowerUp {
        guard let powerUp = PowerUp.allCases.first(where: { $0.rawValue.lowercased() == word.lowercased() }) else {
            throw LineProblem(.notAPowerUp(word))
        }
        return powerUp
    }

    /// `POWERUP [xCOUNT]`.
    static func grant(_ words: [String]) throws(LineProblem) -> PowerUpGrant {
        guard let word = words.first else { throw LineProblem(.noPowerUp) }
        let powerUp = try powerUp(word)
        guard words.count > 1 else { return PowerUpGrant(powerUp) }
        let count = words[1].lowercased().hasPrefix("x") ? Int(words[1].dropFirst()) : nil
        guard words.count == 2, let count, (1...99).contains(count) else {
            throw LineProblem(.badGrantCount(words.dropFirst().joined(separator: " ")))
        }
        return PowerUpGrant(powerUp, count: count)
    }

    /// `CODE | TITLE | correct N` (or `answered N`, or `question UID-OR-TEXT`).
    static func badge(_ line: String) throws(LineProblem) -> TriviaOperatorSettings.Badge {
        let parts = line.split(separator: "|", maxSplits: 2, omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
        guard parts.count == 3 else { throw LineProblem(.badgeShape) }
        let code = parts[0]
        guard !code.isEmpty, code.count <= 40,
            code.allSatisfy({ $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "-") })
        else {
            throw LineProblem(.badBadgeCode(code))
        }
        guard !parts[1].isEmpty, parts[1].count <= 60 else { throw LineProblem(.badBadgeTitle) }
        let trigger = parts[2].split(separator: " ", maxSplits: 1).map(String.init)
        let kind = trigger.first?.lowercased() ?? ""
        let rest = trigger.count > 1 ? trigger[1].trimmingCharacters(in: .whitespaces) : ""
        let earned: TriviaOperatorSettings.Badge.Trigger
        switch kind {
        case "question" where !rest.isEmpty: earned = .question(rest)
        case "answered", "correct":
            guard let count = Int(rest), SettingsLineProblem.countRange.contains(count) else {
                throw LineProblem(.badBadgeCount(trigger: parts[2], kind: kind))
            }
            earned = kind == "answered" ? .answered(count) : .correct(count)
        default:
            throw LineProblem(.badBadgeTrigger(parts[2]))
        }
        return .init(code: code, title: parts[1], trigger: earned)
    }
}

/// One bad line's reason, thrown by a line's reader and noted with its section and line.
public struct LineProblem: Error {
    public var reason: SettingsLineProblem.Reason
    init(_ reason: SettingsLineProblem.Reason) { self.reason = reason }
}

/// Every problem in a form, each naming its section and line.
public struct LineProblems: Error, Equatable, Sendable {
    public private(set) var problems: [SettingsLineProblem] = []
    public var isEmpty: Bool { problems.isEmpty }
    /// Each problem in English: `Badges, line 4: repeats the badge code "a"; give each badge its own`.
    public var messages: [String] { problems.map(\.description) }

    mutating func add(_ section: SettingsLineProblem.Section, line: Int?, _ reason: SettingsLineProblem.Reason) {
        problems.append(SettingsLineProblem(section, line: line, reason))
    }

    /// Reads `text` as a whole number in `range`; nil, with the problem noted, when it is not one.
    mutating func whole(_ section: SettingsLineProblem.Section, _ text: String, in range: ClosedRange<Int>) -> Int? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard let number = Int(trimmed), range.contains(number) else {
            let shown = trimmed.count > 20 ? String(trimmed.prefix(20)) + "…" : trimmed
            add(section, line: nil, .notInRange(typed: shown, range: range))
            return nil
        }
        return number
    }

    /// Reads each non-blank line of `text` with `read`; a line it refuses is noted and left out.
    mutating func each<T>(
        _ section: SettingsLineProblem.Section, _ text: String, _ read: (String) throws(LineProblem) -> T
    ) -> [T] {
        var values: [T] = []
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.count <= TriviaSettingsLines.lineLimit else {
            add(section, line: nil, .tooManyLines(lines: lines.count, limit: TriviaSettingsLines.lineLimit))
            return []
        }
        for (index, raw) in lines.enumerated() {
            let line = raw.trimmingCharacters(in: .whitespacesAndNewlines)
            if line.isEmpty { continue }
            do {
                values.append(try read(line))
            } catch {
                add(section, line: index + 1, error.reason)
            }
        }
        return values
    }
}
