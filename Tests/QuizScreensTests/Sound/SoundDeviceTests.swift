import CSDL2
import Foundation
import QuizCore
import QuizText
import TestSupport
import TestSupportText
import Testing

@testable import QuizScreens

/// The sound player on a real SDL audio device: SDL's "disk" driver writes what the callback mixed
/// to a file, read back here. In the serialized rendering suite: SDL's state is process-wide.
extension SceneRenderingTests {
    /// A 16-bit PCM WAV file of interleaved `samples`.
    static func wav(_ samples: [Int16], channels: UInt16, rate: UInt32 = 44_100) -> Data {
        func le32(_ value: UInt32) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) } }
        func le16(_ value: UInt16) -> [UInt8] { [UInt8(truncatingIfNeeded: value), UInt8(value >> 8)] }
        let data = samples.flatMap { le16(UInt16(bitPattern: $0)) }
        var bytes = Array("RIFF".utf8) + le32(UInt32(36 + data.count)) + Array("WAVEfmt ".utf8)
        bytes += le32(16) + le16(1) + le16(channels) + le32(rate) + le32(rate * UInt32(channels) * 2)
        bytes += le16(channels * 2) + le16(16) + Array("data".utf8) + le32(UInt32(data.count)) + data
        return Data(bytes)
    }

    /// Where SDL's disk audio driver writes: SDL_DISKAUDIOFILE as the test process was started with, else SDL's
    /// own `sdlaudio.raw` in the working folder.
    static var diskAudioFile: String {
        ProcessInfo.processInfo.environment["SDL_DISKAUDIOFILE"]
            ?? FileManager.default.currentDirectoryPath + "/sdlaudio.raw"
    }

    /// Plays through SDL's disk audio driver: `body` gets a player of the WAVs in `files` (name to
    /// contents, or nil for no file) at `volume`; returns the player's problems and the device's output.
    static func onDiskAudio(
        _ files: [String: Data?], volume: Double, _ body: (SoundPlayer) throws -> Void
    ) throws -> (problems: [String], output: [Int16]) {
        let temporary = TemporaryFolder(prefix: "tiltquiz-sound-")
        let folder = temporary.path
        for case let (name, contents?) in files {
            try contents.write(to: URL(fileURLWithPath: folder + "/" + name))
        }
        // SDL's state is the process's: no other test's SDL while this one plays.
        SDLProcessGate.enter()
        defer { SDLProcessGate.leave() }
        // The driver by a hint and the file where the process's environment says (SDL's default otherwise): the
        // environment is never changed, as setenv while another test starts a process crashes that one.
        let output = diskAudioFile
        try? FileManager.default.removeItem(atPath: output)
        defer { try? FileManager.default.removeItem(atPath: output) }
        SDL_SetHintWithPriority("SDL_AUDIODRIVER", "disk", SDL_HINT_OVERRIDE)
        defer { SDL_ResetHint("SDL_AUDIODRIVER") }
        try #require(SDL_InitSubSystem(SDL_INIT_AUDIO) == 0, "\(String(cString: SDL_GetError()))")
        let player = SoundPlayer(directory: folder, enabled: true, volume: volume)
        do {
            try #require(player.isEnabled, "\(player.problems)")
            try #require(player.outputFormat == PlayingSoundsTests.stereo, "\(String(describing: player.outputFormat))")
            try body(player)
        } catch {
            player.close()
            SDL_QuitSubSystem(SDL_INIT_AUDIO)
            throw error
        }
        player.close()
        SDL_QuitSubSystem(SDL_INIT_AUDIO)
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: output)))
        let samples = stride(from: 0, to: bytes.count - 1, by: 2).map {
            Int16(bitPattern: UInt16(bytes[$0]) | UInt16(bytes[$0 + 1]) << 8)
        }
        // The lines as stderr has them in English.
        let english = try Catalog.shipped("en")
        return (player.problems.map { $0.string(in: english) }, samples)
    }

    /// Waits (real time, as the device plays) until nothing plays, then two buffers more.
    static func waitForSilence(_ player: SoundPlayer) throws {
        let deadline = Date().addingTimeInterval(60)
        while player.playingCount > 0 && Date() < deadline { usleep(5_000) }
        try #require(player.playingCount == 0, "the sounds did not finish in 60 s")
        usleep(60_000)
    }

    /// The runs of `output` that are not silence, split where at least `gap` silent samples lie between.
    static func sounds(in output: [Int16], gap: Int = 64) -> [ArraySlice<Int16>] {
        var runs: [ArraySlice<Int16>] = []
        var start: Int?
        var lastLoud = -1
        for (index, sample) in output.enumerated() where sample != 0 {
            if let first = start, index - lastLoud > gap {
                runs.append(output[first...lastLoud])
                start = index
            } else if start == nil {
                start = index
            }
            lastLoud = index
        }
        if let first = start { runs.append(output[first...lastLoud]) }
        return runs
    }

    @Test func aSoundReachesTheDeviceAtItsVolumeAndBadFilesAreNamed() throws {
        // 0.1 s of stereo, no sample quiet enough to vanish at half volume, the left and right apart.
        let tick = (0..<4410).flatMap { frame -> [Int16] in
            let level = Int16(2000 + (frame * 37) % 8000)
            return frame % 2 == 0 ? [level, -level / 2] : [-level, level / 3]
        }
        // Mono, converted to the device's stereo when loaded: both channels carry it.
        let timeUp = (0..<2205).map { Int16(frame: $0) }
        let result = try Self.onDiskAudio(
            [
                "tick.wav": Self.wav(tick, channels: 2), "timeup.wav": Self.wav(timeUp, channels: 1),
                "right.wav": Data("not a wave".utf8), "wrong.wav": nil,
            ], volume: 0.5
        ) { player in
            player.play(.tick)
            try Self.waitForSilence(player)
            player.play(.right)  // skipped: nothing plays
            player.play(.timeUp)
            try Self.waitForSilence(player)
        }
        // The two bad files, and the arrow's three stage tones not given.
        #expect(result.problems.count == 5, "\(result.problems)")
        #expect(result.problems.filter { $0.hasSuffix("/stage1.wav: no such file") }.count == 1)
        #expect(
            result.problems.contains { $0.hasPrefix("sound skipped, ") && $0.contains("/right.wav: not a WAV file") })
        #expect(result.problems.contains { $0.hasSuffix("/wrong.wav: no such file") }, "\(result.problems)")
        let sounds = Self.sounds(in: result.output)
        try #require(sounds.count == 2, "\(sounds.map(\.count))")
        #expect(Array(sounds[0]) == tick.map { Int16(Int32($0) * 64 / 128) })
        let stereo = Array(sounds[1])
        try #require(stereo.count == timeUp.count * 2, "\(stereo.count)")
        // Converting mono to stereo goes through floats: one step either way.
        let wrong = timeUp.indices.filter { index in
            let expected = Int32(timeUp[index]) * 64 / 128
            return abs(Int32(stereo[2 * index]) - expected) > 1 || stereo[2 * index] != stereo[2 * index + 1]
        }
        #expect(wrong.isEmpty, "\(wrong.count) frames differ, the first at \(wrong.first ?? 0)")
    }

    @Test func twoSoundsAtOnceAreSummedAndClamped() throws {
        let loud =
            [Int16](repeating: 30000, count: 2000) + [Int16](repeating: -30000, count: 2000)
            + [Int16](repeating: 1000, count: 2000)
        let other =
            [Int16](repeating: 20000, count: 2000) + [Int16](repeating: -20000, count: 2000)
            + [Int16](repeating: -3000, count: 1000)
        let result = try Self.onDiskAudio(
            ["right.wav": Self.wav(loud, channels: 2), "wrong.wav": Self.wav(other, channels: 2)], volume: 1
        ) { player in
            player.playTogether([.right, .wrong])
            try Self.waitForSilence(player)
        }
        #expect(result.problems.count == 5, "tick, timeup and the stage tones are missing: \(result.problems)")
        let sounds = Self.sounds(in: result.output)
        try #require(sounds.count == 1, "\(sounds.map(\.count))")
        let expected =
            [Int16](repeating: 32767, count: 2000) + [Int16](repeating: -32768, count: 2000)
            + [Int16](repeating: -2000, count: 1000) + [Int16](repeating: 1000, count: 1000)
        #expect(Array(sounds[0]) == expected)
    }

    @Test func withoutAnAudioDeviceTheGameIsSilentAndSaysWhy() throws {
        let player = SoundPlayer(directory: Self.root + "/assets/sounds", enabled: true)
        defer { player.close() }
        #expect(!player.isEnabled)
        #expect(player.problems.count == 1)
        let english = try Catalog.shipped("en")
        #expect(
            player.problems.first?.string(in: english).hasPrefix("sound off: cannot open an audio device: ") == true,
            "\(player.problems)")
        player.play(.tick)
        #expect(player.playingCount == 0)
    }
}

extension Int16 {
    /// A test tone's sample: loud enough that half volume keeps it, never zero.
    fileprivate init(frame: Int) {
        let level = Int16(3000 + (frame * 53) % 9000)
        self = frame % 3 == 0 ? -level : level
    }
}
