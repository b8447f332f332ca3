import RouteCardGeo
import RouteCardScene

/// A grid of label/value pairs — distance, moving time, pace, climb, heart rate — the way a
/// running app's share image shows them, in a panel along the top or bottom edge. Style type `stats`.
///
/// Values are `{token}` templates (see `TokenValues`, in the style's `units`); a cell whose value
/// the track does not have (no times: no pace), or whose `sport` is not the card's, is left out and
/// the others close up. The panel
/// spans the canvas width less its margins, `columns` cells a row, and reserves its band (stacked
/// on the bands reserved before it, see `PanelEdge`); on a small card it shrinks to `max-share`
/// of the height (putting more cells in a row when that shows them larger), and a value too wide
/// for its cell is set smaller.
public struct StatsLayer: CardLayer {
    /// `"stats"`.
    public static let type = "stats"
    /// One sentence for the style reference.
    public static let summary = "A grid of label/value pairs from `{token}`s (distance, moving time, pace, climb, heart rate) in a panel along an edge; missing values leave their cell out."

    /// `layout.cells`.
    public static let cells = StatsCell.property(defaultCells: [
        ("Distance", "{distance}"), ("Moving time", "{moving_time}"), ("Pace", "{pace}"),
        ("Elevation gain", "{elevation_gain}"), ("Avg heart rate", "{avg_heart_rate}"), ("Max heart rate", "{max_heart_rate}"),
    ])
    /// `layout.columns`.
    public static let columns = LayerProperty.number("columns", .layout, default: 3, in: .closed(1...12),
                                                     doc: "Cells per row (fewer when there are fewer cells).")
    /// `layout.label-size`.
    public static let labelSize = LayerProperty.length("label-size", .layout, default: 14, in: .closed(1...1000),
                                                       doc: "The labels' font size.")
    /// `paint.label-color`.
    public static let labelColor = LayerProperty.color("label-color", .paint, default: Color(r: 110, g: 110, b: 115),
                                                       doc: "The labels' colour.")
    /// `layout.row-gap`.
    public static let rowGap = LayerProperty.length("row-gap", .layout, default: 18, in: .closed(0...500),
                                                    doc: "Space between rows.")
    /// The panel keys (bottom edge, 24 pt margin, 20 pt padding, at most a quarter of the height).
    public static let panel = PanelProperties(edge: .bottom, margin: 24, padding: 20, maxShare: 0.25)
    /// The value text keys (28 pt bold).
    public static let value = LabelProperties(size: 28, weight: 700)

    /// Every property, for the reference.
    public static var properties: [PropertySpec] {
        [cells.spec, columns.spec, labelSize.spec, labelColor.spec, rowGap.spec] + panel.specs + value.specs
    }

    /// The cells.
    public var cells: [StatsCell]
    /// Cells per row.
    public var columns: Int
    /// The labels' size in points.
    public var labelSize: Double
    /// The labels' colour.
    public var labelColor: Color
    /// Space between rows.
    public var rowGap: Double
    /// The panel.
    public var panel: Panel
    /// The values' look.
    public var value: LabelStyle
    /// `labelSize` and `rowGap` as decoded (points or `"4vmin"`), resolved into them by `resolved(on:)`.
    public var lengths: (labelSize: StyleLength, rowGap: StyleLength)

    /// Points between a label and its value at full size.
    static let labelGap = 4.0

    /// Decodes the layer's keys.
    public init(style: LayerStyle) {
        cells = style[Self.cells]
        columns = Int(style[Self.columns])   // the spec's range, 1…12
        lengths = (style[Self.labelSize], style[Self.rowGap])
        labelColor = style[Self.labelColor]
        panel = Panel(style: style, properties: Self.panel)
        value = LabelStyle(style: style, properties: Self.value)
        let shortSide = style.root.lengths.shortSide
        labelSize = lengths.labelSize.points(shortSide: shortSide)
        rowGap = lengths.rowGap.points(shortSide: shortSide)
    }

    /// The layer with its panel's and values' lengths in points on `canvas`.
    public func resolved(on canvas: CanvasStyle) -> Self {
        var layer = self
        layer.panel = panel.resolved(on: canvas)
        layer.value = value.resolved(on: canvas)
        layer.labelSize = lengths.labelSize.points(on: canvas)
        layer.rowGap = lengths.rowGap.points(on: canvas)
        return layer
    }

