import Foundation
import RouteCardGeo
import RouteCardScene

/// Writes a `Scene` as a standalone SVG 1.1 document into bytes. Cannot fail.
///
/// Output is deterministic: the same scene gives the same bytes. Coordinates are canvas points with
/// at most `precision` decimals; images are embedded as `data:` URIs.
///
/// Route geometry drawn more than once (a route's casing and line, a glow layer under the line) is
/// written once: path data longer than `sharedGeometryMinimum` bytes that several paths with a
/// `SceneRole` (route lines and casings) write alike becomes a geometry-only `<path id="geometry-N" d="…"/>` in `<defs>` (N in first-use order),
/// and each of those paths a `<use xlink:href="#geometry-N">` with its own classes, paint and
/// animation (the referenced path sets no paint, so it inherits the `<use>`'s).
public struct SVGWriter: Sendable {
    /// Decimals written for coordinates and lengths; default 2 (0.01 pt, below a pixel at 3×).
    public var precision: Int
    /// Path data longer than this many bytes, written alike by several paths, is written once and
    /// referenced (`<use>`); default 200. `Int.max` writes every path in full.
    public var sharedGeometryMinimum: Int

    /// Creates a writer.
    public init(precision: Int = 2, sharedGeometryMinimum: Int = 200) {
        self.precision = precision
        self.sharedGeometryMinimum = sharedGeometryMinimum
    }

