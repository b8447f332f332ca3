import Foundation
import RouteCardExpressions
import RouteCardGeo
import RouteCardScene

/// Icons (and optional labels) at the start, the finish or the waypoints. Style type `markers`.
///
/// `source` `annotations` draws live markers keyed by id (see `MarkersLayer+Annotations.swift`).
/// `icon-color` and `icon-opacity` may be expressions: over a marker's `kind` (`start`, `finish`,
/// `waypoint`) and `name`, or over a live annotation's properties (see `AnnotationLook`).
/// Every marker takes part in the fit with its icon (anchored, rotated, offset) and its label.
public struct MarkersLayer: CardLayer {
    /// An icon: built-in shape or image file.
    public enum Icon: Sendable, Hashable {
        /// A built-in vector icon.
        case builtIn(BuiltInIcon)
        /// An embedded image.
        case image(IconImage)
    }

    /// `"markers"`.
    public static let type = "markers"
    /// One sentence for the style reference.
    public static let summary = "Icons and labels at the start, the finish, the waypoints, or live annotations; kept in view with their extent."
    /// `source`: which positions get a marker.
    public static let sourceProperty = LayerProperty.choice("source", .root, default: MarkerSource.endpoints,
                                                            doc: "Which positions get a marker.")
    /// `layout.icon-image` (decoded in `init`, since it loads a file).
    public static let iconImage = PropertySpec(key: "icon-image", group: .layout,
                                               kind: BuiltInIcon.allCases.map { "`\($0.rawValue)`" }.joined(separator: ", ") + " or a `.png`/`.svg` file",
                                               defaultValue: "`pin`", doc: "The icon: a built-in shape, or an image file relative to the style, embedded.")
    /// `layout.icon-size`: the icon's height.
    public static let iconSize = LayerProperty.optionalLength("icon-size", .layout, in: .closed(0...1000),
                                                              defaultText: "per icon", doc: "The icon's height.")
    /// `layout.icon-anchor`: the part of the icon on the coordinate.
    public static let iconAnchor = LayerProperty<CanvasAnchor?>(
        spec: PropertySpec(key: "icon-anchor", group: .layout, kind: CanvasAnchor.allCases.map { "`\($0.rawValue)`" }.joined(separator: ", "),
                           defaultValue: "per icon (`bottom` for a pin: its tip)", doc: "The part of the icon placed on the coordinate.")) { object, spec in
        object.has(spec.key) ? object.choice(spec.key, default: CanvasAnchor.center) : nil
    }
    /// `layout.icon-offset`.
    public static let iconOffset = LayerProperty.numbers("icon-offset", .layout, count: 2, in: .closed(-10_000...10_000), unit: "pt", defaultText: "`[0, 0]`",
                                                         doc: "Moves the icon, positive right/down; neither scaled nor rotated.")
    /// `layout.icon-rotate`.
    public static let iconRotate = LayerProperty.number("icon-rotate", .layout, default: 0, unit: "°", doc: "Turns the icon clockwise about its anchor.")
    /// `layout.text-field` with the tokens of a source.
    public static func textField(tokens: [String]) -> LayerProperty<TextTemplate?> {
        .template("text-field", .layout, tokens: tokens, defaultText: "no label",
                  doc: "A label template; `{name}` is the waypoint's name (live markers: see Live maps).")
    }
    /// `layout.text-anchor`.
    public static let textAnchor = LayerProperty.choice("text-anchor", .layout, default: CanvasAnchor.left,
                                                        doc: "The part of the label placed on its anchor point.")
    /// `layout.text-offset`.
    public static let textOffset = LayerProperty.numbers("text-offset", .layout, count: 2, in: .closed(-10_000...10_000), unit: "pt", defaultText: "just right of the icon",
                                                         doc: "From the coordinate to the label's anchor point, positive right/down.")
    /// The label keys with this layer's defaults (13 pt, halo 2 pt).
    public static let label = LabelProperties(size: 13, haloWidth: 2)
    /// `paint.icon-color`.
    public static let iconColor = LayerProperty<StyleProperty<Color>?>(
        spec: PropertySpec(key: "icon-color", group: .paint, kind: "colour", defaultValue: "green start, red finish, orange waypoints, blue live markers",
                           allowsExpressions: true, doc: "The icon's fill.")) { object, spec in
        object.has(spec.key) ? object.colorProperty(spec.key, default: .black) : nil
    }
    /// `paint.icon-halo-color`.
    public static let iconHaloColor = LayerProperty.color("icon-halo-color", .paint, default: .white, doc: "The icon's border.")
    /// `paint.icon-halo-width`.
    public static let iconHaloWidth = LayerProperty.length("icon-halo-width", .paint, default: 2, in: .closed(0...100),
                                                           doc: "The border's width; 0 for none.")
    /// `paint.icon-opacity`.
    public static let iconOpacity = LayerProperty.numberExpression("icon-opacity", .paint, default: 1, in: .closed(0...1),
                                                                   doc: "The marker's opacity.")
    /// `layout.loop-distance`: start and finish closer than this are one marker.
    public static let loopDistance = LayerProperty.optionalLength("loop-distance", .layout, in: .closed(0...1000),
                                                                  defaultText: "the icon size",
                                                                  doc: "A finish closer than this to the start (a loop) is drawn as a chequered ring around the start marker, not an icon over it; 0 never.")
    /// `fit`: whether every waypoint decides the framing.
    public static let fitProperty = LayerProperty.bool("fit", .root, default: false,
                                                       doc: "With source `waypoints`: keep every waypoint in view. By default only waypoints near the route (within a quarter of its extent around its bounds, at least 250 m) decide the framing; the others are drawn only where they fall on the card.")
    /// `paint.icon-shadow`.
    public static let iconShadow = LayerProperty.bool("icon-shadow", .paint, default: true, doc: "A soft shadow under built-in icons.")

