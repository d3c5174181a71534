@testable import QuizConfig

/// The problems in the config `text`, one `line: key: message` string each (none when it parses).
func problems(_ text: String) -> [String] {
    do {
        _ = try KioskConfig.parse(text, file: "kiosk.yaml")
        return []
    } catch {
        return error.problems.map { "\($0.line.map(String.init) ?? "-"): \($0)" }
    }
}
