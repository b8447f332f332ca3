import RouteCardGeo
import RouteCardTiles
import Testing

/// Hand-encoded vector tiles: every byte below is written from the MVT 2.1 spec (field keys,
/// varints, zigzag parameters, command integers). `field(n, …)` only adds the key byte of a
/// length-delimited field (n << 3 | 2) and the content's length.
@Suite struct MVTDecoderTests {
    static func field(_ number: UInt8, _ content: [UInt8]) -> [UInt8] {
        precondition(content.count < 128)
        return [number << 3 | 2, UInt8(content.count)] + content
    }

    static func string(_ number: UInt8, _ text: String) -> [UInt8] { field(number, Array(text.utf8)) }

    static let tile0 = TileID(z: 0, x: 0, y: 0)!

    /// Layer "points": version 2, default extent; feature id 42, kind=pin, a MoveTo of two points
    /// (5,7) and (5−3, 7+2) = (2,9); a feature without a type (skipped).
    static let pointsLayer: [UInt8] = field(3, [0x78, 0x02] + string(1, "points")
        + field(2, [0x08, 0x2a, 0x12, 0x02, 0x00, 0x00, 0x18, 0x01] + field(4, [0x11, 0x0a, 0x0e, 0x05, 0x04]))
        + field(2, [0x08, 0x01] + field(4, [0x09, 0x02, 0x02]))
        + string(3, "kind") + field(4, string(1, "pin")))

    @Test func pointsIdsAndDefaultExtent() throws {
        let layers = try MVTDecoder().decode(Self.pointsLayer, tile: Self.tile0)
        let features = try #require(layers["points"])
        #expect(features.count == 1)
        #expect(features[0].id == .number(42))
        #expect(features[0].properties == ["kind": .string("pin")])
        #expect(features[0].geometry == .points([WorldPoint(x: 5.0 / 4096, y: 7.0 / 4096), WorldPoint(x: 2.0 / 4096, y: 9.0 / 4096)]))
    }

    /// Layer "values": one point feature (id 300) with a value of every type.
    static let valuesLayer: [UInt8] = field(3, [0x78, 0x02] + string(1, "values")
        + field(2, [0x08, 0xac, 0x02] + field(2, [0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7])
                   + [0x18, 0x01] + field(4, [0x09, 0x02, 0x02]))
        + string(3, "s") + string(3, "f") + string(3, "d") + string(3, "i") + string(3, "u") + string(3, "si")
        + string(3, "b") + string(3, "empty")
        + field(4, string(1, "x"))
        + field(4, [0x15, 0x00, 0x00, 0xc0, 0x3f]) // float 1.5
        + field(4, [0x19, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x02, 0xc0]) // double −2.25
        + field(4, [0x20, 0xfd, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x01]) // int64 −3 (10-byte varint)
        + field(4, [0x28, 0xac, 0x02]) // uint 300
        + field(4, [0x30, 0x09]) // sint −5 (zigzag 9)
        + field(4, [0x38, 0x01]) // bool true
        + field(4, []) // a value with no field
    )

