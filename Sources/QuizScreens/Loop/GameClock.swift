import CSDL2

/// Where the game's time comes from: seconds since the session started.
public protocol GameClock {
    /// The current game time.
    func now() -> Double
    /// Whether the loop must pace itself to real time (false: run flat out).
    var isRealTime: Bool { get }
}

/// Real time from SDL's high-resolution counter.
public final class RealClock: GameClock {
    private let start = SDL_GetPerformanceCounter()
    private let frequency = Double(SDL_GetPerformanceFrequency())

    public init() {}

    public func now() -> Double {
        Double(SDL_GetPerformanceCounter() - start) / frequency
    }

    public var isRealTime: Bool { true }
}

/// A clock that moves only when told: headless games and tests run a whole
/// game in virtual time without sleeping.
public final class VirtualClock: GameClock {
    private var time: Double = 0

    public init() {}

    public func now() -> Double { time }

    public func advance(by seconds: Double) {
        time += seconds
    }

    public var isRealTime: Bool { false }
}