    /// Every property, for the reference.
    public static var properties: [PropertySpec] {
        [sourceProperty.spec, fitProperty.spec, iconImage, iconSize.spec, iconAnchor.spec, iconOffset.spec, iconRotate.spec, textField(tokens: tokens).spec,
         textAnchor.spec, textOffset.spec] + label.specs
            + [loopDistance.spec, iconColor.spec, iconHaloColor.spec, iconHaloWidth.spec, iconOpacity.spec, iconShadow.spec]
    }

    /// Which positions get a marker.
    public var source: MarkerSource
    /// The icon.
    public var icon: Icon
    /// Icon height in points.
    public var size: Double
    /// The part of the icon on the coordinate.
    public var anchor: CanvasAnchor
    /// Offset in points, positive right/down.
    public var offset: [Double]
    /// Rotation in degrees clockwise.
    public var rotation: Double
    /// Fill colour; `nil` means the per-kind default.
    public var color: StyleProperty<Color>?
    /// The icon border, if any.
    public var border: Stroke?
    /// Icon opacity.
    public var opacity: StyleProperty<Double>
    /// Whether a shadow is drawn under the icon.
    public var shadow: Bool
    /// The label template, if any.
    public var labelTemplate: TextTemplate?
    /// The label's anchor.
    public var labelAnchor: CanvasAnchor
    /// The label's offset from the coordinate, if given.
    public var labelOffset: [Double]?
    /// The label's look.
    public var label: LabelStyle
    /// A finish closer than this to the start, in points, is drawn as a ring around the start.
    public var loopDistance: Double
    /// Whether every waypoint is kept in view (else only those near the route).
    public var fitsAll: Bool
    /// The icon's height as decoded (points or `"4vmin"`); `size` on the canvas after `resolved(on:)`.
    public var sizeLength: StyleLength
    /// The border's colour.
    public var borderColor: Color
    /// The border's width as decoded; `border` on the canvas after `resolved(on:)`.
    public var borderWidth: StyleLength
    /// The loop distance as decoded (`nil`: the icon's size); `loopDistance` after `resolved(on:)`.
    public var loopLength: StyleLength?

    /// Tokens a marker label may use.
    public static let tokens = TokenValues.names
    /// The data-driven look of live annotations (source `annotations` only); see `AnnotationLook`.
    public var annotationLook: AnnotationLook?

