import Foundation
import TestSupport
import Testing

/// The leads form through the real executable: a kiosk visitor leaves a name
/// and email after a game, the email is sealed (never in clear in any file of
/// the data folder), and the form looks right at the sizes players meet.
@Suite struct LeadsFormTests {
    /// A Tilt True/False answer, back home, then the form: name, email, the box, Send.
    static let script = [
        #"{"t": 0.5, "key": "enter"}"#, #"{"t": 1.0, "key": "enter"}"#, #"{"t": 2.0, "tap": [0.2, 0.7]}"#,
        #"{"t": 3.0, "key": "enter"}"#, #"{"t": 4.0, "key": "escape"}"#, #"{"t": 4.5, "key": "escape"}"#,
        #"{"t": 5.5, "key": "enter"}"#, #"{"t": 6.0, "text": "Ada"}"#, #"{"t": 6.3, "key": "enter"}"#,
        #"{"t": 6.8, "key": "enter"}"#, #"{"t": 7.4, "text": "ada.lovelace@example.org"}"#,
        #"{"t": 7.6, "key": "enter"}"#, #"{"t": 8.2, "key": "enter"}"#, #"{"t": 8.9, "key": "down"}"#,
        #"{"t": 9.0, "key": "down"}"#, #"{"t": 9.6, "key": "enter"}"#, #"{"t": 11.0, "wait": true}"#,
    ]

    static let leads = "modes: [tilt, trivia]\nleads:\n  enabled: true\n"

    @Test func aKioskVisitorLeavesAnEmailThatNoFileHoldsInClear() throws {
        var run = KioskRun(more: Self.leads)
        try run.play(Self.script, mode: nil)
        #expect(run.status == 0, "\(run.stderr)")
        let data = run.folder + "/data"
        let shown = try Tool.run(["players", "export", "--json", "--data", data])
        #expect(shown.status == 0, "\(shown.stderr)")
        let rows = try JSONObjects.read(shown.stdout) as? [[String: Any]] ?? []
        #expect(rows.contains { $0["email"] as? String == "ada.lovelace@example.org" }, "\(shown.stdout)")
        // The database, its WAL and journal, the lock and the seal: no copy of the email in clear.
        let needle = Data("ada.lovelace@example.org".utf8)
        for file in try FileManager.default.contentsOfDirectory(atPath: data) {
            let bytes = try Data(contentsOf: URL(fileURLWithPath: data + "/" + file))
            #expect(bytes.range(of: needle) == nil, "\(file) holds the email in clear")
        }
        let key = try FileManager.default.attributesOfItem(atPath: data + "/tiltquiz.key")
        #expect((key[.posixPermissions] as? Int) == 0o600)
    }

    @Test func withoutLeadsThereIsNoForm() throws {
        var run = KioskRun(more: "modes: [tilt, trivia]\n")
        let shots = run.folder + "/shots"
        try run.play(Array(Self.script.prefix(6)), ["--screenshots", shots], mode: nil)
        #expect(run.status == 0, "\(run.stderr)")
        let names = try FileManager.default.contentsOfDirectory(atPath: shots)
        #expect(!names.contains { $0.contains("lead") }, "\(names)")
    }

    @Test(arguments: ["1280x720", "320x240", "800x480-r90"])
    func theFormAndItsKeyboardMatchTheirGoldens(size: String) throws {
        let panel = GoldenPanel(size)
        var run = KioskRun(more: Self.leads)
        let shots = run.folder + "/shots"
        Tool.write(ScriptedInput.text(Self.script), to: run.folder + "/tour.jsonl")
        let script = try panel.script(run.folder + "/tour.jsonl", in: run.folder)
        let lines = try String(contentsOfFile: script, encoding: .utf8).split(separator: "\n").map(String.init)
        try run.play(lines, ["--screenshots", shots] + panel.arguments, mode: nil)
        #expect(run.status == 0, "\(run.stderr)")
        let names = try FileManager.default.contentsOfDirectory(atPath: shots).sorted()
        let kept = names.filter { $0.contains("home-lead") }.map { String($0.dropLast(4)) }
        #expect(kept.count == 5, "form, name keyboard, form, email keyboard, form: \(names)")
        GoldenCheck.compare(shots: shots, names: kept, folder: size, prefix: "leads-")
    }
}
