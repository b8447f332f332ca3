import Foundation
import RouteCardGeo
import RouteCardScene

/// Turns a finished card into an animated one for sharing: every path marked with
/// `SceneRole.routeLine` or `.routeCasing` (whatever layer drew it — a plugin's route too) is
/// drawn progressively (path after path within each layer and role, at constant speed along the
/// drawn length) and a position marker travels along the route lines, all over `duration` seconds.
///
/// Only animation values are added to the scene (`SceneAnimation`); every node keeps its final
/// state, so static renderers (librsvg, `rsvg-convert`) show the finished card. The marker is a
/// `<g id="animation-marker" class="marker moving">` in a `<g id="animation" class="layer
/// animation">` placed just above the last layer with route lines, resting at the finish. Used by
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

    /// The route paths of a node tree, in drawing order.
    private static func routePaths(in nodes: [SceneNode]) -> [ScenePath] {
        nodes.flatMap { node -> [ScenePath] in
            switch node {
            case .path(let path) where path.role == .routeLine || path.role == .routeCasing: [path]
            case .group(let group): routePaths(in: group.children)
            default: []
            }
        }
    }

    /// The nodes with each route path's draw animation set; `progress` gives a path's start and
    /// end fractions by its position among the layer's route paths.
    private static func animating(_ nodes: [SceneNode], next: inout Int, timing: [(Double, Double)], duration: Double) -> [SceneNode] {
        nodes.map { node in
            switch node {
            case .path(var path) where path.role == .routeLine || path.role == .routeCasing:
                let (start, end) = timing[next]
                next += 1
                if end > start { path.animation = .draw(length: length(of: path.data), duration: duration, start: start, end: end) }
                return .path(path)
            case .group(var group):
                group.children = animating(group.children, next: &next, timing: timing, duration: duration)
                return .group(group)
            default:
                return node
            }
        }
    }

    /// The scene with its routes animated and the moving marker added.
    public func animate(_ scene: Scene) -> Scene {
        var scene = scene
        var lastRouteIndex: Int?
        var markerPath: [[CanvasPoint]] = []
        var markerColor = Color(r: 10, g: 132, b: 255)
        for index in scene.nodes.indices {
            guard case .group(var layer) = scene.nodes[index] else { continue }
            let paths = Self.routePaths(in: layer.children)
            guard !paths.isEmpty else { continue }
            // Paths of one role are one sequence, drawn in order at constant speed.
            let lengths = paths.map { Self.length(of: $0.data) }
            var totals: [SceneRole: Double] = [:]
            for (path, length) in zip(paths, lengths) { totals[path.role!, default: 0] += length }
            var done: [SceneRole: Double] = [:]
            var timing: [(Double, Double)] = []
            for (path, length) in zip(paths, lengths) {
                let role = path.role!, total = totals[role]!
                let before = done[role, default: 0]
                timing.append(total > 0 ? (before / total, (before + length) / total) : (0, 0))
                done[role] = before + length
            }
            var next = 0
            layer.children = Self.animating(layer.children, next: &next, timing: timing, duration: duration)
            scene.nodes[index] = .group(layer)
            let lines = paths.filter { $0.role == .routeLine }
            if let line = lines.first {
                markerColor = line.stroke?.color ?? markerColor
                markerPath = lines.map { Self.points(of: $0.data) }.filter { !$0.isEmpty }
                lastRouteIndex = index
            } else {
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