    /// The SVG document for a scene, UTF-8 encoded.
    public func write(_ scene: Scene) -> [UInt8] {
        var state = State(buffer: ByteBuffer(precision: precision, capacity: 64 * 1024))
        state.collectGradients(scene.nodes, canvas: scene.size)
        state.collectGeometry(scene.nodes, minimum: sharedGeometryMinimum)
        var out = state.buffer
        out.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" ")
        out.append("xmlns:xlink=\"http://www.w3.org/1999/xlink\" version=\"1.1\" width=\"")
        out.append(number: scene.size.width)
        out.append("\" height=\"")
        out.append(number: scene.size.height)
        out.append("\" viewBox=\"0 0 ")
        out.append(number: scene.size.width)
        out.append(byte: 32)
        out.append(number: scene.size.height)
        out.append("\">\n")
        if let title = scene.title {
            out.append("<title>")
            out.append(escaping: title)
            out.append("</title>\n")
        }
        if !state.gradients.isEmpty || !state.filters.isEmpty || !state.sharedGeometry.isEmpty {
            out.append("<defs>\n")
            for (index, gradient) in state.gradients.enumerated() {
                Self.writeGradient(gradient, id: index + 1, into: &out)
            }
            for (index, filter) in state.filters.enumerated() {
                Self.writeFilter(filter, id: index + 1, region: state.filterRegions[index], size: scene.size, into: &out)
            }
            for (index, geometry) in state.sharedGeometry.enumerated() {
                out.append("<path id=\"geometry-\(index + 1)\" d=\"")
                out.append(bytes: geometry)
                out.append("\"/>\n")
            }
            out.append("</defs>\n")
        }
        state.buffer = out
        for node in scene.nodes { state.write(node, depth: 0) }
        state.buffer.append("</svg>\n")
        return state.buffer.bytes
    }

    /// The SVG document for a scene as a string.
    public func string(_ scene: Scene) -> String {
        String(decoding: write(scene), as: UTF8.self)
    }

    /// `<filter id="filter-N">`: a blur over `region` in user space (``BlurRegion``; the whole
    /// canvas when `nil`), a colour matrix over the group's box.
    private static func writeFilter(_ filter: SceneFilter, id: Int, region: CanvasBox?, size: CanvasSize,
                                    into out: inout ByteBuffer) {
        switch filter {
        case .gaussianBlur(let deviation):
            let box = region ?? CanvasBox(minX: 0, minY: 0, maxX: size.width, maxY: size.height)
            out.append("<filter id=\"filter-\(id)\" filterUnits=\"userSpaceOnUse\" x=\"")
            // Whole points outward: the region never ends inside a pixel at any scale.
            let minX = box.minX.rounded(.down), minY = box.minY.rounded(.down)
            out.append(number: minX)
            out.append("\" y=\"")
            out.append(number: minY)
            out.append("\" width=\"")
            out.append(number: box.maxX.rounded(.up) - minX)
            out.append("\" height=\"")
            out.append(number: box.maxY.rounded(.up) - minY)
            out.append("\" color-interpolation-filters=\"sRGB\">")
            out.append("<feGaussianBlur stdDeviation=\"")
            out.append(number: max(deviation, 0))
            out.append("\"/>")
            out.append("</filter>\n")
        case .colorMatrix(let matrix):
            writeFilter(matrix, id: id, into: &out)
        }
    }

    private static func writeGradient(_ gradient: LinearGradient, id: Int, into out: inout ByteBuffer) {
        // CSS angle: 0 points up, clockwise. Endpoints on the unit box, through its centre.
        let radians = gradient.angle * .pi / 180
        let dx = sin(radians) / 2, dy = -cos(radians) / 2
        out.append("<linearGradient id=\"gradient-\(id)\" x1=\"")
        for (index, value) in [0.5 - dx, 0.5 - dy, 0.5 + dx, 0.5 + dy].enumerated() {
            if index > 0 { out.append(["\" y1=\"", "\" x2=\"", "\" y2=\""][index - 1]) }
            out.append(number: (value * 10_000).rounded() / 10_000)
        }
        out.append("\">\n")
        for stop in gradient.stops {
            out.append("<stop offset=\"")
            out.append(number: stop.offset)
            out.append("\" stop-color=\"")
            appendHex(stop.color, into: &out)
            out.append("\"")
            if stop.color.alpha < 1 {
                out.append(" stop-opacity=\"")
                out.append(number: stop.color.alpha)
                out.append("\"")
            }
            out.append("/>\n")
        }
        out.append("</linearGradient>\n")
    }

    /// A colour-matrix filter over sRGB values; its region is the group's box (images fill it).
    private static func writeFilter(_ matrix: ColorMatrix, id: Int, into out: inout ByteBuffer) {
        out.append("<filter id=\"filter-\(id)\" color-interpolation-filters=\"sRGB\" x=\"0\" y=\"0\" width=\"1\" height=\"1\">\n")
        // Four decimals whatever the coordinate precision: a third written as 0.33 would darken grey.
        var values = ByteBuffer(precision: 4, capacity: 256)
        for (index, value) in matrix.values.enumerated() {
            if index > 0 { values.append(byte: 32) }
            values.append(number: value)
        }
        out.append("<feColorMatrix type=\"matrix\" values=\"")
        out.append(String(decoding: values.bytes, as: UTF8.self))
        out.append("\"/>\n</filter>\n")
    }

    static func appendHex(_ color: Color, into out: inout ByteBuffer) {
        let digits = Array("0123456789abcdef".utf8)
        out.append(byte: UInt8(ascii: "#"))
        for channel in [color.red, color.green, color.blue] {
            let value = Int(Color.byte(channel))
            out.append(byte: digits[value >> 4])
            out.append(byte: digits[value & 15])
        }
    }

    /// Writing state: the buffer and the gradients found in a first pass.
    private struct State {
        var buffer: ByteBuffer
        var gradients: [LinearGradient] = []
        var filters: [SceneFilter] = []
        /// Each filter's region (`nil`: the whole canvas, or a colour matrix's own box), beside `filters`.
        var filterRegions: [CanvasBox?] = []
        /// The canvas the regions are kept inside.
        var canvas = CanvasSize(width: 0, height: 0)
        /// The path data of every path, in writing order (written once, in `collectGeometry`).
        var pathTexts: [[UInt8]] = []
        /// The index in `pathTexts` of the next path to write.
        var nextPath = 0
        /// The transform of a group written as its one child, for the child's element to carry.
        var pendingTransform: Transform?
        /// Path data written by several paths, in first-use order (their ids), and for each path
        /// in writing order the index of the shared data it uses (`nil`: its own).
        var sharedGeometry: [[UInt8]] = []
        var sharedOfPath: [Int?] = []

        /// Writes the path data of every path, in writing order, and finds the long ones written
        /// more than once.
        mutating func collectGeometry(_ nodes: [SceneNode], minimum: Int) {
            var candidates: [Int] = []
            collectPaths(nodes, minimum: minimum, candidates: &candidates)
            sharedOfPath = Array(repeating: nil, count: pathTexts.count)
            // Keyed by text: an array key would be hashed byte by byte, and its conditional
            // Hashable conformance looked up at run time.
            let keys = candidates.map { String(decoding: pathTexts[$0], as: UTF8.self) }
            var byText: [String: [Int]] = [:]
            for (index, key) in zip(candidates, keys) { byText[key, default: []].append(index) }
            for (index, key) in zip(candidates, keys) where sharedOfPath[index] == nil {
                let same = byText[key]!
                guard same.count > 1 else { continue }
                for path in same { sharedOfPath[path] = sharedGeometry.count }
                sharedGeometry.append(pathTexts[index])
            }
        }

        private mutating func collectPaths(_ nodes: [SceneNode], minimum: Int, candidates: inout [Int]) {
            for node in nodes {
                switch node {
                case .group(let group):
                    collectPaths(group.children, minimum: minimum, candidates: &candidates)
                case .path(let path):
                    var text = ByteBuffer(precision: buffer.precision, capacity: 64)
                    Self.pathData(path.data, into: &text)
                    // Only the framework's route paths: map layers stay plain `<path>`s for now.
                    if path.role != nil && text.bytes.count > minimum { candidates.append(pathTexts.count) }
                    pathTexts.append(text.bytes)
                case .circle, .rect, .text, .image:
                    continue
                }
            }
        }

        /// Collects the gradients and filters the nodes use, in first-use order (their ids); a
        /// filter used over two regions is written twice.
        mutating func collectGradients(_ nodes: [SceneNode], canvas: CanvasSize) {
            self.canvas = canvas
            for node in nodes {
                let paint: Paint
                switch node {
                case .group(let group):
                    if let filter = group.filter, !filter.isIdentity, filterIndex(of: group) == nil {
                        filters.append(filter)
                        filterRegions.append(region(of: group))
                    }
                    collectGradients(group.children, canvas: canvas)
                    continue
                case .path(let path): paint = path.fill
                case .circle(let circle): paint = circle.fill
                case .rect(let rect): paint = rect.fill
                case .text, .image: continue
                }
                if case .linearGradient(let gradient) = paint, !gradients.contains(gradient) {
                    gradients.append(gradient)
                }
            }
        }

        /// The region of a group's filter: a blur's ``BlurRegion``, `nil` for anything else.
        func region(of group: SceneGroup) -> CanvasBox? {
            guard case .gaussianBlur(let deviation) = group.filter else { return nil }
            return BlurRegion.of(group, deviation: deviation, canvas: canvas)
        }

        /// The index in `filters` of the group's filter over its region, once collected.
        func filterIndex(of group: SceneGroup) -> Int? {
            guard let filter = group.filter else { return nil }
            let region = region(of: group)
            return filters.indices.first { filters[$0] == filter && filterRegions[$0] == region }
        }

        mutating func write(_ node: SceneNode, depth: Int) {
            switch node {
            case .group(let group) where Self.onlyMoves(group):
                // A group that only moves one element is written as that element with the
                // transform (the same picture; one element fewer for librsvg to set up: a curved
                // label is a group per glyph).
                pendingTransform = group.transform
                write(group.children[0], depth: depth)
            case .group(let group):
                start("g", id: group.id, classes: group.classes)
                for key in group.data.keys.sorted() {
                    buffer.append(" data-")
                    buffer.append(escaping: key)
                    attribute("", text: group.data[key]!)
                }
                if let transform = group.transform { self.transform(transform) }
                if let index = filterIndex(of: group) {
                    buffer.append(" filter=\"url(#filter-\(index + 1))\"")
                }
                opacity(group.opacity)
                if group.children.isEmpty && group.animation == nil { buffer.append("/>\n"); return }
                buffer.append(">\n")
                if let animation = group.animation { self.animation(animation) }
                for child in group.children { write(child, depth: depth + 1) }
                buffer.append("</g>\n")
            case .path(let path):
                let text = pathTexts[nextPath], shared = sharedOfPath[nextPath]
                nextPath += 1
                if let shared {
                    start("use", id: path.id, classes: path.classes)
                    buffer.append(" xlink:href=\"#geometry-\(shared + 1)\"")
                    end("use", fill: path.fill, stroke: path.stroke, opacity: path.opacity, animation: path.animation)
                    return
                }
                start("path", id: path.id, classes: path.classes)
                buffer.append(" d=\"")
                buffer.append(bytes: text)
                buffer.append("\"")
                end("path", fill: path.fill, stroke: path.stroke, opacity: path.opacity, animation: path.animation)
            case .circle(let circle):
                start("circle", id: circle.id, classes: circle.classes)
                attribute(" cx", circle.center.x)
                attribute(" cy", circle.center.y)
                attribute(" r", max(circle.radius, 0))
                end("circle", fill: circle.fill, stroke: circle.stroke, opacity: circle.opacity)
            case .rect(let rect):
                start("rect", id: rect.id, classes: rect.classes)
                box(rect.box)
                if rect.cornerRadius > 0 { attribute(" rx", rect.cornerRadius) }
                end("rect", fill: rect.fill, stroke: rect.stroke, opacity: rect.opacity)
            case .text(let text):
                if let halo = text.halo, halo.width > 0 {
                    textElement(text, halo: halo)
                    // A halo-only run (a label's halos are drawn before all its glyphs) has no fill to write.
                    if text.fill.alpha == 0 { return }
                }
                textElement(text, halo: nil)
            case .image(let image):
                start("image", id: image.id, classes: image.classes)
                box(image.box)
                buffer.append(image.keepsAspectRatio ? " preserveAspectRatio=\"xMidYMid meet\" xlink:href=\"data:"
                    : " preserveAspectRatio=\"none\" xlink:href=\"data:")
                buffer.append(escaping: image.mediaType)
                buffer.append(";base64,")
                buffer.append(Data(image.bytes).base64EncodedString())
                buffer.append("\"")
                opacity(image.opacity)
                buffer.append("/>\n")
            }
        }

        /// `<name` with the element's id and classes (and the transform of a group written as
        /// it, see ``onlyMoves(_:)``): how every element starts.
        private mutating func start(_ name: StaticString, id: String?, classes: [String]) {
            buffer.append(byte: UInt8(ascii: "<"))
            buffer.append(literal: name)
            if let id { attribute(" id", text: id) }
            if !classes.isEmpty { attribute(" class", text: classes.joined(separator: " ")) }
            if let transform = pendingTransform {
                self.transform(transform)
                pendingTransform = nil
            }
        }

        /// Whether a group does nothing but move its one child, an element written as one SVG
        /// element without an animation: no id, class, data, opacity, filter or animation of its own.
        static func onlyMoves(_ group: SceneGroup) -> Bool {
            guard group.transform != nil, group.id == nil, group.classes.isEmpty, group.data.isEmpty, group.opacity >= 1,
                  group.filter == nil, group.animation == nil, group.children.count == 1 else { return false }
            switch group.children[0] {
            case .path(let path): return path.animation == nil
            case .circle, .rect, .image: return true
            case .text(let text): return text.halo.map { $0.width <= 0 || text.fill.alpha == 0 } ?? true
            case .group: return false
            }
        }

        /// The end of a shape element (path, circle, rect): its paint, then `/>` — or, with an
        /// animation, `>`, the animation and `</name>`.
        private mutating func end(_ name: StaticString, fill: Paint, stroke: Stroke?, opacity: Double,
                                  animation: SceneAnimation? = nil) {
            paint(fill, stroke: stroke, opacity: opacity)
            guard let animation else {
                buffer.append("/>\n")
                return
            }
            buffer.append(">\n")
            self.animation(animation)
            buffer.append("</")
            buffer.append(literal: name)
            buffer.append(">\n")
        }

        /// The `x`, `y`, `width` and `height` attributes of a box (a negative size written as 0).
        private mutating func box(_ box: CanvasBox) {
            attribute(" x", box.minX)
            attribute(" y", box.minY)
            attribute(" width", max(box.width, 0))
            attribute(" height", max(box.height, 0))
        }

        /// An `<animate>` or `<animateMotion>` child; `fill="freeze"` keeps the final state.
        private mutating func animation(_ animation: SceneAnimation) {
            switch animation {
            case .draw(let length, let duration, let start, let end):
                // A dash as long as the path plus a gap as long: the dash grows from nothing to all
                // between the fractions a and b (key times 0 and 1 are added when a > 0, b < 1).
                let full = max(length, 0) + 1
                let a = min(max(start, 0), 1), b = min(max(end, a), 1)
                var keys: [(time: Double, drawn: Bool)] = []
                if a > 0 { keys.append((0, false)) }
                keys.append((a, false))
                keys.append((b, true))
                if b < 1 { keys.append((1, true)) }
                buffer.append("<animate attributeName=\"stroke-dasharray\" values=\"")
                for (index, key) in keys.enumerated() {
                    if index > 0 { buffer.append(byte: UInt8(ascii: ";")) }
                    buffer.append(number: key.drawn ? full : 0)
                    buffer.append(byte: 32)
                    buffer.append(number: key.drawn ? 0 : full)
                }
                buffer.append("\" keyTimes=\"")
                for (index, key) in keys.enumerated() {
                    if index > 0 { buffer.append(byte: UInt8(ascii: ";")) }
                    buffer.append(number: (key.time * 10_000).rounded() / 10_000)
                }
                buffer.append("\"")
                attribute(" dur", text: Self.seconds(duration))
                buffer.append(" fill=\"freeze\"/>\n")
            case .motion(let path, let duration):
                buffer.append("<animateMotion path=\"")
                Self.pathData(path, into: &buffer)
                buffer.append("\"")
                attribute(" dur", text: Self.seconds(duration))
                buffer.append(" fill=\"freeze\"/>\n")
            }
        }

        /// A duration as SMIL clock text (`12.5s`), at millisecond precision.
        static func seconds(_ value: Double) -> String {
            // 1 ms … 10^9 s (NaN as 1 ms): total for any duration a caller gives.
            let millis = value.isNaN ? 1 : Int((min(max(value, 0.001), 1e9) * 1000).rounded())
            let fraction = millis % 1000
            guard fraction != 0 else { return "\(millis / 1000)s" }
            var digits = String(fraction)
            digits = String(repeating: "0", count: 3 - digits.count) + digits
            while digits.hasSuffix("0") { digits.removeLast() }
            return "\(millis / 1000).\(digits)s"
        }

        private mutating func textElement(_ text: SceneText, halo: Stroke?) {
            if halo == nil {
                start("text", id: text.id, classes: text.classes)
            } else {
                start("text", id: text.id.map { $0 + "-halo" }, classes: text.classes + ["halo"])
            }
            attribute(" x", text.position.x)
            attribute(" y", text.position.y)
            buffer.append(" font-family=\"")
            buffer.append(escaping: text.font.families.map { family in
                family.contains(" ") ? "'\(family)'" : family
            }.joined(separator: ", "))
            buffer.append("\"")
            attribute(" font-size", text.font.size)
            if text.font.weight != 400 { attribute(" font-weight", text: String(text.font.weight)) }
            if text.anchor != .start { attribute(" text-anchor", text: text.anchor.rawValue) }
            if let halo {
                paint(.none, stroke: Stroke(color: halo.color, width: halo.width, cap: .round, join: .round), opacity: text.opacity)
            } else {
                paint(.color(text.fill), stroke: nil, opacity: text.opacity)
            }
            buffer.append(">")
            buffer.append(escaping: text.text)
            buffer.append("</text>\n")
        }

        private mutating func attribute(_ name: StaticString, text: String) {
            buffer.append(literal: name)
            buffer.append("=\"")
            buffer.append(escaping: text)
            buffer.append(byte: UInt8(ascii: "\""))
        }

        private mutating func attribute(_ name: StaticString, _ value: Double) {
            buffer.append(literal: name)
            buffer.append("=\"")
            buffer.append(number: value)
            buffer.append(byte: UInt8(ascii: "\""))
        }

        private mutating func opacity(_ value: Double) {
            if value < 1 { attribute(" opacity", max(value, 0)) }
        }

        private mutating func transform(_ transform: Transform) {
            buffer.append(" transform=\"translate(")
            buffer.append(number: transform.x)
            buffer.append(byte: 32)
            buffer.append(number: transform.y)
            buffer.append(")")
            if transform.rotation != 0 {
                buffer.append(" rotate(")
                buffer.append(number: transform.rotation)
                buffer.append(")")
            }
            if transform.scale != 1 {
                buffer.append(" scale(")
                buffer.append(number: transform.scale)
                buffer.append(")")
            }
            buffer.append("\"")
        }

        /// Writes the fill, the stroke and the opacity. An element that paints only its fill (a
        /// plain colour) or only its stroke gets its opacity folded into that paint's
        /// `fill-opacity` or `stroke-opacity`: the same picture (one paint composites once either
        /// way), but librsvg draws group opacity on a temporary surface the size of the whole
        /// canvas — at 2x a 10 MB allocation, cleared and composited, a sixth of a card's drawing.
        private mutating func paint(_ fill: Paint, stroke: Stroke?, opacity value: Double) {
            var fill = fill, stroke = stroke.flatMap { $0.width > 0 ? $0 : nil }, value = value
            if value < 1 {
                switch (fill, stroke) {
                case (.color(var color), nil):
                    color.alpha *= max(value, 0)
                    (fill, value) = (.color(color), 1)
                case (.none, var only?):
                    only.color.alpha *= max(value, 0)
                    (stroke, value) = (only, 1)
                default:
                    break
                }
            }
            switch fill {
            case .none:
                buffer.append(" fill=\"none\"")
            case .color(let color):
                buffer.append(" fill=\"")
                SVGWriter.appendHex(color, into: &buffer)
                buffer.append("\"")
                if color.alpha < 1 { attribute(" fill-opacity", color.alpha) }
            case .linearGradient(let gradient):
                let index = gradients.firstIndex(of: gradient)! + 1
                buffer.append(" fill=\"url(#gradient-\(index))\"")
            }
            if let stroke {
                buffer.append(" stroke=\"")
                SVGWriter.appendHex(stroke.color, into: &buffer)
                buffer.append("\"")
                if stroke.color.alpha < 1 { attribute(" stroke-opacity", stroke.color.alpha) }
                attribute(" stroke-width", stroke.width)
                if stroke.cap != .butt { attribute(" stroke-linecap", text: stroke.cap.rawValue) }
                if stroke.join != .miter { attribute(" stroke-linejoin", text: stroke.join.rawValue) }
                if !stroke.dash.isEmpty {
                    buffer.append(" stroke-dasharray=\"")
                    for (index, length) in stroke.dash.enumerated() {
                        if index > 0 { buffer.append(byte: 32) }
                        buffer.append(number: max(length, 0))
                    }
                    buffer.append("\"")
                }
            }
            opacity(value)
        }

        /// Writes path data (`M… L…`) into a buffer.
        static func pathData(_ data: PathData, into buffer: inout ByteBuffer) {
            var previous: UInt8 = 0
            for command in data.commands {
                switch command {
                case .move(let p):
                    letter(UInt8(ascii: "M"), previous: &previous, repeatable: false, into: &buffer)
                    pair(p, into: &buffer)
                case .line(let p):
                    letter(UInt8(ascii: "L"), previous: &previous, repeatable: true, into: &buffer)
                    pair(p, into: &buffer)
                case .quad(let c, let p):
                    letter(UInt8(ascii: "Q"), previous: &previous, repeatable: true, into: &buffer)
                    pair(c, into: &buffer); buffer.append(byte: 32); pair(p, into: &buffer)
                case .cubic(let c1, let c2, let p):
                    letter(UInt8(ascii: "C"), previous: &previous, repeatable: true, into: &buffer)
                    pair(c1, into: &buffer); buffer.append(byte: 32); pair(c2, into: &buffer); buffer.append(byte: 32); pair(p, into: &buffer)
                case .arc(let rx, let ry, let large, let sweep, let p):
                    letter(UInt8(ascii: "A"), previous: &previous, repeatable: true, into: &buffer)
                    buffer.append(number: rx); buffer.append(byte: 32)
                    buffer.append(number: ry)
                    buffer.append(large ? " 0 1 " : " 0 0 ")
                    buffer.append(sweep ? "1 " : "0 ")
                    pair(p, into: &buffer)
                case .close:
                    buffer.append(byte: UInt8(ascii: "Z"))
                    previous = UInt8(ascii: "Z")
                }
            }
        }

        /// Writes a command letter, or only a separating space when the same command repeats.
        private static func letter(_ letter: UInt8, previous: inout UInt8, repeatable: Bool, into buffer: inout ByteBuffer) {
            if repeatable && previous == letter {
                buffer.append(byte: 32)
            } else {
                buffer.append(byte: letter)
            }
            previous = letter
        }

        private static func pair(_ point: CanvasPoint, into buffer: inout ByteBuffer) {
            buffer.append(number: point.x)
            buffer.append(byte: 32)
            buffer.append(number: point.y)
        }
    }
}
