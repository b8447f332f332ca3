import RouteCardExpressions
import RouteCardGeo
import RouteCardScene

/// Elevation over distance as a filled area in a panel along the top or bottom edge, with the
/// highest and lowest elevation written beside it. Style type `elevation-profile`.
///
/// The area is drawn from the points' own elevations (so its top and bottom are the track's
/// maximum and minimum, the numbers on its labels); segments follow each other without the gap.
/// `fill-color` may read route point values (`["point", "grade"]` colours by grade); without it
/// the panel uses the colour ramp of the `route` layer (the first one whose `line-color` reads a
/// point value), else a neutral grey. A value-dependent fill is one path with a left-to-right
/// gradient through the mean colour of each 10-point slice. The panel reserves its band (stacked on the bands
/// reserved before it, see `PanelEdge`) and shrinks to `max-share` of the canvas height; nothing
/// is drawn when no point has an elevation.
public struct ElevationProfileLayer: CardLayer {
    /// `"elevation-profile"`.
    public static let type = "elevation-profile"
    /// One sentence for the style reference.
    public static let summary = "Elevation over distance as a filled area with its highest and lowest elevation, in a panel along an edge; may be coloured by grade or by the route's colour ramp."

    /// `layout.height`.
    public static let height = LayerProperty.length("height", .layout, default: 120, in: .closed(10...5000),
                                                    doc: "The chart's height at full size.")
    /// `layout.route`.
    public static let route = LegendLayer.route.documented(default: "the first route with a point-value colour",
                                                           doc: "The id of the `route` layer whose `line-color` the fill takes when `fill-color` is not given.")
    /// `paint.fill-color`.
    public static let fillColor = LayerProperty<StyleProperty<Color>?>(
        spec: PropertySpec(key: "fill-color", group: .paint, kind: "colour", defaultValue: "the route's colour ramp, else `#8e8e93`",
                           allowsExpressions: true, doc: "The area's colour; may read `[\"point\", NAME]`, e.g. `grade`.")) { object, spec in
        object.has(spec.key) ? object.colorProperty(spec.key, default: neutral) : nil
    }
    /// `paint.fill-opacity`.
    public static let fillOpacity = LayerProperty.number("fill-opacity", .paint, default: 1, in: .closed(0...1), doc: "The area's opacity.")
    /// `paint.line-color`.
    public static let lineColor = LayerProperty.optionalColor("line-color", .paint, defaultText: "none",
                                                              doc: "A line along the top of the area.")
    /// `paint.line-width`.
    public static let lineWidth = LayerProperty.length("line-width", .paint, default: 2, in: .closed(0...100),
                                                       doc: "The top line's width.")
    /// The panel keys (bottom edge, 24 pt margin, 16 pt padding, at most a fifth of the height).
    public static let panel = PanelProperties(edge: .bottom, margin: 24, padding: 16, maxShare: 0.2)
    /// The min/max label keys (13 pt grey).
    public static let label = LabelProperties(size: 13, color: Color(r: 110, g: 110, b: 115))

    /// Every property, for the reference.
    public static var properties: [PropertySpec] {
        [height.spec, route.spec, fillColor.spec, fillOpacity.spec, lineColor.spec, lineWidth.spec] + panel.specs + label.specs
    }

    /// The fill without a route ramp.
    static let neutral = Color(r: 142, g: 142, b: 147)

    /// The chart's height.
    public var height: Double
    /// The route layer's id, if given.
    public var routeID: String?
    /// The fill, if given.
    public var fill: StyleProperty<Color>?
    /// The fill's opacity.
    public var fillOpacity: Double
    /// The top line's colour, if any.
    public var lineColor: Color?
    /// The top line's width.
    public var lineWidth: Double
    /// The panel.
    public var panel: Panel
    /// The labels' look.
    public var label: LabelStyle
    /// `height` and `lineWidth` as decoded (points or `"4vmin"`), resolved into them by `resolved(on:)`.
    public var lengths: (height: StyleLength, lineWidth: StyleLength)

