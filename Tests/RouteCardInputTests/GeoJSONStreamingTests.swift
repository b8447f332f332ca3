import Foundation
import RouteCardGeo
@testable import RouteCardInput
import RouteCardText
import Testing

/// The GeoJSON reader reads its document chunk by chunk: the same track and the same located
/// errors whatever the chunk size (down to one byte, so every value and line end is split), and the
/// errors where the whole-document JSON parser and `SourceLocation` put them.
@Suite struct GeoJSONStreamingTests {
    static let documents = [
        // Times after the line, a name with non-ASCII letters and escapes, CRLF line ends, a byte order mark.
        "\u{FEFF}{\"type\":\"FeatureCollection\",\r\n\"features\":[{\"type\":\"Feature\",\"geometry\":{\"type\":\"LineString\",\r\n"
            + "\"coordinates\":[[24.94,60.17,12.5],\r\n[24.95,60.18,13]]},\"properties\":{\"name\":\"Kaivopuisto \\u00e5 \\\"loop\\\" – ä\","
            + "\"coordTimes\":[\"2026-05-16T06:30:00Z\",null]}},\n{\"type\":\"Feature\",\"properties\":null,"
            + "\"geometry\":{\"type\":\"MultiPoint\",\"coordinates\":[[1,2],[3,4,5]]}}]}\r\n",
        #"{"type":"MultiLineString","coordinates":[[[0,0],[0,1]],[[1,1],[1,2],[2,2,7]]]}"#,
        #"{"type":"GeometryCollection","geometries":[{"type":"Point","coordinates":[1e1,-2.5E-1]},{"type":"Polygon","coordinates":[[[0,0],[1,0],[1,1],[0,0]]]}]}"#,
    ]

    /// Malformed documents; their messages and locations are compared with the tree parser's.
    static let malformed = [
        "{\"type\":\"LineString\",\"coordinates\":[[1,1,]]}",
        "{\"type\":\"LineString\",\r\n\"coordinates\":[[1,1],[2,\"x]]}",
        "{\"type\":\"LineString\",\n\"coordinates\":[[1,1],\n[2,2]],\"type\":\"Point\"}",
        "{\"type\":\"Feature\",\"properties\":{\"name\":\"ä\u{1}\"}}",
        "{\"type\":\"LineString\",\"coordinates\":[[1,1],[2,2]]",
        "{\"type\":\"LineString\",\"coordinates\":[[1,01]]}",
        "\u{FEFF}\n\n   {\"a\": tru}",
    ]

    static func read(_ text: String, chunkSize: Int) -> Result<Track, InputError> {
        let input = ChunkedInput(source: .memory(Array(text.utf8), offset: 0), chunkSize: chunkSize, path: "t.geojson")
        return Result { () throws(InputError) in try GeoJSONReader().read(input: input, path: "t.geojson") }
    }

    @Test(arguments: [1, 2, 3, 5, 16, 1 << 20])
    func everyChunkSizeReadsTheSameTrack(chunkSize: Int) throws {
        for text in Self.documents {
            let whole = try Self.read(text, chunkSize: 1 << 20).get()
            #expect(try Self.read(text, chunkSize: chunkSize).get() == whole)
        }
        let first = try Self.read(Self.documents[0], chunkSize: chunkSize).get()
        #expect(first.name == "Kaivopuisto å \"loop\" – ä")
        #expect(first.segments.map { $0.points.map(\.coordinate.latitude) } == [[60.17, 60.18]])
        #expect(first.segments[0].points.map(\.elevation) == [12.5, 13])
        #expect(first.segments[0].points.map(\.time) == [Date(timeIntervalSince1970: 1_778_913_000), nil])
        #expect(first.waypoints.map(\.elevation) == [nil, 5])
    }

    @Test(arguments: [1, 3, 1 << 20])
    func syntaxErrorsAreWhereTheTreeParserPutsThem(chunkSize: Int) {
        for text in Self.malformed {
            let bytes = Array(text.utf8)
            var expected: (String, RouteCardText.SourceLocation)?
            do {
                _ = try JSONParser(maxDepth: 512).parse(bytes)
            } catch {
                expected = (error.message, RouteCardText.SourceLocation(offset: error.offset, in: bytes))
            }
            guard case .failure(let error) = Self.read(text, chunkSize: chunkSize) else {
                Issue.record("\(text.debugDescription) was read")
                continue
            }
            #expect(error.message == expected?.0, "\(text.debugDescription)")
            #expect(error.line == expected?.1.line && error.column == expected?.1.column, "\(text.debugDescription): \(error)")
        }
    }

    @Test func aLongLineIsKeptPackedAndReadInFull() throws {
        // 20,000 positions with times: one segment with every point, whatever the chunk size.
        var coordinates: [String] = [], times: [String] = []
        for i in 0..<20_000 {
            coordinates.append("[\(24 + Double(i) / 100_000),\(60 + Double(i) / 200_000),\(i % 100)]")
            times.append("\"2026-05-16T06:\(String(format: "%02d", i / 60 % 60)):\(String(format: "%02d", i % 60))Z\"")
        }
        let text = #"{"type":"Feature","geometry":{"type":"LineString","coordinates":[\#(coordinates.joined(separator: ","))]},"#
            + #""properties":{"times":[\#(times.joined(separator: ","))]}}"#
        let track = try Self.read(text, chunkSize: 4096).get()
        #expect(track.segments.count == 1)
        #expect(track.segments[0].points.count == 20_000)
        #expect(track.segments[0].points[19_999].coordinate.longitude == 24 + 19_999.0 / 100_000)
        #expect(track.segments[0].points[19_999].elevation == 99)
        #expect(track.segments[0].points[61].time == Date(timeIntervalSince1970: 1_778_911_200 + 61))  // 06:01:01Z
    }
}
