import Foundation

/// One part of a `multipart/form-data` body: its field name, the file name a browser gives a file, its type, and
/// where its bytes are in the body.
struct MultipartPart: Equatable {
    var name: String
    var fileName: String?
    var contentType: String?
    var body: Range<Int>
}

/// Why a multipart body cannot be read.
struct MultipartError: Error, Equatable, CustomStringConvertible {
    var description: String
}

/// A small `multipart/form-data` reader (RFC 7578) for the one form the admin posts one: the import's upload.
/// Hummingbird has none, and the form is simple enough not to add a package for it: parts split by the boundary,
/// each with headers (Content-Disposition's `name` and `filename`, Content-Type), then its bytes, untouched.
enum Multipart {
    /// The boundary a `Content-Type: multipart/form-data; boundary=...` header names; nil for another type.
    static func boundary(contentType: String) -> String? {
        let pieces = parameters(contentType)
        guard pieces.first?.key.lowercased() == "multipart/form-data" else { return nil }
        guard let boundary = pieces.first(where: { $0.key.lowercased() == "boundary" })?.value,
            !boundary.isEmpty, boundary.count <= 70
        else { return nil }
        return boundary
    }

    /// The parts of `data`, split at `boundary`.
    static func parse(_ data: Data, boundary: String) throws(MultipartError) -> [MultipartPart] {
        let bytes = [UInt8](data)
        let delimiter = Array("--\(boundary)".utf8)
        let next = Array("\r\n--\(boundary)".utf8)
        guard var position = find(delimiter, in: bytes, from: 0) else {
            throw MultipartError(description: "the form's boundary is not in its body")
        }
        var parts: [MultipartPart] = []
        while true {
            position += delimiter.count
            if bytes.count >= position + 2, bytes[position] == 0x2D, bytes[position + 1] == 0x2D { return parts }
            guard bytes.count >= position + 2, bytes[position] == 0x0D, bytes[position + 1] == 0x0A else {
                throw MultipartError(description: "a boundary of the form is not followed by a line end")
            }
            position += 2
            guard let headerEnd = find([0x0D, 0x0A, 0x0D, 0x0A], in: bytes, from: position) else {
                throw MultipartError(description: "a part of the form has no end to its headers")
            }
            let headers = String(decoding: bytes[position..<headerEnd], as: UTF8.self)
            let start = headerEnd + 4
            guard let end = find(next, in: bytes, from: start) else {
                throw MultipartError(description: "the form ends before its closing boundary (a cut upload?)")
            }
            parts.append(try part(headers: headers, body: start..<end))
            position = end + 2
        }
    }

    static func part(headers: String, body: Range<Int>) throws(MultipartError) -> MultipartPart {
        var name: String?
        var fileName: String?
        var contentType: String?
        for line in headers.components(separatedBy: "\r\n") {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let header = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
            let value = String(line[line.index(after: colon)...]).trimmingCharacters(in: .whitespaces)
            if header == "content-disposition" {
                let pieces = parameters(value)
                name = pieces.first { $0.key.lowercased() == "name" }?.value
                fileName = pieces.first { $0.key.lowercased() == "filename" }?.value
            } else if header == "content-type" {
                contentType = value
            }
        }
        guard let name else { throw MultipartError(description: "a part of the form has no field name") }
        return MultipartPart(name: name, fileName: fileName, contentType: contentType, body: body)
    }

    /// `value; key=value; key="quoted; value"` as (key, value) pairs, the first with an empty value.
    static func parameters(_ header: String) -> [(key: String, value: String)] {
        var pieces: [String] = []
        var current = ""
        var quoted = false
        var escaped = false
        for character in header {
            if escaped {
                current.append(character)
                escaped = false
            } else if quoted && character == "\\" {
                escaped = true
            } else if character == "\"" {
                quoted.toggle()
            } else if character == ";" && !quoted {
                pieces.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        pieces.append(current)
        return pieces.map { piece in
            let trimmed = piece.trimmingCharacters(in: .whitespaces)
            guard let equals = trimmed.firstIndex(of: "=") else { return (trimmed, "") }
            return (
                String(trimmed[..<equals]).trimmingCharacters(in: .whitespaces),
                String(trimmed[trimmed.index(after: equals)...]).trimmingCharacters(in: .whitespaces)
            )
        }
    }

    /// The first index of `needle` in `haystack` at or after `start`.
    static func find(_ needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
        guard let first = needle.first, haystack.count >= needle.count else { return nil }
        var index = start
        let last = haystack.count - needle.count
        while index <= last {
            if haystack[index] == first, haystack[index..<index + needle.count].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }
}
