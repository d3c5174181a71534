import QuizCore
import Testing

/// `HOST:PORT` as `admin serve --listen` and `live.listen` both take it: one parser, one set of reasons.
struct ListenAddressTests {
    @Test(arguments: [
        ("0.0.0.0:8080", ListenAddress(host: "0.0.0.0", port: 8080)),
        ("kiosk.local:0", ListenAddress(host: "kiosk.local", port: 0)),
        ("[::1]:8090", ListenAddress(host: "::1", port: 8090)),
    ])
    func readsAHostAndAPort(text: String, address: ListenAddress) {
        let parsed = ListenAddress.parse(text)
        #expect(parsed == .success(address))
    }

    @Test(arguments: [
        ("8080", ListenAddress.Problem.noPort),
        (":8080", .noHost),
        ("[]:8080", .noHost),
        ("my host:8080", .noHost),
        ("0.0.0.0:", .badPort),
        ("0.0.0.0:http", .badPort),
        ("0.0.0.0:65536", .badPort),
        ("0.0.0.0:-1", .badPort),
    ])
    func namesWhyATextIsNotAnAddress(text: String, problem: ListenAddress.Problem) {
        let parsed = ListenAddress.parse(text)
        #expect(parsed == .failure(problem))
        #expect(!problem.reason.isEmpty)
    }
}
