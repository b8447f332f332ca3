import RouteCardGeo

/// Decodes Mapbox Vector Tiles (MVT 2.1, protocol buffers) into map features in world units,
/// grouped by layer name.
///
/// Every layer's own `extent` scales its coordinates (4096 by default; 8192 and 1048576 occur).
/// Polygon rings are grouped by winding: a ring with positive area in tile coordinates (y down)
/// starts a polygon, the negative rings after it are its holes. (A feature whose first ring is
/// negative — version 1 tiles did not fix the winding — takes that sign for exteriors.) Rings are
/// oriented as `MapGeometry` documents. Feature ids become numbers; string, float, double, int,
/// uint, sint and bool values become `FeatureValue`s. Features of unknown geometry type are skipped.
///
/// With ``clipsToTile`` (the default) every geometry is cut to the tile's own square, so the
/// buffer tiles carry around their edges is never drawn twice: polygon rings with
/// Sutherland–Hodgman (a fill from neighbouring tiles meets without a seam), lines split where
/// they leave the square, points kept only inside the half-open square.
public struct MVTDecoder: Sendable {
    /// Whether geometry is cut to the tile square (see the type's documentation).
    public var clipsToTile: Bool

    /// Creates a decoder.
    public init(clipsToTile: Bool = true) {
        self.clipsToTile = clipsToTile
    }

    /// The features of a tile's bytes (already inflated), by layer name; layers that appear
    /// twice are joined in tile order. With `layers`, only the layers of those names are decoded
    /// (the others are skipped unread, but their structure is still checked).
    public func decode(_ bytes: [UInt8], tile: TileID, layers wanted: Set<String>? = nil) throws(MVTError) -> [String: [MapFeature]] {
        do {
            return try bytes.withUnsafeBufferPointer { buffer in
                var layers: [String: [MapFeature]] = [:]
                var reader = ProtobufReader(buffer, range: 0..<buffer.count)
                while !reader.isAtEnd {
                    let key = try reader.fieldKey()
                    if key.number == 3, key.wireType == .lengthDelimited {
                        let range = try reader.lengthDelimited()
                        if let (name, features) = try decodeLayer(buffer, range: range, tile: tile, wanted: wanted) {
                            layers[name, default: []].append(contentsOf: features)
                        }
                    } else {
                        try reader.skip(key.wireType)
                    }
                }
                return layers
            }
        } catch let error as MVTError {
            throw error
        } catch let failure as ProtobufReader.Failure {
            throw MVTError(message: failure.message)
        } catch {
            throw MVTError(message: "\(error)")
        }
    }

    /// One layer: its name and its features; `nil` for a layer not `wanted`.
    private func decodeLayer(_ buffer: UnsafeBufferPointer<UInt8>, range: Range<Int>, tile: TileID,
                             wanted: Set<String>?) throws(MVTError) -> (String, [MapFeature])? {
        var reader = ProtobufReader(buffer, range: range)
        var name: String?
        var extent: UInt64 = 4096
        var keyRanges: [Range<Int>] = []
        var valueRanges: [Range<Int>] = []
        var featureRanges: [Range<Int>] = []
        do {
            while !reader.isAtEnd {
                let key = try reader.fieldKey()
                switch (key.number, key.wireType) {
                case (1, .lengthDelimited): name = reader.string(try reader.lengthDelimited())
                case (2, .lengthDelimited): featureRanges.append(try reader.lengthDelimited())
                case (3, .lengthDelimited): keyRanges.append(try reader.lengthDelimited())
                case (4, .lengthDelimited): valueRanges.append(try reader.lengthDelimited())
                case (5, .varint): extent = try reader.varint()
                default: try reader.skip(key.wireType)
                }
            }
        } catch let failure as ProtobufReader.Failure {
            throw MVTError(message: failure.message, layer: name)
        } catch {
            throw MVTError(message: "\(error)", layer: name)
        }
        guard let name else { throw MVTError(message: "a layer has no name") }
        guard extent > 0 else { throw MVTError(message: "extent 0", layer: name) }
        if let wanted, !wanted.contains(name) { return nil }
        let keys = keyRanges.map { reader.string($0) }
        var values: [FeatureValue] = []
        values.reserveCapacity(valueRanges.count)
        do {
            for valueRange in valueRanges { values.append(try Self.decodeValue(buffer, range: valueRange)) }
        } catch let failure as ProtobufReader.Failure {
            throw MVTError(message: failure.message, layer: name)
        } catch {
            throw MVTError(message: "\(error)", layer: name)
        }
        let context = LayerContext(tile: tile, extent: Double(extent), keys: keys, values: values,
                                   clips: clipsToTile)
        var features: [MapFeature] = []
        features.reserveCapacity(featureRanges.count)
        var scratch = Scratch()
        for (index, featureRange) in featureRanges.enumerated() {
            do {
                if let feature = try decodeFeature(buffer, range: featureRange, context: context, scratch: &scratch) {
                    features.append(feature)
                }
            } catch let failure as ProtobufReader.Failure {
                throw MVTError(message: failure.message, layer: name, feature: index)
            } catch let failure as GeometryFailure {
                throw MVTError(message: failure.message, layer: name, feature: index)
            } catch {
                throw MVTError(message: "\(error)", layer: name, feature: index)
            }
        }
        return (name, features)
    }

