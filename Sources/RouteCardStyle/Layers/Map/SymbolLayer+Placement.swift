import Foundation
import RouteCardExpressions
import RouteCardGeo
import RouteCardMap
import RouteCardScene
import RouteCardText

extension SymbolLayer {
    /// Where a candidate label stands: a point, or a line it follows.
    private enum Spot {
        case point(CanvasPoint)
        case line(LabelPath)
    }

    /// A feature's label waiting for its turn.
    private struct Candidate {
        var text: String
        var input: ExpressionInput
        var sortKey: Double
        var order: Int
        var spot: Spot
    }

    /// A label laid out: the boxes it takes (with padding), where it stands, and its nodes, made
    /// only once it is placed.
    private struct Layout {
        var boxes: [CanvasBox]
        var center: CanvasPoint
        var nodes: () -> SceneNode
        /// Tried in order when this one does not fit (the text alone, for `icon-optional`).
        var fallbacks: [Layout] = []
    }

    /// The labels that fit, in priority order, each a `<g class="label point|line" data-text="…">`
    /// with its halos drawn before its glyphs; the boxes they took are returned as collisions.
    public func draw(_: Void, in context: LayerContext, viewport: Viewport) -> LayerDrawing {
        guard textField != nil || (iconImage != nil && sprite != nil), let source = options.visibleSource(in: context, viewport: viewport) else { return [] }
        let canvas = MapCanvas(context: context, viewport: viewport)
        let candidates = self.candidates(options.items(of: source, in: canvas), source: source, canvas: canvas)
            .sorted { ($0.sortKey, $0.order) < ($1.sortKey, $1.order) }
        var index = context.collisions
        let bounds = CanvasBox(x: 0, y: 0, width: context.canvas.width, height: context.canvas.height)
        var placed: [String: [CanvasPoint]] = [:]
        var nodes: [SceneNode] = [], taken: [CollisionShape] = []
        let repeatDistance = spacing / 2
        let budget = WorkBudget.current
        for candidate in candidates {
            // A card that has stopped (its deadline, its budget) places no more labels.
            if budget?.isStopped == true { break }
            for first in layouts(of: candidate, measurer: context.measurer) {
                if !candidate.text.isEmpty,
                   placed[candidate.text]?.contains(where: { hypot($0.x - first.center.x, $0.y - first.center.y) < repeatDistance }) == true {
                    continue
                }
                let p = padding
                guard let layout = ([first] + first.fallbacks).first(where: { layout in
                    layout.boxes.allSatisfy({ $0.minX + p >= bounds.minX && $0.maxX - p <= bounds.maxX
                                              && $0.minY + p >= bounds.minY && $0.maxY - p <= bounds.maxY })
                        && index.insertIfFree(layout.boxes)
                }) else { continue }
                if !candidate.text.isEmpty { placed[candidate.text, default: []].append(layout.center) }
                taken += layout.boxes.map(CollisionShape.box)
                nodes.append(layout.nodes())
            }
        }
        var drawing = options.drawing(nodes, from: source)
        drawing.collisions = taken
        return drawing
    }

    /// Every feature's label candidates in feature order.
    private func candidates(_ items: [MapCanvas.Item], source: MapSource, canvas: MapCanvas) -> [Candidate] {
        var result: [Candidate] = []
        func add(_ text: String, _ item: MapCanvas.Item, _ spot: Spot) {
            result.append(Candidate(text: text, input: item.input, sortKey: sortKey.value(for: item.input), order: result.count, spot: spot))
        }
        if placement == .point {
            for item in items where WorkBudget.current?.isStopped != true {
                // An icon without text is a candidate too (POI icons of features without a name).
                guard let text = text(for: item.input) ?? (hasIcon(item.input) ? "" : nil) else { continue }
                for point in pointSpots(of: item, canvas: canvas) { add(text, item, .point(point)) }
            }
            return result
        }
        // Lines: a tile source's pieces of one name are joined across tile edges first.
        var order: [String] = []
        var pieces: [String: (item: MapCanvas.Item, pieces: [LineStitcher.Piece])] = [:]
        for item in items {
            guard let text = text(for: item.input) else { continue }
            let parts = canvas.linePieces(of: item, includingRings: true)
            guard !parts.isEmpty else { continue }
            if !source.isTiled {
                for part in parts { for line in canvas.clip(line: part.points, margin: 0) { add(text, item, .line(LabelPath(line))) } }
            } else {
                if pieces[text] == nil { order.append(text); pieces[text] = (item, []) }
                pieces[text]?.pieces += parts
            }
        }
        let tolerance = canvas.stitchTolerance(for: source)
        for text in order {
            guard let entry = pieces[text] else { continue }
            for line in LineStitcher.join(entry.pieces, tolerance: tolerance) {
                for part in canvas.clip(line: line, margin: 0) { add(text, entry.item, .line(LabelPath(part))) }
            }
        }
        return result
    }

