import Foundation

/// A browser's `Accept-Language` header (RFC 9110 section 12.5.4): the
/// languages it asks for, best first by their `q` weights, matched on the
/// primary subtag (`de-AT` asks for `de`). The phone page of a live round
/// is served in the first one offered.
public struct AcceptLanguage: Equatable, Sendable {
    /// The primary subtags asked for, lower case, best first (a weight of 0 left out; `*` kept as `*`).
    public let languages: [String]

    /// Reads `header`; a malformed part is skipped, never an error (a browser's header is not ours to refuse).
    public init(_ header: String) {
        var weighted: [(language: String, weight: Double, order: Int)] = []
        for (order, part) in header.split(separator: ",").enumerated() {
            let pieces = part.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            guard let tag = pieces.first, !tag.isEmpty else { continue }
            var weight = 1.0
            for parameter in pieces.dropFirst() where parameter.lowercased().hasPrefix("q=") {
                weight = Double(parameter.dropFirst(2)) ?? 0
            }
            let primary = tag.split(separator: "-").first.map { $0.lowercased() } ?? ""
            guard weight > 0, weight <= 1, !primary.isEmpty, primary.allSatisfy({ $0.isLetter || $0 == "*" }) else {
                continue
            }
            weighted.append((primary, weight, order))
        }
        weighted.sort { $0.weight != $1.weight ? $0.weight > $1.weight : $0.order < $1.order }
        var seen: Set<String> = []
        languages = weighted.map(\.language).filter { seen.insert($0).inserted }
    }

    /// The first of `offered` (catalog codes) the header asks for, else `fallback`: `*` takes the fallback.
    public func best(of offered: [String], fallback: String) -> String {
        for language in languages {
            if language == "*" { return fallback }
            if offered.contains(language) { return language }
        }
        return fallback
    }
}
