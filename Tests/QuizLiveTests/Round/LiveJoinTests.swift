import QuizCore
import Testing

@testable import QuizLive

@Suite("Live round: joining, coming back, kicking")
struct LiveJoinTests {
    @Test func aJoinKeepsTheCleanedNameAndWelcomes() {
        var round = LiveRound(pin: LiveFixtures.pin)
        let effects = round.reduce(.join(name: "  Ana   Lee ", token: LiveFixtures.token(1), at: 3))
        #expect(effects == [.welcomed(LiveFixtures.token(1)), .playersChanged])
        #expect(round.players == [LivePlayer(token: LiveFixtures.token(1), name: "Ana Lee", joinedAt: 3)])
        #expect(round.phase == .lobby)
    }

    @Test func namesFollowThePlayersRule() {
        var round = LiveRound(pin: LiveFixtures.pin)
        for name in ["A", " ", String(repeating: "x", count: 41), "Ana\u{7}"] {
            #expect(
                round.reduce(.join(name: name, token: LiveFixtures.token(1), at: 0)) == [
                    .joinRefused(.nameBreaksRule)
                ])
        }
        #expect(round.players.isEmpty)
        #expect(LiveRefusal.nameBreaksRule.message.contains(PlayerRef.nameRule))
    }

    @Test func aNameIsTakenWhateverItsCase() {
        var round = LiveFixtures.round(["Ana"])
        #expect(
            round.reduce(.join(name: "ANA", token: LiveFixtures.token(2), at: 1)) == [
                .joinRefused(.nameTaken("Ana"))
            ])
        #expect(round.players.map(\.name) == ["Ana"])
    }

    @Test func blockedWordsAreRefusedAsWholeWords() {
        var round = LiveRound(pin: LiveFixtures.pin, rules: LiveRules(blockedWords: ["Rude"]))
        #expect(
            round.reduce(.join(name: "so rude-guy", token: LiveFixtures.token(1), at: 0)) == [
                .joinRefused(.nameBlocked)
            ])
        #expect(
            round.reduce(.join(name: "Prudence", token: LiveFixtures.token(2), at: 0)).first
                == .welcomed(
                    LiveFixtures.token(2)))
        #expect(round.players.map(\.name) == ["Prudence"])
    }

    @Test func aFullRoundRefusesTheNext() {
        var round = LiveFixtures.round(["Ana", "Bo"], rules: LiveRules(maximumPlayers: 2))
        #expect(
            round.reduce(.join(name: "Cy", token: LiveFixtures.token(3), at: 0)) == [
                .joinRefused(.roundFull(2))
            ])
    }

    @Test func aPlayerWhoLeftComesBackWithNameAndPoints() {
        var round = LiveFixtures.round(["Ana", "Bo"])
        _ = round.reduce(.start(questions: LiveFixtures.questions(2), at: 10))
        _ = round.reduce(.answer(token: LiveFixtures.token(1), question: 0, option: 0, at: 10))
        #expect(round.reduce(.left(token: LiveFixtures.token(1), at: 11)) == [.playersChanged])
        #expect(round.player(LiveFixtures.token(1))?.isConnected == false)
        _ = round.reduce(.tick(at: 30))
        let points = round.player(LiveFixtures.token(1))!.points
        #expect(points == 600)
        // 90 s without a connection, then the same token comes back.
        #expect(
            round.reduce(.rejoin(token: LiveFixtures.token(1), at: 120)) == [
                .welcomed(LiveFixtures.token(1)), .playersChanged,
            ])
        let back = round.player(LiveFixtures.token(1))!
        #expect(back.name == "Ana" && back.points == 600 && back.isConnected)
        #expect(round.players.count == 2)
    }

    @Test func anUnknownTokenIsNotInTheRound() {
        var round = LiveFixtures.round(["Ana"])
        #expect(round.reduce(.rejoin(token: LiveFixtures.token(9), at: 0)) == [.joinRefused(.notInRound)])
        #expect(
            round.reduce(.answer(token: LiveFixtures.token(9), question: 0, option: 0, at: 0)) == [
                .answerRefused(.notInRound)
            ])
    }

    @Test func aKickedTokenCannotComeBackNorAnswer() {
        var round = LiveFixtures.round(["Ana", "Bo"])
        #expect(round.reduce(.kick(token: LiveFixtures.token(2))) == [.kicked(LiveFixtures.token(2)), .playersChanged])
        #expect(round.players.map(\.name) == ["Ana"])
        #expect(round.kicked == [LiveFixtures.token(2)])
        #expect(round.reduce(.rejoin(token: LiveFixtures.token(2), at: 1)) == [.joinRefused(.kicked)])
        _ = round.reduce(.start(questions: LiveFixtures.questions(1), at: 2))
        #expect(
            round.reduce(.answer(token: LiveFixtures.token(2), question: 0, option: 0, at: 3)) == [
                .answerRefused(.kicked)
            ])
        #expect(round.reduce(.kick(token: LiveFixtures.token(2))) == [.operatorRefused(.kicked)])
        #expect(round.reduce(.kick(token: LiveFixtures.token(7))) == [.operatorRefused(.notInRound)])
    }

    @Test func nobodyJoinsAfterThePodium() {
        var round = LiveFixtures.round(["Ana"])
        #expect(round.reduce(.end(at: 0)) == [.podium])
        #expect(round.reduce(.join(name: "Bo", token: LiveFixtures.token(2), at: 1)) == [.joinRefused(.roundOver)])
    }

    @Test func tokensAndPINsHaveTheirForm() {
        var random = SeededRandom(seed: 7)
        let token = LiveToken.random(using: &random)
        #expect(token.text.count == 32 && LiveToken(token.text) == token)
        #expect(LiveToken("ABC") == nil && LiveToken(String(repeating: "G", count: 32)) == nil)
        #expect(!token.description.contains(token.text))
        let pin = LivePIN.random(using: &random)
        #expect(pin.digits.count == 4 && LivePIN(pin.digits) == pin)
        #expect(LivePIN("12a4") == nil && LivePIN("12345") == nil && LivePIN("0007")?.digits == "0007")
    }
}
