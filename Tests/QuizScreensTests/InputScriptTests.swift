import Testing

@testable import QuizScreens

@Suite struct InputScriptTests {
    @Test func parsesKeysTapsAndSwipes() throws {
        let script = try InputScript.parse(
            """
            {"t": 1.5, "key": "left", "down": true}

            {"t": 2.0, "tap": [0.25, 0.80]}
            {"t": 2.0, "key": "Return"}
            {"t": 3.0, "swipe": "right"}
            {"t": 3.2, "scroll": -2}
            {"t": 3.5, "key": "left", "down": false}
            """, file: "in.jsonl")
        #expect(script.steps.map(\.time) == [1.5, 2.0, 2.0, 3.0, 3.2, 3.5])
        #expect(
            script.steps.map(\.step) == [
                .key("left", down: true), .tap(x: 0.25, y: 0.8), .press("enter"), .swipe(.right), .scroll(-2),
                .key("left", down: false),
            ])
        #expect(script.endTime == 3.5)
    }

    @Test func parsesFingersHeldAndLifted() throws {
        let script = try InputScript.parse(
            """
            {"t": 1, "touch": [0.02, 0.03], "finger": 1, "down": true}
            {"t": 1, "touch": [0.98, 0.03], "down": true}
            {"t": 6.5, "touch": [0.02, 0.03], "finger": 1, "down": false}
            {"t": 60, "wait": true}
            {"t": 61, "until": "/tmp/go"}
            """, file: "in.jsonl")
        #expect(
            script.steps.map(\.step) == [
                .touch(finger: 1, x: 0.02, y: 0.03, down: true), .touch(finger: 0, x: 0.98, y: 0.03, down: true),
                .touch(finger: 1, x: 0.02, y: 0.03, down: false), .wait, .untilFile("/tmp/go"),
            ])
        #expect(script.endTime == 61)
    }

    @Test(arguments: [
        (
            "{\"t\": 1, \"key\": \"nokey\"}",
            "in.jsonl:1: field \"key\" must be an SDL key name such as \"left\", \"enter\" or \"1\""
        ),
        ("{\"key\": \"left\"}", "in.jsonl:1: field \"t\" must be a number of seconds, 0 or more"),
        (
            "{\"t\": 1, \"tap\": [0.5]}",
            "in.jsonl:1: field \"tap\" must be [x, y], fractions of the window between 0 and 1"
        ),
        (
            "{\"t\": 1, \"swipe\": \"sideways\"}",
            "in.jsonl:1: field \"swipe\" must be \"left\", \"right\", \"up\" or \"down\""
        ),
        ("{\"t\": 1, \"key\": \"left\", \"down\": 1}", "in.jsonl:1: field \"down\" must be true or false"),
        (
            "{\"t\": 1}",
            "in.jsonl:1: needs one of \"key\", \"tap\", \"touch\", \"swipe\", \"scroll\", \"text\", \"wait\", \"until\""
                + " or \"say\""
        ),
        ("{\"t\": 1, \"until\": \"\"}", "in.jsonl:1: field \"until\" must be a file's path"),
        ("{\"t\": 1, \"text\": \"\"}", "in.jsonl:1: field \"text\" must not be empty"),
        (
            "{\"t\": 1, \"scroll\": 0}",
            "in.jsonl:1: field \"scroll\" must be a whole number of rows, not 0 (negative: back up)"
        ),
        ("{\"t\": 1, \"text\": 5}", "in.jsonl:1: field \"text\" must be a string"),
        ("{\"t\": 1, \"touch\": [0.1, 0.1]}", "in.jsonl:1: a \"touch\" line needs \"down\": true or false"),
        (
            "{\"t\": 1, \"touch\": [0.1, 2], \"down\": true}",
            "in.jsonl:1: field \"touch\" must be [x, y], fractions of the window between 0 and 1"
        ),
        (
            "{\"t\": 1, \"touch\": [0.1, 0.1], \"finger\": \"a\", \"down\": true}",
            "in.jsonl:1: field \"finger\" must be a whole number"
        ),
        ("[1, 2]", "in.jsonl:1: not a JSON object"),
        ("{\"t\": 2, \"key\": \"p\"}\n{\"t\": 1, \"key\": \"p\"}", "in.jsonl:2: time goes backwards (1.0 after 2.0)"),
    ])
    func badLinesNameTheLineAndField(text: String, message: String) {
        do {
            _ = try InputScript.parse(text, file: "in.jsonl")
            Issue.record("accepted: \(text)")
        } catch {
            #expect(error.description == message)
        }
    }

    @Test func keyNamesAreSDLsInLowerCase() {
        #expect(KeyNames.normalize("Left") == "left")
        #expect(KeyNames.normalize("return") == "enter")
        #expect(KeyNames.normalize("1") == "1")
        #expect(KeyNames.normalize("Escape") == "escape")
        #expect(KeyNames.normalize("wobble") == nil)
    }
}