    /// Where a point label of an item goes: each point (a tile's only inside its own square, the
    /// buffer belongs to the neighbour), a line's middle, a polygon's centre.
    private func pointSpots(of item: MapCanvas.Item, canvas: MapCanvas) -> [CanvasPoint] {
        switch item.feature.geometry {
        case .points(let points):
            return points.filter { point in
                guard let tile = item.tile else { return true }
                let x = point.x + tile.shift
                return x >= tile.box.minX && x < tile.box.maxX && point.y >= tile.box.minY && point.y < tile.box.maxY
            }.map { canvas.project([$0], of: item)[0] }
        case .lines(let lines):
            let paths = lines.map { LabelPath(canvas.project($0, of: item)) }
            guard let longest = paths.max(by: { $0.length < $1.length }), longest.points.count >= 2 else { return [] }
            return [longest.point(at: longest.length / 2)]
        case .polygons(let polygons):
            let rings = polygons.compactMap(\.first).map { canvas.project($0, of: item) }
            let centres = rings.compactMap(Self.centroid)
            guard let largest = centres.max(by: { $0.area < $1.area }) else { return [] }
            return [largest.point]
        }
    }

    /// A ring's area-weighted centre and its area; `nil` for a ring without area.
    private static func centroid(_ ring: [CanvasPoint]) -> (point: CanvasPoint, area: Double)? {
        var area = 0.0, cx = 0.0, cy = 0.0
        for (a, b) in zip(ring, ring.dropFirst() + ring.prefix(1)) {
            let cross = a.x * b.y - b.x * a.y
            area += cross
            cx += (a.x + b.x) * cross
            cy += (a.y + b.y) * cross
        }
        guard abs(area) > 1e-9 else { return nil }
        return (CanvasPoint(x: cx / (3 * area), y: cy / (3 * area)), abs(area) / 2)
    }

    /// The look of a feature's label.
    private func look(_ input: ExpressionInput) -> (font: FontSpec, fill: Color, opacity: Double, halo: Stroke?) {
        let font = FontSpec(families: self.font.families, size: size.value(for: input), weight: self.font.weight)
        let width = haloWidth.value(for: input), haloColor = self.haloColor.value(for: input)
        let halo = width > 0 && haloColor.alpha > 0 ? Stroke(color: haloColor, width: width * 2, cap: .round, join: .round) : nil
        return (font, color.value(for: input), min(max(opacity.value(for: input), 0), 1), halo)
    }

    /// The ways a candidate may be set: one for a point label, one per anchor along a line.
    private func layouts(of candidate: Candidate, measurer: TextMeasurer) -> [Layout] {
        let look = look(candidate.input)
        switch candidate.spot {
        case .point(let point):
            let icon = icon(for: candidate.input, at: point)
            guard !candidate.text.isEmpty else {
                guard let icon else { return [] }
                return [Layout(boxes: [padded(icon.box)], center: point) { icon.node }]
            }
            guard let icon else {
                // text-variable-anchor: the anchors in order, each the next one's fallback.
                guard let anchors = variableAnchors else { return [pointLayout(candidate.text, at: point, look: look, measurer: measurer)] }
                let radial = radialOffset.value(for: candidate.input)
                var layouts = anchors.map { pointLayout(candidate.text, at: point, look: look, measurer: measurer, anchor: ($0, radial)) }
                let first = layouts.removeFirst()
                return [Layout(boxes: first.boxes, center: first.center, nodes: first.nodes, fallbacks: layouts)]
            }
            let text = pointLayout(candidate.text, at: point, look: look, measurer: measurer)
            // Text and icon take their boxes together (MapLibre's text-offset puts the text beside the icon).
            let both = Layout(boxes: text.boxes + [padded(icon.box)], center: text.center,
                              nodes: { .group(SceneGroup(classes: ["symbol"], children: [icon.node, text.nodes()])) },
                              fallbacks: iconOptional ? [text] : [])
            return [both]
        case .line(let path): return lineLayouts(candidate.text, along: path, look: look, measurer: measurer)
        }
    }

