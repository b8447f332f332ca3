import RouteCardInput
import Testing

/// Malformed XML is reported with the line and column of the problem.
@Suite struct GPXMalformedXMLTests {
    private func expectError(_ text: String, line: Int, column: Int, containing fragment: String,
                             sourceLocation: SourceLocation = #_sourceLocation) {
        guard let error = FixtureSupport.error(text, sourceLocation: sourceLocation) else { return }
        #expect(error.line == line, "\(error)", sourceLocation: sourceLocation)
        #expect(error.column == column, "\(error)", sourceLocation: sourceLocation)
        #expect(error.message.contains(fragment), "\(error)", sourceLocation: sourceLocation)
        #expect(error.description.hasPrefix("test.gpx:\(line):\(column): error: "), sourceLocation: sourceLocation)
    }

    @Test func truncatedFileNamesTheUnclosedElement() {
        expectError("<gpx>\n<trk>\n  <trkseg>\n    <trkpt lat=\"1\" lon=\"2\"></trkpt>\n",
                    line: 5, column: 1, containing: "<trkseg> opened at 3:3 is not closed")
    }

    @Test func truncatedInsideATag() {
        expectError("<gpx>\n<trk>\n<trkseg>\n<trkpt lat=\"1\" lo", line: 4, column: 18,
                    containing: "expected '=' after the attribute name lo")
        expectError("<gpx>\n<trkpt lat=\"1", line: 2, column: 12, containing: "value of the attribute lat is not closed")
    }

    @Test func mismatchedEndTag() {
        expectError("<gpx>\n  <trk>\n    <name>x</name>\n  </trkseg>\n</gpx>", line: 4, column: 3,
                    containing: "expected </trk> (opened at 2:3), found </trkseg>")
        expectError("<gpx><trk></gpx>", line: 1, column: 11, containing: "expected </trk>")
    }

    @Test func garbageBeforeAndAfterTheRoot() {
        expectError("hello", line: 1, column: 1, containing: "unexpected 'h' before the root element")
        expectError("\u{FEFF}  \n  {\"type\": \"Feature\"}", line: 2, column: 3, containing: "before the root element")
        expectError("<gpx/>\n  x", line: 2, column: 3, containing: "after the root element")
        expectError("<gpx></gpx>\n<gpx></gpx>", line: 2, column: 1, containing: "extra content after the root element")
    }

    @Test func badAttributes() {
        expectError("<gpx version=1.1>", line: 1, column: 14, containing: "expected a quoted value")
        expectError("<gpx a=\"1\" a=\"2\"/>", line: 1, column: 12, containing: "duplicate attribute a")
        expectError("<gpx a=\"1\"b=\"2\"/>", line: 1, column: 11, containing: "whitespace is required")
        expectError("<gpx a=\"x<y\"/>", line: 1, column: 10, containing: "'<' is not allowed")
    }

    @Test func badReferencesAndMarkup() {
        expectError("<gpx>\n<name>Fish & Chips</name></gpx>", line: 2, column: 12, containing: "write &amp;")
        expectError("<gpx><name>&#0;</name></gpx>", line: 1, column: 12, containing: "character reference")
        expectError("<gpx><name>&#x110000;</name></gpx>", line: 1, column: 12, containing: "character reference")
        expectError("<gpx>\n<!-- never closed\n</gpx>", line: 2, column: 1, containing: "comment is not closed")
        expectError("<gpx><![CDATA[ open </gpx>", line: 1, column: 6, containing: "CDATA section is not closed")
        expectError("<gpx><name>a]]>b</name></gpx>", line: 1, column: 13, containing: "']]>' is not allowed")
        expectError("<gpx>\n<1trk/></gpx>", line: 2, column: 2, containing: "element name was expected")
        expectError("<gpx><name>a\u{01}</name></gpx>", line: 1, column: 13, containing: "control character")
        expectError("<gpx/>\n<?xml version=\"1.0\"?>", line: 2, column: 1, containing: "only allowed at the very start")
    }

    @Test func columnsCountCharactersNotBytesAndSkipTheBOM() {
        expectError("\u{FEFF}<gpx><name>šđč</nam></gpx>", line: 1, column: 15, containing: "found </nam>")
        expectError("<gpx>\r\n<trk>\r\n</gpx>", line: 3, column: 1, containing: "expected </trk>")
    }

    @Test func emptyAndNonGPXDocuments() {
        expectError("", line: 1, column: 1, containing: "empty")
        expectError("<?xml version=\"1.0\"?>\n<!-- nothing -->\n", line: 3, column: 1, containing: "no root element")
        expectError("<?xml version=\"1.0\"?>\n<kml xmlns=\"http://www.opengis.net/kml/2.2\"/>", line: 2, column: 1,
                    containing: "not a GPX document: the root element is <kml>")
    }

    @Test func unsupportedEncodingIsReported() {
        expectError("<?xml version=\"1.0\" encoding=\"Shift_JIS\"?><gpx/>", line: 1, column: 1,
                    containing: "unsupported encoding \"Shift_JIS\"")
    }
}
