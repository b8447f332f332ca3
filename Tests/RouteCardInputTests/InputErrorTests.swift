import RouteCardInput
import Testing

/// `InputError.description` follows `PATH:LINE:COL: error: MESSAGE`.
@Suite struct InputErrorTests {
    @Test func descriptionFormats() {
        #expect(InputError(path: "a.gpx", line: 3, column: 7, message: "bad").description == "a.gpx:3:7: error: bad")
        #expect(InputError(path: nil, line: 3, column: 7, message: "bad").description == "<input>:3:7: error: bad")
        #expect(InputError(path: "a.gpx", message: "no such file").description == "a.gpx: error: no such file")
        #expect(InputError(message: "x").description == "<input>: error: x")
        #expect(InputError(path: "a.gpx", line: 3, message: "x").description == "a.gpx:3: error: x")
    }

    @Test func readerUsesInputWhenUnnamed() throws {
        do {
            _ = try GPXReader().read(Array("<gpx><trk></gpx>".utf8))
            Issue.record("expected an error")
        } catch {
            #expect(error.path == nil)
            #expect(error.description.hasPrefix("<input>:1:11: error: mismatched end tag"))
        }
    }
}
