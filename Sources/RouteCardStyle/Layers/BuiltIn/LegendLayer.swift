import RouteCardGeo
import RouteCardScene

/// The key to a route coloured by a value (`["point", NAME]` in its `line-color`): a title with
/// the unit, a bar with the ramp's colours and its stops written under it. Style type `legend`.
///
/// It reads the ramp of the `route` layer named by `route` (default: the first route layer whose
/// `line-color` is an `interpolate` or `step` over a point value); an interpolated ramp is a
/// gradient bar with each stop at its place, a step ramp a row of equal swatches. Stop values are
/// in the style's units (`bpm`, `km/h`/`mph`, `min/km`/`min/mi`, `m`/`ft`, `%`, `W`, `rpm`, `°C`).
/// Placed with an anchor like a `text` layer; on the top or bottom edge without a `text-offset`
/// it stacks on the bands reserved before it. It reserves its band. Nothing is drawn when the
/// route has no ramp, or the track has no value of what it follows (no heart-rate legend for a
/// track without heart rate). The stops are where the route puts them (its `line-color-range`).
public struct LegendLayer: CardLayer {
    /// `"legend"`.
    public static let type = "legend"
    /// One sentence for the style reference.
    public static let summary = "The key to a route coloured by a point value: title with unit, a gradient bar (or swatches) and its stops; reserves its band."

    /// `layout.route`.
    public static let route = LayerProperty.optionalString("route", .layout, defaultText: "the first route with a colour ramp",
                                                           doc: "The id of the `route` layer whose `line-color` ramp is shown.")
    /// `layout.title`.
    public static let title = LayerProperty.optionalString("title", .layout, defaultText: "the value and its unit, e.g. `Heart rate (bpm)`",
                                                           doc: "The legend's title; an empty string for none.")
    /// `layout.bar-width`.
    public static let barWidth = LayerProperty.length("bar-width", .layout, default: 240, in: .closed(10...5000),
                                                      doc: "The colour bar's length.")
    /// `layout.bar-height`.
    public static let barHeight = LayerProperty.length("bar-height", .layout, default: 10, in: .closed(1...500),
                                                       doc: "The colour bar's thickness.")
    /// `layout.margin`.
    public static let margin = LayerProperty.length("margin", .layout, default: 24, in: .closed(0...1000),
                                                    doc: "Space from the canvas edges when no `text-offset` is given.")
    /// `layout.max-share`.
    public static let maxShare = LayerProperty.number("max-share", .layout, default: 0.1, in: .closed(0.02...1),
                                                      doc: "The largest fraction of the canvas height the legend takes; on a smaller card (or one narrower than the legend) it shrinks to fit.")
    /// `layout.min-canvas-height`.
    public static let minCanvasHeight = LayerProperty<Double>.minCanvasHeight
    /// The canvas-label keys (bottom-left, 24 pt in, 14 pt bold title, no box).
    public static let label = CanvasLabelProperties(position: .bottomLeft, margin: 24, label: LabelProperties(size: 14, weight: 700),
                                                    background: nil, backgroundPadding: 10, backgroundRadius: 10)

    /// Every property, for the reference.
    public static var properties: [PropertySpec] { [route.spec, title.spec, barWidth.spec, barHeight.spec, margin.spec, maxShare.spec, minCanvasHeight.spec] + label.specs }

    /// The route layer's id, if given.
    public var routeID: String?
    /// The title, if given.
    public var titleText: String?
    /// The bar's length.
    public var barWidth: Double
    /// The bar's thickness.
    public var barHeight: Double
    /// Placement and text look.
    public var placement: CanvasLabel
    /// The largest fraction of the canvas height taken.
    public var maxShare: Double
    /// The shortest canvas the legend is drawn on.
    public var minCanvasHeight: Double
    /// `barWidth`, `barHeight` and the placement's margin as decoded (points or `"4vmin"`),
    /// resolved into them by `resolved(on:)`.
    public var lengths: (barWidth: StyleLength, barHeight: StyleLength, margin: StyleLength)

    /// Points between the title, the bar and the stop labels.
    static let gap = 6.0

    /// Decodes the layer's keys.
    public init(style: LayerStyle) {
        routeID = style[Self.route]
        titleText = style[Self.title]
        lengths = (style[Self.barWidth], style[Self.barHeight], style[Self.margin])
        let shortSide = style.root.lengths.shortSide
        barWidth = lengths.barWidth.points(shortSide: shortSide)
        barHeight = lengths.barHeight.points(shortSide: shortSide)
        placement = CanvasLabel(style: style, properties: Self.label, className: "legend-title")
        placement.margin = lengths.margin.points(shortSide: shortSide)
        maxShare = style[Self.maxShare]
        minCanvasHeight = style[Self.minCanvasHeight]
    }

    /// The layer with its text's, bar's and margin's lengths in points on `canvas`.
    public func resolved(on canvas: CanvasStyle) -> Self {
        var layer = self
        layer.placement = placement.resolved(on: canvas)
        layer.placement.margin = lengths.margin.points(on: canvas)
        layer.barWidth = lengths.barWidth.points(on: canvas)
        layer.barHeight = lengths.barHeight.points(on: canvas)
        return layer
    }

    /// The title for a ramp: `Heart rate (bpm)`, `Pace (min/km)`, `Progress`.
    func title(for ramp: ColorRamp, units: UnitSystem) -> String {
        if let titleText { return titleText }
        return ramp.measure.title + (ramp.measure.unit(units).map { " (\($0))" } ?? "")
    }

