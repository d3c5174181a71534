import Testing

@testable import TiltInput

/// Evdev events to samples: frames, held axes, SYN_DROPPED and resync, resolution 0.
@Suite struct EvdevSampleAssemblerTests {
    static let g = 9.80665

    static func abs(_ code: UInt16, _ value: Int32, at time: Double = 0) -> EvdevEvent {
        EvdevEvent(type: 3, code: code, value: value, timeSeconds: time)
    }

    static func report(at time: Double) -> EvdevEvent {
        EvdevEvent(type: 0, code: 0, value: 0, timeSeconds: time)
    }

    static let dropped = EvdevEvent(type: 0, code: 3, value: 0, timeSeconds: 0)

    /// 256 units per g on every axis, identity mount matrix.
    static func assembler(initial: SIMD3<Int32> = SIMD3(0, -256, 0), unitsPerG: Double = 256) -> EvdevSampleAssembler {
        EvdevSampleAssembler(
            initialRaw: initial, unitsPerG: SIMD3(repeating: unitsPerG), orientation: SensorOrientation())
    }

    @Test func oneSamplePerReportHoldingAxesThatDidNotChange() {
        var assembler = Self.assembler()
        var samples: [AccelSample] = []
        let events = [
            Self.abs(0, -128), Self.report(at: 0.01),  // left edge half down: only x changes
            Self.abs(2, 128), Self.report(at: 0.02),  // then z; x holds -128
            Self.report(at: 0.03),  // a frame with no axis (MSC_TIMESTAMP only): same values, new time
        ]
        for event in events {
            if let sample = assembler.accept(event) { samples.append(sample) }
        }
        #expect(
            samples == [
                AccelSample(time: 0.01, x: Self.g / 2, y: Self.g, z: 0),
                AccelSample(time: 0.02, x: Self.g / 2, y: Self.g, z: -Self.g / 2),
                AccelSample(time: 0.03, x: Self.g / 2, y: Self.g, z: -Self.g / 2),
            ])
        #expect(assembler.lastSample == samples.last)
        #expect(assembler.committedRaw == SIMD3(-128, -256, 128))
    }

    @Test func theStartingReadingComesFromTheDeviceState() {
        var assembler = Self.assembler(initial: SIMD3(0, -256, 0))
        #expect(assembler.lastSample == nil)
        let first = assembler.startingSample(at: 0.5)
        #expect(first == AccelSample(time: 0.5, x: 0, y: Self.g, z: 0))
        #expect(assembler.lastSample == first)
    }

    @Test func resolutionZeroFallsBackToTheGivenUnitsPerG() {
        #expect(EvdevSampleAssembler.unitsPerG(resolution: 0) == 256)
        #expect(EvdevSampleAssembler.unitsPerG(resolution: 0, fallback: 1024) == 1024)
        #expect(EvdevSampleAssembler.unitsPerG(resolution: -3, fallback: 64) == 64)
        #expect(EvdevSampleAssembler.unitsPerG(resolution: 16384) == 16384)
        var assembler = Self.assembler(initial: SIMD3(0, 0, 0), unitsPerG: 1024)
        _ = assembler.accept(Self.abs(1, -1024))
        #expect(assembler.accept(Self.report(at: 1)) == AccelSample(time: 1, x: 0, y: Self.g, z: 0))
    }

    @Test func synDroppedThrowsAwayThePartialFrameAndTheNextOne() {
        // The kernel's rule for a raw stream: discard since the last SYN_REPORT and up to
        // and including the next SYN_REPORT.
        var assembler = Self.assembler()
        let events = [
            Self.abs(0, 50), Self.dropped, Self.abs(0, 99), Self.abs(1, 99), Self.report(at: 0.02),
            Self.abs(2, 256), Self.report(at: 0.03),
        ]
        let samples = events.compactMap { assembler.accept($0) }
        #expect(samples == [AccelSample(time: 0.03, x: 0, y: Self.g, z: -Self.g)])
        #expect(assembler.committedRaw == SIMD3(0, -256, 256))
    }

    @Test func aLibevdevResyncEmitsTheDeviceState() {
        var assembler = Self.assembler()
        _ = assembler.accept(Self.abs(0, 77))  // partial frame, then the kernel buffer overflowed
        #expect(assembler.accept(Self.dropped) == nil)
        // libevdev's sync delta, then -EAGAIN; the caller also reads the full state.
        assembler.acceptSync(Self.abs(0, -256))
        assembler.acceptSync(Self.abs(1, 0))
        assembler.acceptSync(Self.report(at: 0.05))
        let resynced = assembler.endSync(currentRaw: SIMD3(-256, 0, 0), time: 0.06)
        #expect(resynced == AccelSample(time: 0.05, x: Self.g, y: 0, z: 0))
        // Normal events count again at once.
        _ = assembler.accept(Self.abs(2, -256))
        #expect(assembler.accept(Self.report(at: 0.07)) == AccelSample(time: 0.07, x: Self.g, y: 0, z: Self.g))
    }

    @Test func theFullStateWinsOverADeltaAgainstThrownAwayEvents() {
        // libevdev updated its state with the partial x = 77 we threw away, so its delta
        // does not repeat x; only the full state read after the sync puts x right.
        var assembler = Self.assembler(initial: SIMD3(0, -256, 0))
        _ = assembler.accept(Self.abs(0, 77))
        _ = assembler.accept(Self.dropped)
        assembler.acceptSync(Self.report(at: 0.05))
        let resynced = assembler.endSync(currentRaw: SIMD3(77, -256, 0), time: 0.06)
        #expect(assembler.committedRaw == SIMD3(77, -256, 0))
        #expect(resynced?.time == 0.05)
    }

    @Test func aResyncWithoutKnownStateUsesTheSyncEventsOrNothing() {
        var gathered = Self.assembler()
        _ = gathered.accept(Self.dropped)
        gathered.acceptSync(Self.abs(1, 256))
        #expect(gathered.endSync(currentRaw: nil, time: 0.2) == AccelSample(time: 0.2, x: 0, y: -Self.g, z: 0))

        var empty = Self.assembler()
        _ = empty.accept(Self.dropped)
        #expect(empty.endSync(currentRaw: nil, time: 0.2) == nil)
        // Even then normal events count again after the sync.
        _ = empty.accept(Self.abs(0, 256))
        #expect(empty.accept(Self.report(at: 0.3)) == AccelSample(time: 0.3, x: -Self.g, y: Self.g, z: 0))
    }

    @Test func otherEventsAreIgnored() {
        var assembler = Self.assembler()
        let events = [
            EvdevEvent(type: 3, code: 3, value: 500, timeSeconds: 0),  // ABS_RX (a gyro axis)
            EvdevEvent(type: 4, code: 5, value: 1234, timeSeconds: 0),  // MSC_TIMESTAMP
            EvdevEvent(type: 0, code: 2, value: 0, timeSeconds: 0),  // SYN_MT_REPORT
        ]
        #expect(events.compactMap { assembler.accept($0) }.isEmpty)
        #expect(assembler.committedRaw == SIMD3(0, -256, 0))
    }
}