    /// Decodes the layer's keys.
    public init(style: LayerStyle) {
        lengths = (style[Self.height], style[Self.lineWidth])
        height = lengths.height.points(shortSide: style.root.lengths.shortSide)
        routeID = style[Self.route]
        fill = style[Self.fillColor]
        fillOpacity = style[Self.fillOpacity]
        lineColor = style[Self.lineColor]
        lineWidth = lengths.lineWidth.points(shortSide: style.root.lengths.shortSide)
        panel = Panel(style: style, properties: Self.panel)
        label = LabelStyle(style: style, properties: Self.label)
    }

    /// The layer with its panel's and label's lengths in points on `canvas`.
    public func resolved(on canvas: CanvasStyle) -> Self {
        var layer = self
        layer.panel = panel.resolved(on: canvas)
        layer.label = label.resolved(on: canvas)
        layer.height = lengths.height.points(on: canvas)
        layer.lineWidth = lengths.lineWidth.points(on: canvas)
        return layer
    }

    /// The fill colour property: the layer's own, else the route's (a layer whose `role` is
    /// `.route`) when it reads point values, else grey.
    func fillProperty(in layers: [StyleLayer], context: LayerContext? = nil) -> StyleProperty<Color> {
        if let fill { return fill }
        for entry in layers where routeID == nil || entry.id == routeID {
            guard let color = entry.layer.role.routeColor, !color.pointMeasures.isEmpty else { continue }
            // The route's colours as the card draws them (its ramp on the track's range, see `ColorRange`).
            if let context, let route = entry.layer as? RouteLayer { return route.color(in: context) }
            return color
        }
        return StyleProperty(constant: Self.neutral)
    }

    /// The panel laid out once; its band reserved.
    public func place(in context: LayerContext) -> LayerPlacement<[SceneNode]> {
        guard let lowest = context.statistics.minimumElevation, let highest = context.statistics.maximumElevation,
              panel.isShown(in: context) else {
            return LayerPlacement([])
        }
        let measurer = context.measurer
        let (box, scale) = panel.frame(contentHeight: height, in: context)
        let content = panel.content(of: box, scale: scale)
        var font = label.font
        font.size *= scale
        let texts = [TokenValues.formatElevation(highest, units: context.units), TokenValues.formatElevation(lowest, units: context.units)]
        let column = texts.map { measurer.width(of: $0, fontSize: font.size, bold: font.isBold) }.max()! + 10 * scale
        let chart = CanvasBox(minX: content.minX + column, minY: content.minY, maxX: content.maxX, maxY: content.maxY)
        let property = fillProperty(in: context.layers, context: context)
        let series = PointSeries.series(for: context.track, statistics: context.statistics, measures: property.pointMeasures)
        let total = context.statistics.distance
        // The profile's points: distance across, elevation up (the flat middle when it never changes).
        var outline: [CanvasPoint] = []
        var colors: [(x: Double, color: Color)] = []
        for (segment, values) in zip(context.track.drawnSegments, series) {
            // The elevations the statistics count: spikes (see `RouteStatistics`) are left out here too.
            let elevated = segment.points.indices.filter { segment.points[$0].elevation != nil }
            let kept = ElevationSpikeFilter.keptIndices(elevated.map {
                ElevationSpikeFilter.Sample(elevation: segment.points[$0].elevation!, along: values.distances[$0])
            }).map { elevated[$0] }
            for index in kept {
                let point = segment.points[index]
                guard let elevation = point.elevation else { continue }
                let x = chart.minX + (total > 0 ? values.distances[index] / total : 0) * chart.width
                let y = highest > lowest ? chart.maxY - (elevation - lowest) / (highest - lowest) * chart.height : (chart.minY + chart.maxY) / 2
                outline.append(CanvasPoint(x: x, y: y))
                if !property.pointMeasures.isEmpty {
                    let sample = PointSample(series: values, index: index, units: context.units)
                    colors.append((x, ColorRun.quantised(property.value(for: ExpressionInput(properties: [:], geometryType: "LineString",
                                                                                          point: sample)))))
                }
            }
        }
        guard let first = outline.first, let last = outline.last else { return LayerPlacement([]) }
        var nodes: [SceneNode] = panel.background(box, className: "elevation-panel").map { [$0] } ?? []
        let top = PolylineSimplifier.simplify(outline, tolerance: context.simplifyTolerance)
        let area = [CanvasPoint(x: first.x, y: chart.maxY)] + top + [CanvasPoint(x: last.x, y: chart.maxY)]
        let paint: Paint = colors.isEmpty
            ? .color(property.value(for: ExpressionInput(properties: [:], geometryType: "LineString")))
            : .linearGradient(Self.gradient(colors, from: first.x, to: last.x, minimumWidth: 10 * scale))
        nodes.append(.path(ScenePath(classes: ["elevation-area"], data: PathData(polygon: area), fill: paint, opacity: fillOpacity)))
        if let lineColor, lineWidth > 0 {
            nodes.append(.path(ScenePath(classes: ["elevation-line"], data: PathData(polyline: top),
                                         stroke: Stroke(color: lineColor, width: lineWidth * scale, cap: .round, join: .round))))
        }
        let ascent = measurer.ascent(fontSize: font.size), descent = measurer.descent(fontSize: font.size)
        for (index, text) in texts.enumerated() {
            let y = index == 0 ? chart.minY + ascent : chart.maxY - descent
            nodes.append(.text(SceneText(classes: [index == 0 ? "elevation-max" : "elevation-min"], text: text,
                                         position: CanvasPoint(x: content.minX, y: y), font: font, fill: label.color,
                                         halo: label.halo, opacity: label.opacity)))
        }
        return LayerPlacement(nodes, reserved: [panel.edge.band(covering: box, canvas: context.canvas)])
    }

