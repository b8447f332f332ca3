import RouteCardGeo

/// Joins the pieces of lines that tiles cut at their edges back into whole lines, so a dashed
/// line keeps its rhythm and a stroke shows no caps where it crosses from one tile into the next.
///
/// Only ends marked open (on a tile's edge) are joined, end to start, when they meet within a
/// thousandth of a point; everything else is returned as it came, in order of first appearance.
enum LineStitcher {
    /// A line in canvas points, and whether each end lies on the edge of the tile it came from.
    struct Piece {
        var points: [CanvasPoint]
        var opensAtStart = false
        var opensAtEnd = false
    }

    /// Ends closer than this (in points) meet.
    private static let tolerance = 1e-3

    /// The lines, with pieces whose open ends meet joined.
    static func join(_ pieces: [Piece]) -> [[CanvasPoint]] {
        guard pieces.contains(where: { $0.opensAtStart || $0.opensAtEnd }) else { return pieces.map(\.points) }
        struct Key: Hashable { var x: Int64, y: Int64 }
        // Cells of 1/64 point (a meeting pair may straddle a cell edge: neighbours are looked in too).
        func cell(_ value: Double) -> Int64 {
            let scaled = (value * 64).rounded(.down)
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
        /// An unused piece in `table` whose end (`start` or last point) meets `point`.
        func partner(of point: CanvasPoint, in table: [Key: [Int]], start: Bool) -> Int? {
            let center = key(point)
            for dx in -1...1 {
                for dy in -1...1 {
                    for index in table[Key(x: center.x &+ Int64(dx), y: center.y &+ Int64(dy))] ?? [] where !used[index] {
                        let points = pieces[index].points
                        if meets(start ? points[0] : points[points.count - 1], point) { return index }
                    }
                }
            }
            return nil
        }
        var lines: [[CanvasPoint]] = []
        for (index, piece) in pieces.enumerated() where !used[index] {
            used[index] = true
            var line = piece.points
            guard line.count >= 2 else { lines.append(line); continue }
            var open = piece.opensAtEnd
            while open, let next = partner(of: line[line.count - 1], in: byStart, start: true) {
                used[next] = true
                line.append(contentsOf: pieces[next].points.dropFirst())
                open = pieces[next].opensAtEnd
            }
            open = piece.opensAtStart
            while open, let previous = partner(of: line[0], in: byEnd, start: false) {
                used[previous] = true
                line.insert(contentsOf: pieces[previous].points.dropLast(), at: 0)
                open = pieces[previous].opensAtStart
            }
            lines.append(line)
        }
        return lines
    }
}