    /// Decodes the layer's keys.
    public init(style: LayerStyle) {
        let layout = style.layout
        source = style[Self.sourceProperty]
        var natural = BuiltInIcon.pin
        icon = .builtIn(.pin)
        let iconKey = Self.iconImage.key
        if let node = layout.node(iconKey) {
            if case .string(let name) = node.value {
                if let builtIn = BuiltInIcon(rawValue: name) {
                    icon = .builtIn(builtIn)
                    natural = builtIn
                } else if name.lowercased().hasSuffix(".png") || name.lowercased().hasSuffix(".svg") {
                    switch IconImage.load(name, from: style.resources) {
                    case .success(let image): icon = .image(image)
                    case .failure(let error): layout.error(iconKey, at: node, code: error.code, error.message)
                    }
                    natural = .circle
                } else {
                    layout.mismatch(iconKey, node, expected: BuiltInIcon.allCases.map { "\"\($0.rawValue)\"" }
                        .joined(separator: ", ") + " or a .png/.svg file")
                }
            } else {
                layout.mismatch(iconKey, node, expected: "an icon name or a file path")
            }
        }
        sizeLength = style[Self.iconSize] ?? .points(natural.defaultSize)
        size = 0
        anchor = style[Self.iconAnchor] ?? natural.naturalAnchor
        offset = style[Self.iconOffset] ?? [0, 0]
        rotation = style[Self.iconRotate]
        labelTemplate = style[Self.textField(tokens: source == .annotations ? AnnotationLook.tokens : Self.tokens)]
        labelAnchor = style[Self.textAnchor]
        labelOffset = style[Self.textOffset]
        label = LabelStyle(style: style, properties: Self.label)
        color = style[Self.iconColor]
        opacity = style[Self.iconOpacity]
        annotationLook = source == .annotations
            ? AnnotationLook(color: color ?? StyleProperty(constant: AnnotationLook.defaultColor), opacity: opacity) : nil
        borderWidth = style[Self.iconHaloWidth]
        borderColor = style[Self.iconHaloColor]
        shadow = style[Self.iconShadow]
        loopLength = style[Self.loopDistance]
        loopDistance = 0
        fitsAll = style[Self.fitProperty]
        resolve(shortSide: style.root.lengths.shortSide)
    }

    /// The layer with its lengths (icon size, border, loop distance, label) in points on `canvas`.
    public func resolved(on canvas: CanvasStyle) -> Self {
        var layer = self
        layer.resolve(shortSide: canvas.shortSide)
        layer.label = label.resolved(on: canvas)
        return layer
    }

    private mutating func resolve(shortSide: Double) {
        size = sizeLength.points(shortSide: shortSide)
        let width = borderWidth.points(shortSide: shortSide)
        border = width > 0 ? Stroke(color: borderColor, width: width, join: .round) : nil
        loopDistance = loopLength?.points(shortSide: shortSide) ?? size
    }

    /// One marker to draw, with its label text and the box of icon and label around its coordinate.
    public struct Marker: Sendable {
        /// Where it stands.
        public var coordinate: GeoCoordinate
        /// `start`, `finish` or `waypoint`.
        public var kind: String
        /// The waypoint's name, if any.
        public var name: String?
        /// The label, if any.
        public var labelText: String?
        /// Icon and label box around the coordinate, in points.
        public var box: CanvasBox
        /// Whether the marker takes part in the fit (a far waypoint does not).
        public var isFitted = true
    }

    /// A marker's position without its label and box yet.
    private struct Position {
        var coordinate: GeoCoordinate
        var kind: String
        var name: String?
    }

    private func placements(_ track: Track) -> [Position] {
        let segments = track.drawnSegments
        let start = segments.first?.points.first.map { Position(coordinate: $0.coordinate, kind: "start") }
        let finish = segments.last?.points.last.map { Position(coordinate: $0.coordinate, kind: "finish") }
        switch source {
        case .start: return [start].compactMap { $0 }
        case .finish: return [finish].compactMap { $0 }
        case .endpoints: return [start, finish].compactMap { $0 }
        case .waypoints: return track.waypoints.map { Position(coordinate: $0.coordinate, kind: "waypoint", name: $0.name) }
        case .annotations: return []
        }
    }

    /// The icon's width and height in points.
    var iconSize: (width: Double, height: Double) {
        switch icon {
        case .builtIn(let shape): (size * shape.aspectRatio, size)
        case .image(let image): (size * image.aspectRatio, size)
        }
    }

    /// The icon's box relative to the coordinate: anchored, rotated about the anchor, then offset.
    var iconBox: CanvasBox {
        let (w, h) = iconSize
        let origin = anchor.origin(of: w, h, at: 0, 0)
        let corners = [(origin.x, origin.y), (origin.x + w, origin.y), (origin.x, origin.y + h), (origin.x + w, origin.y + h)]
        let radians = rotation * .pi / 180
        let c = cos(radians), s = sin(radians)
        let rotated = corners.map { (x: $0.0 * c - $0.1 * s, y: $0.0 * s + $0.1 * c) }
        let grow = (border?.width ?? 0) / 2
        return CanvasBox(minX: rotated.map(\.x).min()! - grow + offset[0], minY: rotated.map(\.y).min()! - grow + offset[1],
                         maxX: rotated.map(\.x).max()! + grow + offset[0], maxY: rotated.map(\.y).max()! + grow + offset[1])
    }

