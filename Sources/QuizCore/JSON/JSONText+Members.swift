extension JSONText {
    /// One object member as written text: its name and its value already as JSON (`"3"`, `"[1,2]"`, `"null"`).
    public typealias Member = (name: String, json: String)

    /// An object of `members` in their order: `{"screen":"home","player":null}`.
    public static func object(_ members: [Member]) -> String {
        "{" + members.map { string($0.name) + ":" + $0.json }.joined(separator: ",") + "}"
    }

    /// `object` with `members` written after its own: `{"a":1}` and `b: 2` give `{"a":1,"b":2}`, `{}` gives
    /// `{"b":2}`. The summary lines use it where one layer adds to what another wrote. `object` must be one
    /// object as this program writes it (no space after its closing brace); any other text is returned unchanged.
    public static func adding(_ members: [Member], to object: String) -> String {
        guard !members.isEmpty, object.hasPrefix("{"), object.hasSuffix("}") else { return object }
        let added = members.map { string($0.name) + ":" + $0.json }.joined(separator: ",")
        let body = object.dropFirst().dropLast()
        let isEmpty = body.allSatisfy { $0 == " " || $0 == "\n" }
        return "{" + (isEmpty ? "" : body + ",") + added + "}"
    }
}
