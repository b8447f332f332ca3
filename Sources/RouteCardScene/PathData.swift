import RouteCardGeo

/// Path geometry as a list of commands in absolute canvas points.
public struct PathData: Sendable, Hashable {
    /// The commands in order.
    public var commands: [PathCommand]

    /// Creates path data from commands.
    public init(_ commands: [PathCommand] = []) {
        self.commands = commands
    }

    /// An open polyline through the points (a move followed by lines); empty for no points.
    public init(polyline points: [CanvasPoint]) {
        var commands: [PathCommand] = []
        commands.reserveCapacity(points.count)
        for (index, point) in points.enumerated() {
            commands.append(index == 0 ? .move(point) : .line(point))
        }
        self.commands = commands
    }

    /// A closed polygon through the points.
    public init(polygon points: [CanvasPoint]) {
        self.init(polyline: points)
        if !points.isEmpty { commands.append(.close) }
    }

    /// The same geometry scaled about the origin and then moved by `dx`, `dy`.
    public func transformed(scale: Double, dx: Double, dy: Double) -> PathData {
        func map(_ p: CanvasPoint) -> CanvasPoint { CanvasPoint(x: p.x * scale + dx, y: p.y * scale + dy) }
        return PathData(commands.map { command in
            switch command {
            case .move(let p): .move(map(p))
            case .line(let p): .line(map(p))
            case .quad(let c, let p): .quad(map(c), map(p))
            case .cubic(let c1, let c2, let p): .cubic(map(c1), map(c2), map(p))
            case .arc(let rx, let ry, let large, let sweep, let p):
                .arc(radiusX: rx * abs(scale), radiusY: ry * abs(scale), largeArc: large, sweep: scale < 0 ? !sweep : sweep, to: map(p))
            case .close: .close
            }
        })
    }
}
