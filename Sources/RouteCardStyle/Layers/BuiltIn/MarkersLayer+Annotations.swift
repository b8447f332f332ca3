import RouteCardGeo
import RouteCardScene

extension MarkersLayer {
    /// One `<g id="annotation-ID" class="annotation" data-heading="…">` per live annotation inside
    /// the region, translated to its projected point; inside, the shadow and the icon turned by
    /// the heading (plus `icon-rotate`) about the anchor, then the label, unturned.
    ///
    /// The group carries `data-id` (the raw id), `data-heading` (degrees, 0 until known) and a
    /// `data-KEY` for each property whose name is a plain lowercase word.
    func annotationNodes(in context: LayerContext, viewport: Viewport) -> [SceneNode] {
        let frame = context.annotations
        let look = annotationLook ?? AnnotationLook()
        let (w, h) = iconSize
        let origin = anchor.origin(of: w, h, at: 0, 0)
        var iconCache: [Color: (icon: [SceneNode], shadow: [SceneNode])] = [:]
        var nodes: [SceneNode] = []
        nodes.reserveCapacity(frame.annotations.count)
        for annotation in frame.annotations {
            var distance = annotation.distance
            if let region = frame.region {
                let d = distance ?? region.distance(to: annotation.coordinate)
                guard d <= region.radius else { continue }
                distance = d
            }
            let input = AnnotationLook.expressionInput(for: annotation, distance: distance, region: frame.region)
            let fill = look.color.value(for: input)
            let alpha = min(max(look.opacity.value(for: input), 0), 1)
            let heading = annotation.heading ?? 0
            let turn = heading + rotation
            let shapes: (icon: [SceneNode], shadow: [SceneNode])
            if let cached = iconCache[fill] {
                shapes = cached
            } else {
                shapes = annotationShapes(fill: fill, width: w, height: h, origin: origin)
                iconCache[fill] = shapes
            }
            var children: [SceneNode] = []
            if shadow, !shapes.shadow.isEmpty {
                children.append(.group(SceneGroup(classes: ["shadow"], transform: Transform(x: offset[0] + 0.8, y: offset[1] + 1.6, rotation: turn),
                                                  children: shapes.shadow)))
            }
            children.append(.group(SceneGroup(classes: ["icon"], transform: Transform(x: offset[0], y: offset[1], rotation: turn),
                                              children: shapes.icon)))
            if let labelTemplate {
                let text = labelTemplate.render { token in
                    switch token {
                    case "id": return annotation.id
                    case "heading": return AnnotationLook.degrees(heading) + "°"
                    case "distance": return distance.map { TokenValues.formatDistance($0, units: .metric) } ?? context.tokens.values[token]
                    default: return annotation.properties[token] ?? context.tokens.values[token]
                    }
                }
                if !text.isEmpty {
                    children.append(.text(label.node(text, at: labelPoint, anchor: labelAnchor, measurer: context.measurer)))
                }
            }
            var data = ["id": annotation.id, "heading": AnnotationLook.degrees(heading)]
            for (key, value) in annotation.properties where key != "id" && key != "heading" && AnnotationLook.isDataKey(key) {
                data[key] = value
            }
            let point = viewport.point(for: annotation.coordinate)
            nodes.append(.group(SceneGroup(id: "annotation-" + AnnotationLook.sanitizedID(annotation.id), classes: ["annotation"],
                                           data: data, transform: Transform(x: point.x, y: point.y), opacity: alpha,
                                           children: children)))
        }
        return nodes
    }

    /// The icon in a colour and its black silhouette, both with the anchor at the origin.
    private func annotationShapes(fill: Color, width: Double, height: Double, origin: (x: Double, y: Double))
        -> (icon: [SceneNode], shadow: [SceneNode]) {
        switch icon {
        case .builtIn(let shape):
            let icon = shape.nodes(size: size, color: fill, border: border).map { Self.translate($0, dx: origin.x, dy: origin.y) }
            return (icon, [Self.shadowNode(shape, size: size, border: border, origin: origin, opacity: 0.22)])
        case .image(let image):
            return ([.image(SceneImage(classes: ["icon"], box: CanvasBox(x: origin.x, y: origin.y, width: width, height: height),
                                       bytes: image.bytes, mediaType: image.mediaType))], [])
        }
    }
}
