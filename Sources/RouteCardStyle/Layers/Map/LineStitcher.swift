import RouteCardGeo

/// Joins the pieces of lines that tiles cut at their edges back into whole lines, so a dashed
/// line keeps its rhythm and a stroke shows no caps where it crosses from one tile into the next.
///
/// Only ends marked open (on a tile's edge) are joined, the end of a piece to the start of a
/// piece from another tile, when they meet within `tolerance`: each tile clips its own copy of
/// the data, rounded to its own grid, so where a line crosses the edge may differ by a grid step.
/// Everything else is returned as it came, in order of first appearance.
enum LineStitcher {
    /// A line in canvas points, whether each end lies on the edge of the tile it came from, and
    /// which tile that is (`-1` for GeoJSON).
    struct Piece {
        var points: [CanvasPoint]
        var opensAtStart = false
        var opensAtEnd = false
        var tile = -1
    }

    /// The lines, with pieces whose open ends meet within `tolerance` points joined.
    static func join(_ pieces: [Piece], tolerance: Double) -> [[CanvasPoint]] {
        guard pieces.contains(where: { $0.opensAtStart || $0.opensAtEnd }) else { return pieces.map(\.points) }
        struct Key: Hashable { var x: Int64, y: Int64 }
        // Cells as wide as the tolerance (a meeting pair may straddle a cell edge: neighbours are looked in too).
        let cellsPerPoint = 1 / max(tolerance, 1e-6)
        func cell(_ value: Double) -> Int64 {
            let scaled = (value * cellsPerPoint).rounded(.down)
            return scaled.isFinite && abs(scaled) < 9e18 ? Int64(scaled) : 0
        }
        func key(_ point: CanvasPoint) -> Key { Key(x: cell(point.x), y: cell(point.y)) }
        func meets(_ a: CanvasPoint, _ b: CanvasPoint) -> Bool { abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance }
        var byStart: [Key: [Int]] = [:], byEnd: [Key: [Int]] = [:]
        for (index, piece) in pieces.enumerated() where piece.points.count >= 2 {
            if piece.opensAtStart { byStart[key(piece.points[0]), default: []].append(index) }
            if piece.opensAtEnd { byEnd[key(piece.points[piece.points.count - 1]), default: []].append(index) }
        }
        var used = [Bool](repeating: false, count: pieces.count)
        /// The unused piece of another tile in `table` whose end (`start` or last point) meets
        /// `point` most closely.
        func partner(of point: CanvasPoint, tile: Int, in table: [Key: [Int]], start: Bool) -> Int? {
            let center = key(point)
            var best: (index: Int, distance: Double)?
            for dx in -1...1 {
                for dy in -1...1 {
                    for index in table[Key(x: center.x &+ Int64(dx), y: center.y &+ Int64(dy))] ?? []
                    where !used[index] && pieces[index].tile != tile {
                        let points = pieces[index].points
                        let end = start ? points[0] : points[points.count - 1]
                        guard meets(end, point) else { continue }
                        let distance = abs(end.x - point.x) + abs(end.y - point.y)
                        if best == nil || distance < best!.distance { best = (index, distance) }
                    }
                }
            }
            return best?.index
        }
        var lines: [[CanvasPoint]] = []
        for (index, piece) in pieces.enumerated() where !used[index] {
            used[index] = true
            var line = piece.points
            guard line.count >= 2 else { lines.append(line); continue }
            var open = piece.opensAtEnd, tile = piece.tile
            while open, let next = partner(of: line[line.count - 1], tile: tile, in: byStart, start: true) {
                used[next] = true
                line.append(contentsOf: pieces[next].points.dropFirst())
                (open, tile) = (pieces[next].opensAtEnd, pieces[next].tile)
            }
            (open, tile) = (piece.opensAtStart, piece.tile)
            while open, let previous = partner(of: line[0], tile: tile, in: byEnd, start: false) {
                used[previous] = true
                line.insert(contentsOf: pieces[previous].points.dropLast(), at: 0)
                (open, tile) = (pieces[previous].opensAtStart, pieces[previous].tile)
            }
            lines.append(line)
        }
        return lines
    }
}
