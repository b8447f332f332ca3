import RouteCardInput
import Testing

/// Heart rate, cadence, power and temperature extensions become per-segment channels.
@Suite struct GPXExtensionTests {
    /// Values per point of the gpx-studio files, from Python's xml.etree (local names, see FixtureFacts):
    /// `[float(e.text) for e in root.iter() if e.tag.endswith('}hr')]` for with_hr.gpx, etc.
    @Test(arguments: [
        ("gpx/gpx-studio/with_hr.gpx", "hr", [150.0, 150, 150, 150, 150], 160.0),
        ("gpx/gpx-studio/with_cad.gpx", "cad", [80.0, 80, 80, 80, 80], 90.0),
        ("gpx/gpx-studio/with_power_1.gpx", "power", [200.0, 200, 200, 200, 200], 210.0),
        ("gpx/gpx-studio/with_power_2.gpx", "power", [200.0, 200, 200, 200, 200], 210.0),
        ("gpx/gpx-studio/with_temp.gpx", "atemp", [21.0, 21, 21, 21, 21], 22.0),
    ])
    func gpxStudioChannels(_ file: String, _ channel: String, _ head: [Double], _ last: Double) throws {
        let segment = try FixtureSupport.track(file).segments[0]
        #expect(Array(segment.channels.keys) == [channel])
        let values = try #require(segment.channels[channel])
        #expect(values.count == 80)
        #expect(Array(values.prefix(5)) == head)
        #expect(values.last == last)
    }

    @Test func helsinkiHeartRate() throws {
        let values = try #require(try FixtureSupport.track("osm/helsinki-run.gpx").segments[0].channels["hr"])
        // xml.etree: 1289 values, sum 222872, first 128, last 181 (see FixtureFacts).
        #expect(values.count == 1289)
        #expect(values.prefix(8) == [128, 127, 127, 128, 128, 127, 126, 126])
        #expect(values.reduce(0, +) == 222_872)
    }

    @Test func channelsAreParallelWithNaNGapsAndOnlyWhereUsed() throws {
        let text = """
            <gpx xmlns:gpxtpx="http://www.garmin.com/xmlschemas/TrackPointExtension/v1"><trk>
            <trkseg>
              <trkpt lat="1" lon="1"/>
              <trkpt lat="2" lon="2"><extensions><gpxtpx:TrackPointExtension>
                <gpxtpx:hr>120</gpxtpx:hr><gpxtpx:cad>85</gpxtpx:cad><gpxtpx:wtemp>14.5</gpxtpx:wtemp>
              </gpxtpx:TrackPointExtension></extensions></trkpt>
              <trkpt lat="3" lon="3"><extensions><heartrate>121</heartrate><Power>250</Power>
                <ns3:TPX xmlns:ns3="x"><ns3:Watts>251</ns3:Watts></ns3:TPX><surface>gravel</surface></extensions></trkpt>
            </trkseg>
            <trkseg><trkpt lat="4" lon="4"><extensions><temp>7</temp><cadence>90</cadence></extensions></trkpt></trkseg>
            <trkseg><trkpt lat="5" lon="5"><extensions><foo>1</foo><hr>n/a</hr></extensions></trkpt></trkseg>
            </trk></gpx>
            """
        let segments = try FixtureSupport.read(text).segments
        let first = segments[0].channels
        #expect(Set(first.keys) == ["hr", "cad", "power", "wtemp"])
        #expect(first["hr"]!.map(describe) == ["nan", "120.0", "121.0"])
        #expect(first["cad"]!.map(describe) == ["nan", "85.0", "nan"])
        #expect(first["power"]!.map(describe) == ["nan", "nan", "251.0"])  // the later element wins
        #expect(first["wtemp"]!.map(describe) == ["nan", "14.5", "nan"])
        #expect(segments[1].channels == ["atemp": [7], "cad": [90]])
        #expect(segments[2].channels.isEmpty)  // unknown extensions and non-numeric values are ignored
    }

    @Test func gpx10PointChildrenAndRoutePoints() throws {
        let text = """
            <gpx version="1.0"><trk><trkseg><trkpt lat="1" lon="1"><hr>99</hr><speed>3</speed></trkpt></trkseg></trk>
            <rte><rtept lat="1" lon="1"><extensions><power>5</power></extensions></rtept></rte>
            <wpt lat="1" lon="1"><extensions><hr>70</hr></extensions></wpt></gpx>
            """
        let track = try FixtureSupport.read(text)
        // GPX 1.0's <speed> (m/s) is a channel too (the issue lists speed among the extra channels).
        #expect(track.segments[0].channels == ["hr": [99], "speed": [3]])
        #expect(track.routes[0].channels == ["power": [5]])
    }

    private func describe(_ value: Double) -> String { value.isNaN ? "nan" : "\(value)" }
}
