import QuizCore

/// A message a phone sends on the live socket (docs/live.md): one JSON object
/// with a `type` and exactly that type's fields. Anything else is
/// `LiveProtocolError`, which closes that phone's socket.
public enum LiveRequest: Equatable, Sendable {
    /// `{"type":"join","pin":"0427","name":"Ana"}`
    case join(pin: String, name: String)
    /// `{"type":"login","pin":"0427","username":"ana","password":"…"}`: a join as the player's account.
    case login(pin: String, username: String, password: String)
    /// `{"type":"rejoin","pin":"0427","token":"<32 hex digits>"}`
    case rejoin(pin: String, token: String)
    /// `{"type":"answer","question":0,"option":2}`
    case answer(question: Int, option: Int)

    /// The longest message a phone may send, in bytes: a larger one closes its socket.
    public static let maximumBytes = 1_024
    /// The longest name or PIN field read, in characters (the name rule then applies to the name).
    static let maximumFieldCharacters = 200

    /// Reads one message; its error says what is wrong with it.
    public static func parse(_ text: String) throws(LiveProtocolError) -> LiveRequest {
        guard text.utf8.count <= maximumBytes else { throw .tooLarge(text.utf8.count) }
        let value: JSONValue
        do { value = try JSONValue.parse(text) } catch { throw .notJSON(error.description) }
        guard case .object(let fields) = value else { throw .notAnObject }
        guard case .string(let type)? = fields["type"] else { throw .noType }
        switch type {
        case "join":
            try expect(fields, keys: ["type", "pin", "name"])
            return .join(pin: try string(fields, "pin"), name: try string(fields, "name"))
        case "login":
            try expect(fields, keys: ["type", "pin", "username", "password"])
            return .login(
                pin: try string(fields, "pin"), username: try string(fields, "username"),
                password: try string(fields, "password"))
        case "rejoin":
            try expect(fields, keys: ["type", "pin", "token"])
            return .rejoin(pin: try string(fields, "pin"), token: try string(fields, "token"))
        case "answer":
            try expect(fields, keys: ["type", "question", "option"])
            return .answer(question: try count(fields, "question"), option: try count(fields, "option"))
        default:
            throw .unknownType(String(type.prefix(40)))
        }
    }

    private static func expect(_ fields: [String: JSONValue], keys: Set<String>) throws(LiveProtocolError) {
        let given = Set(fields.keys)
        if let extra = given.subtracting(keys).sorted().first { throw .unexpectedField(String(extra.prefix(40))) }
        if let missing = keys.subtracting(given).sorted().first { throw .missingField(missing) }
    }

    private static func string(_ fields: [String: JSONValue], _ key: String) throws(LiveProtocolError) -> String {
        guard case .string(let text)? = fields[key], text.count <= maximumFieldCharacters else {
            throw .badField(key, "a string of at most \(maximumFieldCharacters) characters")
        }
        return text
    }

    private static func count(_ fields: [String: JSONValue], _ key: String) throws(LiveProtocolError) -> Int {
        guard case .number(let number)? = fields[key], let value = Int(number.text), (0...999).contains(value) else {
            throw .badField(key, "a whole number from 0 to 999")
        }
        return value
    }
}

/// Why a phone's message is not one of the protocol's: its socket is closed with this line.
public enum LiveProtocolError: Error, Equatable, Sendable, CustomStringConvertible {
    case tooLarge(Int)
    case notText
    case notJSON(String)
    case notAnObject
    case noType
    case unknownType(String)
    case unexpectedField(String)
    case missingField(String)
    case badField(String, String)
    case joinedAlready

    public var description: String {
        switch self {
        case .tooLarge(let bytes):
            return "the message has \(bytes) bytes, more than the \(LiveRequest.maximumBytes) a message may have"
        case .notText: return "the message is not text: the live socket takes JSON text messages"
        case .notJSON(let reason): return "the message is not JSON: \(reason)"
        case .notAnObject: return "the message is not a JSON object"
        case .noType: return "the message has no \"type\" string"
        case .unknownType(let type): return "the message's type \"\(type)\" is not join, login, rejoin or answer"
        case .unexpectedField(let key): return "the message has a field \"\(key)\" its type does not have"
        case .missingField(let key): return "the message lacks its field \"\(key)\""
        case .badField(let key, let expected): return "the message's \"\(key)\" must be \(expected)"
        case .joinedAlready: return "this socket has joined already: a join, login or rejoin comes once per socket"
        }
    }
}