    @Test func typedValues() throws {
        let feature = try #require(try MVTDecoder().decode(Self.valuesLayer, tile: Self.tile0)["values"]?.first)
        #expect(feature.id == .number(300))
        #expect(feature.properties == [
            "s": .string("x"), "f": .number(1.5), "d": .number(-2.25), "i": .number(-3), "u": .number(300),
            "si": .number(-5), "b": .bool(true), "empty": .null,
        ])
        #expect(feature.geometry == .points([WorldPoint(x: 1.0 / 4096, y: 1.0 / 4096)]))
    }

    /// Layer "lines", extent 8192: MoveTo (100,200), LineTo (+100,0) (0,+100), MoveTo (−50,+50), LineTo (+10,+10).
    static let linesLayer: [UInt8] = field(3, [0x78, 0x02] + string(1, "lines") + [0x28, 0x80, 0x40]
        + field(2, [0x18, 0x02] + field(4, [0x09, 0xc8, 0x01, 0x90, 0x03, 0x12, 0xc8, 0x01, 0x00, 0x00, 0xc8, 0x01,
                                            0x09, 0x63, 0x64, 0x0a, 0x14, 0x14])))

    @Test func linesWithExtent8192() throws {
        let feature = try #require(try MVTDecoder().decode(Self.linesLayer, tile: Self.tile0)["lines"]?.first)
        func p(_ x: Double, _ y: Double) -> WorldPoint { WorldPoint(x: x / 8192, y: y / 8192) }
        #expect(feature.id == nil)
        #expect(feature.geometry == .lines([[p(100, 200), p(200, 200), p(200, 300)], [p(150, 350), p(160, 360)]]))
        #expect(feature.geometry.typeName == "LineString")
    }

    /// Layer "polys" in tile 1/1/0: a square (0,0)–(100,100) with a hole (20,20)–(80,80), a second
    /// square (200,200)–(300,300) in the same feature; a second feature whose only ring winds the
    /// other way (still an exterior: the first ring of a feature sets the sign).
    static let polygonsLayer: [UInt8] = field(3, [0x78, 0x02] + string(1, "polys")
        + field(2, [0x08, 0x01, 0x18, 0x03] + field(4, [
            0x09, 0x00, 0x00, 0x1a, 0xc8, 0x01, 0x00, 0x00, 0xc8, 0x01, 0xc7, 0x01, 0x00, 0x0f, // outer
            0x09, 0x28, 0x9f, 0x01, 0x1a, 0x00, 0x78, 0x78, 0x00, 0x00, 0x77, 0x0f, // hole
            0x09, 0xf0, 0x01, 0xe8, 0x02, 0x1a, 0xc8, 0x01, 0x00, 0x00, 0xc8, 0x01, 0xc7, 0x01, 0x00, 0x0f, // second
        ]))
        + field(2, [0x08, 0x07, 0x18, 0x03] + field(4, [0x09, 0x14, 0x14, 0x1a, 0x00, 0x50, 0x50, 0x00, 0x00, 0x4f, 0x0f])))

    @Test func polygonsHolesAndWinding() throws {
        let tile = try #require(TileID(z: 1, x: 1, y: 0))
        let features = try #require(try MVTDecoder().decode(Self.polygonsLayer, tile: tile)["polys"])
        func p(_ x: Double, _ y: Double) -> WorldPoint { WorldPoint(x: (1 + x / 4096) / 2, y: (y / 4096) / 2) }
        #expect(features.count == 2)
        #expect(features[0].geometry == .polygons([
            [[p(0, 0), p(100, 0), p(100, 100), p(0, 100), p(0, 0)], [p(20, 20), p(20, 80), p(80, 80), p(80, 20), p(20, 20)]],
            [[p(200, 200), p(300, 200), p(300, 300), p(200, 300), p(200, 200)]],
        ]))
        // Wound counter-clockwise in the tile, so reversed: outer rings are clockwise on the canvas.
        #expect(features[1].id == .number(7))
        #expect(features[1].geometry == .polygons([[[p(10, 10), p(50, 10), p(50, 50), p(10, 50), p(10, 10)]]]))
        #expect(features[0].bounds == WorldBox(minX: p(0, 0).x, minY: p(0, 0).y, maxX: p(300, 300).x, maxY: p(300, 300).y))
    }

    @Test func layersOfOneTileAndRepeatedNames() throws {
        let bytes = Self.pointsLayer + Self.linesLayer + Self.valuesLayer + Self.pointsLayer
        let layers = try MVTDecoder().decode(bytes, tile: Self.tile0)
        #expect(Set(layers.keys) == ["points", "lines", "values"])
        #expect(layers["points"]?.count == 2)
        #expect(try MVTDecoder().decode([], tile: Self.tile0).isEmpty)
    }

    // MARK: - Clipping to the tile square

    /// A square (−100,−100)–(200,200), a line (−100,50)→(100,50)→(100,5000), points (−5,10), (4095,10), (4096,10).
    static let bufferLayer: [UInt8] = field(3, [0x78, 0x02] + string(1, "buffer")
        + field(2, [0x18, 0x03] + field(4, [0x09, 0xc7, 0x01, 0xc7, 0x01, 0x1a, 0xd8, 0x04, 0x00, 0x00, 0xd8, 0x04,
                                            0xd7, 0x04, 0x00, 0x0f]))
        + field(2, [0x18, 0x02] + field(4, [0x09, 0xc7, 0x01, 0x64, 0x12, 0x90, 0x03, 0x00, 0x00, 0xac, 0x4d]))
        + field(2, [0x18, 0x01] + field(4, [0x19, 0x09, 0x14, 0x88, 0x40, 0x00, 0x02, 0x00])))

    @Test func geometryIsClippedToTheTileSquare() throws {
        func p(_ x: Double, _ y: Double) -> WorldPoint { WorldPoint(x: x / 4096, y: y / 4096) }
        let clipped = try #require(try MVTDecoder().decode(Self.bufferLayer, tile: Self.tile0)["buffer"])
        #expect(clipped.count == 3)
        #expect(clipped[0].geometry == .polygons([[[p(0, 0), p(200, 0), p(200, 200), p(0, 200), p(0, 0)]]]))
        #expect(clipped[1].geometry == .lines([[p(0, 50), p(100, 50), p(100, 4096)]]))
        #expect(clipped[2].geometry == .points([p(4095, 10)]))

        let whole = try #require(try MVTDecoder(clipsToTile: false).decode(Self.bufferLayer, tile: Self.tile0)["buffer"])
        #expect(whole[0].geometry == .polygons([[[p(-100, -100), p(200, -100), p(200, 200), p(-100, 200), p(-100, -100)]]]))
        #expect(whole[1].geometry == .lines([[p(-100, 50), p(100, 50), p(100, 5000)]]))
        #expect(whole[2].geometry == .points([p(-5, 10), p(4095, 10), p(4096, 10)]))
    }

    /// One polygon (−64,−64)–(4160,4160) (a tile-filling square with the usual 64-unit buffer) in two
    /// neighbouring tiles: after clipping they share the edge x = 1/2 exactly and do not overlap.
    @Test func neighbouringFillsMeetWithoutSeamOrOverlap() throws {
        let square = Self.field(3, [0x78, 0x02] + Self.string(1, "fill")
            + Self.field(2, [0x18, 0x03] + Self.field(4, [0x09, 0x7f, 0x7f, 0x1a, 0x80, 0x42, 0x00, 0x00, 0x80, 0x42,
                                                          0xff, 0x41, 0x00, 0x0f])))
        let west = try #require(TileID(z: 1, x: 0, y: 0)), east = try #require(TileID(z: 1, x: 1, y: 0))
        func ring(_ tile: TileID) throws -> [WorldPoint] {
            let feature = try #require(try MVTDecoder().decode(square, tile: tile)["fill"]?.first)
            guard case .polygons(let polygons) = feature.geometry else { throw MVTError(message: "not a polygon") }
            return polygons[0][0]
        }
        // The clipper may start the ring at another corner: compare the closed rings up to rotation.
        func same(_ ring: [WorldPoint], _ corners: [WorldPoint]) -> Bool {
            guard ring.count == corners.count + 1, ring.first == ring.last else { return false }
            let open = Array(ring.dropLast())
            return open.indices.contains { shift in open.indices.allSatisfy { open[($0 + shift) % open.count] == corners[$0] } }
        }
        let a = try ring(west), b = try ring(east)
        #expect(same(a, [WorldPoint(x: 0, y: 0), WorldPoint(x: 0.5, y: 0), WorldPoint(x: 0.5, y: 0.5), WorldPoint(x: 0, y: 0.5)]), "\(a)")
        #expect(same(b, [WorldPoint(x: 0.5, y: 0), WorldPoint(x: 1, y: 0), WorldPoint(x: 1, y: 0.5), WorldPoint(x: 0.5, y: 0.5)]), "\(b)")
    }

    @Test func extent1048576() throws {
        // extent 2^20 = varint 80 80 40; a point at (524288, 262144): zigzag 1048576 = 80 80 40, 524288 = 80 80 20.
        let layer = Self.field(3, [0x78, 0x02] + Self.string(1, "fine") + [0x28, 0x80, 0x80, 0x40]
            + Self.field(2, [0x18, 0x01] + Self.field(4, [0x09, 0x80, 0x80, 0x40, 0x80, 0x80, 0x20])))
        let tile = try #require(TileID(z: 2, x: 3, y: 1))
        let feature = try #require(try MVTDecoder().decode(layer, tile: tile)["fine"]?.first)
        #expect(feature.geometry == .points([WorldPoint(x: 3.5 / 4, y: 1.25 / 4)]))
    }

    // MARK: - Corrupt tiles

    static func error(_ bytes: [UInt8]) -> MVTError? {
        do {
            _ = try MVTDecoder().decode(bytes, tile: tile0)
            Issue.record("expected an MVTError")
            return nil
        } catch {
            return error
        }
    }

    static func badLayer(_ feature: [UInt8]) -> [UInt8] {
        field(3, [0x78, 0x02] + string(1, "bad") + field(2, [0x08, 0x01, 0x18, 0x01]) + field(2, feature)
            + string(3, "k") + field(4, string(1, "v")))
    }

    @Test func commandRunningPastItsGeometry() {
        let error = Self.error(Self.badLayer([0x18, 0x02] + Self.field(4, [0x09, 0x02, 0x02, 0x1a, 0x02, 0x02])))
        #expect(error == MVTError(message: "LineTo needs 6 numbers, 2 left in the geometry", layer: "bad", feature: 1))
        #expect(error?.description == "vector tile: layer \"bad\", feature 1: LineTo needs 6 numbers, 2 left in the geometry")
        #expect(Self.error(Self.badLayer([0x18, 0x01] + Self.field(4, [0x11, 0x02, 0x02])))?.message
            == "MoveTo needs 4 numbers, 2 left in the geometry")
    }

    @Test func invalidCommandsAndTags() {
        #expect(Self.error(Self.badLayer([0x18, 0x02] + Self.field(4, [0x0a, 0x02, 0x02])))?.message == "LineTo before any MoveTo")
        #expect(Self.error(Self.badLayer([0x18, 0x02] + Self.field(4, [0x0b])))?.message == "unknown command 3 (command integer 11)")
        #expect(Self.error(Self.badLayer([0x18, 0x03] + Self.field(4, [0x0f])))?.message == "ClosePath before any MoveTo")
        #expect(Self.error(Self.badLayer(Self.field(2, [0, 1]) + [0x18, 0x01] + Self.field(4, [0x09, 0x02, 0x02])))?.message
            == "tag value index 1, the layer has 1 values")
        #expect(Self.error(Self.badLayer(Self.field(2, [3, 0]) + [0x18, 0x01] + Self.field(4, [0x09, 0x02, 0x02])))?.message
            == "tag key index 3, the layer has 1 keys")
        #expect(Self.error(Self.badLayer(Self.field(2, [0]) + [0x18, 0x01] + Self.field(4, [0x09, 0x02, 0x02])))?.message
            == "odd number of tags (1)")
    }

    @Test func truncatedVarintsAndLengthsPastTheEnd() {
        #expect(Self.error([0x1a, 0x05, 0x78]) == MVTError(message: "length 5 at byte 1 runs past the end (1 bytes left)"))
        #expect(Self.error([0x1a, 0x80]) == MVTError(message: "truncated varint at byte 1"))
        #expect(Self.error([0x1a, 0x03, 0x0a, 0x01, 0x61, 0x1b])?.message == "unsupported protobuf group at byte 6")
        #expect(Self.error([0x1a, 0x03, 0x0a, 0x01, 0x61, 0x1e])?.message == "unknown wire type 6 at byte 5")
        // Inside a layer: the feature's length runs past the layer.
        let layer = Self.field(3, Self.string(1, "cut") + [0x12, 0x09, 0x18])
        #expect(Self.error(layer) == MVTError(message: "length 9 at byte 8 runs past the end (1 bytes left)", layer: "cut"))
        #expect(Self.error(Self.field(3, [0x28, 0x80]))?.message == "truncated varint at byte 3")
        #expect(Self.error(Self.field(3, [0x78, 0x02])) == MVTError(message: "a layer has no name"))
        #expect(Self.error(Self.field(3, Self.string(1, "flat") + [0x28, 0x00])) == MVTError(message: "extent 0", layer: "flat"))
        #expect(Self.error(Array(repeating: 0xff, count: 12))?.message == "varint longer than 10 bytes at byte 0")
    }

    /// Cut and damaged copies of every hand-written tile decode or fail with an MVTError — never a crash.
    @Test func damagedTilesNeverCrash() {
        let tiles = [Self.pointsLayer, Self.valuesLayer, Self.linesLayer, Self.polygonsLayer, Self.bufferLayer]
        var state: UInt32 = 7
        for tile in tiles {
            for cut in 0..<tile.count { _ = try? MVTDecoder().decode(Array(tile.prefix(cut)), tile: Self.tile0) }
            for _ in 0..<400 {
                var damaged = tile
                state = state &* 1_103_515_245 &+ 12345
                damaged[Int(state >> 8) % damaged.count] = UInt8(truncatingIfNeeded: state >> 20)
                _ = try? MVTDecoder().decode(damaged, tile: Self.tile0)
            }
        }
    }
}
