import Foundation

/// The parts of a `multipart/form-data` body (RFC 7578), by name: what `POST /render` reads when
/// a request sends its own style beside the route.
struct MultipartForm: Sendable {
    /// One part.
    struct Part: Sendable {
        /// Its `Content-Disposition` name.
        var name: String
        /// Its `Content-Type`, if given.
        var contentType: String?
        /// Its bytes.
        var body: [UInt8]
    }

    /// The parts in order.
    var parts: [Part]

    /// The first part named `name`.
    func part(_ name: String) -> Part? { parts.first { $0.name == name } }

    /// The boundary of a `multipart/form-data` content type, or `nil` for another type.
    static func boundary(contentType: String?) -> String? {
        guard let contentType else { return nil }
        let pieces = contentType.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
        guard pieces.first?.lowercased() == "multipart/form-data" else { return nil }
        for piece in pieces.dropFirst() where piece.lowercased().hasPrefix("boundary=") {
            var value = String(piece.dropFirst("boundary=".count))
            if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") { value = String(value.dropFirst().dropLast()) }
            return value.isEmpty ? nil : value
        }
        return nil
    }

    /// Splits a body at `--boundary` lines; a body without its closing delimiter, or a part without
    /// a name, is a 400.
    init(_ body: [UInt8], boundary: String) throws(ServeError) {
        let delimiter = Array(("--" + boundary).utf8)
        var starts: [Int] = []
        var index = 0
        while index + delimiter.count <= body.count {
            if body[index] == delimiter[0], body[index..<index + delimiter.count].elementsEqual(delimiter),
               index == 0 || (index >= 2 && body[index - 2] == 13 && body[index - 1] == 10) {
                starts.append(index)
                index += delimiter.count
            } else {
                index += 1
            }
        }
        guard starts.count >= 2, let last = starts.last, body[(last + delimiter.count)...].starts(with: Array("--".utf8)) else {
            throw .badRequest("a multipart/form-data body without its closing --\(boundary)-- line")
        }
        parts = []
        for (start, end) in zip(starts, starts.dropFirst()) {
            // Skip the delimiter line; the part ends before the CRLF that precedes the next delimiter.
            var cursor = start + delimiter.count
            while cursor < end, body[cursor] != 10 { cursor += 1 }
            let content = Array(body[min(cursor + 1, end)..<max(min(cursor + 1, end), end - 2)])
            let separator: [UInt8] = [13, 10, 13, 10]
            guard let headerEnd = content.indices.first(where: { content[$0...].starts(with: separator) }) else {
                throw .badRequest("a multipart/form-data part without headers")
            }
            var name: String?
            var contentType: String?
            for line in String(decoding: content[..<headerEnd], as: UTF8.self).split(separator: "\r\n") {
                let lower = line.lowercased()
                if lower.hasPrefix("content-disposition:") {
                    for piece in line.split(separator: ";").map({ $0.trimmingCharacters(in: .whitespaces) }) where piece.hasPrefix("name=") {
                        name = String(piece.dropFirst(5)).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
                    }
                } else if lower.hasPrefix("content-type:") {
                    contentType = line.dropFirst("content-type:".count).trimmingCharacters(in: .whitespaces)
                }
            }
            guard let name else { throw .badRequest("a multipart/form-data part without a name (Content-Disposition: form-data; name=\"…\")") }
            parts.append(Part(name: name, contentType: contentType, body: Array(content[(headerEnd + 4)...])))
        }
    }
}
