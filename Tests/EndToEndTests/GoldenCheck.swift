import Foundation
import TestSupport
import TestSupportImages
import Testing

/// Compares a run's screenshots with the reviewed ones in
/// `Goldens/<folder>/<prefix><name>.png`; with TILTQUIZ_UPDATE_GOLDENS=1 it
/// records them instead (look at them before committing). A golden passes
/// when under 0.5 % of its pixels changed and the mean difference is under 2.
enum GoldenCheck {
    static func compare(shots: String, names: [String], folder: String, prefix: String = "") {
        let goldens = Tool.root + "/Tests/EndToEndTests/Goldens/" + folder
        let update = ProcessInfo.processInfo.environment["TILTQUIZ_UPDATE_GOLDENS"] == "1"
        for name in names {
            let actual = shots + "/" + name + ".png"
            let golden = goldens + "/" + prefix + name + ".png"
            if update {
                try? FileManager.default.createDirectory(atPath: goldens, withIntermediateDirectories: true)
                try? FileManager.default.removeItem(atPath: golden)
                do {
                    try FileManager.default.copyItem(atPath: actual, toPath: golden)
                } catch {
                    Issue.record("could not record \(golden): \(error)")
                }
                continue
            }
            guard let expected = PixelImage(path: golden) else {
                Issue.record("no golden \(golden): record with TILTQUIZ_UPDATE_GOLDENS=1")
                continue
            }
            guard let image = PixelImage(path: actual) else {
                Issue.record("\(actual) is not a PNG")
                continue
            }
            guard let difference = image.difference(from: expected) else {
                Issue.record(
                    "\(folder) \(name) is \(image.width)x\(image.height), the golden \(expected.width)x\(expected.height)"
                )
                continue
            }
            #expect(
                difference.changedShare < 0.005, "\(folder) \(name): \(difference.changedShare * 100)% of pixels differ"
            )
            #expect(difference.meanDelta < 2, "\(folder) \(name): mean difference \(difference.meanDelta)")
        }
    }
}