    /// What a layer's features share.
    private struct LayerContext {
        var tile: TileID
        var extent: Double
        var keys: [String]
        var values: [FeatureValue]
        var clips: Bool

        /// The world position of a point in tile coordinates.
        func world(_ point: CanvasPoint) -> WorldPoint {
            let size = Double(1 << tile.z)
            return WorldPoint(x: (Double(tile.x) + point.x / extent) / size,
                              y: (Double(tile.y) + point.y / extent) / size)
        }
    }

    /// Buffers reused from feature to feature: the integers of the tags and of the geometry.
    private struct Scratch {
        var tags: [UInt64] = []
        var geometry: [UInt64] = []
    }

    /// A problem with a feature's tags or geometry.
    private struct GeometryFailure: Error {
        var message: String
    }

    /// A `Value` message.
    private static func decodeValue(_ buffer: UnsafeBufferPointer<UInt8>,
                                    range: Range<Int>) throws -> FeatureValue {
        var reader = ProtobufReader(buffer, range: range)
        var value = FeatureValue.null
        while !reader.isAtEnd {
            let key = try reader.fieldKey()
            switch (key.number, key.wireType) {
            case (1, .lengthDelimited): value = .string(reader.string(try reader.lengthDelimited()))
            case (2, .fixed32): value = .number(Double(Float(bitPattern: try reader.fixed32())))
            case (3, .fixed64): value = .number(Double(bitPattern: try reader.fixed64()))
            case (4, .varint): value = .number(Double(Int64(bitPattern: try reader.varint())))
            case (5, .varint): value = .number(Double(try reader.varint()))
            case (6, .varint): value = .number(Double(ProtobufReader.zigzag(try reader.varint())))
            case (7, .varint): value = .bool(try reader.varint() != 0)
            default: try reader.skip(key.wireType)
            }
        }
        return value
    }

    /// One feature; `nil` when its geometry type is unknown or nothing of it is left after clipping.
    private func decodeFeature(_ buffer: UnsafeBufferPointer<UInt8>, range: Range<Int>, context: LayerContext,
                               scratch: inout Scratch) throws -> MapFeature? {
        var reader = ProtobufReader(buffer, range: range)
        var id: UInt64?
        var type: UInt64 = 0
        scratch.tags.removeAll(keepingCapacity: true)
        scratch.geometry.removeAll(keepingCapacity: true)
        while !reader.isAtEnd {
            let key = try reader.fieldKey()
            switch (key.number, key.wireType) {
            case (1, .varint): id = try reader.varint()
            case (2, .lengthDelimited): try reader.packedVarints(try reader.lengthDelimited(), into: &scratch.tags)
            case (2, .varint): scratch.tags.append(try reader.varint())
            case (3, .varint): type = try reader.varint()
            case (4, .lengthDelimited): try reader.packedVarints(try reader.lengthDelimited(), into: &scratch.geometry)
            case (4, .varint): scratch.geometry.append(try reader.varint())
            default: try reader.skip(key.wireType)
            }
        }
        guard (1...3).contains(type) else { return nil }
        let tags = scratch.tags
        guard tags.count % 2 == 0 else { throw GeometryFailure(message: "odd number of tags (\(tags.count))") }
        var properties: [String: FeatureValue] = [:]
        properties.reserveCapacity(tags.count / 2)
        for pair in stride(from: 0, to: tags.count, by: 2) {
            let keyIndex = tags[pair], valueIndex = tags[pair + 1]
            guard keyIndex < UInt64(context.keys.count) else {
                throw GeometryFailure(message: "tag key index \(keyIndex), the layer has \(context.keys.count) keys")
            }
            guard valueIndex < UInt64(context.values.count) else {
                throw GeometryFailure(message: "tag value index \(valueIndex), the layer has \(context.values.count) values")
            }
            properties[context.keys[Int(keyIndex)]] = context.values[Int(valueIndex)]
        }
        let parts = try Self.geometryParts(scratch.geometry, closesRings: type == 3)
        let geometry: MapGeometry?
        switch type {
        case 1: geometry = points(parts, context: context)
        case 2: geometry = lines(parts, context: context)
        default: geometry = polygons(parts, context: context)
        }
        guard let geometry else { return nil }
        return MapFeature(id: id.map { .number(Double($0)) }, properties: properties, geometry: geometry)
    }

