import Foundation
import RouteCardInput
import Testing

/// DTD entities are never expanded or loaded: such documents fail fast with a clear message.
@Suite struct GPXSafetyTests {
    @Test func billionLaughsFailsFast() throws {
        var text = "<?xml version=\"1.0\"?>\n<!DOCTYPE gpx [\n <!ENTITY lol \"lol\">\n"
        for level in 1...9 {
            let previous = level == 1 ? "lol" : "lol\(level - 1)"
            text += " <!ENTITY lol\(level) \"" + String(repeating: "&\(previous);", count: 10) + "\">\n"
        }
        text += "]>\n<gpx><metadata><name>&lol9;</name></metadata></gpx>\n"
        let start = Date()
        let error = try #require(FixtureSupport.error(text))
        #expect(Date().timeIntervalSince(start) < 1)
        #expect(error.line == 2)
        #expect(error.column == 15)
        #expect(error.message.contains("DOCTYPE with an internal subset is not allowed"), "\(error)")
    }

    @Test func externalEntityIsRejected() throws {
        let text = """
            <?xml version="1.0"?>
            <!DOCTYPE gpx [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>
            <gpx><metadata><name>&xxe;</name></metadata></gpx>
            """
        let error = try #require(FixtureSupport.error(text))
        #expect(error.line == 2)
        #expect(error.message.contains("rejected for safety"))
    }

    @Test func entityDefinedInAnExternalDTDIsNeverLoaded() throws {
        let text = """
            <!DOCTYPE gpx SYSTEM "http://example.invalid/gpx.dtd">
            <gpx><metadata><name>&remote;</name></metadata></gpx>
            """
        let error = try #require(FixtureSupport.error(text))
        #expect(error.line == 2)
        #expect(error.column == 22)
        #expect(error.message.contains("undefined entity &remote;"), "\(error)")
    }

    @Test func doctypeWithoutSubsetIsSkipped() throws {
        let text = """
            <?xml version="1.0"?>
            <!DOCTYPE gpx PUBLIC "-//GPX//x" "http://example.invalid/gpx.dtd">
            <gpx><metadata><name>ok</name></metadata></gpx>
            """
        #expect(try FixtureSupport.read(text).name == "ok")
    }

    @Test func strayEntityDeclarationsAndSecondDoctypeAreRejected() throws {
        let declaration = try #require(FixtureSupport.error("<!ENTITY a \"b\">\n<gpx/>"))
        #expect(declaration.message.contains("entity declarations are not allowed"))
        let second = try #require(FixtureSupport.error("<!DOCTYPE gpx>\n<!DOCTYPE gpx>\n<gpx/>"))
        #expect(second.line == 2)
        let late = try #require(FixtureSupport.error("<gpx><!DOCTYPE gpx></gpx>"))
        #expect(late.message.contains("only allowed before the root element"))
    }

    @Test func unknownEntityInAttributeIsRejected() throws {
        let error = try #require(FixtureSupport.error(#"<gpx creator="&nbsp;"/>"#))
        #expect(error.column == 15)
        #expect(error.message.contains("undefined entity &nbsp;"))
    }
}