    /// A left-to-right gradient of the points' colours between `minX` and `maxX`: the area is cut
    /// into slices `minimumWidth` points wide, each slice's stop (at its middle) the mean of its
    /// points' colours, blended between — so sensor noise neither stripes the area nor decides
    /// which colour a slice shows.
    static func gradient(_ colors: [(x: Double, color: Color)], from minX: Double, to maxX: Double,
                         minimumWidth: Double) -> LinearGradient {
        // The slice count and each slice index are clamped as Doubles before converting, so a
        // non-finite span or sample (never made by the layer; a caller might) cannot trap.
        let span = max(maxX - minX, 1e-9)
        let slices = (span / max(minimumWidth, 0.1)).rounded(.up)
        let count = slices.isFinite ? max(1, Int(min(slices, 4096))) : 4096
        var sums = [(r: Double, g: Double, b: Double, a: Double, n: Double)](repeating: (0, 0, 0, 0, 0), count: count)
        for sample in colors {
            let position = ((sample.x - minX) / span * Double(count)).rounded(.down)
            guard position.isFinite else { continue }
            let slice = Int(min(max(position, 0), Double(count - 1)))
            let c = sample.color
            sums[slice] = (sums[slice].r + c.red, sums[slice].g + c.green, sums[slice].b + c.blue, sums[slice].a + c.alpha, sums[slice].n + 1)
        }
        var stops: [GradientStop] = []
        for (index, sum) in sums.enumerated() where sum.n > 0 {
            let color = Color(red: sum.r / sum.n, green: sum.g / sum.n, blue: sum.b / sum.n, alpha: sum.a / sum.n)
            // Slices of one colour in a row need only their first and last stop.
            if stops.count >= 2, stops[stops.count - 1].color == color, stops[stops.count - 2].color == color { stops.removeLast() }
            stops.append(GradientStop(offset: (Double(index) + 0.5) / Double(count), color: color))
        }
        if let first = stops.first { stops.insert(GradientStop(offset: 0, color: first.color), at: 0) }
        if let last = stops.last { stops.append(GradientStop(offset: 1, color: last.color)) }
        return LinearGradient(angle: 90, stops: stops)
    }

    /// The nodes laid out before.
    public func draw(_ nodes: [SceneNode], in context: LayerContext, viewport: Viewport) -> LayerDrawing {
        LayerDrawing(nodes)
    }
}
