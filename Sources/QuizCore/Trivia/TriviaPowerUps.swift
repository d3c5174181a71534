/// The four power-ups, always shown under a question with the count owned.
public enum PowerUp: String, Equatable, Hashable, Sendable, CaseIterable {
    /// The timer stops for 10 s.
    case freezeTime
    /// Skip the question: no points, no life lost, the answer stays hidden, the question stays in the pool.
    case jumpIt
    /// Bars with the share of recorded answers that chose each option.
    case peoplesChoice
    /// Two wrong answers disappear.
    case halfOff

    /// At most this many power-ups per question.
    public static let perQuestion = 2

    /// The key that uses it on a keyboard or arcade panel.
    public var keyLetter: Character {
        switch self {
        case .freezeTime: return "F"
        case .jumpIt: return "J"
        case .peoplesChoice: return "C"
        case .halfOff: return "H"
        }
    }

    /// The game's catalog key of its name (`powerup.freeze_time`), for every screen and page that names it.
    public var titleKey: String {
        switch self {
        case .freezeTime: return "powerup.freeze_time"
        case .jumpIt: return "powerup.jump_it"
        case .peoplesChoice: return "powerup.peoples_choice"
        case .halfOff: return "powerup.half_off"
        }
    }

    /// The catalog key of what the first tap explains (`powerup.freeze_time_about`).
    public var explanationKey: String {
        switch self {
        case .freezeTime: return "powerup.freeze_time_about"
        case .jumpIt: return "powerup.jump_it_about"
        case .peoplesChoice: return "powerup.peoples_choice_about"
        case .halfOff: return "powerup.half_off_about"
        }
    }
}

/// A number of one power-up, given as a reward or bought.
public struct PowerUpGrant: Equatable, Hashable, Sendable {
    public var powerUp: PowerUp
    public var count: Int

    public init(_ powerUp: PowerUp, count: Int = 1) {
        self.powerUp = powerUp
        self.count = max(0, count)
    }
}

/// Why a power-up tap did nothing.
public enum PowerUpRefusal: Equatable, Sendable {
    /// Two power-ups were already used on this question.
    case limitReached
    /// This power-up was already used on this question, and a second would do nothing more (Half Off).
    case alreadyUsed
    /// It would change nothing (People's Choice already shown, too few wrong answers left to halve).
    case wouldHaveNoEffect
    /// People's Choice on a question nobody has answered yet: nothing to show, so nothing spent.
    case noVotesYet
}

/// People's Choice for the question on screen: asked for, then shown.
public enum PeoplesChoice: Equatable, Sendable {
    /// The rules asked the front end for the recorded answers.
    case loading
    /// Recorded answers per option id (counts or shares, any scale).
    case loaded([Int64: Double])

    /// Whole percentages for `options`, normalised over those options so the
    /// bars add up to about 100; all zero while loading or with no answers recorded.
    public func percentages(for options: [TriviaOption]) -> [Int64: Int] {
        guard case .loaded(let weights) = self else {
            return Dictionary(uniqueKeysWithValues: options.map { ($0.id, 0) })
        }
        let counted = options.map { max(0, weights[$0.id] ?? 0) }
        let sum = counted.reduce(0, +)
        return Dictionary(
            uniqueKeysWithValues: zip(options, counted).map { option, weight in
                (option.id, sum > 0 ? Int((weight / sum * 100).rounded()) : 0)
            })
    }
}

/// Power-ups on the question screen: the first tap explains (the timer
/// stands still while the explanation is open, so it never costs time),
/// later taps use one at once (at most 2 per question), or open the shop
/// when none is left. People's Choice is spent only when there are answers
/// to show.
extension TriviaGame {
    mutating func powerUpTapped(_ powerUp: PowerUp, at now: TriviaMoment) -> [TriviaEffect] {
        guard screen == .answering, var round, let timer = round.timer else { return [] }
        switch overlay {
        case .shop: return []
        // Its key pressed under an explanation closes it and does what the explanation said.
        case .explanation: return dismissExplanation(at: now) + powerUpTapped(powerUp, at: now)
        case nil: break
        }
        if timer.isExpired(at: now.gameSeconds) { return timeUp(at: now) }
        guard player.explained.contains(powerUp) else {
            player.explained.insert(powerUp)
            overlay = .explanation(powerUp)
            round.timer?.hold(at: now.gameSeconds)
            self.round = round
            return [.overlayChanged(.explanation(powerUp)), .savePowerUpExplained(powerUp)]
        }
        switch nextTap(on: powerUp) {
        case .refused(let reason):
            return [.powerUpRefused(powerUp, reason)]
        case .opensShop:
            overlay = .shop
            return [.overlayChanged(.shop)]
        case .uses:
            return use(powerUp, at: now)
        }
    }

