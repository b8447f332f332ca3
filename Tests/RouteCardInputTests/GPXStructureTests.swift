import Foundation
import RouteCardGeo
import RouteCardInput
import Testing

/// XML features (namespaces, entities, CDATA, encodings) and how GPX structure maps to a Track.
@Suite struct GPXStructureTests {
    @Test func namespacesCommentsEntitiesAndCDATA() throws {
        let text = """
            <?xml version='1.0' encoding='utf-8'?>
            <?xml-stylesheet href="x.xsl"?>
            <!-- leading comment -->
            <g:gpx xmlns:g='http://www.topografix.com/GPX/1/1' version='1.1'>
              <g:metadata><g:name>  Fish &amp; Chips &lt;3 &#x1F6B2;&#233; </g:name>
                <g:desc><![CDATA[<b>raw</b> & ]]>more</g:desc></g:metadata>
              <g:trk><g:trkseg><!-- c --><?pi data?>
                <g:trkpt lat='1.5' lon="2.5"><g:ele>3</g:ele></g:trkpt>
              </g:trkseg></g:trk>
            </g:gpx>
            <!-- trailing comment -->
            """
        let track = try FixtureSupport.read(text)
        #expect(track.name == "Fish & Chips <3 🚲é")
        #expect(track.description == "<b>raw</b> & more")
        #expect(track.segments[0].points == [TrackPoint(latitude: 1.5, longitude: 2.5, elevation: 3)])
    }

    @Test func namePrecedence() throws {
        #expect(try FixtureSupport.read("<gpx><trk><name>t</name></trk><metadata><name>m</name></metadata></gpx>").name == "m")
        #expect(try FixtureSupport.read("<gpx><rte><name>r</name></rte><trk><name> </name></trk><trk><name>t2</name></trk></gpx>").name == "t2")
        #expect(try FixtureSupport.read("<gpx><rte><name>r</name><desc>d</desc></rte></gpx>").description == "d")
        #expect(try FixtureSupport.read("<gpx><metadata><author><name>a</name></author></metadata></gpx>").name == nil)
    }

    @Test func nonStandardPlacesAreIgnored() throws {
        let text = """
            <gpx><trk><trkpt lat="1" lon="1"/><trkseg/></trk>
            <extensions><trkseg><trkpt lat="2" lon="2"/></trkseg></extensions>
            <metadata><trk><trkseg><trkpt lat="3" lon="3"/></trkseg></trk></metadata></gpx>
            """
        let track = try FixtureSupport.read(text)
        #expect(track.segments.map(\.points.count) == [0])
    }

    @Test func waypointFields() throws {
        let text = """
            <gpx><wpt lat="45" lon="14"><ele>300.5</ele><time>2020-01-01T00:00:00Z</time>
              <name>Summit</name><cmt>c</cmt><link href="x"><text>ignored</text></link></wpt></gpx>
            """
        let waypoint = try #require(try FixtureSupport.read(text).waypoints.first)
        #expect(waypoint == Waypoint(coordinate: GeoCoordinate(latitude: 45, longitude: 14), name: "Summit",
                                     elevation: 300.5, time: Date(timeIntervalSince1970: 1_577_836_800)))
    }

    @Test func utf16AndLatin1Documents() throws {
        let text = "<?xml version=\"1.0\" encoding=\"UTF-16\"?><gpx><wpt lat=\"1\" lon=\"2\"><name>Škofja Loka</name></wpt></gpx>"
        var utf16: [UInt8] = [0xFF, 0xFE]
        for unit in text.utf16 { utf16 += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        #expect(try GPXReader().read(utf16).waypoints.first?.name == "Škofja Loka")

        var latin1 = Array("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><gpx><wpt lat=\"1\" lon=\"2\"><name>Caf".utf8)
        latin1 += [0xE9] + Array("</name></wpt></gpx>".utf8)
        #expect(try GPXReader().read(latin1).waypoints.first?.name == "Café")

        var cp1252 = Array("<?xml version=\"1.0\" encoding=\"windows-1252\"?><gpx><wpt lat=\"1\" lon=\"2\"><name>".utf8)
        cp1252 += [0x80, 0x20, 0x93, 0x78, 0x94] + Array("</name></wpt></gpx>".utf8)
        #expect(try GPXReader().read(cp1252).waypoints.first?.name == "€ “x”")
    }

    @Test func whitespaceBeforeTheDeclarationIsTolerated() throws {
        #expect(try FixtureSupport.read("\n  <?xml version=\"1.0\"?>\n<gpx><wpt lat=\"1\" lon=\"2\"/></gpx>").waypoints.count == 1)
        let late = try #require(FixtureSupport.error("<!-- c -->\n<?xml version=\"1.0\"?><gpx/>"))
        #expect(late.line == 2)
    }

    @Test func manyAttributesStayLinearAndDuplicatesAreFound() throws {
        let many = (0..<50_000).map { "a\($0)=\"\($0)\"" }.joined(separator: " ")
        let start = Date()
        #expect(try FixtureSupport.read("<gpx \(many)/>").isEmpty)
        #expect(Date().timeIntervalSince(start) < 10)
        let error = try #require(FixtureSupport.error("<gpx \(many) a17=\"x\"/>"))
        #expect(error.message == "duplicate attribute a17")
    }

    @Test func largeDocumentReads() throws {
        // Well over FoundationXML's 10 MB limit.
        let point = #"<trkpt lat="60.1707675" lon="24.9446141"><ele>12.1</ele><time>2026-05-16T06:30:00Z</time></trkpt>"#
        var bytes = Array("<gpx><trk><trkseg>\n".utf8)
        let line = Array((point + "\n").utf8)
        let count = 12 * 1024 * 1024 / line.count + 1
        bytes.reserveCapacity(count * line.count + 100)
        for _ in 0..<count { bytes += line }
        bytes += Array("</trkseg></trk></gpx>\n".utf8)
        let track = try GPXReader().read(bytes)
        #expect(track.segments[0].points.count == count)
        #expect(track.segments[0].points.last?.elevation == 12.1)
    }
}
