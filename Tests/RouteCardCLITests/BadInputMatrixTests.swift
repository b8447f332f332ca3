import Foundation
import RouteCardCompression
import RouteCardTestSupport
import Testing

/// Bad inputs across every reader, style, option and output path, run through the built binary:
/// each gives its exit code and its located message, and leaves nothing — no file, no temporary —
/// in the output folder.
@Suite struct BadInputMatrixTests {
    /// One bad run: files written into `in/` (the working folder), the arguments (`OUT` is the
    /// output folder), standard input, and what must come out.
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var files: [String: [UInt8]] = [:]
        var arguments: [String]
        var stdin: [UInt8] = []
        var code: Int32
        var message: String
        var testDescription: String { name }
    }

    static let good = RenderCommandTests.smallGPX
    static func gpx(_ points: String) -> String {
        "<?xml version=\"1.0\"?><gpx version=\"1.1\"><trk><trkseg>\(points)</trkseg></trk></gpx>\n"
    }
    static let twoPoints = #"<trkpt lat="60.17" lon="24.94"/><trkpt lat="60.18" lon="24.95"/>"#
    static func style(_ body: String) -> [UInt8] { Array(#"{"version": 1, \#(body)}"#.utf8) }
    static func markers(_ layout: String) -> [UInt8] {
        style(#""layers": [{"id": "r", "type": "route"}, {"id": "m", "type": "markers", "source": "endpoints", "layout": {\#(layout)}}]"#)
    }
    static let hugePNG = [UInt8](Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAATiAAAE4gCAAAAADGGxnlAAAAZElEQVR42u3BgQAAAADDoPlTX+AIVQEAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAwDc4kwABERnu3QAAAABJRU5ErkJggg==")!)

    /// A FIT file of one `record` (timestamp, position, `enhanced_altitude` raw value `altitude`) at byte 32.
    static func fitWithEnhancedAltitude(_ altitude: UInt32) -> [UInt8] {
        var file = FITTestFile()
        file.define(local: 0, global: 20, fields: [(253, 4, 0x86), (0, 4, 0x85), (1, 4, 0x85), (78, 4, 0x86)])
        file.data(local: 0, FITTestFile.le(UInt32(1_000)) + FITTestFile.le(Int32(1 << 29)) + FITTestFile.le(Int32(1 << 28))
                  + FITTestFile.le(altitude))
        return file.bytes()
    }

    /// A MapLibre style of one layer over the built-in Helsinki map data.
    static func mapLibre(_ layer: String) -> [UInt8] {
        text(#"{"version": 8, "sources": {"m": {"type": "geojson", "data": "builtin:helsinki.geojson"}}, "layers": [\#(layer)]}"#)
    }

    static func render(_ name: String, _ file: String, _ bytes: [UInt8], _ message: String) -> Case {
        Case(name: name, files: [file: bytes], arguments: ["render", file, "-o", "OUT/card.svg"], code: 65, message: message)
    }
    static func text(_ s: String) -> [UInt8] { Array(s.utf8) }
    static func withStyle(_ name: String, _ styleBytes: [UInt8], files: [String: [UInt8]] = [:], _ message: String) -> Case {
        var all = files
        all["style.json"] = styleBytes
        all["loop.gpx"] = Array(good.utf8)
        return Case(name: name, files: all, arguments: ["render", "loop.gpx", "--style", "./style.json", "-o", "OUT/card.png"],
                    code: 65, message: message)
    }
    static func option(_ name: String, _ extra: [String], code: Int32 = 64, _ message: String) -> Case {
        Case(name: name, files: ["loop.gpx": Array(good.utf8)], arguments: ["render", "loop.gpx", "-o", "OUT/card.svg"] + extra,
             code: code, message: message)
    }

    static let cases: [Case] = [
        // GPX
        render("gpx mismatched tag", "a.gpx", text("<gpx><trk><trkseg></trk></gpx>"), "a.gpx:1:19: error: mismatched end tag: expected </trkseg> (opened at 1:11), found </trk>"),
        render("gpx truncated", "a.gpx", text(gpx(twoPoints)).dropLast(40).map { $0 }, "a.gpx:1:97: error: the value of the attribute lat is not closed"),
        render("gpx latitude 91", "a.gpx", text(gpx(#"<trkpt lat="91" lon="24"/><trkpt lat="60" lon="24"/>"#)), "a.gpx:1:54: error: <trkpt> lat=\"91\" is out of range"),
        render("gpx longitude not a number", "a.gpx", text(gpx(#"<trkpt lat="60" lon="abc"/>"#)), "a.gpx:1:54: error: <trkpt> lon=\"abc\" is not a finite number"),
        render("gpx elevation 1e300", "a.gpx", text(gpx(#"<trkpt lat="60" lon="24"><ele>1e300</ele></trkpt>"#)), "error: <trkpt> elevation <ele>1e300</ele> is out of range"),
        render("gpx elevation 1e19", "a.gpx", text(gpx(#"<trkpt lat="60" lon="24"><ele>1e19</ele></trkpt>"#)), "is out of range (−12000…100000 metres)"),
        render("gpx bad time", "a.gpx", text(gpx(#"<trkpt lat="60" lon="24"><time>yesterday</time></trkpt>"#)), "<time>yesterday</time> is not a valid ISO 8601"),
        render("gpx empty", "a.gpx", [], "a.gpx:1:1: error: the input is empty: no GPX document"),
        render("gpx nothing to draw", "a.gpx", text(gpx("")), "a.gpx: error: nothing to draw"),
        render("gpx entity expansion", "a.gpx", text(#"<?xml version="1.0"?><!DOCTYPE gpx [<!ENTITY a "aaaa">]><gpx>&a;</gpx>"#), "a.gpx:1:36: error: a DOCTYPE with an internal subset is not allowed"),
        render("gpx unsupported encoding", "a.gpx", text(#"<?xml version="1.0" encoding="EBCDIC"?><gpx/>"#), "a.gpx:1:1: error: unsupported encoding \"EBCDIC\""),
        render("gpx ill-formed UTF-8 name", "a.gpx", text("<?xml version=\"1.0\"?><gpx version=\"1.1\"><trk><name>bad ") + [0xFF, 0xFE] + text("</name><trkseg>\(twoPoints)</trkseg></trk></gpx>"),
               "a.gpx:1:46: error: ill-formed UTF-8 in the text of <name>"),
        render("gpx lone UTF-16 surrogate", "a.gpx", [0xFF, 0xFE] + Array("<?xml version=\"1.0\"?><gpx><trk><name>".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
               + [0x00, 0xD8] + Array("</name></trk></gpx>".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }),
               "a.gpx:1:38: error: ill-formed UTF-16: a lone surrogate D800"),
        render("gpx declaration with an unknown attribute", "a.gpx", text(gpx(twoPoints).replacingOccurrences(of: "version=\"1.0\"?>", with: "version=\"1.0\" foo?>")),
               "a.gpx:1:21: error: the XML declaration may only hold version, encoding and standalone"),
        render("gpx declaration with an unquoted version", "a.gpx", text(gpx(twoPoints).replacingOccurrences(of: "version=\"1.0\"?>", with: "version=1.0?>")),
               "a.gpx:1:15: error: the XML declaration's version value must be quoted"),
        render("gpx declaration without version", "a.gpx", text(gpx(twoPoints).replacingOccurrences(of: "version=\"1.0\"?>", with: "encoding=\"UTF-8\"?>")),
               "a.gpx:1:1: error: the XML declaration needs version=\"1.0\" first"),
        render("gpx declaration in capitals", "a.gpx", text(gpx(twoPoints).replacingOccurrences(of: "<?xml", with: "<?XML")),
               "a.gpx:1:1: error: the XML declaration must be written <?xml (lowercase)"),
        withStyle("style ill-formed UTF-8", text(#"{"version": 1, "layers": [{"id": "r"#) + [0xFF] + text(#"", "type": "route"}]}"#),
                  "./style.json:1:34: error: string is not valid UTF-8"),
        withStyle("style lone surrogate escape", text(#"{"version": 1, "layers": [{"id": "r\ud800", "type": "route"}]}"#),
                  "./style.json:1:36: error: invalid \\u escape (lone surrogate)"),
        render("gpx zeros", "a.gpx", [UInt8](repeating: 0, count: 5000), "a.gpx:1:1: error: binary data (NUL bytes) where gpx text was expected"),
        // GeoJSON
        render("geojson trailing comma", "a.geojson", text(#"{"type":"LineString","coordinates":[[24,60,],[24.01,60.01]]}"#), "a.geojson:1:44: error: unexpected ']'"),
        render("geojson latitude 100", "a.geojson", text(#"{"type":"LineString","coordinates":[[24,100],[24.01,60.01]]}"#), "a.geojson:1:41: error: latitude 100.0 is out of range"),
        render("geojson not an object", "a.geojson", text("[1, 2, 3]"), "a.geojson:1:1: error: expected a GeoJSON object, found an array"),
        render("geojson zeros", "a.geojson", [UInt8](repeating: 0, count: 5000), "a.geojson:1:1: error: binary data (NUL bytes) where geojson text was expected"),
        render("geojson unknown type", "a.geojson", text(#"{"type":"Circle","coordinates":[24,60]}"#), "a.geojson:1:9: error: unknown GeoJSON type \"Circle\""),
        // CSV
        render("csv no latitude column", "a.csv", text("x,y\n1,2\n"), "a.csv:1:1: error: the CSV header has no latitude column"),
        render("csv latitude not a number", "a.csv", text("lat,lon\nabc,24\n"), "a.csv:2:1: error: latitude \"abc\" is not a finite number"),
        render("csv latitude 95", "a.csv", text("lat,lon\n95,24\n60,24\n"), "a.csv:2:1: error: latitude 95 is out of range"),
        render("csv unclosed quote", "a.csv", text("lat,lon\n\"60,24\n"), "a.csv:2:1: error: a quoted field is not closed"),
        render("csv long line", "a.csv", text("lat,lon\n60,24\n" + String(repeating: "9", count: 1_100_000) + "\n"), "a.csv:3:1: error: a line longer than 1 MiB"),
        render("csv zeros", "a.csv", [UInt8](repeating: 0, count: 5000), "a.csv:1:1: error: binary data (NUL bytes) where csv text was expected"),
        // Values checked at the edge in every reader (as GPX's)
        render("tcx elevation 1e19", "a.tcx", text("<TrainingCenterDatabase><Activities><Activity><Lap><Track><Trackpoint><AltitudeMeters>1e19</AltitudeMeters></Trackpoint></Track></Lap></Activity></Activities></TrainingCenterDatabase>"),
               "a.tcx:1:71: error: elevation <AltitudeMeters> 1e19 is out of range (−12000…100000 metres)"),
        render("tcx ill-formed UTF-8 notes", "a.tcx", text("<TrainingCenterDatabase><Activities><Activity><Notes>a") + [0xC3, 0x28] + text("</Notes></Activity></Activities></TrainingCenterDatabase>"),
               "a.tcx:1:47: error: ill-formed UTF-8 in <Notes>"),
        render("kml altitude 1e300", "a.kml", text("<kml><Placemark><LineString><coordinates>24,60,1e300 24.1,60.1</coordinates></LineString></Placemark></kml>"),
               "a.kml:1:29: error: coordinates \"24,60,1e300\": elevation 1e300 is out of range (−12000…100000 metres)"),
        render("kml ill-formed UTF-8 name", "a.kml", text("<kml><Document><name>Caf") + [0xE9] + text("</name></Document></kml>"),
               "a.kml:1:16: error: ill-formed UTF-8 in <name>"),
        render("csv elevation 1e19", "a.csv", text("lat,lon,ele\n60,24,1e19\n60.1,24,0\n"), "a.csv:2:7: error: elevation 1e19 is out of range (−12000…100000 metres)"),
        render("csv unix time 9.2e18", "a.csv", text("lat,lon,time\n60,24,9223372036854775807\n"), "a.csv:2:7: error: time 9223372036854775807 is out of range as Unix seconds"),
        render("geojson elevation 1e300", "a.geojson", text(#"{"type":"LineString","coordinates":[[24,60,1e300],[24.01,60.01]]}"#),
               "a.geojson:1:44: error: elevation 1e+300 is out of range (−12000…100000 metres)"),
        render("fit elevation out of range", "a.fit", fitWithEnhancedAltitude(0xFFFF_FFF0),
               "a.fit: error: byte 32: record: elevation 858992956 m is out of range (−12000…100000 metres)"),
        // Other readers
        Case(name: "polyline bad character", arguments: ["render", "--polyline", "!!!", "-o", "OUT/card.svg"], code: 65,
             message: "--polyline:1:1: error: '!' is not a polyline character"),
        render("fit zeros", "a.fit", [UInt8](repeating: 0, count: 100), "a.fit: error: not a FIT file"),
        render("fit truncated", "a.fit", [14, 0x10, 0, 0, 0, 0, 0, 0] + text(".FIT"), "a.fit: error: byte 0: truncated FIT header: 12 bytes where the header needs 14"),
        render("tcx broken", "a.tcx", text("<TrainingCenterDatabase><Activities>"), "a.tcx:1:37: error: unexpected end of file: <Activities> opened at 1:25 is not closed"),
        render("kml broken", "a.kml", text("<kml><Document><Placemark></Document></kml>"), "a.kml:1:27: error: mismatched end tag: expected </Placemark> (opened at 1:16), found </Document>"),
        render("gzip corrupt", "a.gpx.gz", [0x1f, 0x8b, 0x08, 0x00] + text("garbage"), "a.gpx.gz: error: cannot decompress"),
        Case(name: "gzip bomb", files: ["a.csv.gz": Zlib.gzip([UInt8](repeating: 0x20, count: 4 << 20))],
             arguments: ["render", "a.csv.gz", "-o", "OUT/card.svg", "--max-input", "1M"], code: 65,
             message: "a.csv.gz: error: cannot decompress: gzip stream inflates to more than 1048576 bytes"),
        // Limits
        option("max-input below the file", ["--max-input", "100"], code: 65, "loop.gpx: error: the input is larger than 100 bytes"),
        option("max-points below the track", ["--max-points", "2"], code: 65, "loop.gpx: error: the input has 3 points, more than the limit of 2"),
        option("max-input bad value", ["--max-input", "lots"], "bad --max-input \"lots\""),
        Case(name: "stdin zeros as geojson", arguments: ["render", "-", "--format", "geojson", "-o", "OUT/card.svg"],
             stdin: [UInt8](repeating: 0, count: 100_000), code: 65, message: "<stdin>:1:1: error: binary data (NUL bytes) where geojson text was expected"),
        Case(name: "info stdin zeros as csv", arguments: ["info", "-", "--format", "csv"],
             stdin: [UInt8](repeating: 0, count: 100_000), code: 65, message: "<stdin>:1:1: error: binary data (NUL bytes) where csv text was expected"),
        // Styles
        withStyle("style unknown key", style(#""layers": [{"id": "r", "type": "route", "paint": {"line-widht": 3}}]"#),
                  "./style.json:1:66: error: layers[0].paint.line-widht: unknown key \"line-widht\" (did you mean \"line-width\"?)"),
        withStyle("style wrong type", style(#""layers": [{"id": "r", "type": "route", "paint": {"line-width": "wide"}}]"#),
                  "./style.json:1:80: error: layers[0].paint.line-width: a number in 0…500 expected, \"wide\" found"),
        withStyle("style padding wider than the canvas", style(#""canvas": {"width": 300, "height": 300, "padding": 200}, "layers": []"#),
                  "./style.json:1:67: error: canvas.padding: padding leaves no room to draw: left + right = 400 pt on a canvas 300 pt wide"),
        withStyle("style padding 1e308", style(#""canvas": {"padding": 1e308}, "layers": []"#), "./style.json:1:38: error: canvas.padding: padding leaves no room to draw: left + right = more than 1e9 pt"),
        withStyle("style icon-offset 1e308", markers(#""icon-offset": [1e308, -1e308]"#), "./style.json:1:138: error: layers[1].layout.icon-offset: an array of 2 numbers in -10000…10000 expected, 1e+308 found"),
        withStyle("style icon outside the folder", markers(#""icon-image": "/etc/passwd.svg""#), "./style.json:1:136: error: layers[1].layout.icon-image: cannot read icon file \"/etc/passwd.svg\": outside the style's folder"),
        withStyle("style icon traversal", markers(#""icon-image": "../../x.png""#), "./style.json:1:136: error: layers[1].layout.icon-image: cannot read icon file \"../../x.png\": outside the style's folder"),
        withStyle("style icon not a PNG", markers(#""icon-image": "fake.png""#), files: ["fake.png": text("<svg> hello")],
                  "error: layers[1].layout.icon-image: \"fake.png\" is not a PNG file (no PNG signature)"),
        withStyle("style icon not an SVG", markers(#""icon-image": "fake.svg""#), files: ["fake.svg": text("secret text <svg>")],
                  "error: layers[1].layout.icon-image: \"fake.svg\" is not an SVG file (text before the root element: secret text <svg>)"),
        withStyle("style icon of 20000×20000 pixels", markers(#""icon-image": "huge.png""#), files: ["huge.png": hugePNG],
                  "error: layers[1].layout.icon-image: \"huge.png\" is 20000×20000 pixels, more than an icon may have"),
        withStyle("style map data longitude 500", style(#""sources": {"m": {"type": "geojson", "data": "m.geojson"}}, "layers": [{"id": "l", "type": "line", "source": "m"}]"#),
                  files: ["m.geojson": text(#"{"type":"LineString","coordinates":[[500,60],[24,60]]}"#)], "m.geojson:1:37: error: longitude 500.0 is outside −180…180"),
        withStyle("style map data outside the folder", style(#""sources": {"m": {"type": "geojson", "data": "/etc/passwd"}}, "layers": [{"id": "l", "type": "line", "source": "m"}]"#),
                  "./style.json:1:61: error: sources.m.data: cannot read map data \"/etc/passwd\": outside the style's folder"),
        withStyle("style unknown layer type", style(#""layers": [{"id": "x", "type": "sparkles"}]"#), "./style.json:1:47: error: layers[0].type: unknown layer type \"sparkles\""),
        withStyle("style not JSON", text("version: 1"), "./style.json:1:1: error: unexpected 'v', a value expected"),
        withStyle("style zeros", [UInt8](repeating: 0, count: 100), "./style.json:1:1: error: unexpected byte 0x0, a value expected"),
        withStyle("maplibre line-offset 1e308", mapLibre(#"{"id": "l", "type": "line", "source": "m", "paint": {"line-offset": 1e308}}"#),
                  "./style.json:1:170: error: layers[0].paint.line-offset: a number in -500…500 expected, 1e+308 found"),
        withStyle("maplibre layer maxzoom 1e20", mapLibre(#"{"id": "l", "type": "line", "source": "m", "maxzoom": 1e20}"#),
                  "./style.json:1:156: error: layers[0].maxzoom: a number in 0…24 expected, 1e+20 found"),
        withStyle("maplibre text-offset 1e308", mapLibre(#"{"id": "s", "type": "symbol", "source": "m", "layout": {"text-field": "x", "text-offset": [1e308, -1e308]}}"#),
                  "./style.json:1:193: error: layers[0].layout.text-offset: an array of 2 numbers in -1000…1000 expected, 1e+308 found"),
        withStyle("maplibre circle-translate 1e308", mapLibre(#"{"id": "c", "type": "circle", "source": "m", "paint": {"circle-translate": [1e308, -1e308]}}"#),
                  "./style.json:1:178: error: layers[0].paint.circle-translate: an array of 2 numbers in -10000…10000 expected, 1e+308 found"),
        withStyle("maplibre fill-translate stop 1e20", mapLibre(#"{"id": "f", "type": "fill", "source": "m", "paint": {"fill-translate": {"stops": [[10, [0, 0]], [16, [5, 1e20]]]}}}"#),
                  "./style.json:1:207: error: layers[0].paint.fill-translate: an array of 2 numbers in -10000…10000 expected, 1e+20 found"),
        option("unknown built-in style", ["--style", "neon"], "unknown built-in style \"neon\""),
        // Options
        option("size 0x0", ["--size", "0x0"], "bad --size \"0x0\""),
        option("scale 0", ["--scale", "0", "--png", "OUT/card.png"], "bad --scale \"0\""),
        option("negative padding", ["--padding", "-1"], "bad --padding \"-1\""),
        option("padding larger than the canvas", ["--padding", "500", "--size", "300x300"], "padding leaves no room to draw: left + right = 1000 pt on a canvas 300 pt wide"),
        option("padding 1e308", ["--padding", "1e308"], "padding leaves no room to draw"),
        option("unknown format", ["--format", "shp"], "unknown --format \"shp\""),
        option("unknown time zone", ["--timezone", "Mars/Olympus"], "unknown --timezone \"Mars/Olympus\""),
        option("unknown option", ["--colour", "red"], "routecard: error: unknown option --colour"),
        option("bad animate", ["--animate", "forever"], "bad --animate \"forever\""),
        option("bad privacy zone", ["--privacy-zone", "1,2"], "bad --privacy-zone \"1,2\""),
        option("two outputs to standard output", ["--png", "-", "--svg", "-"], "only one output can be -"),
        option("unknown output extension", ["-o", "OUT/card.gif"], "cannot tell the output format of OUT/card.gif"),
        Case(name: "missing input", arguments: ["render", "nope.gpx", "-o", "OUT/card.svg"], code: 1, message: "routecard: error: input file nope.gpx does not exist"),
        Case(name: "input is a folder", files: ["d/x": []], arguments: ["render", "d", "-o", "OUT/card.svg"], code: 1, message: "routecard: error: input file d is a folder"),
        // Outputs
        option("second output unwritable", ["--png", "/proc/no-such-folder/b.png"], code: 1, "cannot write /proc/no-such-folder/b.png"),
        option("output folder missing", ["--png", "OUT/missing/b.png"], code: 1, "folder OUT/missing does not exist"),
        option("one file by two names", ["--pdf", "OUT/./card.svg"], "OUT/card.svg and OUT/./card.svg are one file"),
        option("picture over the pixel limit", ["--png", "OUT/big.png", "--size", "20000x20000", "--scale", "10"], code: 65, "above the limit of 100 megapixels"),
        Case(name: "rasterize endless standard input", arguments: ["rasterize", "-", "-o", "OUT/card.png", "--max-input", "1M"],
             stdin: [UInt8](repeating: 0x20, count: 2 << 20), code: 65,
             message: "<stdin>: error: the input is larger than 1 MiB, the input size limit (--max-input BYTES raises it)"),
        // Batch and live
        Case(name: "batch output escaping the folder", files: ["loop.gpx": Array(good.utf8), "jobs.ndjson": text(#"{"input": "loop.gpx", "svg": "../x.svg"}"# + "\n")],
             arguments: ["batch", "jobs.ndjson", "--out-dir", "OUT"], code: 1, message: "jobs.ndjson:1: error: ../x.svg is outside the output folder"),
        Case(name: "batch bad line", files: ["jobs.ndjson": text("{\"input\": \n")], arguments: ["batch", "jobs.ndjson", "--out-dir", "OUT"], code: 1,
             message: "jobs.ndjson:1:11: error: unexpected end of file, a value expected"),
        Case(name: "live binary input", arguments: ["live", "--center", "60,24", "--radius", "1km", "-o", "OUT/frame.svg"],
             stdin: [0x7b, 0, 0, 0x0a], code: 65, message: "<stdin>:1: error: binary data (a NUL byte) on standard input"),
        Case(name: "live line too long", arguments: ["live", "--center", "60,24", "--radius", "1km", "-o", "OUT/frame.svg"],
             stdin: [UInt8](repeating: 0x61, count: 1_200_000), code: 65, message: "<stdin>:1: error: a line longer than 1 MiB"),
    ]

    @Test func thereAreAtLeastSixtyCases() {
        #expect(Self.cases.count >= 60)
        #expect(Set(Self.cases.map(\.name)).count == Self.cases.count, "names are unique")
    }

    @Test(arguments: cases)
    func badInputFailsCleanly(_ badCase: Case) throws {
        let binary = try AllOrNothingOutputTests.binary()
        try CommandHarness.withHarness { harness in
            for (name, bytes) in badCase.files {
                let url = harness.inputDirectory.appendingPathComponent(name)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(bytes).write(to: url)
            }
            let out = harness.outputDirectory.path
            let arguments = badCase.arguments.map { $0.replacingOccurrences(of: "OUT", with: out) }
            let result = try ChildProcess.run(binary, arguments, stdin: badCase.stdin, in: harness.inputDirectory)
            let expected = badCase.message.replacingOccurrences(of: "OUT", with: out)
            #expect(result.code == badCase.code, "\(badCase.name): exit \(result.code), stderr: \(result.stderr)")
            #expect(result.stderr.contains(expected), "\(badCase.name): expected «\(expected)» in: \(result.stderr)")
            #expect(harness.outputEntries() == [], "\(badCase.name): the output folder must stay empty")
        }
    }
}
