import Foundation
import TestSupport
import Testing
import TiltInput

/// The game's unplug handling on a manual clock: a fake sysfs tree whose device folder the test removes and restores.
@Suite struct SensorWatchTests {
    /// `<sys>/bus/iio/devices/iio:device0`, lying face up, read by polling.
    static func machine() throws -> (sysfs: FakeSysfs, device: String) {
        let sysfs = try FakeSysfs()
        let device = try sysfs.addIIODevice(
            0,
            [
                "name": "fake-accel\n", "in_accel_x_raw": "0\n", "in_accel_y_raw": "0\n",
                "in_accel_z_raw": "-1024\n", "in_accel_scale": "0.009576806\n",
            ])
        return (sysfs, device)
    }

    static func feed(_ sysfs: FakeSysfs, clock: ManualClock) throws -> TiltFeed {
        let opener = sysfs.pollingOpener(clock: clock)
        let watch = SensorWatch(opener: opener, opened: try opener.open())
        return TiltFeed(watch: watch, pacer: SensorPacer(mode: .shared, epochSeconds: 0))
    }

    /// Steps the feed at 120 Hz from `start` to `end`, returning the notes it made.
    static func run(_ feed: TiltFeed, clock: ManualClock, from start: Double, to end: Double) -> [TiltFeedNote] {
        var notes: [TiltFeedNote] = []
        feed.observer = { notes.append($0) }
        var time = start
        while time < end - 1e-9 {
            time += 1.0 / 120
            clock.seconds = time
            _ = feed.events(through: time)
        }
        return notes
    }

    @Test func anUnpluggedSensorIsNoticedAtOnceAndPickedUpWithinASecondOfItsReturn() throws {
        let (sysfs, device) = try Self.machine()
        let unplugged = sysfs.root.appendingPathComponent("unplugged").path
        let clock = ManualClock()
        let feed = try Self.feed(sysfs, clock: clock)
        let before = Self.run(feed, clock: clock, from: 0, to: 2)
        #expect(before.contains(.event(TimedTiltEvent(time: before.first.map(\.time) ?? 0, event: .calibrated))))
        #expect(feed.isSensor && feed.bannerMessage == nil)

        try FileManager.default.moveItem(atPath: device, toPath: unplugged)
        let during = Self.run(feed, clock: clock, from: 2, to: 4)
        let lost = during.compactMap { note -> Double? in
            if case .sensorLost(let info, let time) = note, info.nodePath == device { return time }
            return nil
        }
        #expect(lost.count == 1)
        #expect((lost.first ?? 99) <= 2 + 1.0, "noticed within a second")
        #expect(!feed.isSensor, "the keyboard's simulated device takes over")
        #expect(feed.bannerMessage == TiltFeed.disconnectedMessage)

        // Keys now tilt the simulated device through the same pipeline.
        feed.arrowKey(.left, down: true, at: 4)
        let keys = Self.run(feed, clock: clock, from: 4, to: 5.5)
        #expect(
            keys.contains {
                if case .event(let e) = $0, e.event == .commit(.left) { return true } else { return false }
            })
        feed.arrowKey(.left, down: false, at: 5.5)

        try FileManager.default.moveItem(atPath: unplugged, toPath: device)
        let after = Self.run(feed, clock: clock, from: 5.5, to: 8)
        let returned = after.compactMap { note -> Double? in
            if case .sensorReturned(_, let time) = note { return time }
            return nil
        }
        #expect(returned.count == 1)
        #expect((returned.first ?? 99) <= 5.5 + 1.0 + 1e-6, "picked up within a second")
        #expect(feed.isSensor && feed.bannerMessage == nil)
        #expect(
            after.contains { if case .event(let e) = $0, e.event == .calibrated { return true } else { return false } })
    }

    @Test func aQuietSensorsReadingIsHeldSoCalibrationCompletes() throws {
        let (sysfs, _) = try Self.machine()
        let clock = ManualClock()
        let feed = try Self.feed(sysfs, clock: clock)
        // Ask often but let the clock the backend polls stand still: it reads once, then has nothing new.
        var notes: [TiltFeedNote] = []
        feed.observer = { notes.append($0) }
        for step in 1...240 { _ = feed.events(through: Double(step) / 120) }
        #expect(notes.contains(.event(TimedTiltEvent(time: notes.first?.time ?? -1, event: .calibrated))))
    }

    @Test func thePacerWaitsForTheSensorsClockAndMapsTimesBack() {
        var now = 100.0
        var slept: [Double] = []
        var pacer = SensorPacer(
            mode: .paced, epochSeconds: 90, monotonicSeconds: { now },
            sleep: {
                slept.append($0); now += $0
            })
        #expect(pacer.sensorTime(forGame: 0) == 10, "the first game time is pinned to the sensors' now")
        #expect(pacer.sensorTime(forGame: 0.5) == 10.5)
        #expect(slept == [0.5])
        #expect(pacer.gameTime(forSensor: 10.25) == 0.25)
        var shared = SensorPacer(mode: .shared, epochSeconds: 90)
        #expect(shared.sensorTime(forGame: 3) == 3)
    }
}

extension TiltFeedNote {
    /// The note's time.
    var time: Double {
        switch self {
        case .event(let event): event.time
        case .recalibrate(let time), .sensorLost(_, let time), .sensorReturned(_, let time): time
        }
    }
}