    /// The legend laid out once; its band reserved.
    public func place(in context: LayerContext) -> LayerPlacement<[SceneNode]> {
        guard context.canvas.height >= minCanvasHeight, let ramp = ColorRamp.ofRoute(routeID, in: context) else {
            return LayerPlacement([])
        }
        let measurer = context.measurer
        var label = placement.label
        let heading = title(for: ramp, units: context.units)
        // The natural size, then one factor for everything so the legend fits the card.
        func size(_ fontSize: Double, bar: Double, barHeight: Double, gap: Double) -> (width: Double, height: Double) {
            let titleHeight = heading.isEmpty ? 0 : measurer.lineHeight(fontSize: fontSize) + gap
            let titleWidth = measurer.width(of: heading, fontSize: fontSize, bold: label.font.isBold)
            return (max(bar, titleWidth), titleHeight + barHeight + gap + measurer.lineHeight(fontSize: fontSize * 0.9))
        }
        let natural = size(label.font.size, bar: barWidth, barHeight: barHeight, gap: Self.gap)
        let scale = min(1, (context.canvas.width - 2 * placement.margin) / natural.width, maxShare * context.canvas.height / natural.height)
        let k = max(scale, 0.01)
        label.font.size *= k
        let barWidth = self.barWidth * k, barHeight = self.barHeight * k, gap = Self.gap * k
        var stopFont = label.font
        stopFont.weight = 400
        stopFont.size *= 0.9
        let titleHeight = heading.isEmpty ? 0 : measurer.lineHeight(fontSize: label.font.size) + gap
        let (width, height) = size(label.font.size, bar: barWidth, barHeight: barHeight, gap: gap)
        let pad = placement.background.map { $0.alpha > 0 ? placement.backgroundPadding : 0 } ?? 0
        let outer = placement.box(width: width + 2 * pad, height: height + 2 * pad, canvas: context.canvas, stackingOn: context.reservedBands)
        let box = CanvasBox(minX: outer.minX + pad, minY: outer.minY + pad, maxX: outer.maxX - pad, maxY: outer.maxY - pad)
        var nodes: [SceneNode] = []
        if pad > 0, let background = placement.background {
            nodes.append(.rect(SceneRect(classes: ["legend-background"], box: outer, cornerRadius: placement.backgroundRadius,
                                         fill: .color(background))))
        }
        if !heading.isEmpty {
            nodes.append(.text(SceneText(classes: ["legend-title"], text: heading,
                                         position: CanvasPoint(x: box.minX, y: box.minY + measurer.ascent(fontSize: label.font.size)),
                                         font: label.font, fill: label.color, halo: label.halo, opacity: label.opacity)))
        }
        let bar = CanvasBox(x: box.minX, y: box.minY + titleHeight, width: barWidth, height: barHeight)
        nodes.append(.rect(SceneRect(classes: ["legend-bar"], box: bar, cornerRadius: barHeight / 2, fill: .linearGradient(ramp.gradient))))
        let baseline = bar.maxY + gap + measurer.ascent(fontSize: stopFont.size)
        nodes += stopLabels(ramp, bar: bar, font: stopFont, measurer: measurer).map { text, x, anchor in
            .text(SceneText(classes: ["legend-stop"], text: text, position: CanvasPoint(x: x, y: baseline), anchor: anchor,
                            font: stopFont, fill: label.color, halo: label.halo, opacity: label.opacity))
        }
        return LayerPlacement(nodes, reserved: placement.band(covering: outer, canvas: context.canvas).map { [$0] } ?? [])
    }

    /// The stop labels under the bar: each at its stop, the first and last kept inside the bar's
    /// ends; a label that would touch the one before it is left out (the last is always kept).
    func stopLabels(_ ramp: ColorRamp, bar: CanvasBox, font: FontSpec, measurer: TextMeasurer) -> [(String, Double, TextAnchor)] {
        let texts = ramp.stops.map { ramp.measure.format($0) }
        var placed: [(text: String, x: Double, anchor: TextAnchor, minX: Double, maxX: Double)] = []
        for (index, stop) in ramp.stops.enumerated() {
            let width = measurer.width(of: texts[index], fontSize: font.size, bold: font.isBold)
            let x = bar.minX + ramp.position(of: stop) * bar.width
            var minX = x - width / 2, anchor = TextAnchor.middle, at = x
            if minX < bar.minX { minX = bar.minX; anchor = .start; at = bar.minX }
            if minX + width > bar.maxX { minX = bar.maxX - width; anchor = .end; at = bar.maxX }
            let label = (texts[index], at, anchor, minX, minX + width)
            let gap = font.size * 0.5
            if index == ramp.stops.count - 1 {
                while let last = placed.last, last.maxX + gap > label.3, placed.count > 1 { placed.removeLast() }
                if let last = placed.last, last.maxX + gap > label.3 { placed.removeLast() }
                placed.append(label)
            } else if placed.last.map({ $0.maxX + gap <= label.3 }) ?? true {
                placed.append(label)
            }
        }
        return placed.map { ($0.text, $0.x, $0.anchor) }
    }

    /// The nodes laid out before.
    public func draw(_ nodes: [SceneNode], in context: LayerContext, viewport: Viewport) -> LayerDrawing {
        LayerDrawing(nodes)
    }
}
