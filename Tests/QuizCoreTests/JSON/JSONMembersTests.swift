import QuizCore
import Testing

/// Summary lines are objects one layer writes and another adds to: the members are written in order, names
/// escaped, and an addition lands inside the object whatever it held.
struct JSONMembersTests {
    @Test func anObjectIsItsMembersInOrder() {
        #expect(JSONText.object([]) == "{}")
        #expect(JSONText.object([("screen", "\"home\""), ("player", "null")]) == #"{"screen":"home","player":null}"#)
        #expect(JSONText.object([("a\"b", "1")]) == #"{"a\"b":1}"#)
    }

    @Test func membersAreAddedInsideTheObject() {
        #expect(JSONText.adding([("player", "\"Ada\"")], to: #"{"mode":"tilt"}"#) == #"{"mode":"tilt","player":"Ada"}"#)
        #expect(JSONText.adding([("b", "2"), ("c", "[1]")], to: "{}") == #"{"b":2,"c":[1]}"#)
        #expect(JSONText.adding([("kiosk", #"{"x":1}"#)], to: #"{"a":{"b":1}}"#) == #"{"a":{"b":1},"kiosk":{"x":1}}"#)
        // The result reads back as one object with every member.
        let added = JSONText.adding([("player", "null")], to: #"{"score":3}"#)
        #expect((try? JSONValue.parse(added)) != nil)
    }

    @Test func textThatIsNotAnObjectIsLeftAsItIs() {
        #expect(JSONText.adding([("player", "null")], to: "[1,2]") == "[1,2]")
        #expect(JSONText.adding([("player", "null")], to: "") == "")
        #expect(JSONText.adding([], to: #"{"a":1}"#) == #"{"a":1}"#)
    }
}