    private func labelText(_ placement: Position, context: LayerContext) -> String? {
        guard let labelTemplate else { return nil }
        let text = labelTemplate.render { token in
            token == "name" || token == "title" ? placement.name ?? context.tokens.values[token] : context.tokens.values[token]
        }
        return text.isEmpty ? nil : text
    }

    /// Where the label's anchor sits relative to the coordinate.
    var labelPoint: CanvasPoint {
        if let labelOffset { return CanvasPoint(x: labelOffset[0], y: labelOffset[1]) }
        let box = iconBox
        return CanvasPoint(x: box.maxX + 3, y: (box.minY + box.maxY) / 2)
    }

    /// Each marker with its label measured once; one fit group per marker (icon box united with
    /// label box). Live annotations never move the viewport: frames of a stream share one projection.
    public func place(in context: LayerContext) -> LayerPlacement<[Marker]> {
        let markers = placements(context.track).map { placement in
            var box = iconBox
            let text = labelText(placement, context: context)
            if let text {
                let point = labelPoint
                box = box.union(label.box(of: text, anchor: labelAnchor, measurer: context.measurer).offsetBy(dx: point.x, dy: point.y))
            }
            return Marker(coordinate: placement.coordinate, kind: placement.kind, name: placement.name, labelText: text, box: box)
        }.map { marker in
            var marker = marker
            if source == .waypoints && !fitsAll { marker.isFitted = Self.isNearRoute(marker.coordinate, track: context.track) }
            return marker
        }
        return LayerPlacement(markers, fit: markers.filter(\.isFitted).map { FitGroup(coordinates: [$0.coordinate], box: $0.box) })
    }

    /// A marker's box on the canvas when its coordinate is at `point`.
    static func box(_ marker: Marker, at point: CanvasPoint) -> CanvasBox {
        marker.box.offsetBy(dx: point.x, dy: point.y)
    }

    /// Whether a coordinate is in the route's neighbourhood: inside its projected bounds grown by a
    /// quarter of their larger side (at least 250 m) on every side. Without a route, everything is.
    public static func isNearRoute(_ coordinate: GeoCoordinate, track: Track) -> Bool {
        let points = track.drawnSegments.flatMap(\.points).map(\.coordinate)
        guard let first = points.first else { return true }
        let x0 = WebMercator.x(longitude: first.longitude)
        // Longitudes unwrapped about the first point, so a route across the antimeridian stays narrow.
        func x(_ longitude: Double) -> Double {
            var dx = WebMercator.x(longitude: longitude) - x0
            dx -= dx.rounded()
            return dx
        }
        let xs = points.map { x($0.longitude) }, ys = points.map { WebMercator.y(latitude: $0.latitude) }
        let minX = xs.min()!, maxX = xs.max()!, minY = ys.min()!, maxY = ys.max()!
        let margin = max(0.25 * max(maxX - minX, maxY - minY), 250 * WebMercator.worldUnitsPerMetre(latitude: first.latitude))
        let px = x(coordinate.longitude), py = WebMercator.y(latitude: coordinate.latitude)
        return px >= minX - margin && px <= maxX + margin && py >= minY - margin && py <= maxY + margin
    }

    /// The expression input of a marker: its `kind` and `name`.
    static func expressionInput(for marker: Marker) -> ExpressionInput {
        ExpressionInput(properties: ["kind": .string(marker.kind), "name": marker.name.map(FeatureValue.string) ?? .null])
    }