    /// One glyph's advance (with the letter spacing) and text.
    private func glyphs(of text: String, font: FontSpec, measurer: TextMeasurer) -> [(text: String, advance: Double)] {
        text.map { character in
            let glyph = String(character)
            return (glyph, measurer.width(of: glyph, fontSize: font.size, bold: font.isBold) + letterSpacing * font.size)
        }
    }

    /// The label's group: halos first (so no glyph's halo covers its neighbour), then the glyphs.
    private func group(_ text: String, kind: String, runs: [(transform: Transform?, text: SceneText)],
                       look: (font: FontSpec, fill: Color, opacity: Double, halo: Stroke?)) -> SceneNode {
        func node(_ run: (transform: Transform?, text: SceneText)) -> SceneNode {
            guard let transform = run.transform else { return .text(run.text) }
            return .group(SceneGroup(transform: transform, children: [.text(run.text)]))
        }
        var children: [SceneNode] = []
        if let halo = look.halo {
            children += runs.map { run in
                var haloText = run.text
                haloText.fill = Color(r: 0, g: 0, b: 0, a: 0) // the halo alone (SVGWriter writes no fill)
                haloText.halo = halo
                return node((run.transform, haloText))
            }
        }
        children += runs.map(node)
        return .group(SceneGroup(classes: ["label", kind], data: ["text": text], opacity: look.opacity, children: children))
    }

    /// The shift of a label from its point for a variable anchor, in em: `text-radial-offset`
    /// toward the anchor's side (a corner's split over both axes, as MapLibre does), else
    /// `text-offset`'s sizes with the anchor's signs — `top` moves the label down, `left` right.
    func variableOffset(for anchor: CanvasAnchor, radialOffset: Double) -> (x: Double, y: Double) {
        let sx = 1 - 2 * anchor.fractionX, sy = 1 - 2 * anchor.fractionY
        if radialOffset > 0 {
            let corner = sx != 0 && sy != 0
            let r = corner ? radialOffset / 2.0.squareRoot() : radialOffset
            return (sx * r, sy * r)
        }
        return (sx * abs(offset[0]), sy * abs(offset[1]))
    }