    /// The geometry's parts in tile coordinates: each MoveTo starts a part, LineTo extends it,
    /// ClosePath ends a ring (`closesRings`: the ring's first point is repeated last).
    private static func geometryParts(_ integers: [UInt64], closesRings: Bool) throws -> [[CanvasPoint]] {
        var parts: [[CanvasPoint]] = []
        var current: [CanvasPoint] = []
        var started = false
        var x: Int64 = 0, y: Int64 = 0
        var index = 0
        while index < integers.count {
            let command = integers[index]
            index += 1
            let id = command & 7, count = command >> 3
            switch id {
            case 1, 2:
                let name = id == 1 ? "MoveTo" : "LineTo"
                let left = UInt64(integers.count - index)
                guard count <= left / 2 else {
                    throw GeometryFailure(message: "\(name) needs \(count.multipliedReportingOverflow(by: 2).partialValue) numbers, \(left) left in the geometry")
                }
                guard id == 1 || started else { throw GeometryFailure(message: "LineTo before any MoveTo") }
                if id == 2 { current.reserveCapacity(current.count + Int(count) + 1) }
                for _ in 0..<Int(count) {
                    x = x &+ ProtobufReader.zigzag(integers[index])
                    y = y &+ ProtobufReader.zigzag(integers[index + 1])
                    index += 2
                    if id == 1 {
                        if current.count > 0 { parts.append(current) }
                        current = []
                        started = true
                    }
                    current.append(CanvasPoint(x: Double(x), y: Double(y)))
                }
            case 7:
                guard started else { throw GeometryFailure(message: "ClosePath before any MoveTo") }
                if closesRings, let first = current.first {
                    current.append(first)
                    parts.append(current)
                    current = []
                }
            default:
                throw GeometryFailure(message: "unknown command \(id) (command integer \(command))")
            }
        }
        if !current.isEmpty { parts.append(current) }
        return parts
    }

    /// The tile square in tile coordinates.
    private func square(_ context: LayerContext) -> CanvasBox {
        CanvasBox(minX: 0, minY: 0, maxX: context.extent, maxY: context.extent)
    }

    /// Whether every point lies in the box (closed).
    private func inside(_ points: [CanvasPoint], _ box: CanvasBox) -> Bool {
        points.allSatisfy { $0.x >= box.minX && $0.x <= box.maxX && $0.y >= box.minY && $0.y <= box.maxY }
    }

    private func points(_ parts: [[CanvasPoint]], context: LayerContext) -> MapGeometry? {
        var points: [WorldPoint] = []
        for part in parts {
            for point in part where !context.clips
                || (point.x >= 0 && point.x < context.extent && point.y >= 0 && point.y < context.extent) {
                points.append(context.world(point))
            }
        }
        return points.isEmpty ? nil : .points(points)
    }

    private func lines(_ parts: [[CanvasPoint]], context: LayerContext) -> MapGeometry? {
        let box = square(context)
        var lines: [[WorldPoint]] = []
        for part in parts where part.count >= 2 {
            let pieces = !context.clips || inside(part, box) ? [part] : CanvasClipper.clip(polyline: part, to: box)
            for piece in pieces { lines.append(piece.map(context.world)) }
        }
        return lines.isEmpty ? nil : .lines(lines)
    }

    private func polygons(_ parts: [[CanvasPoint]], context: LayerContext) -> MapGeometry? {
        let box = square(context)
        var polygons: [[[WorldPoint]]] = []
        var exteriorSign = 0.0
        var dropping = false
        for ring in parts {
            guard ring.count >= 4 else { continue }
            let area = Self.signedArea(ring)
            guard area != 0, area.isFinite else { continue }
            if exteriorSign == 0 { exteriorSign = area > 0 ? 1 : -1 }
            let exterior = (area > 0) == (exteriorSign > 0)
            var clipped = !context.clips || inside(ring, box) ? ring : CanvasClipper.clip(ring: ring, to: box)
            if exterior {
                // An exterior wholly outside the square takes its holes with it.
                dropping = clipped.count < 4
                if dropping { continue }
                if area < 0 { clipped.reverse() }
                polygons.append([clipped.map(context.world)])
            } else {
                guard !dropping, !polygons.isEmpty, clipped.count >= 4 else { continue }
                if area > 0 { clipped.reverse() }
                polygons[polygons.count - 1].append(clipped.map(context.world))
            }
        }
        return polygons.isEmpty ? nil : .polygons(polygons)
    }

    /// Twice the signed area of a closed ring (shoelace formula); positive when clockwise with y down.
    private static func signedArea(_ ring: [CanvasPoint]) -> Double {
        var sum = 0.0
        for index in 0..<(ring.count - 1) {
            sum += ring[index].x * ring[index + 1].y - ring[index + 1].x * ring[index].y
        }
        return sum
    }
}