    /// What a tap on `powerUp` does now, on the question on screen (after its
    /// explanation): the explanation tells the player this before they tap.
    public func nextTap(on powerUp: PowerUp) -> PowerUpTap {
        guard let round else { return .refused(.wouldHaveNoEffect) }
        let asked = round.peoplesChoice == .loading ? 1 : 0
        guard round.powerUpsUsed.count + asked < PowerUp.perQuestion else { return .refused(.limitReached) }
        // Said as such: a second would find one wrong answer left, but that is not the reason to give.
        if powerUp == .halfOff, round.powerUpsUsed.contains(.halfOff) { return .refused(.alreadyUsed) }
        guard wouldChangeSomething(powerUp, round) else { return .refused(.wouldHaveNoEffect) }
        return player.owned(powerUp) > 0 ? .uses : .opensShop
    }

    /// The explanation was closed: the timer goes on from where it stood.
    mutating func dismissExplanation(at now: TriviaMoment) -> [TriviaEffect] {
        guard case .explanation = overlay else { return [] }
        round?.timer?.resume(at: now.gameSeconds)
        return closeOverlay()
    }

    /// People's Choice once per question; Half Off needs two wrong answers to take away.
    private func wouldChangeSomething(_ powerUp: PowerUp, _ round: TriviaRound) -> Bool {
        switch powerUp {
        case .freezeTime, .jumpIt: return true
        case .peoplesChoice: return round.peoplesChoice == nil
        case .halfOff: return removableWrongOptions(round).count >= 2
        }
    }

    /// Wrong options on screen that Half Off may take, not counting one already
    /// chosen (it is crossed out during a Second Chance).
    private func removableWrongOptions(_ round: TriviaRound) -> [TriviaOption] {
        round.answerableOptions.filter { !$0.isCorrect }
    }

    /// Takes one from the inventory and counts it against the question's two.
    private mutating func spend(_ powerUp: PowerUp) -> [TriviaEffect] {
        guard let questionID = round?.question.id else { return [] }
        player.inventory[powerUp] = player.owned(powerUp) - 1
        round?.powerUpsUsed.append(powerUp)
        return [.recordPowerUpUse(powerUp, questionID: questionID), .changeInventory(powerUp, by: -1)]
    }

    private mutating func use(_ powerUp: PowerUp, at now: TriviaMoment) -> [TriviaEffect] {
        guard var round else { return [] }
        switch powerUp {
        case .freezeTime:
            round.timer?.freeze(at: now.gameSeconds, seconds: TriviaTiming.freezeSeconds)
            self.round = round
            return spend(powerUp)
        case .halfOff:
            var wrong = removableWrongOptions(round)
            for _ in 0..<2 {
                round.removedOptionIDs.insert(wrong.remove(at: random.index(below: wrong.count)).id)
            }
            self.round = round
            return spend(powerUp)
        case .peoplesChoice:
            // Asks for the answers first: spent in `peoplesChoiceLoaded` if there are any to show.
            round.peoplesChoice = .loading
            self.round = round
            return [.loadPeoplesChoice(questionID: round.question.id)]
        case .jumpIt:
            return spend(powerUp) + jump(at: now)
        }
    }

    /// Jump It: no points, no life lost, the answer stays hidden and the
    /// question stays in the pool (recorded as skipped).
    private mutating func jump(at now: TriviaMoment) -> [TriviaEffect] {
        let record = answerRecord(nil, .skipped, points: 0, at: now)
        round?.result = .jumped
        round?.chosenOptionID = nil
        round?.timer?.hold(at: now.gameSeconds)
        return show(.result(.jumped), endsAt: now.gameSeconds + TriviaTiming.resultSeconds) + [.recordAnswer(record)]
    }

    /// The store's count of recorded answers for People's Choice: shown and
    /// spent when some were recorded for the answers on screen; with none,
    /// refused and kept. Late answers for another question are dropped.
    mutating func peoplesChoiceLoaded(questionID: Int64, answers: [Int64: Double]) -> [TriviaEffect] {
        guard let round, round.question.id == questionID, round.peoplesChoice == .loading else { return [] }
        let choice = PeoplesChoice.loaded(answers)
        guard screen == .answering, overlay == nil,
            choice.percentages(for: round.visibleOptions).values.contains(where: { $0 > 0 })
        else {
            self.round?.peoplesChoice = nil
            return screen == .answering ? [.powerUpRefused(.peoplesChoice, .noVotesYet)] : []
        }
        self.round?.peoplesChoice = choice
        return spend(.peoplesChoice)
    }
}

/// What the next tap on a power-up (once explained) does.
public enum PowerUpTap: Equatable, Sendable {
    /// Uses one.
    case uses
    /// None left: opens the shop.
    case opensShop
    /// Says why not, and changes nothing.
    case refused(PowerUpRefusal)
}