    /// A point label: wrapped to `text-max-width`, its box anchored at the point plus `text-offset`
    /// (a variable anchor given: that anchor, shifted by ``variableOffset(for:radialOffset:)``).
    private func pointLayout(_ text: String, at point: CanvasPoint, look: (font: FontSpec, fill: Color, opacity: Double, halo: Stroke?),
                             measurer: TextMeasurer, anchor variable: (anchor: CanvasAnchor, radial: Double)? = nil) -> Layout {
        let anchor = variable?.anchor ?? self.anchor
        let shift = variable.map { variableOffset(for: $0.anchor, radialOffset: $0.radial) } ?? (offset[0], offset[1])
        let font = look.font, size = font.size
        func width(_ line: String) -> Double {
            let glyphs = measurer.width(of: line, fontSize: size, bold: font.isBold)
            return letterSpacing == 0 ? glyphs : glyphs + letterSpacing * size * Double(max(line.count - 1, 0))
        }
        let whole = width(text)
        let lines = maxWidth > 0 && whole > maxWidth * size ? TextWrapper.wrap(text, maxWidth: maxWidth * size, width: width) : [text]
        let widths = lines.count == 1 ? [whole] : lines.map(width)
        let ascent = measurer.ascent(fontSize: size), descent = measurer.descent(fontSize: size)
        let boxWidth = widths.max() ?? 0
        let boxHeight = Double(lines.count - 1) * lineHeight * size + ascent + descent
        let at = CanvasPoint(x: point.x + shift.0 * size, y: point.y + shift.1 * size)
        let origin = anchor.origin(of: boxWidth, boxHeight, at: at.x, at.y)
        let fraction = justify.fraction(for: anchor)
        let grow = padding + (look.halo?.width ?? 0) / 2
        let box = CanvasBox(minX: origin.x - grow, minY: origin.y - grow, maxX: origin.x + boxWidth + grow, maxY: origin.y + boxHeight + grow)
        return Layout(boxes: [box], center: at) {
            var runs: [(transform: Transform?, text: SceneText)] = []
            for (number, line) in lines.enumerated() {
                let baseline = origin.y + ascent + Double(number) * lineHeight * size
                var x = origin.x + (boxWidth - widths[number]) * fraction
                if letterSpacing == 0 {
                    let textAnchor: TextAnchor = fraction == 0 ? .start : fraction == 1 ? .end : .middle
                    runs.append((nil, SceneText(text: line, position: CanvasPoint(x: x + widths[number] * fraction, y: baseline),
                                                anchor: textAnchor, font: font, fill: look.fill)))
                } else {
                    for glyph in glyphs(of: line, font: font, measurer: measurer) {
                        let glyphWidth = glyph.advance - letterSpacing * size
                        runs.append((nil, SceneText(text: glyph.text, position: CanvasPoint(x: x + glyphWidth / 2, y: baseline),
                                                    anchor: .middle, font: font, fill: look.fill)))
                        x += glyph.advance
                    }
                }
            }
            return group(text, kind: "point", runs: runs, look: look)
        }
    }

    /// Line labels: one per anchor along the path (`symbol-spacing` apart, or only the middle for
    /// `line-center`), each set glyph by glyph, upright, skipped where the path bends too sharply.
    private func lineLayouts(_ text: String, along path: LabelPath, look: (font: FontSpec, fill: Color, opacity: Double, halo: Stroke?),
                             measurer: TextMeasurer) -> [Layout] {
        let font = look.font
        let glyphs = glyphs(of: text, font: font, measurer: measurer)
        let total = glyphs.reduce(0) { $0 + $1.advance }
        let length = path.length
        guard total > 0, length >= total else { return [] }
        let anchors: [Double]
        if placement == .lineCenter {
            anchors = [length / 2]
        } else {
            // length is finite (≥ total > 0 above); at most 10,000 repeats along one line.
            let count = max(Int(min(length / max(spacing, 1), 10_000)), 1)
            anchors = (0..<count).map { length * (Double($0) + 0.5) / Double(count) }
        }
        let ascent = measurer.ascent(fontSize: font.size), descent = measurer.descent(fontSize: font.size)
        let height = ascent + descent, grow = padding + (look.halo?.width ?? 0) / 2
        return anchors.compactMap { distance -> Layout? in
            guard let placements = path.glyphs(advances: glyphs.map(\.advance), centeredAt: distance, maxAngle: maxAngle) else { return nil }
            var boxes: [CanvasBox] = []
            for (glyph, place) in zip(glyphs, placements) {
                let radians = place.angle * .pi / 180
                let c = abs(cos(radians)), s = abs(sin(radians))
                let halfWidth = c * glyph.advance / 2 + s * height / 2 + grow
                let halfHeight = s * glyph.advance / 2 + c * height / 2 + grow
                boxes.append(CanvasBox(minX: place.center.x - halfWidth, minY: place.center.y - halfHeight,
                                       maxX: place.center.x + halfWidth, maxY: place.center.y + halfHeight))
            }
            return Layout(boxes: boxes, center: path.point(at: distance)) {
                let runs = zip(glyphs, placements).filter { $0.0.text != " " }.map { glyph, place in
                    (transform: Optional(Transform(x: place.center.x, y: place.center.y, rotation: place.angle)),
                     text: SceneText(text: glyph.text, position: CanvasPoint(x: 0, y: (ascent - descent) / 2), anchor: .middle,
                                     font: font, fill: look.fill))
                }
                return group(text, kind: "line", runs: runs, look: look)
            }
        }
    }
}
