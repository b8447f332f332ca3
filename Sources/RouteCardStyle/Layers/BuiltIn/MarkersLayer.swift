import Foundation
import RouteCardGeo
import RouteCardScene

/// Icons (and optional labels) at the start, the finish or the waypoints. Style type `markers`.
///
/// `source`: `start`, `finish`, `endpoints` (default), `waypoints` or `annotations` (live markers
/// keyed by id, see `MarkersLayer+Annotations.swift`).
/// Layout keys: `icon-image` (`pin` (default), `circle`, `flag`, `arrow`, `square`, or a `.png`/`.svg`
/// file relative to the style), `icon-size` (height in points; default per icon), `icon-anchor`
/// (the part of the icon placed on the coordinate, nine MapLibre values; default per icon, `bottom`
/// for a pin so its tip is on the point), `icon-offset` `[x, y]` in points, positive right/down,
/// neither scaled nor rotated (default `[0, 0]`), `icon-rotate` (degrees clockwise, default 0),
/// `text-field` (a label template; `{name}` is the waypoint's name), `text-anchor` (the part of the
/// label on its anchor point, default `left`), `text-offset` `[x, y]` in points from the coordinate
/// (default: just right of the icon) and the `LabelStyle` keys (default size 13, halo 2).
/// Paint keys: `icon-color` (default green at the start, red at the finish, orange for waypoints),
/// `icon-halo-color` (border, default white), `icon-halo-width` (points, default 2),
/// `icon-opacity` 0…1, `icon-shadow` (a soft shadow under the icon, default true), and the
/// `LabelStyle` paint keys.
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
    public var color: Color?
    /// The icon border, if any.
    public var border: Stroke?
    /// Icon opacity.
    public var opacity: Double
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

    /// Tokens a marker label may use.
    public static let tokens = TokenValues.names
    /// The data-driven look of live annotations (source `annotations` only); see `AnnotationLook`.
    public var annotationLook: AnnotationLook?

    /// Decodes the layer's keys.
    public init(style: LayerStyle) {
        let layout = style.layout, paint = style.paint
        source = style.root.choice("source", default: MarkerSource.endpoints)
        var natural = BuiltInIcon.pin
        icon = .builtIn(.pin)
        if let node = layout.node("icon-image") {
            if case .string(let name) = node.value {
                if let builtIn = BuiltInIcon(rawValue: name) {
                    icon = .builtIn(builtIn)
                    natural = builtIn
                } else if name.lowercased().hasSuffix(".png") || name.lowercased().hasSuffix(".svg") {
                    switch IconImage.load(name, from: style.resources) {
                    case .success(let image): icon = .image(image)
                    case .failure(let error): layout.error("icon-image", at: node, error.message)
                    }
                    natural = .circle
                } else {
                    layout.mismatch("icon-image", node, expected: BuiltInIcon.allCases.map { "\"\($0.rawValue)\"" }
                        .joined(separator: ", ") + " or a .png/.svg file")
                }
            } else {
                layout.mismatch("icon-image", node, expected: "an icon name or a file path")
            }
        }
        size = layout.number("icon-size", default: natural.defaultSize, in: 0...1000)
        anchor = layout.choice("icon-anchor", default: natural.naturalAnchor)
        offset = layout.numbers("icon-offset", counts: [2]) ?? [0, 0]
        rotation = layout.number("icon-rotate", default: 0)
        labelTemplate = TextLayer.template(layout, key: "text-field",
                                           tokens: source == .annotations ? AnnotationLook.tokens : Self.tokens)
        labelAnchor = layout.choice("text-anchor", default: CanvasAnchor.left)
        labelOffset = layout.numbers("text-offset", counts: [2])
        label = LabelStyle(layout: layout, paint: paint, defaultSize: 13, defaultHaloWidth: 2)
        annotationLook = source == .annotations ? AnnotationLook(paint: paint) : nil
        color = source != .annotations && paint.has("icon-color") ? paint.color("icon-color", default: .black) : nil
        let borderWidth = paint.number("icon-halo-width", default: 2, in: 0...100)
        let borderColor = paint.color("icon-halo-color", default: .white)
        border = borderWidth > 0 ? Stroke(color: borderColor, width: borderWidth, join: .round) : nil
        opacity = source == .annotations ? 1 : paint.number("icon-opacity", default: 1, in: 0...1)
        shadow = paint.bool("icon-shadow", default: true)
    }

    /// One marker to draw.
    struct Placement {
        var coordinate: GeoCoordinate
        var kind: String
        var name: String?
    }

    func placements(_ track: Track) -> [Placement] {
        let segments = track.drawnSegments
        let start = segments.first?.points.first.map { Placement(coordinate: $0.coordinate, kind: "start") }
        let finish = segments.last?.points.last.map { Placement(coordinate: $0.coordinate, kind: "finish") }
        switch source {
        case .start: return [start].compactMap { $0 }
        case .finish: return [finish].compactMap { $0 }
        case .endpoints: return [start, finish].compactMap { $0 }
        case .waypoints: return track.waypoints.map { Placement(coordinate: $0.coordinate, kind: "waypoint", name: $0.name) }
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

    func labelText(_ placement: Placement, context: LayerContext) -> String? {
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

    /// One group per marker: the icon's box, united with its label's box.
    public func fitGroups(in context: LayerContext) -> [FitGroup] {
        // Live annotations never move the viewport: frames of a stream share one projection.
        placements(context.track).map { placement in
            var box = iconBox
            if let text = labelText(placement, context: context) {
                let point = labelPoint
                box = box.union(label.box(of: text, anchor: labelAnchor, measurer: context.measurer).offsetBy(dx: point.x, dy: point.y))
            }
            return FitGroup(coordinates: [placement.coordinate], box: box)
        }
    }

    /// A `<g class="marker KIND">` per marker with shadow, icon and label.
    public func makeNodes(in context: LayerContext, viewport: Viewport) -> [SceneNode] {
        if source == .annotations { return annotationNodes(in: context, viewport: viewport) }
        let (w, h) = iconSize
        let origin = anchor.origin(of: w, h, at: 0, 0)
        return placements(context.track).map { placement in
            let point = viewport.point(for: placement.coordinate)
            let fill = color ?? Self.defaultColor(placement.kind)
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
                let silhouette = shape.nodes(size: size, color: .black, border: border.map { Stroke(color: .black, width: $0.width) })
                    .map { Self.translate($0, dx: origin.x, dy: origin.y) }
                children.append(.group(SceneGroup(classes: ["shadow"], transform: Transform(x: x + 0.8, y: y + 1.6, rotation: rotation),
                                                  opacity: 0.22 * opacity, children: silhouette)))
            }
            children.append(.group(SceneGroup(classes: ["icon"], transform: Transform(x: x, y: y, rotation: rotation),
                                              opacity: opacity, children: iconNodes)))
            if let text = labelText(placement, context: context) {
                let anchorPoint = CanvasPoint(x: point.x + labelPoint.x, y: point.y + labelPoint.y)
                children.append(.text(label.node(text, at: anchorPoint, anchor: labelAnchor, measurer: context.measurer)))
            }
            return .group(SceneGroup(classes: ["marker", placement.kind], children: children))
        }
    }

    /// The icon colour when the style sets none.
    static func defaultColor(_ kind: String) -> Color {
        switch kind {
        case "start": Color(r: 48, g: 209, b: 88)
        case "finish": Color(r: 255, g: 69, b: 58)
        default: Color(r: 255, g: 159, b: 10)
        }
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
