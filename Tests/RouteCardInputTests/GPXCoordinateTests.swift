import RouteCardInput
import Testing

/// `lat`/`lon` and `ele` are validated and errors point at the element.
@Suite struct GPXCoordinateTests {
    @Test(arguments: [
        (#"lat="91" lon="0""#, #"lat="91" is out of range (-90...90 degrees)"#),
        (#"lat="-90.0001" lon="0""#, "lat=\"-90.0001\" is out of range"),
        (#"lat="0" lon="180.5""#, #"lon="180.5" is out of range (-180...180 degrees)"#),
        (#"lat="abc" lon="0""#, #"lat="abc" is not a finite number"#),
        (#"lat="0" lon="NaN""#, #"lon="NaN" is not a finite number"#),
        (#"lat="0" lon="inf""#, #"lon="inf" is not a finite number"#),
        (#"lat="1e999" lon="0""#, #"lat="1e999" is not a finite number"#),
        (#"lat="" lon="0""#, #"lat="" is not a finite number"#),
        (#"lat="1,5" lon="0""#, #"lat="1,5" is not a finite number"#),
        (#"lat="0x10" lon="0""#, #"lat="0x10" is not a finite number"#),
        (#"lon="0""#, "<trkpt> is missing the required lat attribute"),
        (#"lat="0""#, "<trkpt> is missing the required lon attribute"),
    ])
    func rejectsBadCoordinatesAtTheElement(_ attributes: String, _ fragment: String) throws {
        let error = try #require(FixtureSupport.error(FixtureSupport.document(point: attributes)))
        #expect(error.line == 4)
        #expect(error.column == 1)
        #expect(error.message.contains(fragment), "\(error)")
    }

    @Test func rejectsBadWaypointAndRoutePoints() throws {
        let waypoint = try #require(FixtureSupport.error("<gpx>\n <wpt lat=\"95\" lon=\"1\"/></gpx>"))
        #expect(waypoint.description == #"test.gpx:2:2: error: <wpt> lat="95" is out of range (-90...90 degrees)"#)
        let routePoint = try #require(FixtureSupport.error("<gpx><rte>\n<rtept lat=\"1\" lon=\"x\"/></rte></gpx>"))
        #expect(routePoint.description == #"test.gpx:2:1: error: <rtept> lon="x" is not a finite number"#)
    }

    @Test func acceptsTheLimitsAndUnusualNumberForms() throws {
        let text = """
            <gpx><trk><trkseg>
            <trkpt lat="90" lon="-180"/><trkpt lat='-90' lon='180'/>
            <trkpt lat=" +45.5 " lon="-.25"/><trkpt lat="1.5e1" lon="7."/>
            <trkpt lat="&#52;5.5" lon="0.000000000000000000001"/>
            <trkpt lat="12.345678901234567890123" lon="-0"/>
            </trkseg></trk></gpx>
            """
        let points = try FixtureSupport.read(text).segments[0].points
        #expect(points.map(\.coordinate.latitude) == [90, -90, 45.5, 15, 45.5, 12.345678901234567890123])
        #expect(points.map(\.coordinate.longitude) == [-180, 180, -0.25, 7, 1e-21, 0])
        #expect(points[5].coordinate.longitude.sign == .minus)
    }

    @Test func handParsedNumbersAgreeWithDoubleParsing() throws {
        // Deterministic pseudo-random decimals of many shapes, checked against Double(String).
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 11
        }
        var samples: [String] = []
        for _ in 0..<400 {
            let integer = next() % 90
            let digits = Int(next() % 22)
            var fraction = ""
            for _ in 0..<digits { fraction.append(Character(String(next() % 10))) }
            let sign = next() % 2 == 0 ? "" : "-"
            samples.append(digits == 0 ? "\(sign)\(integer)" : "\(sign)\(integer).\(fraction)")
        }
        let body = samples.map { #"<trkpt lat="\#($0)" lon="0"><ele>\#($0)e2</ele></trkpt>"# }.joined()
        let points = try FixtureSupport.read("<gpx><trk><trkseg>\(body)</trkseg></trk></gpx>").segments[0].points
        for (sample, point) in zip(samples, points) {
            let expected = try #require(Double(sample))
            #expect(point.coordinate.latitude == expected, "\(sample)")
            let expectedElevation = try #require(Double(sample + "e2"))
            let elevation = try #require(point.elevation)
            #expect(abs(elevation - expectedElevation) <= 1e-12 * abs(expectedElevation), "\(sample)e2")
        }
    }

    @Test func elevationIsValidated() throws {
        let error = try #require(FixtureSupport.error(FixtureSupport.document("\n   <ele>12 m</ele>")))
        #expect(error.line == 5)
        #expect(error.column == 4)
        #expect(error.message == "<trkpt> elevation <ele>12 m</ele> is not a number")
        let empty = try FixtureSupport.read(FixtureSupport.document("<ele> </ele>"))
        #expect(empty.segments[0].points[0].elevation == nil)
        let spaced = try FixtureSupport.read(FixtureSupport.document("<ele>\n  -12.5\n</ele>"))
        #expect(spaced.segments[0].points[0].elevation == -12.5)
    }
}
