import RouteCard
import RouteCardMap
import RouteCardStyle
import RouteCardText
import Testing

/// Every kind of style mistake carries its stable code, so programs can tell them apart without
/// reading the message. Each style below has exactly one mistake.
@Suite struct DiagnosticCodeTests {
    /// The codes and key paths of a style's diagnostics (errors, or the warnings of a style that decodes).
    func codes(_ json: String) -> [String] {
        do {
            let style = try Style.decode(Array(json.utf8), file: "codes.json", resources: Self.files)
            return style.warnings.map { "\($0.code) \($0.keyPath)" }
        } catch {
            return error.diagnostics.map { "\($0.code) \($0.keyPath)" }
        }
    }

    /// The files the styles below name (decoding only checks that they may be read).
    static let files = ResourceResolver.inMemory(["map.geojson": [], "m.geojson": []])

    /// A version-1 style around some layers.
    func style(_ layers: String, extra: String = "") -> String {
        #"{"version": 1\#(extra), "layers": [\#(layers)]}"#
    }

    @Test(arguments: [
        // (style, the one expected "code keyPath")
        (#"{"version": 1, "layers": [}"#, "syntax "),
        (#"{"layers": []}"#, "missing-key version"),
        (#"{"version": 2, "layers": []}"#, "unsupported-version version"),
        (#"{"version": 1}"#, "missing-key layers"),
        (#"{"version": 1, "layers": {}}"#, "type-mismatch layers"),
        (#"{"version": 1, "timezone": "Mars/Olympus", "layers": []}"#, "unknown-time-zone timezone"),
        (#"{"version": 1, "colour": "red", "layers": []}"#, "unknown-key colour"),
    ])
    func documentLevelMistakes(json: String, expected: String) {
        #expect(codes(json) == [expected])
    }

    @Test(arguments: [
        (#"{"type": "route"}"#, "missing-key layers[0].id"),
        (#"{"id": "r"}"#, "missing-key layers[0].type"),
        (#"{"id": "r", "type": "sparkle"}"#, "unknown-layer-type layers[0].type"),
        (#"{"id": "", "type": "route"}"#, "invalid-value layers[0].id"),
        (#"{"id": "r", "type": "route"}, {"id": "r", "type": "route"}"#, "duplicate-id layers[1].id"),
        (#"{"id": "r", "type": "route", "paint": {"line-widht": 4}}"#, "unknown-key layers[0].paint.line-widht"),
        (#"{"id": "r", "type": "route", "paint": {"line-width": "wide"}}"#, "type-mismatch layers[0].paint.line-width"),
        (#"{"id": "r", "type": "route", "paint": {"line-width": 900}}"#, "out-of-range layers[0].paint.line-width"),
        (#"{"id": "r", "type": "route", "paint": {"line-cap": "rounded"}}"#, "invalid-value layers[0].paint.line-cap"),
        (##"{"id": "r", "type": "route", "paint": {"line-color": "#12345"}}"##, "invalid-value layers[0].paint.line-color"),
        (#"{"id": "r", "type": "route", "paint": "red"}"#, "type-mismatch layers[0].paint"),
        (#"{"id": "r", "type": "route", "paint": {"line-dasharray": [2, -1]}}"#, "out-of-range layers[0].paint.line-dasharray"),
        (#"{"id": "t", "type": "text", "layout": {"text-field": "{nmae}"}}"#, "unknown-token layers[0].layout.text-field"),
        (#"{"id": "t", "type": "text"}"#, "missing-key layers[0].layout.text-field"),
    ])
    func layerMistakes(layers: String, expected: String) {
        #expect(codes(style(layers)) == [expected])
    }

    @Test func mapLayerMistakes() {
        let sources = #", "sources": {"osm": {"type": "geojson", "data": "map.geojson"}}"#
        let credit = #", {"id": "a", "type": "attribution"}"#
        #expect(codes(style(#"{"id": "l", "type": "line", "source": "nope"}"# + credit, extra: sources))
                == ["unknown-source layers[0].source"])
        #expect(codes(style(#"{"id": "l", "type": "line"}"# + credit, extra: sources)) == ["missing-key layers[0].source"])
        #expect(codes(style(#"{"id": "l", "type": "line", "source": "osm", "filter": ["gett", "class"]}"# + credit, extra: sources))
                == ["unknown-operator layers[0].filter[0]"])
        #expect(codes(style(#"{"id": "l", "type": "line", "source": "osm", "filter": ["has", 3]}"# + credit, extra: sources))
                == ["invalid-expression layers[0].filter[1]"])
        #expect(codes(style(#"{"id": "l", "type": "line", "source": "osm"}"# + credit, extra: #", "sources": {"osm": {"data": "m.geojson"}}"#))
                == ["missing-key sources.osm.type"])
        // The default resolver reads no files: naming one is refused where it is written.
        let refused = style(#"{"id": "l", "type": "line", "source": "osm"}"# + credit, extra: sources)
        #expect(throws: StyleError.self) { try Style.decode(Array(refused.utf8)) }
        do {
            _ = try Style.decode(Array(refused.utf8))
        } catch {
            #expect(error.diagnostics.map { "\($0.code) \($0.keyPath)" } == ["unreadable-resource sources.osm.data"])
        }
    }

    @Test func aMapWithoutCreditIsAMissingAttributionWarning() throws {
        let sources = #", "sources": {"osm": {"type": "geojson", "data": "map.geojson"}}"#
        let style = try Style.decode(Array(style(#"{"id": "l", "type": "line", "source": "osm"}"#, extra: sources).utf8),
                                     resources: Self.files)
        #expect(style.warnings.map(\.code) == [.missingAttribution])
        #expect(style.warnings.first?.severity == .warning)
    }

    @Test func codesAreStableIdentifiers() {
        #expect(DiagnosticCode.unknownKey.rawValue == "unknown-key")
        #expect(DiagnosticCode(rawValue: "missing-attribution") == .missingAttribution)
        #expect(DiagnosticCode("plugin.custom").description == "plugin.custom")
        // A diagnostic made without a code gets the generic one.
        #expect(Diagnostic(location: nil, keyPath: "", message: "m").code == .invalidValue)
    }
}
