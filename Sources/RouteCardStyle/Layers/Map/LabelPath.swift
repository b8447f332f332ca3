import Foundation
import RouteCardGeo

/// A projected line that a label follows, with the distance along it of every vertex: lays out a
/// label's glyphs one by one along its bends, upright and without sharp turns.
public struct LabelPath: Sendable {
    /// The vertices in canvas points (repeated points removed).
    public let points: [CanvasPoint]
    /// The distance from the first vertex to each vertex, in points.
    public let distances: [Double]

    /// A path through points; repeated points are dropped.
    public init(_ points: [CanvasPoint]) {
        var kept: [CanvasPoint] = []
        var distances: [Double] = []
        for point in points where point.x.isFinite && point.y.isFinite {
            if let last = kept.last {
                let step = hypot(point.x - last.x, point.y - last.y)
                guard step > 1e-9 else { continue }
                distances.append(distances[distances.count - 1] + step)
            } else {
                distances.append(0)
            }
            kept.append(point)
        }
        self.points = kept
        self.distances = distances
    }

    /// The path's length in points.
    public var length: Double { distances.last ?? 0 }

    /// The index of the segment holding a distance (clamped to the path).
    private func segment(at distance: Double) -> Int {
        var low = 0, high = max(points.count - 2, 0)
        while low < high {
            let mid = (low + high + 1) / 2
            if distances[mid] <= distance { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// The point at a distance along the path (clamped to its ends).
    public func point(at distance: Double) -> CanvasPoint {
        guard points.count >= 2 else { return points.first ?? CanvasPoint(x: 0, y: 0) }
        let index = segment(at: distance)
        let a = points[index], b = points[index + 1]
        let span = distances[index + 1] - distances[index]
        let t = min(max((distance - distances[index]) / span, 0), 1)
        return CanvasPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
    }

    /// The direction of the segment at a distance, in degrees clockwise from +x.
    public func angle(at distance: Double) -> Double {
        guard points.count >= 2 else { return 0 }
        let index = segment(at: distance)
        let a = points[index], b = points[index + 1]
        return atan2(b.y - a.y, b.x - a.x) * 180 / .pi
    }

    /// The same path run the other way.
    public var reversed: LabelPath { LabelPath(points.reversed()) }

    /// Glyphs of the given advances laid along the path, the label's middle at `distance`:
    /// each glyph centred on the line at the middle of its advance and turned to the chord of its
    /// advance. The path is run the way that keeps the label upright (left to right on the card).
    ///
    /// `nil` when the label runs off an end, when some glyph would be upside down (turned more
    /// than 90°), or when neighbouring glyphs differ by more than `maxAngle` degrees.
    public func glyphs(advances: [Double], centeredAt distance: Double, maxAngle: Double) -> [GlyphPlacement]? {
        let total = advances.reduce(0, +)
        guard points.count >= 2, total > 0, distance - total / 2 >= 0, distance + total / 2 <= length else { return nil }
        let first = point(at: distance - total / 2), last = point(at: distance + total / 2)
        if last.x < first.x { return reversed.layout(advances, from: length - distance - total / 2, maxAngle: maxAngle) }
        return layout(advances, from: distance - total / 2, maxAngle: maxAngle)
    }

    private func layout(_ advances: [Double], from start: Double, maxAngle: Double) -> [GlyphPlacement]? {
        var result: [GlyphPlacement] = []
        result.reserveCapacity(advances.count)
        var offset = start
        for advance in advances {
            let a = point(at: offset), b = point(at: offset + advance)
            let chord = hypot(b.x - a.x, b.y - a.y)
            let angle = chord > 1e-6 ? atan2(b.y - a.y, b.x - a.x) * 180 / .pi : self.angle(at: offset + advance / 2)
            guard abs(angle) <= 90 else { return nil }
            if let previous = result.last {
                var turn = abs(angle - previous.angle)
                if turn > 180 { turn = 360 - turn }
                guard turn <= maxAngle else { return nil }
            }
            result.append(GlyphPlacement(center: point(at: offset + advance / 2), angle: angle))
            offset += advance
        }
        return result
    }
}
