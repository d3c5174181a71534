import Foundation
import Testing
import TiltInput

@Suite struct ZZScratch {
    @Test(arguments: [3.0, 6.0, 10.0])
    func shakeNoSettle(frequencyHertz: Double) {
        var session = TiltSession(profile: GestureProfile(settleAfterRejectSeconds: 0))
        session.settle()
        var maxRoll = 0.0
        for sample in session.script.shake(seconds: 1, { elapsed in
            let phase = 2 * Double.pi * frequencyHertz * elapsed
            return (15 * sin(phase), 15 * cos(phase * 1.3), 5 * sin(phase * 0.7))
        }) { session.feed([sample]); maxRoll = max(maxRoll, abs(session.pipeline.rollDegrees ?? 0)) }
        session.hold(seconds: 2)
        print("SCRATCH shake", frequencyHertz, session.kinds, maxRoll)
        #expect(Bool(true))
    }
    @Test func stage2ShakeNoSettle() {
        var session = TiltSession(profile: GestureProfile(settleAfterRejectSeconds: 0))
        session.settle()
        session.ramp(to: 25, degreesPerSecond: 90)
        session.hold(seconds: 0.5)
        session.shake(seconds: 1) { elapsed in (15 * sin(2 * .pi * 5 * elapsed), 0, 0) }
        session.hold(seconds: 1)
        print("SCRATCH st2", session.kinds)
        #expect(Bool(true))
    }
}
