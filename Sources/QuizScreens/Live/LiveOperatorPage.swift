import QuizCore
import QuizFlows

/// The operator's page of a live round, opened from the kiosk's admin menu
/// while the round's screen is up: the next round's source and question
/// count, and the names joined, any of which the operator removes. The round
/// goes on behind it (the page steps the scene), so phones are never kept
/// waiting by an operator. `LiveOperatorFlow` decides; this performs.
final class LiveOperatorPage: OperatorPage {
    let scene: LiveScene
    private(set) var flow: LiveOperatorFlow
    private(set) var isClosed = false

    var screenName: String { "live-operator" }

    init(scene: LiveScene) {
        self.scene = scene
        flow = LiveOperatorFlow(
            sources: scene.hooks.sources, source: scene.choice.source, questions: scene.choice.questions,
            players: scene.round.players.map(\.name))
    }

    func handle(_ input: InputEvent, at time: Double) {
        guard case .key(let name, down: true) = input else { return }
        let action: LiveOperatorFlow.Action
        switch name {
        case "up": action = .up
        case "down": action = .down
        case "left": action = .left
        case "right": action = .right
        case KeyName.confirm: action = .confirm
        case KeyName.back: action = .back
        default: return
        }
        perform(flow.reduce(action))
    }

    func update(at time: Double) {
        scene.update(at: time)
        let names = scene.round.players.map(\.name)
        if names != flow.players { perform(flow.reduce(.players(names))) }
    }

    private func perform(_ effects: [LiveOperatorFlow.Effect]) {
        for effect in effects {
            switch effect {
            case .chose(let source, let questions):
                scene.choose(LiveRoundChoice(source: source, questions: questions))
            case .kick(let name):
                scene.kick(name)
                perform(flow.reduce(.players(scene.round.players.map(\.name))))
            case .closed:
                isClosed = true
            }
        }
    }

    func draw(_ painter: Painter, at time: Double) {
        LiveOperatorView(flow: flow, roundUnderWay: scene.round.phase != .lobby, size: painter.size).draw(painter)
    }
}