    /// The cells for the card's sport with a value, as (label, value) text.
    func shownCells(_ tokens: TokenValues, sport: Sport = .other) -> [(label: String, value: String)] {
        cells.compactMap { cell in
            guard cell.isShown(for: sport) else { return nil }
            let text = cell.value.render { tokens.values[$0] }
            return text.isEmpty ? nil : (cell.label, text)
        }
    }

    /// The panel laid out once; its band reserved.
    public func place(in context: LayerContext) -> LayerPlacement<[SceneNode]> {
        let shown = shownCells(context.tokens, sport: context.sport)
        guard !shown.isEmpty, panel.isShown(in: context) else { return LayerPlacement([]) }
        let measurer = context.measurer
        let rowHeight = measurer.lineHeight(fontSize: labelSize) + Self.labelGap + measurer.lineHeight(fontSize: value.font.size)
        func contentHeight(_ perRow: Int) -> Double {
            let rows = (shown.count + perRow - 1) / perRow
            return Double(rows) * rowHeight + Double(rows - 1) * rowGap
        }
        let perRow = columnCount(shown.map(\.value), contentHeight: contentHeight, in: context)
        let (box, scale) = panel.frame(contentHeight: contentHeight(perRow), in: context)
        let content = panel.content(of: box, scale: scale)
        let cellWidth = content.width / Double(perRow)
        var nodes: [SceneNode] = panel.background(box, className: "stats-panel").map { [$0] } ?? []
        let labelFont = FontSpec(families: value.font.families, size: labelSize * scale)
        for (index, cell) in shown.enumerated() {
            let x = content.minX + Double(index % perRow) * cellWidth
            let top = content.minY + Double(index / perRow) * (rowHeight + rowGap) * scale
            if !cell.label.isEmpty {
                nodes.append(.text(SceneText(classes: ["stat-label"], text: cell.label,
                                             position: CanvasPoint(x: x, y: top + measurer.ascent(fontSize: labelFont.size)),
                                             font: labelFont, fill: labelColor, opacity: value.opacity)))
            }
            // A value wider than its cell (less a gutter of a tenth) is set smaller to fit.
            var font = value.font
            font.size *= scale
            let width = measurer.width(of: cell.value, fontSize: font.size, bold: font.isBold)
            let room = cellWidth * 0.9
            if width > room, width > 0 { font.size *= room / width }
            let baseline = top + (measurer.lineHeight(fontSize: labelSize) + Self.labelGap) * scale
                + measurer.ascent(fontSize: value.font.size * scale)
            nodes.append(.text(SceneText(classes: ["stat-value"], text: cell.value, position: CanvasPoint(x: x, y: baseline),
                                         font: font, fill: value.color, halo: value.halo, opacity: value.opacity)))
        }
        return LayerPlacement(nodes, reserved: [panel.edge.band(covering: box, canvas: context.canvas)])
    }

    /// Cells per row: `columns` (evened out over the rows), or more when that lets a short card show the cells larger — the
    /// count whose rows fit `max-share` and whose widest value fits its cell at the largest size.
    func columnCount(_ values: [String], contentHeight: (Int) -> Double, in context: LayerContext) -> Int {
        // Rows as even as they can be: 4 cells in 3 columns are set 2 + 2, not 3 + 1.
        let fewest = max(1, min(columns, values.count))
        let rows = (values.count + fewest - 1) / fewest
        let first = max(1, (values.count + rows - 1) / rows)
        let widest = values.map { context.measurer.width(of: $0, fontSize: value.font.size, bold: value.font.isBold) }.max() ?? 0
        var best = first, bestScale = -1.0
        for perRow in first...max(first, values.count) {
            let heightScale = panel.frame(contentHeight: contentHeight(perRow), in: context).scale
            let cellWidth = (context.canvas.width - 2 * panel.margin - 2 * panel.padding * heightScale) / Double(perRow)
            let widthScale = widest > 0 ? min(1, cellWidth * 0.9 / widest) : 1
            let scale = min(heightScale, widthScale)
            if scale > bestScale + 1e-9 { best = perRow; bestScale = scale }
        }
        return best
    }

    /// The nodes laid out before.
    public func draw(_ nodes: [SceneNode], in context: LayerContext, viewport: Viewport) -> LayerDrawing {
        LayerDrawing(nodes)
    }
}
