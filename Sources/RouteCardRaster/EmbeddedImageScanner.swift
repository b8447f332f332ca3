/// Finds the raster images an SVG document embeds as `data:` URIs and reads each one's pixel size
/// from its header, without decoding any pixel: what librsvg would decode when drawing it.
///
/// Each distinct URI is reported once (librsvg decodes a URI once per document). SVG images
/// embedded in the document are searched too (up to ``maximumNesting`` deep). Payloads whose
/// header is not PNG, JPEG, GIF, WebP or BMP are skipped: librsvg's image loaders would not draw them.
enum EmbeddedImageScanner {
    /// How deep SVG images inside SVG images are searched.
    static let maximumNesting = 4

    /// The distinct raster images of `svg`, in document order.
    static func images(in svg: [UInt8]) -> [EmbeddedImage] {
        var seen: [Int: [ArraySlice<UInt8>]] = [:]
        var found: [EmbeddedImage] = []
        scan(svg[...], layer: nil, depth: 0, seen: &seen, into: &found)
        return found
    }

    private static func scan(_ svg: ArraySlice<UInt8>, layer outerLayer: String?, depth: Int,
                             seen: inout [Int: [ArraySlice<UInt8>]], into found: inout [EmbeddedImage]) {
        var layer = outerLayer
        var tagStart: Int?
        var i = svg.startIndex
        while i < svg.endIndex {
            let c = svg[i]
            if c == UInt8(ascii: "<") {
                tagStart = i
                if i + 2 < svg.endIndex, svg[i + 1] == UInt8(ascii: "g"), isSpace(svg[i + 2]) {
                    let end = svg[i...].firstIndex(of: UInt8(ascii: ">")) ?? svg.endIndex
                    let tag = svg[i..<end]
                    if attribute("class", in: tag)?.split(separator: " ").first == "layer" { layer = attribute("id", in: tag) }
                }
                i += 1
                continue
            }
            guard c | 0x20 == UInt8(ascii: "d"), hasPrefix(svg, at: i, "data:") else {
                i += 1
                continue
            }
            // data:[<media type>][;base64],<payload>
            let header = i + 5
            guard let comma = svg[header..<min(svg.endIndex, header + 200)].firstIndex(where: {
                $0 == UInt8(ascii: ",") || isQuote($0)
            }), svg[comma] == UInt8(ascii: ",") else {
                i = header
                continue
            }
            let type = String(decoding: svg[header..<comma], as: UTF8.self).lowercased()
            let payloadEnd = svg[(comma + 1)...].firstIndex(where: isQuote) ?? svg.endIndex
            let payload = svg[(comma + 1)..<payloadEnd]
            i = payloadEnd
            let base64 = type.hasSuffix(";base64")
            guard remember(payload, in: &seen) else { continue }
            var decoder = DataURIDecoder(payload: payload, base64: base64)
            if type.hasPrefix("image/svg") {
                guard depth < maximumNesting else { continue }
                var inner: [UInt8] = []
                while let byte = decoder.next() { inner.append(byte) }
                scan(inner[...], layer: layer, depth: depth + 1, seen: &seen, into: &found)
            } else if let (size, format) = headerSize(&decoder) {
                let tag = tagStart.map { svg[$0..<header] }
                found.append(EmbeddedImage(size: size, format: format, elementClass: tag.flatMap { attribute("class", in: $0) },
                                           layer: layer))
            }
        }
    }

    /// Records a payload; false when an equal one was seen before.
    private static func remember(_ payload: ArraySlice<UInt8>, in seen: inout [Int: [ArraySlice<UInt8>]]) -> Bool {
        var hasher = Hasher()
        payload.withUnsafeBytes { hasher.combine(bytes: $0) }
        let key = hasher.finalize()
        if let earlier = seen[key], earlier.contains(where: { $0.count == payload.count && $0.elementsEqual(payload) }) { return false }
        seen[key, default: []].append(payload)
        return true
    }

