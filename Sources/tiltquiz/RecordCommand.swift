import ArgumentParser
import Foundation
import TiltInput

/// `tiltquiz record FILE`: writes the sensor's samples as a JSON Lines trace, to replay or send with a bug report.
struct RecordCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Record the tilt sensor's samples to a JSON Lines trace (send it with a bug report).",
        discussion: """
            The first line describes the device: {"device": {"kind", "name", "node", "mountMatrix", \
            "mountMatrixOrigin", "units", ...}}. Each further line is one sample, {"t": seconds, "x", "y", "z": \
            m/s^2}, after units and the mount matrix, in the game's axes, before display rotation. A still evdev \
            device sends nothing, so its trace has gaps. `tiltquiz replay FILE` and `tiltquiz play --tilt \
            replay:FILE` read the file. With --tilt replay:FILE, an evemu recording is converted.
            """)

    @Argument(help: "The trace file to write.")
    var file: String

    @Option(help: TiltSourceOption.help)
    var tilt: TiltSourceOption = .auto

    @Option(help: "Stop after this many seconds (default: at Ctrl-C).")
    var seconds: Double?

    @OptionGroup(visibility: .hidden) var roots: SensorRootOptions

    func validate() throws {
        if let seconds, !(seconds.isFinite && seconds > 0) {
            throw ValidationError("--seconds must be a positive number")
        }
    }

    func run() throws {
        let writer: TraceWriter
        do {
            writer = try TraceWriter(path: file)
        } catch {
            throw CommandFailure(error)
        }
        let epoch = SystemClock.monotonicSeconds()
        let source: SampleReader
        do {
            source = try tilt.sampleReader(roots: roots, epochSeconds: epoch, command: "record")
        } catch {
            writer.close()
            try? FileManager.default.removeItem(atPath: file)
            throw error
        }
        do {
            try writer.writeHeader(TraceHeader(source, recorder: "tiltquiz \(TiltQuiz.configuration.version)"))
        } catch {
            throw CommandFailure(error)
        }
        if source.isLive {
            let until = seconds.map { "for \($0) s" } ?? "until Ctrl-C"
            FileHandle.standardError.write(Data("Recording \(source.label) to \(file) \(until)...\n".utf8))
        }
        let ending = try source.readUntilInterrupted(seconds: seconds, epochSeconds: epoch) {
            batch throws(CommandFailure) in
            do throws(LineFile.WriteError) {
                try writer.write(batch)
            } catch {
                throw CommandFailure(error)
            }
        }
        writer.close()
        let elapsed: Double
        if source.isLive {
            elapsed = min(SystemClock.monotonicSeconds() - epoch, seconds ?? .infinity)
        } else {
            elapsed = writer.lastTime ?? 0
        }
        let span = String(format: "%.1f", elapsed)
        if case .unplugged(let info) = ending {
            throw CommandFailure(
                "\(SensorOpener.label(info)) was unplugged after \(span) s; "
                    + "the \(writer.count) samples before it are in \(file)")
        }
        print("Recorded \(writer.count) samples (\(span) s) from \(source.label) to \(file).")
    }
}
