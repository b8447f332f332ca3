import Foundation
import RouteCardGeo
import RouteCardScene

/// Turns a finished card into an animated one for sharing: every `route` layer's lines are drawn
/// progressively (segment after segment, at constant speed along the drawn length) and a
/// position marker travels along the route, all over `duration` seconds.
///
/// Only animation values are added to the scene (`SceneAnimation`); every node keeps its final
/// state, so static renderers (librsvg, `rsvg-convert`) show the finished card. The marker is a
/// `<g id="animation-marker" class="marker moving">` in a `<g id="animation" class="layer
/// animation">` placed just above the last route layer, resting at the finish. Used by
/// `routecard render --animate DURATION`.
public struct RouteAnimator: Sendable {
    /// The animation's length in seconds.
    public var duration: Double
    /// The moving marker's radius in points (default 7); its border is white, 3 points wide.
    public var markerRadius: Double

    /// Creates an animator for a duration in seconds.
    public init(duration: Double, markerRadius: Double = 7) {
        self.duration = duration
        self.markerRadius = markerRadius
    }

    /// The scene with its routes animated and the moving marker added.
    public func animate(_ scene: Scene) -> Scene {
        var scene = scene
        var lastRouteIndex: Int?
        var markerPath: [[CanvasPoint]] = []
        var markerColor = Color(r: 10, g: 132, b: 255)
        for index in scene.nodes.indices {
            guard case .group(var layer) = scene.nodes[index], layer.classes.contains("layer"), layer.classes.contains("route") else {
                continue
            }
            // Paths sharing the same classes (casing, segment) are one sequence drawn in order.
            var sequences: [[String]: [Int]] = [:]
            var lengths: [Int: Double] = [:]
            for (childIndex, child) in layer.children.enumerated() {
                guard case .path(let path) = child, path.stroke != nil else { continue }
                sequences[path.classes, default: []].append(childIndex)
                lengths[childIndex] = Self.length(of: path.data)
            }
            for indices in sequences.values {
                let total = indices.reduce(0) { $0 + lengths[$1]! }
                guard total > 0 else { continue }
                var done = 0.0
                for childIndex in indices {
                    guard case .path(var path) = layer.children[childIndex] else { continue }
                    let length = lengths[childIndex]!
                    path.animation = .draw(length: length, duration: duration, start: done / total, end: (done + length) / total)
                    done += length
                    layer.children[childIndex] = .path(path)
                }
            }
            scene.nodes[index] = .group(layer)
            if let line = layer.children.compactMap({ node -> ScenePath? in
                if case .path(let path) = node, path.classes.contains("segment") { return path }
                return nil
            }).first {
                markerColor = line.stroke?.color ?? markerColor
                markerPath = layer.children.compactMap { node -> [CanvasPoint]? in
                    guard case .path(let path) = node, path.classes.contains("segment") else { return nil }
                    return Self.points(of: path.data)
                }.filter { !$0.isEmpty }
                lastRouteIndex = index
            } else if !layer.children.isEmpty {
                lastRouteIndex = lastRouteIndex ?? index
            }
        }
        guard let lastRouteIndex, let finish = markerPath.last?.last else { return scene }
        var commands: [PathCommand] = []
        for line in markerPath {
            for (pointIndex, point) in line.enumerated() {
                let relative = point.offsetBy(dx: -finish.x, dy: -finish.y)
                commands.append(pointIndex == 0 ? .move(relative) : .line(relative))
            }
        }
        var marker = SceneGroup(id: "animation-marker", classes: ["marker", "moving"], transform: Transform(x: finish.x, y: finish.y),
                                children: [.circle(SceneCircle(classes: ["icon"], center: CanvasPoint(x: 0, y: 0), radius: markerRadius,
                                                               fill: .color(markerColor), stroke: Stroke(color: .white, width: 3)))])
        marker.animation = .motion(path: PathData(commands), duration: duration)
        scene.nodes.insert(.group(SceneGroup(id: "animation", classes: ["layer", "animation"], children: [.group(marker)])),
                           at: lastRouteIndex + 1)
        return scene
    }

    /// The points a path passes through (move and line ends; curve ends for other commands).
    static func points(of data: PathData) -> [CanvasPoint] {
        data.commands.compactMap { command in
            switch command {
            case .move(let p), .line(let p), .quad(_, let p), .cubic(_, _, let p), .arc(_, _, _, _, let p): p
            case .close: nil
            }
        }
    }

    /// The drawn length of a path in points (straight pieces between its points; a jump at a
    /// move counts nothing).
    static func length(of data: PathData) -> Double {
        var total = 0.0
        var previous: CanvasPoint?
        var start: CanvasPoint?
        for command in data.commands {
            switch command {
            case .move(let p):
                previous = p
                start = p
            case .line(let p), .quad(_, let p), .cubic(_, _, let p), .arc(_, _, _, _, let p):
                if let q = previous { total += hypot(p.x - q.x, p.y - q.y) }
                previous = p
            case .close:
                if let q = previous, let s = start { total += hypot(s.x - q.x, s.y - q.y) }
                previous = start
            }
        }
        return total
    }
}