    /// The pixel size and format from an image's first bytes, `nil` for an unknown or truncated header.
    static func headerSize(_ decoder: inout DataURIDecoder) -> (PixelSize, String)? {
        let start = decoder.take(2)
        guard start.count == 2 else { return nil }
        if start == [0xFF, 0xD8] { return jpegSize(&decoder).map { ($0, "JPEG") } }
        let head = start + decoder.take(28)
        func le16(_ at: Int) -> Int { Int(head[at]) | Int(head[at + 1]) << 8 }
        func le24(_ at: Int) -> Int { le16(at) | Int(head[at + 2]) << 16 }
        func le32(_ at: Int) -> Int { Int(Int32(bitPattern: UInt32(le24(at)) | UInt32(head[at + 3]) << 24)) }
        func be32(_ at: Int) -> Int { Int(head[at]) << 24 | Int(head[at + 1]) << 16 | Int(head[at + 2]) << 8 | Int(head[at + 3]) }
        func size(_ width: Int, _ height: Int, _ format: String) -> (PixelSize, String)? {
            width > 0 && height > 0 ? (PixelSize(width: width, height: height), format) : nil
        }
        if head.starts(with: [0x89, 0x50, 0x4E, 0x47]), head.count >= 24 { return size(be32(16), be32(20), "PNG") }
        if head.starts(with: Array("GIF8".utf8)), head.count >= 10 { return size(le16(6), le16(8), "GIF") }
        if head.starts(with: Array("BM".utf8)), head.count >= 26 { return size(abs(le32(18)), abs(le32(22)), "BMP") }
        if head.starts(with: Array("RIFF".utf8)), head.count >= 25, head[8..<12].elementsEqual("WEBP".utf8) {
            switch String(decoding: head[12..<16], as: UTF8.self) {
            case "VP8 " where head.count >= 30: return size(le16(26) & 0x3FFF, le16(28) & 0x3FFF, "WebP")
            case "VP8X" where head.count >= 30: return size(le24(24) + 1, le24(27) + 1, "WebP")
            case "VP8L":
                let bits = le32(21)
                return size(bits & 0x3FFF + 1, bits >> 14 & 0x3FFF + 1, "WebP")
            default: return nil
            }
        }
        return nil
    }

    /// A JPEG's size from its first start-of-frame marker, walking the segments after the SOI.
    private static func jpegSize(_ decoder: inout DataURIDecoder) -> PixelSize? {
        while true {
            guard decoder.next() == 0xFF, var marker = decoder.next() else { return nil }
            while marker == 0xFF { guard let next = decoder.next() else { return nil }; marker = next }
            if marker == 0xD8 || (0xD0...0xD7).contains(marker) || marker == 0x01 { continue }
            let length = decoder.take(2)
            guard length.count == 2 else { return nil }
            let segment = Int(length[0]) << 8 | Int(length[1])
            guard segment >= 2 else { return nil }
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                let frame = decoder.take(5)
                guard frame.count == 5 else { return nil }
                let height = Int(frame[1]) << 8 | Int(frame[2]), width = Int(frame[3]) << 8 | Int(frame[4])
                return width > 0 && height > 0 ? PixelSize(width: width, height: height) : nil
            }
            guard decoder.skip(segment - 2) else { return nil }
        }
    }

    /// The value of `name="…"` (or single quotes) in a start tag's bytes.
    static func attribute(_ name: String, in tag: ArraySlice<UInt8>) -> String? {
        let key = Array(name.utf8) + [UInt8(ascii: "=")]
        var i = tag.startIndex
        while let found = tag[i...].firstIndex(of: key[0]) {
            if found > tag.startIndex, isSpace(tag[found - 1]), tag[found...].starts(with: key), found + key.count < tag.endIndex {
                let quote = tag[found + key.count]
                let body = tag[(found + key.count + 1)...]
                guard isQuote(quote), let end = body.firstIndex(of: quote) else { return nil }
                return String(decoding: body[..<end], as: UTF8.self)
            }
            i = found + 1
        }
        return nil
    }

    private static func hasPrefix(_ bytes: ArraySlice<UInt8>, at index: Int, _ prefix: String) -> Bool {
        var i = index
        for c in prefix.utf8 {
            guard i < bytes.endIndex, bytes[i] | 0x20 == c | 0x20 else { return false }
            i += 1
        }
        return true
    }

    private static func isQuote(_ c: UInt8) -> Bool {
        c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") || c == UInt8(ascii: ")") || c == UInt8(ascii: "<")
    }

    private static func isSpace(_ c: UInt8) -> Bool {
        c == UInt8(ascii: " ") || c == UInt8(ascii: "\n") || c == UInt8(ascii: "\t") || c == UInt8(ascii: "\r")
    }
}