    /// A `<g class="marker KIND">` per marker with shadow, icon and label.
    public func draw(_ markers: [Marker], in context: LayerContext, viewport: Viewport) -> LayerDrawing {
        if source == .annotations { return LayerDrawing(annotationNodes(in: context, viewport: viewport)) }
        let (w, h) = iconSize
        let origin = anchor.origin(of: w, h, at: 0, 0)
        let start = context.track.drawnSegments.first?.points.first.map { viewport.point(for: $0.coordinate) }
        let canvas = CanvasBox(x: 0, y: 0, width: context.canvas.width, height: context.canvas.height)
        // A waypoint left out of the fit is drawn only where it shows on the card.
        let shown = markers.filter { $0.isFitted || canvas.intersects(Self.box($0, at: viewport.point(for: $0.coordinate))) }
        let labels = placeLabels(shown, in: context, viewport: viewport)
        return LayerDrawing(zip(shown, labels.spots).map { marker, spot in
            let point = viewport.point(for: marker.coordinate)
            let input = Self.expressionInput(for: marker)
            let fill = color?.value(for: input) ?? Self.defaultColor(marker.kind)
            let alpha = min(max(opacity.value(for: input), 0), 1)
            if marker.kind == "finish", let start, hypot(start.x - point.x, start.y - point.y) < loopDistance {
                // The other cells contrast with the finish colour: white, or near-black for a light colour.
                let isLight = 0.2126 * fill.red + 0.7152 * fill.green + 0.0722 * fill.blue > 0.6
                let light = isLight ? Color(r: 28, g: 28, b: 30) : Color.white
                return .group(SceneGroup(classes: ["marker", "start-finish"], opacity: alpha,
                                         children: StartFinishRing.nodes(center: start, size: size, dark: fill, light: light, border: border)))
            }
            var iconNodes: [SceneNode]
            switch icon {
            case .builtIn(let shape):
                iconNodes = shape.nodes(size: size, color: fill, border: border)
            case .image(let image):
                iconNodes = [.image(SceneImage(classes: ["icon"], box: CanvasBox(x: 0, y: 0, width: w, height: h),
                                               bytes: image.bytes, mediaType: image.mediaType))]
            }
            iconNodes = iconNodes.map { Self.translate($0, dx: origin.x, dy: origin.y) }
            var children: [SceneNode] = []
            let x = point.x + offset[0], y = point.y + offset[1]
            if shadow, case .builtIn(let shape) = icon {
                children.append(.group(SceneGroup(classes: ["shadow"], transform: Transform(x: x + 0.8, y: y + 1.6, rotation: rotation),
                                                  children: [Self.shadowNode(shape, size: size, border: border, origin: origin, opacity: 0.22 * alpha)])))
            }
            children.append(.group(SceneGroup(classes: ["icon"], transform: Transform(x: x, y: y, rotation: rotation),
                                              opacity: alpha, children: iconNodes)))
            if let text = marker.labelText, let spot {
                children.append(.text(label.node(text, at: spot.point, anchor: spot.anchor, measurer: context.measurer)))
            }
            return .group(SceneGroup(classes: ["marker", marker.kind], children: children))
        }, collisions: labels.taken)
    }

    /// The icon colour when the style sets none.
    static func defaultColor(_ kind: String) -> Color {
        switch kind {
        case "start": Color(r: 48, g: 209, b: 88)
        case "finish": Color(r: 255, g: 69, b: 58)
        default: Color(r: 255, g: 159, b: 10)
        }
    }

    /// An icon's shadow: its silhouette (``BuiltInIcon/silhouette(size:border:)``) filled black at
    /// `opacity`, with its top-left at `origin`.
    static func shadowNode(_ shape: BuiltInIcon, size: Double, border: Stroke?, origin: (x: Double, y: Double), opacity: Double) -> SceneNode {
        .path(ScenePath(classes: ["silhouette"], data: shape.silhouette(size: size, border: border?.width ?? 0)
                            .transformed(scale: 1, dx: origin.x, dy: origin.y),
                        fill: .color(.black), opacity: opacity))
    }

    /// A node moved by `dx`, `dy` points.
    static func translate(_ node: SceneNode, dx: Double, dy: Double) -> SceneNode {
        guard dx != 0 || dy != 0 else { return node }
        switch node {
        case .path(var path): path.data = path.data.transformed(scale: 1, dx: dx, dy: dy); return .path(path)
        case .circle(var circle): circle.center = circle.center.offsetBy(dx: dx, dy: dy); return .circle(circle)
        case .rect(var rect): rect.box = rect.box.offsetBy(dx: dx, dy: dy); return .rect(rect)
        case .image(var image): image.box = image.box.offsetBy(dx: dx, dy: dy); return .image(image)
        case .text(var text): text.position = text.position.offsetBy(dx: dx, dy: dy); return .text(text)
        case .group(var group):
            group.children = group.children.map { translate($0, dx: dx, dy: dy) }
            return .group(group)
        }
    }
}
